import "server-only";
import { localBreakdown, type BreakdownKind } from "@/lib/assistant/breakdown";
import { BREAKDOWN_RATE_LIMIT } from "@/lib/constants/subtasks";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { VerifiedAccount } from "@/server/auth/verified";
import { breakDownWithLlm } from "@/server/ai/llm-breakdown";
import type { LlmSettings } from "@/server/ai/llm-json";
import { llmSettingsFromConfig } from "@/server/ai/parse-task-text";
import { hit } from "@/server/rate-limit";
import { requireVisibleTask } from "@/server/services/tasks";

/**
 * Break down (docs/product.md#subtasks): 3 to 7 proposed steps for a task its caller sees, from the LLM
 * when one is configured and it answers usable steps in time, else from the local rules
 * (lib/assistant/breakdown.ts), labelled as such. A proposal only: nothing is saved until the user
 * accepts it (then the board adds the steps as subtasks, one request).
 */

export interface BreakdownProposal {
  steps: string[];
  planner: "llm" | "local";
  /** The model's name, or "Local breakdown". */
  model: string;
  /** The local rules' kind of task (null for the LLM's steps). */
  kind: BreakdownKind | null;
  /** Why the local steps stand in for the LLM's; null when no LLM was asked or its steps were kept. */
  fallback: string | null;
}

export async function proposeBreakdown(
  { user, taskId, timeZone }: { user: VerifiedAccount; taskId: string; timeZone: string },
  llm: LlmSettings | null = llmSettingsFromConfig(),
): Promise<BreakdownProposal> {
  const { task } = await requireVisibleTask({ user, taskId });
  await hit(`breakdown:${user.id}`, BREAKDOWN_RATE_LIMIT);
  let fallback: string | null = null;
  if (llm) {
    try {
      const due = task.dueDate ? `${new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(task.dueDate))} (${timeZone})` : null;
      const steps = await breakDownWithLlm({ title: task.title, ...(task.description && { description: task.description }), due }, llm);
      return { steps, planner: "llm", model: llm.model, kind: null, fallback: null };
    } catch (error) {
      console.warn(`[ai] LLM breakdown failed (${error instanceof Error ? error.message : "unknown error"}); using the local steps`);
      fallback = subtasksCopy.breakdownFallback;
    }
  }
  const { kind, steps } = localBreakdown(task);
  return { steps, planner: "local", model: subtasksCopy.localBreakdown, kind, fallback };
}
