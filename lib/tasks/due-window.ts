import { addZonedDays, parseInstant, startOfZonedDay, zonedParts } from "@/lib/dates";
import type { Task } from "@/lib/schemas/task";

/**
 * Due-date windows, read on the user's calendar (the zone is always passed): `overdue` is an open task
 * due before now; the others run from the start of a day (00:00 in the zone) to the start of another:
 * `today` and `tomorrow` one day, `next_7_days` seven from today, `this_week` today to the end of Sunday,
 * `next_week` the Monday to Sunday after it. A DST change makes its day 23 or 25 hours long and a task due
 * at 00:00 belongs to the day that midnight starts. Pure.
 */

export const DUE_WINDOWS = ["overdue", "today", "tomorrow", "next_7_days", "this_week", "next_week"] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

type Dated = Pick<Task, "dueDate" | "completed">;

/** An open task whose due time has passed. */
export function isOverdue(task: Dated, now: Date): boolean {
  const due = parseInstant(task.dueDate);
  return !task.completed && due !== null && due < now.getTime();
}

/** The instants [start, end) of a window other than `overdue` at `now` in `timeZone`. */
export function dueRange(window: Exclude<DueWindow, "overdue">, now: Date, timeZone: string): { start: Date; end: Date } {
  const today = startOfZonedDay(now, timeZone);
  // Days from today to the next Monday: 1 on a Sunday, 7 on a Monday.
  const toMonday = (8 - zonedParts(now, timeZone).weekday) % 7 || 7;
  const [from, to] = {
    today: [0, 1],
    tomorrow: [1, 2],
    next_7_days: [0, 7],
    this_week: [0, toMonday],
    next_week: [toMonday, toMonday + 7],
  }[window];
  return { start: addZonedDays(today, from, timeZone), end: addZonedDays(today, to, timeZone) };
}

/** Whether a task falls in the window (completed ones too, but for `overdue`). */
export function isDueIn(task: Dated, window: DueWindow, now: Date, timeZone: string): boolean {
  if (window === "overdue") return isOverdue(task, now);
  const due = parseInstant(task.dueDate);
  if (due === null) return false;
  const { start, end } = dueRange(window, now, timeZone);
  return due >= start.getTime() && due < end.getTime();
}
