import { useSyncExternalStore } from "react";

/**
 * How many changes made offline wait to be sent (./offline-queue.ts sets it): a small store of its own,
 * so that the toolbar's indicator shows the count without loading the queue.
 */

let count = 0;
const listeners = new Set<() => void>();

export function setWaitingChanges(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export const waitingChanges = () => count;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of changes waiting; 0 on the server and during hydration. */
export function useWaitingChanges(): number {
  return useSyncExternalStore(subscribe, waitingChanges, () => 0);
}
