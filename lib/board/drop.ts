/**
 * Drop rules (docs/product.md#the-board): a date column moves the task to today, +3 or +14 days; a
 * priority column sets urgency 4.5, 3 or 1.5. Each returns the patch to apply; {} means no change.
 *
 * Time of day: a dropped task keeps its own wall-clock time (read in the user's zone) on the new day.
 * A task without a due date gets 09:00 (DEFAULT_DUE_TIME, the morning time of the quick-date presets)
 * when it moves to a later column; dropped on 'Today & Overdue' it keeps no due date, since a task
 * without one already belongs there (giving it a time would make it overdue for no reason).
 */
import { DROP_DAY_OFFSET, DROP_URGENCY } from "@/lib/constants/board";
import { DEFAULT_DUE_TIME } from "@/lib/constants/tasks";
import { atZonedTimeOf, parseInstant, startOfZonedDayOffset, wallTimeToInstant, zonedParts } from "@/lib/dates";
import { normaliseUrgency } from "@/lib/urgency";
import type { BoardClock, BoardTask, ColumnView, DateColumnId, PriorityColumnId, TaskPatch } from "./types";

/** `task`'s time of day (or 09:00 without a due date) on the calendar day of `day`, as an ISO instant. */
function onDayKeepingTime(task: Pick<BoardTask, "dueDate">, day: Date, timeZone: string): string {
  const due = parseInstant(task.dueDate);
  if (due !== null) return atZonedTimeOf(day, new Date(due), timeZone).toISOString();
  const { year, month, day: date } = zonedParts(day, timeZone);
  return wallTimeToInstant({ year, month, day: date, ...DEFAULT_DUE_TIME }, timeZone).toISOString();
}

export interface DateColumnDrop extends BoardClock {
  task: Pick<BoardTask, "dueDate">;
  column: DateColumnId;
}

/** Onto a date column: today, +3 or +14 calendar days (in the user's zone), keeping the time of day. */
export function dropOnDateColumn({ task, column, now, timeZone }: DateColumnDrop): TaskPatch {
  if (column === "today" && parseInstant(task.dueDate) === null) return {};
  const day = startOfZonedDayOffset(now, DROP_DAY_OFFSET[column], timeZone);
  return { dueDate: onDayKeepingTime(task, day, timeZone) };
}

/** Onto a priority column: urgency 4.5, 3 or 1.5. */
export function dropOnPriorityColumn(column: PriorityColumnId): TaskPatch {
  return { urgency: DROP_URGENCY[column] };
}

export interface TaskDrop extends BoardClock {
  task: Pick<BoardTask, "dueDate">;
  target: Pick<BoardTask, "dueDate" | "urgency">;
  view: ColumnView;
}

/**
 * Onto a task in another column: the dragged task takes the target's bucket. Priority view: the
 * target's urgency (3 when it has none). Date view: the target's due day with the dragged task's own
 * time, so both land in the same column; a target without a due date sits in 'Today & Overdue', so
 * the drop acts as a drop on that column.
 */
export function dropOnTaskInOtherColumn({ task, target, view, now, timeZone }: TaskDrop): TaskPatch {
  if (view === "priority") return { urgency: normaliseUrgency(target.urgency) };
  const targetDue = parseInstant(target.dueDate);
  if (targetDue === null) return dropOnDateColumn({ task, column: "today", now, timeZone });
  return { dueDate: onDayKeepingTime(task, new Date(targetDue), timeZone) };
}
