"use client";

import { useSyncExternalStore } from "react";

/**
 * Which task's edit panel is open. The board keeps it, not the card: a card moves to another column (or
 * out of view) when a teammate reschedules or completes its task, and the open panel, with what the user
 * typed, must stay (docs/product.md#concurrent-edits).
 */

const listeners = new Set<() => void>();
let openTaskId: string | null = null;

const set = (taskId: string | null) => {
  if (openTaskId === taskId) return;
  openTaskId = taskId;
  for (const listener of listeners) listener();
};

export const editPanel = {
  open: (taskId: string) => set(taskId),
  close: () => set(null),
};

/** The task whose edit panel is open, or null. */
export function useEditPanelTask(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => openTaskId,
    () => null,
  );
}
