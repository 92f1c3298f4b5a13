/**
 * Weekly insights (docs/product.md#insights), a pure function of the tasks, `now`
 * and the user's IANA zone.
 *
 * The week runs from Sunday 00:00 to Saturday 23:59:59.999 on the user's wall clock (a DST change
 * makes it 167 or 169 hours long). `weekOffset` moves it by whole weeks (-1 = the week before).
 *
 * Which tasks count (defined here once):
 *   created   - createdAt inside the week;
 *   due       - dueDate inside the week;
 *   total     - the week's tasks: created or due inside the week (a task counted once);
 *   completed - the week's tasks marked completed (their state now, wherever completedAt falls);
 *   pending   - the week's tasks not completed (total - completed);
 *   overdue   - the week's pending tasks whose due date is before `now`;
 *   days[i]   - the bars: tasks created on that local day, and completed tasks whose completedAt
 *               falls on that day (any task, so the bars can add up to more or less than the totals).
 * Formulas: completion rate = round(100 × completed / total); average urgency = mean of the week's
 * urgencies (missing = 3), shown to one decimal; productivity score = round(0.6 × completion rate
 * + 0.3 × (100 − 100 × overdue / total) + 0.1 × ((5 − average urgency) / 4 × 100)), computed from
 * the rounded completion rate and the unrounded overdue share and average. Trend, goal and
 * recommendations read the completion rate. An empty week has every figure 0 and hasData false.
 */
