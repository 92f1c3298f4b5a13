import { planDay, type PlanInput } from "@/lib/assistant/plan-day";
import type { DayPlan } from "@/lib/assistant/plan";
import { parseInstant } from "@/lib/dates";

/**
 * Checks a day plan (an LLM's, before it is shown) against the planner's rules for the same input: every
 * task exactly once (in a slot or on the tomorrow list), fixed-time tasks at their due time, each slot as
 * long as its task's estimate, and no other slot in the past, outside the working hours or overlapping a
 * fixed-time task or another slot. A plan with any problem is to be replaced by the local one (makePlan).
 *
 *   validatePlan(plan: DayPlan, input: PlanInput): PlanCheck
 */

export type PlanProblemCode =
  | "unknownTask"
  | "duplicateTask"
  | "missingTask"
  | "invalidTime"
  | "wrongDuration"
  | "fixedMoved"
  | "inPast"
  | "outsideWorkingHours"
  | "overlapsFixed"
  | "overlapsPlanned";

export interface PlanProblem {
  code: PlanProblemCode;
  taskId: string;
}

export interface PlanCheck {
  valid: boolean;
  problems: PlanProblem[];
}

const MINUTE_MS = 60_000;

export function validatePlan(plan: DayPlan, input: PlanInput): PlanCheck {
  const day = planDay(input);
  const byId = new Map(day.tasks.map((t) => [t.task.id, t]));
  const problems: PlanProblem[] = [];
  const problem = (code: PlanProblemCode, taskId: string) => problems.push({ code, taskId });

  const seen = new Set<string>();
  for (const taskId of [...plan.slots.map((s) => s.taskId), ...plan.tomorrow.map((t) => t.taskId)]) {
    if (!byId.has(taskId)) problem("unknownTask", taskId);
    else if (seen.has(taskId)) problem("duplicateTask", taskId);
    seen.add(taskId);
  }
  for (const id of byId.keys()) if (!seen.has(id)) problem("missingTask", id);
  for (const { taskId } of plan.tomorrow) if (byId.get(taskId)?.fixed) problem("fixedMoved", taskId);

  const fixedSlots: { start: number; end: number }[] = [];
  const movable: { taskId: string; start: number; end: number }[] = [];
  for (const slot of plan.slots) {
    const task = byId.get(slot.taskId);
    if (!task) continue;
    const start = parseInstant(slot.start);
    const end = parseInstant(slot.end);
    if (start === null || end === null) {
      problem("invalidTime", slot.taskId);
      continue;
    }
    if (end - start !== task.durationMs) problem("wrongDuration", slot.taskId);
    if (task.fixed) {
      if (start !== task.due || !slot.fixed) problem("fixedMoved", slot.taskId);
      fixedSlots.push({ start: task.due!, end: task.due! + task.durationMs });
      continue;
    }
    if (start < Math.floor(input.now.getTime() / MINUTE_MS) * MINUTE_MS) problem("inPast", slot.taskId);
    if (start < day.start || end > day.end) problem("outsideWorkingHours", slot.taskId);
    movable.push({ taskId: slot.taskId, start, end });
  }
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
  movable.forEach((slot, i) => {
    if (fixedSlots.some((f) => overlaps(slot, f))) problem("overlapsFixed", slot.taskId);
    if (movable.some((other, j) => j !== i && overlaps(slot, other))) problem("overlapsPlanned", slot.taskId);
  });
  return { valid: problems.length === 0, problems };
}
