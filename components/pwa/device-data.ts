import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
import type { Query, QueryClient } from "@tanstack/react-query";
import { persistQueryClient, persistQueryClientSave, type PersistQueryClientOptions } from "@tanstack/query-persist-client-core";
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { tasksQueryKey } from "@/lib/api/tasks";
import {
  BOARD_CACHE_MAX_AGE_MS,
  BOARD_CACHE_THROTTLE_MS,
  BOARD_CACHE_VERSION,
  BOARD_OWNER_KEY,
  BOARD_STORE,
  boardCacheKey,
  KEPT_AT_HEADER,
  PAGES_CACHE,
  PWA_START_URL,
  SIGNED_OUT_CHANNEL,
} from "@/lib/constants/pwa";
import { workspacesQueryKey } from "@/components/workspace/api";

/**
 * What Duely keeps on the device for the signed-in user (docs/product.md#on-your-phone), loaded after
 * hydration: the task list of each workspace they opened and their workspace list — TanStack Query's cache,
 * persisted to IndexedDB (idb-keyval) under the user's id, restored into the cache on the next load, where
 * it wins over the page's own list only when it is newer (an offline reload replays the last good page,
 * worker/pages.ts). Nothing else of the cache (reminders, searches) and nothing of the session.
 * The device holds one user's data at a time: signing out forgets it in every tab, and a different user's
 * first page here drops the previous one's board and kept page before anything is restored.
 */

let boardStore: UseStore | undefined;
/** The device's IndexedDB store of the user's data (also the offline queue's, ./offline-queue.ts): emptied on sign-out and owner change. */
export const deviceStore = () => (boardStore ??= createStore(BOARD_STORE.database, BOARD_STORE.store));
const store = deviceStore;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((part, i) => part === b[i]);
const isTaskList = (key: readonly unknown[]) => sameKey(key, tasksQueryKey(String(key[1])));

/** The queries kept: a workspace's task list (["tasks", id]) and the workspace list, once loaded. */
export function keptOnDevice(query: Pick<Query, "queryKey" | "state">): boolean {
  if (query.state.status !== "success") return false;
  return isTaskList(query.queryKey) || sameKey(query.queryKey, workspacesQueryKey);
}

/**
 * Each workspace's task list stays in the cache for the whole visit (by default a list no board shows goes
 * after five minutes, and with it from the device): every workspace's last board stays kept. Searches and
 * the rest keep the default. Returns the unsubscribe.
 */
function keepTaskLists(queryClient: QueryClient): () => void {
  const keep = (query: Query) => {
    if (isTaskList(query.queryKey)) query.setOptions({ ...query.options, gcTime: Infinity });
  };
  queryClient.getQueryCache().getAll().forEach(keep);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "added") keep(event.query);
  });
}

/** Stops the persistence running in this tab (one: the signed-in layout starts it). */
let stopRunning: (() => void) | null = null;

/**
 * Restores the user's kept board into `queryClient`, then keeps it up to date (writes at most once a
 * second). Returns the stop; after it, not even a write already scheduled reaches the store.
 */
export function keepBoardOnDevice(queryClient: QueryClient, userId: string): () => void {
  if (typeof indexedDB === "undefined") return () => {};
  stopRunning?.();
  let stopped = false;
  let unsubscribe = () => {};
  const channel = "BroadcastChannel" in window ? new BroadcastChannel(SIGNED_OUT_CHANNEL) : null;
  const unkeep = keepTaskLists(queryClient);
  const stop = () => {
    stopped = true;
    unkeep();
    unsubscribe();
    channel?.close();
    if (stopRunning === stop) stopRunning = null;
  };
  stopRunning = stop;
  // Another tab signed out: this one stops writing the user's data back.
  if (channel) channel.onmessage = stop;

  const persister = createAsyncStoragePersister({
    key: boardCacheKey(userId),
    throttleTime: BOARD_CACHE_THROTTLE_MS,
    storage: {
      getItem: (key) => get<string>(key, store()).then((value) => value ?? null),
      setItem: async (key, value) => {
        if (!stopped) await set(key, value, store());
      },
      removeItem: (key) => del(key, store()),
    },
  });
  const options: PersistQueryClientOptions = {
    queryClient,
    persister,
    maxAge: BOARD_CACHE_MAX_AGE_MS,
    buster: BOARD_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: keptOnDevice, shouldDehydrateMutation: () => false },
    hydrateOptions: { defaultOptions: { queries: { gcTime: Infinity } } },
  };
  void claimDevice(userId)
    .then(async () => {
      if (stopped) return;
      const [unsubscribePersist, restored] = persistQueryClient(options);
      unsubscribe = unsubscribePersist;
      await restored;
      // The page's own list is kept now, not only at the cache's next change.
      if (!stopped) await persistQueryClientSave(options);
    })
    .catch((error: unknown) => console.warn("[pwa] the board could not be kept on this device", error));
  return stop;
}

/**
 * Makes `userId` the device's owner. A change of owner (or a first use) drops every kept board and the
 * kept page, unless the page was kept during this very page load (it is this user's own).
 */
async function claimDevice(userId: string): Promise<void> {
  if ((await get<string>(BOARD_OWNER_KEY, store())) === userId) return;
  await Promise.all([clear(store()), dropKeptPage({ keptBefore: performance.timeOrigin })]);
  await set(BOARD_OWNER_KEY, userId, store());
}

async function dropKeptPage({ keptBefore = Infinity }: { keptBefore?: number } = {}): Promise<void> {
  if (typeof caches === "undefined") return;
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.match(PWA_START_URL, { ignoreVary: true });
  if (kept && Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) < keptBefore) await cache.delete(PWA_START_URL);
}

/** Sign-out: stops keeping the board in every tab and forgets all it kept (the boards and the page). */
export async function forgetDevice(): Promise<void> {
  stopRunning?.();
  if ("BroadcastChannel" in window) {
    const channel = new BroadcastChannel(SIGNED_OUT_CHANNEL);
    channel.postMessage(null);
    channel.close();
  }
  await Promise.all([typeof indexedDB === "undefined" ? undefined : clear(store()), dropKeptPage()]);
}