import { z } from "zod";
import { DAYS_PER_WEEK } from "@/lib/constants/common";
import { INSIGHTS_GOAL, INSIGHTS_MAX_WEEK_OFFSET, INSIGHTS_RECOMMENDATION, INSIGHTS_TREND } from "@/lib/constants/insights";
import { URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";
import { insightsCopy } from "@/lib/copy/insights";
import { formatCalendarDate, parseInstant, startOfZonedDayOffset, zonedParts } from "@/lib/dates";
import { normaliseUrgency } from "@/lib/urgency";

export interface InsightsTask {
  dueDate: string | null;
  urgency: number | null;
  completed: boolean;
  completedAt?: string | null;
  createdAt: string;
}

export interface InsightsOptions {
  now: Date;
  timeZone: string;
  weekOffset?: number;
}

export type Trend = keyof typeof insightsCopy.trendValues;
export type GoalLabel = keyof typeof insightsCopy.goal;
export type FocusArea = keyof typeof insightsCopy.focusAreaValues;

export interface InsightsDay {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** The day that contains `now` (none in another week). */
  today: boolean;
  created: number;
  completed: number;
}

export interface WeeklyStats {
  hasData: boolean;
  weekPeriod: { start: string; end: string };
  totalTasks: number;
  createdTasks: number;
  dueTasks: number;
  completedTasks: number;
  pendingTasks: number;
  overdueTasks: number;
  /** Whole percent. */
  completionRate: number;
  /** One decimal. */
  averageUrgency: number;
  /** Whole number, 0-100. */
  productivityScore: number;
  trend: Trend;
  recommendations: string[];
  focusArea: FocusArea;
  /** total / 7 and completed / 7, one decimal. */
  tasksPerDay: number;
  completionsPerDay: number;
  goal: GoalLabel;
  days: InsightsDay[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The eight local midnights (epoch ms) from the week's Sunday to the following Sunday. */
export function weekMidnights(now: Date, timeZone: string, weekOffset: number): number[] {
  const sundayOffset = -zonedParts(now, timeZone).weekday + weekOffset * DAYS_PER_WEEK;
  return Array.from({ length: DAYS_PER_WEEK + 1 }, (_, i) =>
    startOfZonedDayOffset(now, sundayOffset + i, timeZone).getTime(),
  );
}

/** The index (0-6) of the local day containing `at`, or -1 outside the week. */
function dayIndex(at: number | null, midnights: number[]): number {
  if (at === null || at < midnights[0] || at >= midnights[DAYS_PER_WEEK]) return -1;
  let i = 0;
  while (at >= midnights[i + 1]) i += 1;
  return i;
}

export function trendFor(completionRate: number): Trend {
  if (completionRate >= INSIGHTS_TREND.improving) return "improving";
  return completionRate >= INSIGHTS_TREND.stable ? "stable" : "declining";
}

export function goalFor(completionRate: number): GoalLabel {
  if (completionRate >= INSIGHTS_GOAL.excellent) return "excellent";
  return completionRate >= INSIGHTS_GOAL.good ? "good" : "keepGoing";
}

/** At most two: under 50 % focus and break-down hints, under 80 % pace and urgency hints, else praise. */
export function recommendationsFor(completionRate: number): string[] {
  if (completionRate < INSIGHTS_RECOMMENDATION.focus) return [insightsCopy.focusHint, insightsCopy.breakDownHint];
  if (completionRate < INSIGHTS_RECOMMENDATION.pace) return [insightsCopy.paceHint(completionRate), insightsCopy.urgencyHint];
  return [insightsCopy.praise(completionRate)];
}

export function productivityScore(completionRate: number, overdueShare: number, averageUrgency: number): number {
  const calmness = ((URGENCY_MAX - averageUrgency) / (URGENCY_MAX - URGENCY_MIN)) * 100;
  return Math.round(0.6 * completionRate + 0.3 * (100 - overdueShare) + 0.1 * calmness);
}

export function weeklyStats(tasks: readonly InsightsTask[], { now, timeZone, weekOffset = 0 }: InsightsOptions): WeeklyStats {
  const midnights = weekMidnights(now, timeZone, weekOffset);
  const todayIndex = dayIndex(now.getTime(), midnights);
  const days: InsightsDay[] = midnights.slice(0, DAYS_PER_WEEK).map((midnight, weekday) => {
    const p = zonedParts(new Date(midnight), timeZone);
    return { date: formatCalendarDate(p), weekday, today: weekday === todayIndex, created: 0, completed: 0 };
  });

  let total = 0, created = 0, due = 0, completed = 0, overdue = 0, urgencySum = 0;
  for (const task of tasks) {
    const createdDay = dayIndex(parseInstant(task.createdAt), midnights);
    const dueAt = parseInstant(task.dueDate);
    const dueInWeek = dayIndex(dueAt, midnights) !== -1;
    const completedDay = task.completed ? dayIndex(parseInstant(task.completedAt), midnights) : -1;

    if (createdDay !== -1) days[createdDay].created += 1;
    if (completedDay !== -1) days[completedDay].completed += 1;
    if (createdDay === -1 && !dueInWeek) continue;

    total += 1;
    if (createdDay !== -1) created += 1;
    if (dueInWeek) due += 1;
    urgencySum += normaliseUrgency(task.urgency);
    if (task.completed) completed += 1;
    else if (dueAt !== null && dueAt < now.getTime()) overdue += 1;
  }

  const weekPeriod = {
    start: new Date(midnights[0]).toISOString(),
    end: new Date(midnights[DAYS_PER_WEEK] - 1).toISOString(),
  };
  const completionRate = total ? Math.round((completed / total) * 100) : 0;
  const averageUrgency = total ? urgencySum / total : 0;
  return {
    hasData: total > 0,
    weekPeriod,
    totalTasks: total,
    createdTasks: created,
    dueTasks: due,
    completedTasks: completed,
    pendingTasks: total - completed,
    overdueTasks: overdue,
    completionRate,
    averageUrgency: oneDecimal(averageUrgency),
    productivityScore: total ? productivityScore(completionRate, (overdue / total) * 100, averageUrgency) : 0,
    trend: trendFor(completionRate),
    recommendations: total ? recommendationsFor(completionRate) : [],
    focusArea: overdue > 0 ? "time_management" : "task_prioritization",
    tasksPerDay: oneDecimal(total / DAYS_PER_WEEK),
    completionsPerDay: oneDecimal(completed / DAYS_PER_WEEK),
    goal: goalFor(completionRate),
    days,
  };
}

/** `?week=`: absent is the current week (0); a whole number of weeks within ±INSIGHTS_MAX_WEEK_OFFSET. */
const weekOffsetSchema = z
  .string()
  .regex(/^[+-]?\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(-INSIGHTS_MAX_WEEK_OFFSET).max(INSIGHTS_MAX_WEEK_OFFSET))
  .optional();

/** The week offset of an `/insights?week=` value, or null when it is not a valid one (repeated, text, too far). */
export function parseWeekOffset(raw: string | string[] | undefined): number | null {
  const parsed = weekOffsetSchema.safeParse(raw);
  return parsed.success ? (parsed.data ?? 0) + 0 : null; // + 0 turns "-0" into 0
}
