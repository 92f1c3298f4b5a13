import "server-only";
import { sql } from "drizzle-orm";
import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { accessTokenQueries } from "./access-tokens";
import { assignmentNoticeQueries } from "./assignment-notices";
import { accountQueries } from "./accounts";
import { eventQueries } from "./events";
import { idempotencyQueries } from "./idempotency";
import { importQueries } from "./import";
import { openDatabase, type SqliteConnectionOptions } from "./open";
import { planQueries } from "./plans";
import { pushQueries } from "./push";
import { rateLimitQueries } from "./rate-limits";
import { reminderQueries } from "./reminders";
import { taskBatchQueries } from "./task-batch";
import { taskQueries } from "./tasks";
import { workspaceQueries } from "./workspaces";

/** The product's store, and beside it (not in it) the local accounts this backend keeps on the same connection. */
export type SqliteStore = Store & { readonly backend: "sqlite"; readonly accounts: AccountStore };

/** Opens (creating and migrating when needed) a libSQL database and returns the sqlite adapter over it. */
export async function openSqliteStore(options: SqliteConnectionOptions): Promise<SqliteStore> {
  const { db, client } = await openDatabase(options);
  const { log, outbox } = eventQueries(db);
  return {
    backend: "sqlite",
    accounts: accountQueries(db),
    ...workspaceQueries(db, outbox),
    ...taskQueries(db, outbox),
    ...taskBatchQueries(db, outbox),
    ...planQueries(db),
    ...importQueries(db),
    ...reminderQueries(db, outbox),
    assignmentNotices: assignmentNoticeQueries(db),
    ...rateLimitQueries(db),
    ...idempotencyQueries(db),
    ...accessTokenQueries(db),
    ...pushQueries(db),
    eventLog: log,
    async ping() {
      const rows = await db.all<{ ok: number }>(sql`SELECT 1 AS ok`);
      return rows[0]?.ok === 1;
    },
    async close() {
      client.close();
    },
  };
}
