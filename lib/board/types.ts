import type { HourCycle } from "@/lib/format";

/** The shapes the board rules work on. The UI passes its full tasks; only these fields are read. */

export interface BoardTask {
  id: string;
  /** UTC ISO instant, or null for a task without a due date. */
  dueDate: string | null;
  /** 1-5 with decimals; null counts as 3. */
  urgency: number | null;
  completed: boolean;
}

export type BoardView = "date" | "priority";
export type DateColumnId = "today" | "upcoming" | "future";
export type PriorityColumnId = "high" | "medium" | "low";
export type ColumnId = DateColumnId | PriorityColumnId;

/** The user's clock: every date rule reads calendar days in `timeZone` (IANA) as of `now`. */
export interface BoardClock {
  now: Date;
  timeZone: string;
  /** The reader's clock for the times on the board (lib/format). */
  hourCycle?: HourCycle;
}

/** Ordering state: per-column lists of task ids, kept by the client. */
export type ColumnOrder = Partial<Record<ColumnId, readonly string[]>>;

/** A partial task update the UI applies optimistically and sends to the API. */
export interface TaskPatch {
  dueDate?: string;
  urgency?: number;
}

export interface BoardColumn<T extends BoardTask> {
  id: ColumnId;
  tasks: T[];
}
