/**
 * Column placement. Date columns are calendar days in the user's zone:
 *   today    - no due date, due now or earlier (overdue), or due any time today (until 24:00);
 *   upcoming - due on the 1st to the 7th calendar day after today, whole days: from tomorrow 00:00
 *              up to, not including, 00:00 of the 8th day ("exactly 7 days out" at any time of day is here);
 *   future   - due on the 8th day after today or later.
 * A DST change only moves where the midnights fall; the days themselves are counted on the calendar.
 */
import { NEXT_DAYS_COLUMN_SPAN } from "@/lib/constants/board";
import { parseInstant, startOfZonedDayOffset } from "@/lib/dates";
import { urgencyBand } from "@/lib/urgency";
import type { BoardClock, BoardTask, ColumnId, ColumnView, DateColumnId, PriorityColumnId } from "./types";

export const DATE_COLUMNS: readonly DateColumnId[] = ["today", "upcoming", "future"];
export const PRIORITY_COLUMNS: readonly PriorityColumnId[] = ["high", "medium", "low"];
export const VIEW_COLUMNS: Record<ColumnView, readonly ColumnId[]> = { date: DATE_COLUMNS, priority: PRIORITY_COLUMNS };

/** The two midnights (epoch ms) that split the date columns. */
export interface DateBoundaries {
  /** Tomorrow 00:00: the first instant of 'upcoming'. */
  upcomingStart: number;
  /** 00:00 of the 8th day after today: the first instant of 'future'. */
  futureStart: number;
}

export function dateBoundaries({ now, timeZone }: BoardClock): DateBoundaries {
  return {
    upcomingStart: startOfZonedDayOffset(now, 1, timeZone).getTime(),
    futureStart: startOfZonedDayOffset(now, NEXT_DAYS_COLUMN_SPAN + 1, timeZone).getTime(),
  };
}

/** The date column of a due instant (epoch ms, null for none), given precomputed boundaries. */
export function dateColumnOf(due: number | null, boundaries: DateBoundaries): DateColumnId {
  if (due === null || due < boundaries.upcomingStart) return "today";
  return due < boundaries.futureStart ? "upcoming" : "future";
}

export function dateColumn(task: Pick<BoardTask, "dueDate">, clock: BoardClock): DateColumnId {
  return dateColumnOf(parseInstant(task.dueDate), dateBoundaries(clock));
}

/** high from urgency 4, medium from 2.5, else low; a missing urgency counts as 3. */
export function priorityColumn(task: Pick<BoardTask, "urgency">): PriorityColumnId {
  return urgencyBand(task.urgency);
}

export function isDateColumn(column: ColumnId): column is DateColumnId {
  return (DATE_COLUMNS as readonly ColumnId[]).includes(column);
}
