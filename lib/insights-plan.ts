/**
 * 'Planned vs done' on the insights page (docs/product.md#insights), a pure function of the day plans the user
 * accepted (one row per planned task and day), the workspace's tasks, `now` and the user's IANA zone.
 *
 * The week is the insights page's (Sunday 00:00 to Saturday 23:59:59.999 on the user's wall clock; 167 or 169
 * hours across a DST change). A row belongs to the day it was planned for (its YYYY-MM-DD). The rule, defined
 * here once: a planned task is done when it is completed now and was completed before the end of the day it was
 * planned for (the next local midnight); one completed with no completion time counts as done. A row of a task
 * that no longer exists is not counted. Percent = round(100 × done / planned); 0 when nothing was planned.
 */
import { DAYS_PER_WEEK } from "@/lib/constants/common";
import { formatCalendarDate, parseInstant, zonedParts } from "@/lib/dates";
import { weekMidnights, type InsightsOptions } from "@/lib/insights";

export interface PlannedRow {
  taskId: string;
  /** The plan's day on the user's wall clock, YYYY-MM-DD. */
  day: string;
}

export interface PlanTaskState {
  id: string;
  completed: boolean;
  completedAt?: string | null;
}

export interface PlannedDayFigures {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** The day that contains `now` (none in another week). */
  today: boolean;
  planned: number;
  done: number;
}

export interface PlannedVsDone {
  /** Whether anything was planned for a day of the week. */
  hasData: boolean;
  days: PlannedDayFigures[];
  planned: number;
  done: number;
  /** Whole percent of the week's planned tasks that were done. */
  percent: number;
}

/** The week's first and last day (YYYY-MM-DD, both included): the range of rows to read. */
export function plannedWeekRange({ now, timeZone, weekOffset = 0 }: InsightsOptions): { fromDay: string; toDay: string } {
  const midnights = weekMidnights(now, timeZone, weekOffset);
  return { fromDay: dateAt(midnights[0], timeZone), toDay: dateAt(midnights[DAYS_PER_WEEK - 1], timeZone) };
}

export function plannedVsDone(rows: readonly PlannedRow[], tasks: readonly PlanTaskState[], { now, timeZone, weekOffset = 0 }: InsightsOptions): PlannedVsDone {
  const midnights = weekMidnights(now, timeZone, weekOffset);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const nowMs = now.getTime();
  const days: PlannedDayFigures[] = midnights.slice(0, DAYS_PER_WEEK).map((midnight, weekday) => ({
    date: dateAt(midnight, timeZone),
    weekday,
    today: nowMs >= midnight && nowMs < midnights[weekday + 1],
    planned: 0,
    done: 0,
  }));
  const indexOf = new Map(days.map((d, i) => [d.date, i]));

  for (const row of rows) {
    const i = indexOf.get(row.day);
    const task = byId.get(row.taskId);
    if (i === undefined || !task) continue;
    days[i].planned += 1;
    // The day ends at the next local midnight.
    if (isDoneBy(task, midnights[i + 1])) days[i].done += 1;
  }

  const planned = days.reduce((sum, d) => sum + d.planned, 0);
  const done = days.reduce((sum, d) => sum + d.done, 0);
  return {
    hasData: planned > 0,
    days,
    planned,
    done,
    percent: planned ? Math.round((done / planned) * 100) : 0,
  };
}

/** Completed now, and before `end` (epoch ms) when the completion time is known. */
function isDoneBy(task: PlanTaskState, end: number): boolean {
  if (!task.completed) return false;
  const completedAt = parseInstant(task.completedAt);
  return completedAt === null || completedAt < end;
}

const dateAt = (ms: number, timeZone: string) => formatCalendarDate(zonedParts(new Date(ms), timeZone));
