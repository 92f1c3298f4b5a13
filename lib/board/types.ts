import type { CARD_DENSITIES } from "@/lib/constants/board";
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

/** The board's views: two of columns (date, priority) and the list of days. */
export type BoardView = "date" | "priority" | "list";
/** The views laid out in columns, with drag and drop. */
export type ColumnView = Exclude<BoardView, "list">;
export type DateColumnId = "today" | "upcoming" | "future";
export type PriorityColumnId = "high" | "medium" | "low";
export type ColumnId = DateColumnId | PriorityColumnId;

/** How much of a card shows: everything (the default), or one line with its actions on demand. */
export type CardDensity = (typeof CARD_DENSITIES)[number];

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
  /** The open tasks, in display order; the column's number counts these. */
  tasks: T[];
  /**
   * Where the tasks without a due date start in `tasks` (they come last, under a 'No date' heading), or
   * null when there are none or the view does not set them apart (only the date view does).
   */
  undatedFrom: number | null;
  /** The completed tasks, in display order: a group of their own at the end of the column. */
  completed: T[];
}
