import "server-only";
import { Query } from "node-appwrite";
import { z } from "zod";
import { toInstant } from "@/server/store/rows";
import type { AccessTokenStore, ApiTokenRecord, CalendarFeedRecord } from "@/server/store/types";
import { listPage } from "./pagination";
import type { Row, Tables } from "./tables";

/**
 * Personal API tokens and calendar feed secrets in the api_tokens and calendar_feeds tables: plain
 * rows found by the secret's hash (an indexed column). No read-modify-write: a delete names its
 * owner in the filter, so one user can never delete another's row.
 */
export function accessTokenQueries(tables: Tables): AccessTokenStore {
  async function removeOwned(tableId: "api_tokens" | "calendar_feeds", id: string, userId: string): Promise<boolean> {
    return (await tables.removeWhere(tableId, [Query.equal("$id", [id]), Query.equal("userId", userId)])) > 0;
  }

  return {
    async createApiToken(record) {
      const { id, ...data } = record;
      return toApiToken(await tables.create("api_tokens", id, { ...data, createdAt: toInstant(data.createdAt) }));
    },
    async getApiTokenByHash(tokenHash) {
      const [row] = await tables.list("api_tokens", [Query.equal("tokenHash", tokenHash), Query.limit(1)]);
      return row ? toApiToken(row) : null;
    },
    listApiTokens: (userId, page) => listPage({ tables, tableId: "api_tokens", filters: [Query.equal("userId", userId)], page, toRecord: toApiToken }),
    async touchApiToken({ id, lastUsedAt }) {
      await tables.update("api_tokens", id, { lastUsedAt: toInstant(lastUsedAt) });
    },
    deleteApiToken: ({ id, userId }) => removeOwned("api_tokens", id, userId),
    deleteApiTokensOfUser: (userId) => tables.removeWhere("api_tokens", [Query.equal("userId", userId)]),

    async createCalendarFeed(record) {
      const { id, ...data } = record;
      return toCalendarFeed(await tables.create("calendar_feeds", id, { ...data, createdAt: toInstant(data.createdAt) }));
    },
    async getCalendarFeedByHash(tokenHash) {
      const [row] = await tables.list("calendar_feeds", [Query.equal("tokenHash", tokenHash), Query.limit(1)]);
      return row ? toCalendarFeed(row) : null;
    },
    listCalendarFeeds: (userId, page) =>
      listPage({ tables, tableId: "calendar_feeds", filters: [Query.equal("userId", userId)], page, toRecord: toCalendarFeed }),
    deleteCalendarFeed: ({ id, userId }) => removeOwned("calendar_feeds", id, userId),
    deleteCalendarFeedsOfUser: (userId) => tables.removeWhere("calendar_feeds", [Query.equal("userId", userId)]),
  };
}

const instant = z.string().transform(toInstant);
const optionalInstant = z.string().nullish().transform((v) => (v ? toInstant(v) : null));

const apiTokenRow = z.object({
  $id: z.string(),
  userId: z.string(),
  name: z.string(),
  scope: z.enum(["read", "read_write"]),
  tokenHash: z.string(),
  createdAt: instant,
  expiresAt: optionalInstant,
  lastUsedAt: optionalInstant,
  timeZone: z.string().nullish().transform((v) => v ?? null),
});

const calendarFeedRow = z.object({
  $id: z.string(),
  userId: z.string(),
  workspaceId: z.string().nullish().transform((v) => v ?? null),
  includeCompleted: z.boolean().nullish().transform((v) => v ?? false),
  tokenHash: z.string(),
  createdAt: instant,
});

function toApiToken(row: Row): ApiTokenRecord {
  const { $id, ...rest } = apiTokenRow.parse(row);
  return { id: $id, ...rest };
}

function toCalendarFeed(row: Row): CalendarFeedRecord {
  const { $id, ...rest } = calendarFeedRow.parse(row);
  return { id: $id, ...rest };
}
