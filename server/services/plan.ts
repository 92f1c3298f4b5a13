import "server-only";
import { makePlan, type DayPlan, type PlanInput, type PlanReason, type WorkingHours } from "@/lib/assistant/plan";
import { planDay } from "@/lib/assistant/plan-day";
import { validatePlan } from "@/lib/assistant/validate-plan";
import { DEFAULT_WORKING_HOURS, PLAN_TASKS_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { addZonedDays, wallTimeToInstant } from "@/lib/dates";
import type { AcceptedDay } from "@/lib/schemas/plan";
import type { Task } from "@/lib/schemas/task";
import type { VerifiedAccount } from "@/server/auth/verified";
import { planWithLlm } from "@/server/ai/llm-plan";
import type { LlmSettings } from "@/server/ai/llm-json";
import { llmSettingsFromConfig } from "@/server/ai/parse-task-text";
import { notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import type { PlannedTaskRecord } from "@/server/store/types";
import { changeEvent } from "@/server/services/publisher";
import { listTasks, requireVisibleTask } from "@/server/services/tasks";
import { requireWorkspaceAccess } from "@/server/services/workspaces/access";

/**
 * Plan my day (docs/product.md#planning-assistant): a proposal for today from the caller's own open tasks
 * in the workspace, by the local rules (lib/assistant/plan.ts), or by the LLM when one is configured and
 * its plan passes validatePlan; any failure or broken rule gives the local plan, labelled. Nothing is
 * written until the user accepts: acceptPlan sets the due times in one store call (one transaction) and
 * answers the previous ones, which undo it through the same call.
 */

export interface ProposePlanInput {
  user: VerifiedAccount;
  workspaceId: string;
  timeZone: string;
  workingHours?: WorkingHours;
  now?: Date;
}

type Titled<T> = T & { title: string };

export interface PlanProposal {
  day: DayPlan["day"];
  slots: Titled<DayPlan["slots"][number]>[];
  tomorrow: Titled<{ taskId: string; reason: PlanReason }>[];
  /** When a task proposed for tomorrow is due once accepted: tomorrow at the working hours' start. */
  tomorrowAt: string;
  planner: "llm" | "local";
  /** The model's name, or "Local plan". */
  model: string;
  /** Why the local plan stands in for the LLM's; null when no LLM was asked or its plan was kept. */
  fallback: { reason: "failed" | "brokeRules"; message: string } | null;
}

export async function proposePlan(
  { user, workspaceId, timeZone, workingHours = DEFAULT_WORKING_HOURS, now = new Date() }: ProposePlanInput,
  llm: LlmSettings | null = llmSettingsFromConfig(),
): Promise<PlanProposal> {
  const open = (await listTasks({ user, workspaceId })).filter((t) => !t.completed && t.userId === user.id);
  const all: PlanInput = { tasks: open, now, timeZone, workingHours };
  // The most important ones when there are more than a plan holds, in the planner's order.
  const kept = open.length <= PLAN_TASKS_MAX ? open : planDay(all).tasks.slice(0, PLAN_TASKS_MAX).map((p) => p.task as Task);
  const input: PlanInput = { ...all, tasks: kept };
  let plan = makePlan(input);
  let planner: PlanProposal["planner"] = "local";
  let fallback: PlanProposal["fallback"] = null;
  if (llm && kept.length > 0) {
    try {
      const proposed = await planWithLlm(input, llm);
      const check = validatePlan(proposed, input);
      if (check.valid) {
        plan = proposed;
        planner = "llm";
      } else {
        console.warn(`[ai] LLM plan broke the rules (${check.problems.map((p) => p.code).join(", ")}); using the local plan`);
        fallback = { reason: "brokeRules", message: assistantCopy.planFallback.brokeRules };
      }
    } catch (error) {
      console.warn(`[ai] LLM planner failed (${error instanceof Error ? error.message : "unknown error"}); using the local plan`);
      fallback = { reason: "failed", message: assistantCopy.planFallback.failed };
    }
  }
  const titles = new Map(kept.map((t) => [t.id, t.title]));
  const titled = <T extends { taskId: string }>(item: T) => ({ ...item, title: titles.get(item.taskId) ?? "" });
  const tomorrow = addZonedDays(wallTimeToInstant({ ...plan.day, ...workingHours.start, second: 0 }, timeZone), 1, timeZone);
  return {
    day: plan.day,
    slots: plan.slots.map(titled),
    tomorrow: plan.tomorrow.map(titled),
    tomorrowAt: tomorrow.toISOString(),
    planner,
    model: planner === "llm" ? llm!.model : assistantCopy.localPlanner,
    fallback,
  };
}

export interface AcceptPlanServiceInput {
  user: VerifiedAccount;
  workspaceId: string;
  items: readonly { taskId: string; dueDate: string | null }[];
  /** The day plan to record for 'Planned vs done'; absent: only the due times change. */
  plan?: AcceptedDay;
  now?: Date;
}

export interface AcceptedPlan {
  /** The tasks as stored now (one gone meanwhile is left out). */
  tasks: Task[];
  /** Each task's due date before: sent back as `items`, it undoes the plan. */
  previous: { taskId: string; dueDate: string | null }[];
  /** With `plan`: what was recorded for its day before (no slots when nothing); sent back as `plan`, it undoes the record. */
  previousPlan: AcceptedDay | null;
}

/**
 * Sets the due times of a plan the user accepted and records the plan's day, in one store call (one
 * transaction): every task, of the items and of the slots, must be one the caller sees in that workspace ('Task
 * not found' otherwise, and nothing changes). Recording replaces what the caller recorded for that day in that
 * workspace; undo sends back `previous` and `previousPlan` (docs/product.md#planning-assistant).
 */
export async function acceptPlan({ user, workspaceId, items, plan, now = new Date() }: AcceptPlanServiceInput): Promise<AcceptedPlan> {
  await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  const previous: AcceptedPlan["previous"] = [];
  const checked = new Map<string, Task>();
  for (const taskId of [...items.map((i) => i.taskId), ...(plan?.slots.map((s) => s.taskId) ?? [])]) {
    if (checked.has(taskId)) continue;
    const { task } = await requireVisibleTask({ user, taskId });
    if (task.workspaceId !== workspaceId) throw notFound(taskDetailsCopy.taskNotFound);
    checked.set(taskId, task);
  }
  for (const { taskId } of items) previous.push({ taskId, dueDate: checked.get(taskId)!.dueDate });
  const store = await getStore();
  const previousPlan = plan ? { day: plan.day, slots: (await plannedRows(user, workspaceId, plan.day, plan.day)).map(({ taskId, start, end }) => ({ taskId, start, end })) } : null;
  const event = changeEvent.taskUpdated(user, workspaceId);
  const stored = await store.setDueDates(
    items.map(({ taskId, dueDate }) => ({ id: taskId, dueDate, event })),
    now.toISOString(),
    plan && { userId: user.id, workspaceId, day: plan.day, acceptedAt: now.toISOString(), slots: plan.slots },
  );
  return { tasks: stored.filter((t): t is Task => t !== null), previous, previousPlan };
}

async function plannedRows(user: VerifiedAccount, workspaceId: string, fromDay: string, toDay: string): Promise<PlannedTaskRecord[]> {
  return (await getStore()).listPlannedTasks({ userId: user.id, workspaceId, fromDay, toDay });
}

/**
 * The caller's recorded day plans in the workspace for the days [fromDay, toDay] (YYYY-MM-DD, inclusive), for
 * 'Planned vs done' on the insights page.
 */
export async function listPlannedTasks({ user, workspaceId, fromDay, toDay }: { user: VerifiedAccount; workspaceId: string; fromDay: string; toDay: string }): Promise<PlannedTaskRecord[]> {
  await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  return plannedRows(user, workspaceId, fromDay, toDay);
}
