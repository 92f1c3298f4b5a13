/**
 * The two ends of a copy as plain connections, one transaction each: the source read from one snapshot,
 * the target written all or nothing. Statements are written with `?` placeholders for both dialects.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createClient, type InValue, type Transaction } from "@libsql/client";
import pg from "pg";
import { parseConfig } from "@/server/config";
import { openPostgresStore } from "@/server/store/postgres";
import { openSqliteStore } from "@/server/store/sqlite";
import type { Dialect } from "./tables";

export type Row = Record<string, unknown>;
export type Query = (sql: string, args?: unknown[]) => Promise<Row[]>;

export interface Database {
  dialect: Dialect;
  /** The URL without its password, for messages. */
  shown: string;
  /** Runs `work` in a transaction: "read" sees one snapshot and writes nothing; "write" commits only if `work` resolves. */
  transaction<T>(mode: "read" | "write", work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The backend a URL chooses, as the app decides it (server/config.ts); Appwrite has no URL to copy. */
export function dialectOf(url: string): Dialect {
  const { backend } = parseConfig({ DATABASE_URL: url });
  if (backend === "appwrite") throw new Error(`${url}: not a database URL`);
  return backend;
}

/** A URL as it may be printed: its password replaced. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = "***";
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Opens the database at `url` as the app does when it starts (creating and migrating it, and on libSQL
 * making the task JSON's view and triggers), closes the app's store again, and returns a plain
 * connection. A source file must exist already: opening a mistyped path would make an empty database.
 */
export async function openDatabase(url: string, { mustExist }: { mustExist: boolean }): Promise<Database> {
  const dialect = dialectOf(url);
  if (dialect === "sqlite") {
    const file = localFile(url);
    if (mustExist && file !== null && !existsSync(file)) throw new Error(`${url}: no such file`);
    await (await openSqliteStore({ url })).close();
    return sqliteDatabase(url);
  }
  await (await openPostgresStore({ url, poolMax: 1 })).close();
  return postgresDatabase(url);
}

/** file:data/duely.db, file:/abs.db, file:///abs.db: the path; null for a libSQL server. */
function localFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const location = url.slice("file:".length).split("?")[0];
  return path.resolve(location.startsWith("//") ? location.replace(/^\/\/(localhost)?/, "") : location);
}

function sqliteDatabase(url: string): Database {
  const client = createClient({ url, concurrency: 1 });
  return {
    dialect: "sqlite",
    shown: shownUrl(url),
    async transaction(mode, work) {
      if (url.startsWith("file:")) await client.execute("PRAGMA busy_timeout = 5000");
      await client.execute("PRAGMA foreign_keys = ON");
      const tx: Transaction = await client.transaction(mode);
      try {
        const result = await work(async (sql, args = []) => {
          const { columns, rows } = await tx.execute({ sql, args: args as InValue[] });
          return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
        });
        await tx.commit();
        return result;
      } catch (error) {
        await tx.rollback().catch(() => undefined);
        throw error;
      } finally {
        tx.close();
      }
    },
    async close() {
      client.close();
    },
  };
}

function postgresDatabase(url: string): Database {
  return {
    dialect: "postgres",
    shown: shownUrl(url),
    async transaction(mode, work) {
      const client = new pg.Client({ connectionString: url, application_name: "duely-db-copy" });
      await client.connect();
      try {
        await client.query(mode === "read" ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN");
        try {
          const result = await work(async (sql, args = []) => {
            let n = 0;
            return (await client.query(sql.replace(/\?/g, () => `$${++n}`), args)).rows as Row[];
          });
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      } finally {
        await client.end();
      }
    },
    async close() {},
  };
}
