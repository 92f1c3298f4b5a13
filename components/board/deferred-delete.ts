"use client";

import { useSyncExternalStore } from "react";

/**
 * Deletes waiting for their Undo toast to close (docs/product.md#the-board): the task is hidden from the
 * board at once but stays in the cache, so neither a refetch nor a live event can bring it back while
 * it waits, and nothing is sent to the server until the toast closes. Undo shows it again; the
 * DELETE goes out when the toast closes, or at once when the page is hidden (tab closed, navigated away).
 */

/** No task hidden: the same set on the server and in the browser, so hydration needs no second render. */
const EMPTY: ReadonlySet<string> = new Set();
let hidden: ReadonlySet<string> = EMPTY;
const listeners = new Set<() => void>();
/** The sends of the deletes still waiting, by task id. */
const waiting = new Map<string, (options: { leavingPage: boolean }) => void>();

function setHidden(next: ReadonlySet<string>): void {
  hidden = next;
  for (const listener of listeners) listener();
}

let listening = false;
function listenForPageHide(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("pagehide", () => {
    for (const taskId of [...waiting.keys()]) deferredDeletes.commit(taskId, { leavingPage: true });
  });
}

export const deferredDeletes = {
  /** Hides the task and keeps `send` until the toast closes (a second call for the same id is ignored). */
  defer(taskId: string, send: (options: { leavingPage: boolean }) => void): void {
    if (waiting.has(taskId)) return;
    listenForPageHide();
    waiting.set(taskId, send);
    setHidden(new Set([...hidden, taskId]));
  },
  /** Sends the waiting delete (the toast closed, or the page is going); nothing when undone or sent already. */
  commit(taskId: string, options: { leavingPage: boolean } = { leavingPage: false }): void {
    const send = waiting.get(taskId);
    if (!send) return;
    waiting.delete(taskId);
    send(options);
  },
  /** Undo: forgets the delete and shows the task again. Whether there was one to undo. */
  cancel(taskId: string): boolean {
    if (!waiting.delete(taskId)) return false;
    deferredDeletes.reveal(taskId);
    return true;
  },
  /** Shows the task again (Undo, the server refused the delete, or it is gone from the cache). */
  reveal(taskId: string): void {
    if (!hidden.has(taskId)) return;
    const next = new Set(hidden);
    next.delete(taskId);
    setHidden(next);
  },
  hidden: () => hidden,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The ids of the tasks hidden by a delete that waits for its toast. */
export function useHiddenTasks(): ReadonlySet<string> {
  return useSyncExternalStore(deferredDeletes.subscribe, deferredDeletes.hidden, () => EMPTY);
}
