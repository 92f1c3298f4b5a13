"use client";

import { useSyncExternalStore } from "react";
import { ADDED_HIGHLIGHT_MS } from "@/lib/constants/board";

/**
 * A task to bring into view: after adding one, or opening one by a link (its comments open too), the board
 * scrolls its card into view and highlights it for ADDED_HIGHLIGHT_MS. The request waits until the card is on the board: a long column first shows
 * enough cards to include it (useRevealTarget), then the card scrolls itself into view (useRevealed).
 */

const listeners = new Set<() => void>();
let target: string | null = null;
let highlighted: string | null = null;
/** The task whose comments open once its card is in view. */
let withComments: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const boardReveal = {
  /**
   * Scrolls `taskId`'s card into view once it is on the board and highlights it briefly; `openComments`
   * opens its comments too (a link to the task: components/board/useOpenTaskFromUrl.ts).
   */
  reveal(taskId: string, { openComments = false }: { openComments?: boolean } = {}) {
    target = highlighted = taskId;
    withComments = openComments ? taskId : null;
    clearTimeout(timer);
    notify();
  },
  /**
   * The card has scrolled into view: its highlight fades ADDED_HIGHLIGHT_MS from now (a card that shows
   * only once the board's chunk has loaded still gets all of it). Answers whether to open its comments.
   */
  revealed(taskId: string): boolean {
    if (target !== taskId) return false;
    target = null;
    const openComments = withComments === taskId;
    withComments = null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      highlighted = null;
      notify();
    }, ADDED_HIGHLIGHT_MS);
    notify();
    return openComments;
  },
};

/** The task whose card should come into view, if any (a long column shows more cards to include it). */
export function useRevealTarget(): string | null {
  return useSyncExternalStore(subscribe, () => target, () => null);
}

/** Whether this card should scroll into view now, and whether it is highlighted. */
export function useRevealed(taskId: string): { scroll: boolean; highlight: boolean } {
  const scroll = useSyncExternalStore(subscribe, () => target === taskId, () => false);
  const highlight = useSyncExternalStore(subscribe, () => highlighted === taskId, () => false);
  return { scroll, highlight };
}

/** Scrolls an element to the middle of the view, smoothly unless the reader asks for reduced motion. */
export function scrollToMiddle(element: HTMLElement): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  element.scrollIntoView?.({ block: "center", behavior: reduce ? "auto" : "smooth" });
}
