import pg from "pg";
import { closeStoreForTests, getAccountStore, getStore } from "@/server/store";
import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { setEnv } from "./env";
import { createTestDatabase, type TestDatabase } from "./postgres-database";

export { createTestDatabase, testServerUrl, type TestDatabase } from "./postgres-database";

/**
 * Databases on the tests' PostgreSQL server: TEST_DATABASE_URL, which the api project's global setup sets
 * to the server it starts (tests/support/postgres-server.ts) unless it names one already. Each test file
 * (or describe block) gets a new, empty database of its own, so files stay isolated when jest runs them in
 * parallel; the store migrates it when it opens, as in production.
 */

export interface TempPostgresDatabase {
  /** The database's URL: what DATABASE_URL holds while the describe block runs (set in its beforeAll). */
  readonly url: string;
  readonly name: string;
  /** The process-wide store (getStore()), open on this database. */
  store(): Promise<Store>;
  /** The postgres backend's accounts (getAccountStore()), on the same database. */
  accounts(): Promise<AccountStore>;
  /** Runs SQL on the database outside the store (checks of what the port does not show, fixtures). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
}

/**
 * A fresh database for the enclosing describe block (or test file, at top level), as useTempDatabase
 * (tests/support/db.ts) gives a libSQL file: before all tests DATABASE_URL points at it and the config
 * cache is reset, so route handlers and services calling getStore() use it; after all tests the store and
 * the pool of `query` are closed, the environment is restored and the database dropped.
 */
export function usePostgresDatabase(): TempPostgresDatabase {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    await closeStoreForTests();
    database = await createTestDatabase();
    restoreEnv = setEnv({ DATABASE_URL: database.url, DUELY_BACKEND: undefined, DATABASE_DIRECT_URL: undefined });
  });

  afterAll(async () => {
    await closeStoreForTests();
    await pool?.end();
    restoreEnv?.();
    await database?.drop();
  });

  const opened = (): TestDatabase => {
    if (!database) throw new Error("usePostgresDatabase(): the database exists from the describe block's beforeAll on");
    return database;
  };
  return {
    get url() {
      return opened().url;
    },
    get name() {
      return opened().name;
    },
    store: getStore,
    accounts: getAccountStore,
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      pool ??= new pg.Pool({ connectionString: opened().url, max: 2 });
      return (await pool.query<R>(text, values)).rows;
    },
  };
}
