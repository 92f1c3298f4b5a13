import "server-only";
import { sql } from "drizzle-orm";
import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { accessTokenQueries } from "./access-tokens";
import { accountQueries } from "./accounts";
import { openDatabase, type PostgresConnectionOptions } from "./open";
import { pendingEventLog, pendingImportStore, pendingTaskStore } from "./pending";
import { rateLimitQueries } from "./rate-limits";
import { reminderQueries } from "./reminders";
import { workspaceQueries } from "./workspaces";

/** The product's store, and beside it (not in it) the local accounts this backend keeps in the same database. */
export type PostgresStore = Store & { readonly backend: "postgres"; readonly accounts: AccountStore };

/** Opens a pool on a PostgreSQL database (migrating it when needed) and returns the postgres adapter over it. */
export async function openPostgresStore(options: PostgresConnectionOptions): Promise<PostgresStore> {
  const { db, close } = await openDatabase(options);
  return {
    backend: "postgres",
    accounts: accountQueries(db),
    ...workspaceQueries(db),
    ...pendingTaskStore,
    ...pendingImportStore,
    ...reminderQueries(db),
    ...rateLimitQueries(db),
    ...accessTokenQueries(db),
    eventLog: pendingEventLog,
    async ping() {
      const { rows } = await db.execute<{ ok: number }>(sql`SELECT 1 AS ok`);
      return rows[0]?.ok === 1;
    },
    close,
  };
}
