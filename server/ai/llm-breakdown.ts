import "server-only";
import { z } from "zod";
import { BREAKDOWN_STEPS } from "@/lib/constants/assistant";
import { subtaskTitleSchema } from "@/lib/schemas/subtask";
import { completeJson, LlmError, type LlmSettings } from "./llm-json";

/**
 * Break down with an LLM (docs/product.md#subtasks): the model sees the task's title, description and due
 * date (in the user's zone) and answers 3 to 7 concrete steps. The answer is checked with zod: each step a
 * subtask's title (one line, a task title's length), between BREAKDOWN_STEPS.min and .max of them; any
 * other answer is an LlmError, on which the caller proposes the local steps.
 */

const ANSWER_SCHEMA = {
  type: "object",
  properties: {
    steps: {
      type: "array",
      items: { type: "string", description: "One concrete step, a short imperative line." },
      description: `Between ${BREAKDOWN_STEPS.min} and ${BREAKDOWN_STEPS.max} steps, in the order to do them.`,
    },
  },
  required: ["steps"],
  additionalProperties: false,
} as const;

const answerSchema = z.object({ steps: z.array(subtaskTitleSchema).min(BREAKDOWN_STEPS.min).max(BREAKDOWN_STEPS.max) });

export interface BreakdownTask {
  title: string;
  description?: string;
  /** The due date as the user reads it ("2030-01-15 17:00 (Europe/Berlin)"), or null. */
  due: string | null;
}

export async function breakDownWithLlm(task: BreakdownTask, settings: LlmSettings): Promise<string[]> {
  const system = [
    "You break a task of a task manager into concrete steps a person can tick off.",
    `Answer JSON only: steps, ${BREAKDOWN_STEPS.min} to ${BREAKDOWN_STEPS.max} short imperative lines in the order to do them, in the task's language.`,
    "No numbering, no dates, no step that merely repeats the task.",
  ].join("\n");
  const json = await completeJson(settings, { system, user: JSON.stringify(task), name: "task_breakdown", schema: ANSWER_SCHEMA });
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new LlmError("answer does not match the schema");
  return answer.data.steps;
}
