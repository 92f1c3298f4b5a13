"use client";

import { createContext, useContext } from "react";
import type { BoardClock, CardDensity } from "@/lib/board";
import type { TaskReminders } from "./TaskRemindersSource";
import type { TaskActions } from "./useTaskActions";

export interface BoardContextValue {
  clock: BoardClock;
  actions: TaskActions;
  /** The signed-in user: the author of new comments, and who may delete what. */
  me: { id: string; name: string; email: string };
  /** The user owns the active workspace (deletes any task or comment in it). */
  isOwner: boolean;
  /** How much of each card shows (the list view's rows are always compact). */
  density: CardDensity;
  /** The user's reminders by task id, pending and sent, as the reminders badge has loaded them (absent: none known). */
  reminders: TaskReminders;
}

const BoardContext = createContext<BoardContextValue | null>(null);

export const BoardProvider = BoardContext.Provider;

/** The board's clock, actions and user, for the cards and their dialogs. */
export function useBoard(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error("useBoard() needs a <BoardProvider> around it");
  return value;
}
