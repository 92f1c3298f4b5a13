import { ceilToStep, planDay, type PlanInput, type PlanReason } from "@/lib/assistant/plan-day";
import type { CalendarDate } from "@/lib/dates";

export type { ClockTime, PlanInput, PlanReason, PlanReasonKind, PlanTask, WorkingHours } from "@/lib/assistant/plan-day";

/**
 * "Plan my day", the local planner: today's order and time slots for the user's open tasks.
 * - Tasks with a fixed time today stay where they are (for their estimate).
 * - The others, in the order overdue, due today, high urgency, due soon, the rest, each take the earliest
 *   free slot of their estimate: never before now, never outside the working hours, never overlapping a
 *   fixed task or another planned one; slots start on a 5-minute grid.
 * - What does not fit goes to the "tomorrow" list, in the same order.
 * Every task carries its reason ("overdue 2 days", "due 3:00 PM", "urgency 5"). validatePlan
 * (lib/assistant/validate-plan.ts) checks a plan from elsewhere (an LLM's) against the same rules.
 *
 *   makePlan(input: PlanInput): DayPlan
 */

export interface PlanSlot {
  taskId: string;
  /** UTC ISO instants. */
  start: string;
  end: string;
  fixed: boolean;
  reason: PlanReason;
}

export interface DayPlan {
  /** Today in the user's zone. */
  day: CalendarDate;
  /** In time order. */
  slots: PlanSlot[];
  tomorrow: { taskId: string; reason: PlanReason }[];
}

interface Interval {
  start: number;
  end: number;
}

export function makePlan(input: PlanInput): DayPlan {
  const day = planDay(input);
  const busy: Interval[] = [];
  const slots: (Omit<PlanSlot, "start" | "end"> & Interval)[] = [];
  const tomorrow: DayPlan["tomorrow"] = [];
  const place = (taskId: string, start: number, end: number, fixed: boolean, reason: PlanReason) => {
    busy.push({ start, end });
    slots.push({ taskId, start, end, fixed, reason });
  };
  for (const planned of day.tasks) {
    const { task, durationMs, due, fixed, reason } = planned;
    if (fixed) {
      place(task.id, due!, due! + durationMs, true, reason);
      continue;
    }
    const start = firstFreeStart(day.earliest, durationMs, busy);
    if (start + durationMs <= day.end) place(task.id, start, start + durationMs, false, reason);
    else tomorrow.push({ taskId: task.id, reason });
  }
  slots.sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    day: day.day,
    slots: slots.map(({ taskId, start, end, fixed, reason }) => ({
      taskId,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      fixed,
      reason,
    })),
    tomorrow,
  };
}

/** The earliest start on the grid, from `from` on, where `duration` overlaps nothing busy. */
function firstFreeStart(from: number, duration: number, busy: readonly Interval[]): number {
  let start = from;
  for (let moved = true; moved; ) {
    moved = false;
    for (const b of busy) {
      if (start < b.end && b.start < start + duration) {
        start = ceilToStep(b.end);
        moved = true;
      }
    }
  }
  return start;
}
