"use client";

import { useSyncExternalStore } from "react";
import { LIVE_HIGHLIGHT_MS } from "@/lib/constants/live";

/**
 * What the live feed shares with the board's components, outside React state so that a card can
 * subscribe to its own part: the connection status for the indicator, the cards to highlight (added by
 * a teammate), the comment panels that are open (a deleted task's open panel gets a toast), whether
 * a drag is in progress (events wait until the drop, so the dragged card stays put) and who last changed
 * each task (an open edit panel names them beside what it took in).
 */

export type LiveStatus = "off" | "connecting" | "connected" | "reconnecting";

const listeners = new Set<() => void>();
/**
 * A board starts connecting as it mounts, so the server renders the indicator connecting too: it is there
 * from the first paint, and nothing moves when the feed's state arrives.
 */
const FIRST_STATUS: LiveStatus = "connecting";
let status: LiveStatus = FIRST_STATUS;
let highlighted: ReadonlySet<string> = new Set();
const openComments = new Set<string>();
let dragging = false;
let editors: ReadonlyMap<string, string> = new Map();
const afterDrag: (() => void)[] = [];

const notify = () => {
  for (const l of listeners) l();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const liveBoard = {
  setStatus(next: LiveStatus) {
    if (status === next) return;
    status = next;
    notify();
  },
  highlight(taskId: string) {
    highlighted = new Set([...highlighted, taskId]);
    notify();
    setTimeout(() => {
      const next = new Set(highlighted);
      next.delete(taskId);
      highlighted = next;
      notify();
    }, LIVE_HIGHLIGHT_MS);
  },
  setCommentsOpen(taskId: string, open: boolean) {
    if (open) openComments.add(taskId);
    else openComments.delete(taskId);
  },
  commentsOpen: (taskId: string) => openComments.has(taskId),
  setDragging(active: boolean) {
    dragging = active;
    if (!active) for (const run of afterDrag.splice(0)) run();
  },
  /** A teammate (by name) changed the task. */
  setEditor(taskId: string, name: string) {
    if (editors.get(taskId) === name) return;
    editors = new Map([...editors, [taskId, name]]);
    notify();
  },
  /** Runs `apply` now, or after the drop when a drag is in progress. */
  whenNotDragging(apply: () => void) {
    if (dragging) afterDrag.push(apply);
    else apply();
  },
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status, () => FIRST_STATUS);
}

/** Whether the card was just added by a teammate (a brief highlight). */
export function useLiveHighlight(taskId: string): boolean {
  return useSyncExternalStore(subscribe, () => highlighted.has(taskId), () => false);
}

/** The teammate who last changed the task while this board was open; null when none (or the feed does not say). */
export function useTaskEditor(taskId: string): string | null {
  return useSyncExternalStore(subscribe, () => editors.get(taskId) ?? null, () => null);
}
