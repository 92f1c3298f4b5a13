"use client";

import { createContext, useContext } from "react";
import type { ColumnId } from "@/lib/board";
import { boardReveal } from "./reveal";

/**
 * Moving a card to another column without dragging (a card's 'Move to…' menu, WCAG 2.2's dragging
 * movements): the draggable columns provide it, and it does exactly what a drop on that column does.
 */
export interface ColumnMove {
  /** The columns of the view, in order. */
  columns: readonly ColumnId[];
  move: (taskId: string, from: ColumnId, to: ColumnId) => void;
}

const ColumnMoveContext = createContext<ColumnMove | null>(null);

export const ColumnMoveProvider = ColumnMoveContext.Provider;

/** The columns' move, or null outside them (the list view, the drag overlay). */
export function useColumnMove(): ColumnMove | null {
  return useContext(ColumnMoveContext);
}

/** What a card's 'Move to…' menu offers: the view's other columns, and the move to one of them. */
export interface CardMove {
  targets: readonly ColumnId[];
  onMove: (to: ColumnId) => void;
}

/** How many frames a moved card may take to show in its new column (the optimistic change is applied after a microtask or two). */
const MOVED_CARD_FRAMES = 30;

/**
 * Once `taskId`'s card shows in column `to`, brings it into view with the short highlight of a card just
 * added (boardReveal) and gives it the focus, so the keyboard carries on from where the card went.
 */
export function revealMovedCard(taskId: string, to: ColumnId, frames = MOVED_CARD_FRAMES): void {
  const cards = document.querySelectorAll<HTMLElement>(`[data-testid="column-${to}"] [data-testid="task-card"]`);
  const card = Array.from(cards).find((element) => element.dataset.taskId === taskId);
  if (card) {
    card.focus({ preventScroll: true });
    boardReveal.reveal(taskId);
  } else if (frames > 0) {
    requestAnimationFrame(() => revealMovedCard(taskId, to, frames - 1));
  }
}
