import { addZonedDays, parseInstant, startOfZonedDay } from "@/lib/dates";
import type { Task } from "@/lib/schemas/task";

/**
 * Due-date windows, read on the user's calendar (the zone is always passed): `overdue` is an open task
 * due before now; `today` and `next_7_days` run from the start of today (00:00 in the zone) to the
 * start of tomorrow or of the day a week on, so a DST change makes that day 23 or 25 hours long and
 * a task due at 00:00 belongs to the day that midnight starts. Pure.
 */

export const DUE_WINDOWS = ["overdue", "today", "next_7_days"] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

type Dated = Pick<Task, "dueDate" | "completed">;

/** An open task whose due time has passed. */
export function isOverdue(task: Dated, now: Date): boolean {
  const due = parseInstant(task.dueDate);
  return !task.completed && due !== null && due < now.getTime();
}

/** The instants [start, end) of `today` or `next_7_days` at `now` in `timeZone`. */
export function dueRange(window: Exclude<DueWindow, "overdue">, now: Date, timeZone: string): { start: Date; end: Date } {
  const start = startOfZonedDay(now, timeZone);
  return { start, end: addZonedDays(start, window === "today" ? 1 : 7, timeZone) };
}

/** Whether a task falls in the window (completed ones too, but for `overdue`). */
export function isDueIn(task: Dated, window: DueWindow, now: Date, timeZone: string): boolean {
  if (window === "overdue") return isOverdue(task, now);
  const due = parseInstant(task.dueDate);
  if (due === null) return false;
  const { start, end } = dueRange(window, now, timeZone);
  return due >= start.getTime() && due < end.getTime();
}
