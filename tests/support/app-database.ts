import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type InValue } from "@libsql/client";
import pg from "pg";
import { createTestDatabase } from "./postgres-database";
import { startPostgresServer, type PostgresServerOptions } from "./postgres-server";

/**
 * A fresh database for app servers that a test or a benchmark starts (tests/e2e/support/instances.ts,
 * scripts/bench/harness.ts): a libSQL file in a temporary folder, or a new database on PostgreSQL — the
 * server TEST_DATABASE_URL names, else the embedded one of the tests (tests/support/postgres-server.ts),
 * started here and stopped by drop() (its watchdog stops it if this process dies first).
 */

export type AppBackend = "sqlite" | "postgres";

export interface AppDatabase {
  backend: AppBackend;
  /** What DATABASE_URL holds for the app. */
  url: string;
  /**
   * Runs one statement past the app, with `?` placeholders on both backends, and returns its rows: fixtures
   * the API cannot make (a due date in the past, a verified e-mail without the link, many members at once).
   */
  query(sql: string, args?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Deletes the database (and stops a server started for it). */
  drop(): Promise<void>;
}

export async function freshAppDatabase(backend: AppBackend, serverOptions: PostgresServerOptions = {}): Promise<AppDatabase> {
  return backend === "sqlite" ? libsqlFile() : postgresDatabase(serverOptions);
}

function libsqlFile(): AppDatabase {
  const dir = mkdtempSync(join(tmpdir(), "duely-app-db-"));
  const url = `file:${join(dir, "app.db")}`;
  return {
    backend: "sqlite",
    url,
    async query(sql, args = []) {
      const client = createClient({ url });
      try {
        await client.execute("PRAGMA busy_timeout = 5000");
        const { columns, rows } = await client.execute({ sql, args: args as InValue[] });
        return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
      } finally {
        client.close();
      }
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(serverOptions: PostgresServerOptions): Promise<AppDatabase> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? null : await startPostgresServer(serverOptions);
  try {
    const database = await createTestDatabase(server?.url ?? given);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    return {
      backend: "postgres",
      url: database.url,
      async query(sql, args = []) {
        let n = 0;
        return (await pool.query(sql.replace(/\?/g, () => `$${++n}`), args)).rows as Record<string, unknown>[];
      },
      async drop() {
        await pool.end();
        await database.drop();
        await server?.stop();
      },
    };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}
