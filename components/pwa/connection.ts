"use client";

import { useSyncExternalStore } from "react";
import type { QueryCache } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/request";
import { SERVER_PROBE_MS, SERVER_PROBE_URL } from "@/lib/constants/pwa";

/**
 * Whether the app has a connection, for the board's "Offline" state: the browser says it is offline
 * (navigator.onLine and its online/offline events), or our own requests fail without an answer (the
 * network is there but the server cannot be reached). Any answer from the server, even a refusal, means
 * the connection is back; while none comes, the server is asked every SERVER_PROBE_MS.
 */

const listeners = new Set<() => void>();
let unreachable = false;

const notify = () => {
  for (const listener of listeners) listener();
};
// The network is back: the server counts as reachable again until a request says otherwise.
const onOnline = () => (unreachable ? setServerReachable(true) : notify());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", notify);
    }
  };
}

/** True while the browser reports no network or our requests get no answer. */
export const isOffline = () => !navigator.onLine || unreachable;

/** Calls `callback` each time the connection comes back (and at once when there is one). Returns the unsubscribe. */
export function whenOnline(callback: () => void): () => void {
  const check = () => {
    if (!isOffline()) callback();
  };
  check();
  return subscribe(check);
}

let probe: ReturnType<typeof setInterval> | undefined;
const ask = () => void fetch(SERVER_PROBE_URL, { cache: "no-store" }).then(() => setServerReachable(true), () => undefined);

/** Records whether our last request reached the server. */
export function setServerReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  clearInterval(probe);
  probe = unreachable ? setInterval(ask, SERVER_PROBE_MS) : undefined;
  notify();
}

/** True while there is no connection; false on the server and during hydration. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * Follows the data cache's requests: one that failed without an answer (fetch rejects with a TypeError)
 * marks the server unreachable; a successful one, or a refusal (an ApiError: the server answered), marks
 * it reachable again. Returns the unsubscribe.
 */
export function watchRequests(queryCache: QueryCache): () => void {
  return queryCache.subscribe((event) => {
    if (event.type !== "updated") return;
    const { action } = event;
    if (action.type === "success") setServerReachable(true);
    else if (action.type === "failed" || action.type === "error") {
      if (action.error instanceof ApiError) setServerReachable(true);
      else if (action.error instanceof TypeError) setServerReachable(false);
    }
  });
}
