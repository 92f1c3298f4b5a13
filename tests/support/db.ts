import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetConfigForTests } from "@/server/config";
import { closeStoreForTests, getAccountStore, getStore } from "@/server/store";
import type { AccountStore, Store } from "@/server/store/types";

export interface TempDatabase {
  /** file:<tmpdir>/duely-<random>.db — what DATABASE_URL holds while the describe block runs. */
  readonly url: string;
  readonly file: string;
  /** The process-wide store (getStore()), open on this file. */
  store(): Promise<Store>;
  /** The sqlite backend's accounts (getAccountStore()), on the same file. */
  accounts(): Promise<AccountStore>;
}

/**
 * A fresh libSQL file (created and migrated when first opened) for the enclosing describe block (or test file, at top level):
 * before all tests DATABASE_URL points at it and the config cache is reset, so route handlers and
 * services calling getStore() use it; after all tests the store is closed, the environment restored
 * and the file deleted.
 *
 *   const db = useTempDatabase();   // in a describe block (at file level, import it under a name
 *                                     // without "use", or React's rules-of-hooks lint objects)
 *   it("...", async () => { const store = await db.store(); ... });
 */
export function useTempDatabase(): TempDatabase {
  const file = path.join(tmpdir(), `duely-${randomUUID()}.db`);
  const url = `file:${file}`;
  const saved: Record<"DATABASE_URL" | "DUELY_BACKEND", string | undefined> = { DATABASE_URL: undefined, DUELY_BACKEND: undefined };

  beforeAll(async () => {
    await closeStoreForTests();
    saved.DATABASE_URL = process.env.DATABASE_URL;
    saved.DUELY_BACKEND = process.env.DUELY_BACKEND;
    process.env.DATABASE_URL = url;
    process.env.DUELY_BACKEND = "sqlite";
    resetConfigForTests();
  });

  afterAll(async () => {
    await closeStoreForTests();
    restoreEnv("DATABASE_URL", saved.DATABASE_URL);
    restoreEnv("DUELY_BACKEND", saved.DUELY_BACKEND);
    resetConfigForTests();
    await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(file + suffix, { force: true })));
  });

  return { url, file, store: getStore, accounts: getAccountStore };
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
