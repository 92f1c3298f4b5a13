import "server-only";
import { config } from "@/server/config";
import type { AccountStore } from "@/server/auth/local/store";
import type { Store } from "./types";
import { appwriteOptions, openAppwriteStore } from "./appwrite";
import { openPostgresStore } from "./postgres";
import { openSqliteStore } from "./sqlite";

/**
 * The process-wide store: opened (and migrated) once, on first use. Concurrent first callers share one
 * promise; it lives on globalThis so that Next's hot reload does not open a client per reload.
 */

interface OpenedStore {
  store: Store;
  /** The sqlite and postgres backends keep their own accounts; with Appwrite, accounts belong to Appwrite (server/auth). */
  accounts: AccountStore | null;
}

const holder = globalThis as typeof globalThis & { __duelyStore?: Promise<OpenedStore> };

export async function getStore(): Promise<Store> {
  return (await opened()).store;
}

/** The local accounts of the sqlite or postgres backend (server/auth's local adapter); throws on Appwrite. */
export async function getAccountStore(): Promise<AccountStore> {
  const { accounts } = await opened();
  if (!accounts) throw new Error(`Accounts are not kept in the store when DUELY_BACKEND=${config().DUELY_BACKEND}`);
  return accounts;
}

/** Closes the store and forgets it, so the next getStore() opens config().DATABASE_URL afresh (shutdown, tests). */
export async function closeStore(): Promise<void> {
  const pending = holder.__duelyStore;
  holder.__duelyStore = undefined;
  const current = await pending?.catch(() => null);
  await current?.store.close();
}

export const closeStoreForTests = closeStore;

function opened(): Promise<OpenedStore> {
  if (holder.__duelyStore) return holder.__duelyStore;
  const attempt: Promise<OpenedStore> = openConfiguredStore().catch((error: unknown) => {
    if (holder.__duelyStore === attempt) holder.__duelyStore = undefined; // let the next call try again
    throw error;
  });
  holder.__duelyStore = attempt;
  return attempt;
}

/** The one switch between backends. */
async function openConfiguredStore(): Promise<OpenedStore> {
  const { backend, DATABASE_URL, DATABASE_AUTH_TOKEN, DATABASE_DIRECT_URL, DATABASE_POOL_MAX, DATABASE_LISTEN } = config();
  switch (backend) {
    case "sqlite": {
      const store = await openSqliteStore({ url: DATABASE_URL, authToken: DATABASE_AUTH_TOKEN });
      return { store, accounts: store.accounts };
    }
    case "postgres": {
      const store = await openPostgresStore({ url: DATABASE_URL, directUrl: DATABASE_DIRECT_URL, poolMax: DATABASE_POOL_MAX, listen: DATABASE_LISTEN === "on" });
      return { store, accounts: store.accounts };
    }
    case "appwrite":
      return { store: openAppwriteStore(appwriteOptions(config())), accounts: null };
  }
}
