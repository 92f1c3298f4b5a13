import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeStoreForTests, getAccountStore, getStore } from "@/server/store";
import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "@/server/store/types";
import { setEnv } from "./env";

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
 *   const db = useTempDatabase();   // at file level or in a describe block
 *   it("...", async () => { const store = await db.store(); ... });
 */
export function useTempDatabase(): TempDatabase {
  const file = path.join(tmpdir(), `duely-${randomUUID()}.db`);
  const url = `file:${file}`;
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    await closeStoreForTests();
    restoreEnv = setEnv({ DATABASE_URL: url, DUELY_BACKEND: "sqlite" });
  });

  afterAll(async () => {
    await closeStoreForTests();
    restoreEnv?.();
    await Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(file + suffix, { force: true })));
  });

  return { url, file, store: getStore, accounts: getAccountStore };
}
