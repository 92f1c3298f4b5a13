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
import { appendWatcher } from "./listen";
import { openDatabase, type PostgresConnectionOptions } from "./open";
import { planQueries } from "./plans";
import { pushQueries } from "./push";
import { rateLimitQueries } from "./rate-limits";
import { reminderQueries } from "./reminders";
import { taskBatchQueries } from "./task-batch";
import { taskQueries } from "./tasks";
import { workspaceQueries } from "./workspaces";

/** The product's store, and beside it (not in it) the local accounts this backend keeps in the same database. */
export type PostgresStore = Store & { readonly backend: "postgres"; readonly accounts: AccountStore };

/** Opens a pool on a PostgreSQL database (migrating it when needed) and returns the postgres adapter over it. */
export async function openPostgresStore(options: PostgresConnectionOptions): Promise<PostgresStore> {
  const { db, close } = await openDatabase(options);
  // The one connection that LISTENs (made when the first reader watches): never through a transaction-mode pooler.
  const watcher = options.listen === false ? null : appendWatcher(options.directUrl ?? options.url);
  const { log, outbox } = eventQueries(db, watcher);
  return {
    backend: "postgres",
    accounts: accountQueries(db),
    ...workspaceQueries(db, outbox),
    ...taskQueries(db, outbox),
    ...taskBatchQueries(outbox),
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
      const { rows } = await db.execute<{ ok: number }>(sql`SELECT 1 AS ok`);
      return rows[0]?.ok === 1;
    },
    async close() {
      await watcher?.close();
      await close();
    },
  };
}
