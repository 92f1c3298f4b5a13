import { randomUUID } from "node:crypto";
import type { IdempotencyStore } from "@/server/store/types";

/** Idempotency keys: one claim of concurrent ones wins, per user; answers kept until expiry; takeover of expired and abandoned claims. */
export function idempotencyContract(open: () => Promise<IdempotencyStore>): void {
  describe("idempotency keys", () => {
    const T0 = 1_800_000_000_000;
    const DAY = 86_400_000;
    const claimOf = (over: Partial<Parameters<IdempotencyStore["claimIdempotencyKey"]>[0]> = {}) => ({
      userId: randomUUID().replaceAll("-", ""),
      key: `key-${randomUUID()}`,
      fingerprint: "f1",
      claimToken: randomUUID().replaceAll("-", ""),
      now: T0,
      expiresAt: T0 + DAY,
      staleBefore: T0 - 60_000,
      ...over,
    });

    it("claims a new key, shows it pending to a second claim, then keeps its answer", async () => {
      const store = await open();
      const first = claimOf();
      expect(await store.claimIdempotencyKey(first)).toBeNull();
      const second = { ...first, fingerprint: "f2", claimToken: "other", now: T0 + 1 };
      expect(await store.claimIdempotencyKey(second)).toEqual({ fingerprint: "f1", answer: null });
      expect(await store.saveIdempotentAnswer(first, { status: 201, body: '{"data":{"id":"t1"}}' })).toBe(true);
      expect(await store.claimIdempotencyKey(second)).toEqual({ fingerprint: "f1", answer: { status: 201, body: '{"data":{"id":"t1"}}' } });
      expect(await store.getIdempotencyKey({ userId: first.userId, key: first.key, now: T0 + 2 })).toEqual({ fingerprint: "f1", answer: { status: 201, body: '{"data":{"id":"t1"}}' } });
      // An empty body (204) and a body too long to keep (null) read back as they were written.
      const empty = claimOf();
      await store.claimIdempotencyKey(empty);
      await store.saveIdempotentAnswer(empty, { status: 204, body: "" });
      expect((await store.getIdempotencyKey({ ...empty, now: T0 }))?.answer).toEqual({ status: 204, body: "" });
      const long = claimOf();
      await store.claimIdempotencyKey(long);
      await store.saveIdempotentAnswer(long, { status: 200, body: null });
      expect((await store.getIdempotencyKey({ ...long, now: T0 }))?.answer).toEqual({ status: 200, body: null });
    });

    it("keeps keys per user: another user's same key is free", async () => {
      const store = await open();
      const mine = claimOf();
      expect(await store.claimIdempotencyKey(mine)).toBeNull();
      expect(await store.claimIdempotencyKey(claimOf({ key: mine.key }))).toBeNull();
      expect(await store.getIdempotencyKey({ userId: randomUUID(), key: mine.key, now: T0 })).toBeNull();
    });

    it("claims an expired key afresh, and an abandoned claim after its lease, and the old claim can no longer write", async () => {
      const store = await open();
      const first = claimOf();
      await store.claimIdempotencyKey(first);
      await store.saveIdempotentAnswer(first, { status: 200, body: "{}" });
      const later = { ...first, fingerprint: "f2", claimToken: "later1", now: T0 + DAY, expiresAt: T0 + 2 * DAY, staleBefore: T0 + DAY - 60_000 };
      expect(await store.getIdempotencyKey({ ...first, now: T0 + DAY })).toBeNull();
      expect(await store.claimIdempotencyKey(later)).toBeNull();

      const abandoned = claimOf();
      await store.claimIdempotencyKey(abandoned);
      // Within the lease the claim stands; past it, another claim takes the key over.
      expect(await store.claimIdempotencyKey({ ...abandoned, claimToken: "b", now: T0 + 30_000, staleBefore: T0 - 30_000 })).toEqual({ fingerprint: "f1", answer: null });
      const takeover = { ...abandoned, claimToken: "takeover", now: T0 + 60_000, staleBefore: T0 };
      expect(await store.claimIdempotencyKey(takeover)).toBeNull();
      expect(await store.saveIdempotentAnswer(abandoned, { status: 500, body: "late" })).toBe(false);
      await store.releaseIdempotencyKey(abandoned); // not its claim any more: nothing happens
      expect(await store.getIdempotencyKey({ ...abandoned, now: T0 + 60_001 })).toEqual({ fingerprint: "f1", answer: null });
      expect(await store.saveIdempotentAnswer(takeover, { status: 201, body: "x" })).toBe(true);
    });

    it("frees a released key for the next claim", async () => {
      const store = await open();
      const first = claimOf();
      await store.claimIdempotencyKey(first);
      await store.releaseIdempotencyKey(first);
      expect(await store.getIdempotencyKey({ ...first, now: T0 })).toBeNull();
      expect(await store.claimIdempotencyKey({ ...first, claimToken: "again", fingerprint: "f2" })).toBeNull();
    });

    it("gives one of concurrent claims on a key the claim", async () => {
      const store = await open();
      const base = claimOf();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.claimIdempotencyKey({ ...base, claimToken: `racer${i}` })));
      expect(results.filter((r) => r === null)).toHaveLength(1);
      expect(results.filter((r) => r !== null)).toEqual(Array.from({ length: 9 }, () => ({ fingerprint: "f1", answer: null })));
    }, 30_000);

    it("prunes the expired keys only", async () => {
      const store = await open();
      const gone = claimOf({ expiresAt: T0 + 10 });
      const kept = claimOf({ expiresAt: T0 + 1_000_000 });
      await store.claimIdempotencyKey(gone);
      await store.claimIdempotencyKey(kept);
      expect(await store.pruneIdempotencyKeys(T0 + 100)).toBeGreaterThanOrEqual(1);
      expect(await store.getIdempotencyKey({ ...gone, now: T0 })).toBeNull();
      expect(await store.getIdempotencyKey({ ...kept, now: T0 })).not.toBeNull();
    });
  });
}
