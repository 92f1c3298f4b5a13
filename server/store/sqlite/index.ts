import "server-only";
import { sql } from "drizzle-orm";
import type { AccountStore, Store } from "@/server/store/types";
import { accountQueries } from "./accounts";
import { openDatabase, type SqliteConnectionOptions } from "./open";
import { reminderQueries } from "./reminders";
import { taskQueries } from "./tasks";
import { workspaceQueries } from "./workspaces";

export type SqliteStore = Store & AccountStore & { readonly backend: "sqlite" };

/** Opens (creating and migrating when needed) a libSQL database and returns the sqlite adapter over it. */
export async function openSqliteStore(options: SqliteConnectionOptions): Promise<SqliteStore> {
  const { db, client } = await openDatabase(options);
  return {
    backend: "sqlite",
    ...accountQueries(db),
    ...workspaceQueries(db),
    ...taskQueries(db),
    ...reminderQueries(db),
    async ping() {
      const rows = await db.all<{ ok: number }>(sql`SELECT 1 AS ok`);
      return rows[0]?.ok === 1;
    },
    async close() {
      client.close();
    },
  };
}
