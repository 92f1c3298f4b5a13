import "server-only";
import { and, eq } from "drizzle-orm";
import type { AccessTokenStore } from "@/server/store/types";
import type { Db } from "./open";
import { readPage } from "@/server/store/sqlite/pagination";
import { apiTokens, calendarFeeds } from "./schema";

/** Personal API tokens and calendar feed secrets: plain rows, looked up by the secret's hash. */
export function accessTokenQueries(db: Db): AccessTokenStore {
  return {
    async createApiToken(record) {
      const [row] = await db.insert(apiTokens).values(record).returning();
      return row;
    },
    async getApiTokenByHash(tokenHash) {
      const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
      return row ?? null;
    },
    async listApiTokens(userId, page) {
      const { rows, nextCursor } = await readPage(page, apiTokens, ({ after, orderBy, limit }) =>
        db.select().from(apiTokens).where(and(eq(apiTokens.userId, userId), after)).orderBy(...orderBy).limit(limit),
      );
      return { items: rows, nextCursor };
    },
    async touchApiToken({ id, lastUsedAt }) {
      await db.update(apiTokens).set({ lastUsedAt }).where(eq(apiTokens.id, id));
    },
    async deleteApiToken({ id, userId }) {
      const result = await db.delete(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
      return result.rowCount === 1;
    },
    async deleteApiTokensOfUser(userId) {
      const result = await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
      return result.rowCount ?? 0;
    },

    async createCalendarFeed(record) {
      const [row] = await db.insert(calendarFeeds).values(record).returning();
      return row;
    },
    async getCalendarFeedByHash(tokenHash) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },
    async listCalendarFeeds(userId, page) {
      const { rows, nextCursor } = await readPage(page, calendarFeeds, ({ after, orderBy, limit }) =>
        db.select().from(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), after)).orderBy(...orderBy).limit(limit),
      );
      return { items: rows, nextCursor };
    },
    async deleteCalendarFeed({ id, userId }) {
      const result = await db.delete(calendarFeeds).where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)));
      return result.rowCount === 1;
    },
    async deleteCalendarFeedsOfUser(userId) {
      const result = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return result.rowCount ?? 0;
    },
  };
}
