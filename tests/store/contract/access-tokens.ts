import { randomUUID } from "node:crypto";
import type { AccessTokenStore, ApiTokenRecord, CalendarFeedRecord } from "@/server/store/types";

const id = () => randomUUID().replaceAll("-", "");
const hash = () => (randomUUID() + randomUUID()).replaceAll("-", "");

/** Personal API tokens and calendar feeds: found by hash, listed per user oldest first, touched, deleted only by their owner. */
export function accessTokenContract(open: () => Promise<AccessTokenStore>): void {
  describe("API tokens and calendar feeds", () => {
    const token = (userId: string, n: number, extra: Partial<ApiTokenRecord> = {}): ApiTokenRecord => ({
      id: id(),
      userId,
      name: `token ${n}`,
      scope: "read",
      tokenHash: hash(),
      createdAt: new Date(Date.UTC(2026, 10, 1, 8, n)).toISOString(),
      expiresAt: null,
      lastUsedAt: null,
      timeZone: "Europe/Berlin",
      ...extra,
    });

    it("stores a token, finds it by its hash, lists the user's tokens page by page and records its last use", async () => {
      const store = await open();
      const user = id();
      const first = token(user, 1, { scope: "read_write", expiresAt: "2027-01-01T00:00:00.000Z", timeZone: null });
      expect(await store.createApiToken(first)).toEqual(first);
      const others = [token(user, 2), token(user, 3), token(id(), 4)];
      for (const t of others) await store.createApiToken(t);

      expect(await store.getApiTokenByHash(first.tokenHash)).toEqual(first);
      expect(await store.getApiTokenByHash(hash())).toBeNull();

      const page1 = await store.listApiTokens(user, { limit: 2 });
      expect(page1.items.map((t) => t.name)).toEqual(["token 1", "token 2"]);
      const page2 = await store.listApiTokens(user, { limit: 2, cursor: page1.nextCursor });
      expect(page2.items.map((t) => t.name)).toEqual(["token 3"]);
      expect(page2.nextCursor).toBeNull();

      await store.touchApiToken({ id: first.id, lastUsedAt: "2026-11-23T10:00:00.000Z" });
      expect((await store.getApiTokenByHash(first.tokenHash))?.lastUsedAt).toBe("2026-11-23T10:00:00.000Z");
    });

    it("deletes a token only for its owner, and all of a user's tokens at once", async () => {
      const store = await open();
      const [owner, stranger] = [id(), id()];
      const a = await store.createApiToken(token(owner, 1));
      const b = await store.createApiToken(token(owner, 2));
      const kept = await store.createApiToken(token(stranger, 3));
      expect(await store.deleteApiToken({ id: a.id, userId: stranger })).toBe(false);
      expect(await store.getApiTokenByHash(a.tokenHash)).not.toBeNull();
      expect(await store.deleteApiToken({ id: a.id, userId: owner })).toBe(true);
      expect(await store.getApiTokenByHash(a.tokenHash)).toBeNull();
      expect(await store.deleteApiTokensOfUser(owner)).toBe(1);
      expect(await store.getApiTokenByHash(b.tokenHash)).toBeNull();
      expect(await store.getApiTokenByHash(kept.tokenHash)).toEqual(kept);
    });

    it("stores calendar feeds (one workspace or all), finds them by hash and deletes them only for their owner", async () => {
      const store = await open();
      const [owner, stranger] = [id(), id()];
      const all: CalendarFeedRecord = { id: id(), userId: owner, workspaceId: null, includeCompleted: false, tokenHash: hash(), createdAt: "2026-11-01T08:00:00.000Z" };
      const one: CalendarFeedRecord = { id: id(), userId: owner, workspaceId: id(), includeCompleted: true, tokenHash: hash(), createdAt: "2026-11-01T09:00:00.000Z" };
      expect(await store.createCalendarFeed(all)).toEqual(all);
      await store.createCalendarFeed(one);
      expect(await store.getCalendarFeedByHash(one.tokenHash)).toEqual(one);
      expect((await store.listCalendarFeeds(owner, { limit: 10 })).items).toEqual([all, one]);
      expect(await store.deleteCalendarFeed({ id: all.id, userId: stranger })).toBe(false);
      expect(await store.deleteCalendarFeed({ id: all.id, userId: owner })).toBe(true);
      expect(await store.getCalendarFeedByHash(all.tokenHash)).toBeNull();
      expect(await store.deleteCalendarFeedsOfUser(owner)).toBe(1);
      expect((await store.listCalendarFeeds(owner, { limit: 10 })).items).toEqual([]);
    });
  });
}
