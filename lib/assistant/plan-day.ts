import { estimateMinutes } from "@/lib/assistant/estimate";
import { DEFAULT_WORKING_HOURS, ESTIMATE_MINUTES, PLAN_SOON_DAYS, PLAN_STEP_MINUTES } from "@/lib/constants/assistant";
import { DEFAULT_DUE_TIME } from "@/lib/constants/tasks";
import { assistantCopy } from "@/lib/copy/assistant";
import { parseInstant, wallTimeToInstant, zonedDayDiff, zonedParts, type CalendarDate } from "@/lib/dates";
import { formatTime } from "@/lib/format";
import { normaliseUrgency, urgencyBand } from "@/lib/urgency";

/**
 * What the day planner (lib/assistant/plan.ts) and its checker (lib/assistant/validate-plan.ts) both know
 * about today: the working window in the user's zone, each task's estimate, whether its time is fixed, its
 * rank and the reason shown for it. Pure: `now` and the IANA zone are passed in.
 *
 *   planDay(input: PlanInput): PlanDay
 */

export interface ClockTime {
  hour: number;
  minute: number;
}

/** Working hours on the user's wall clock; an end at or before the start leaves no working time. */
export interface WorkingHours {
  start: ClockTime;
  end: ClockTime;
}

export interface PlanTask {
  id: string;
  title: string;
  description?: string | null;
  /** UTC ISO instant, or null. */
  dueDate: string | null;
  urgency: number | null;
  /** Minutes (at least 5, whole); when absent, read from the text or the urgency band's default (lib/assistant/estimate.ts). */
  estimateMinutes?: number | null;
  /**
   * Whether the due time is an appointment that stays where it is. When absent: a task due later today at
   * another time than the default due time (09:00, which a date typed without a time gets) is fixed.
   */
  fixedTime?: boolean;
}

export interface PlanInput {
  tasks: readonly PlanTask[];
  now: Date;
  timeZone: string;
  workingHours?: WorkingHours;
  /** Formats the times in reasons ("due 3:00 PM"); lib/format's formatTime in the user's zone by default. */
  formatTime?: (instant: Date) => string;
}

/** Why a task is where it is, in the planner's order of importance. */
export type PlanReasonKind = "fixed" | "overdue" | "dueToday" | "urgent" | "dueSoon" | "other";

export interface PlanReason {
  kind: PlanReasonKind;
  /** "overdue 2 days", "due 3:00 PM", "urgency 5" (lib/copy/assistant.ts). */
  text: string;
}

export interface PlannedTask {
  task: PlanTask;
  /** Milliseconds. */
  durationMs: number;
  due: number | null;
  fixed: boolean;
  reason: PlanReason;
}

export interface PlanDay {
  /** Today in the user's zone. */
  day: CalendarDate;
  /** The working window of today, in epoch milliseconds. */
  start: number;
  end: number;
  /** The earliest instant a task may be planned at: the window's start, or now on the slot grid. */
  earliest: number;
  /** Every task of the input, fixed ones first by due time, then the others in the order they are planned. */
  tasks: PlannedTask[];
}

const MINUTE_MS = 60_000;
const STEP_MS = PLAN_STEP_MINUTES * MINUTE_MS;
const RANK: Record<PlanReasonKind, number> = { fixed: 0, overdue: 1, dueToday: 2, urgent: 3, dueSoon: 4, other: 5 };

/** `ms` rounded up to the slot grid. */
export const ceilToStep = (ms: number) => Math.ceil(ms / STEP_MS) * STEP_MS;

export function planDay(input: PlanInput): PlanDay {
  const { now, timeZone } = input;
  const hours = input.workingHours ?? DEFAULT_WORKING_HOURS;
  const today = zonedParts(now, timeZone);
  const day: CalendarDate = { year: today.year, month: today.month, day: today.day };
  const start = wallTimeToInstant({ ...day, ...hours.start }, timeZone).getTime();
  const end = Math.max(start, wallTimeToInstant({ ...day, ...hours.end }, timeZone).getTime());
  const format = input.formatTime ?? ((instant: Date) => formatTime(instant, { now, timeZone }));
  const tasks = input.tasks
    .map((task) => plannedTask(task, input, format))
    .map((planned, index) => ({ planned, index }))
    .sort((a, b) => compare(a.planned, b.planned) || a.index - b.index)
    .map(({ planned }) => planned);
  return { day, start, end, earliest: Math.max(start, ceilToStep(now.getTime())), tasks };
}

function plannedTask(task: PlanTask, { now, timeZone }: PlanInput, format: (instant: Date) => string): PlannedTask {
  const given = task.estimateMinutes;
  const minutes = given && Number.isFinite(given) && given > 0 ? Math.max(ESTIMATE_MINUTES.min, Math.ceil(given)) : estimateMinutes(task).minutes;
  const due = parseInstant(task.dueDate);
  const days = due === null ? null : zonedDayDiff(now, new Date(due), timeZone);
  const urgency = normaliseUrgency(task.urgency);
  const urgencyText = assistantCopy.reasonUrgency(Number.isInteger(urgency) ? String(urgency) : urgency.toFixed(1));
  let reason: PlanReason;
  if (due !== null && days === 0 && due >= now.getTime() && isFixed(task, due, timeZone)) {
    reason = { kind: "fixed", text: assistantCopy.reasonDueAt(format(new Date(due))) };
  } else if (due !== null && due < now.getTime()) {
    const late = zonedDayDiff(new Date(due), now, timeZone);
    reason = { kind: "overdue", text: late > 0 ? assistantCopy.reasonOverdueDays(late) : assistantCopy.reasonOverdueSince(format(new Date(due))) };
  } else if (days === 0) {
    reason = { kind: "dueToday", text: assistantCopy.reasonDueAt(format(new Date(due!))) };
  } else if (urgencyBand(urgency) === "high") {
    reason = { kind: "urgent", text: urgencyText };
  } else if (days !== null && days <= PLAN_SOON_DAYS) {
    reason = { kind: "dueSoon", text: assistantCopy.reasonDueInDays(days) };
  } else {
    reason = { kind: "other", text: days === null ? urgencyText : assistantCopy.reasonDueInDays(days) };
  }
  return { task, durationMs: minutes * MINUTE_MS, due, fixed: reason.kind === "fixed", reason };
}

function isFixed(task: PlanTask, due: number, timeZone: string): boolean {
  if (task.fixedTime !== undefined) return task.fixedTime;
  const at = zonedParts(new Date(due), timeZone);
  return at.hour !== DEFAULT_DUE_TIME.hour || at.minute !== DEFAULT_DUE_TIME.minute;
}

/**
 * The planner's order: overdue (oldest first), due today (earliest first), high urgency (most urgent first),
 * due soon (earliest first), then the rest (most urgent, then earliest due, first).
 */
function compare(a: PlannedTask, b: PlannedTask): number {
  const rank = RANK[a.reason.kind] - RANK[b.reason.kind];
  if (rank !== 0) return rank;
  const byDue = (a.due ?? Infinity) - (b.due ?? Infinity) || 0;
  const byUrgency = normaliseUrgency(b.task.urgency) - normaliseUrgency(a.task.urgency);
  return a.reason.kind === "urgent" || a.reason.kind === "other" ? byUrgency || byDue : byDue || byUrgency;
}
