import "server-only";
import { z } from "zod";
import type { DayPlan, PlanInput } from "@/lib/assistant/plan";
import { planDay } from "@/lib/assistant/plan-day";
import { PLAN_REASON_MAX } from "@/lib/constants/assistant";
import { wallTimeToInstant, zonedParts } from "@/lib/dates";
import { completeJson, LlmError, type LlmSettings } from "./llm-json";

/**
 * Plan my day with an LLM: the model sees today's tasks as the local rules read them (estimate, due time,
 * fixed or not, the local reason) and answers an order as local start times with a short why per task.
 * The answer is turned into a DayPlan (each slot as long as its task's estimate) but NOT checked here: the
 * caller runs validatePlan and keeps the local plan when it fails (docs/product.md#planning-assistant).
 * Throws LlmError on any failure.
 */

const ANSWER_SCHEMA = {
  type: "object",
  properties: {
    slots: {
      type: "array",
      items: {
        type: "object",
        properties: {
          taskId: { type: "string" },
          start: { type: "string", description: "Local start time today as HH:mm (24-hour)." },
          why: { type: "string", description: "Why the task is here, in a few words." },
        },
        required: ["taskId", "start", "why"],
        additionalProperties: false,
      },
    },
    tomorrow: {
      type: "array",
      items: {
        type: "object",
        properties: { taskId: { type: "string" }, why: { type: "string" } },
        required: ["taskId", "why"],
        additionalProperties: false,
      },
    },
  },
  required: ["slots", "tomorrow"],
  additionalProperties: false,
} as const;

const why = z.string().transform((s) => s.trim().slice(0, PLAN_REASON_MAX));
const answerSchema = z.object({
  slots: z.array(z.object({ taskId: z.string(), start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), why })).max(500),
  tomorrow: z.array(z.object({ taskId: z.string(), why })).max(500),
});

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (ms: number, timeZone: string) => {
  const p = zonedParts(new Date(ms), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
};

function prompts(input: PlanInput): { system: string; user: string } {
  const day = planDay(input);
  const { timeZone } = input;
  const tasks = day.tasks.map(({ task, durationMs, due, fixed, reason }) => ({
    taskId: task.id,
    title: task.title,
    minutes: durationMs / 60_000,
    due: due === null ? null : new Date(due).toISOString(),
    urgency: task.urgency,
    fixedStart: fixed ? clock(due!, timeZone) : null,
    reason: reason.text,
  }));
  const system = [
    "You plan a person's working day in a task manager.",
    `Today is ${day.day.year}-${pad(day.day.month)}-${pad(day.day.day)}, it is now ${clock(input.now.getTime(), timeZone)} (time zone ${timeZone}).`,
    `Working hours today: ${clock(day.start, timeZone)} to ${clock(day.end, timeZone)}. Start no task before ${clock(day.earliest, timeZone)}.`,
    "Answer JSON only: slots (taskId, start as local HH:mm, why) and tomorrow (taskId, why) for what does not fit.",
    "Rules: every task exactly once; a task with fixedStart starts exactly then; each task takes its minutes; no two tasks overlap; all within the working hours; never in the past.",
    "Put overdue and due-today work first, then the most urgent. why: a few plain words (\"overdue 2 days\", \"due 3:00 PM\", \"deep work before lunch\").",
  ].join("\n");
  return { system, user: JSON.stringify({ tasks }) };
}

export async function planWithLlm(input: PlanInput, settings: LlmSettings): Promise<DayPlan> {
  const json = await completeJson(settings, { ...prompts(input), name: "day_plan", schema: ANSWER_SCHEMA });
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new LlmError("answer does not match the schema");
  const day = planDay(input);
  const byId = new Map(day.tasks.map((t) => [t.task.id, t]));
  const slots = answer.data.slots.map(({ taskId, start, why: text }) => {
    const [hour, minute] = start.split(":").map(Number);
    const at = wallTimeToInstant({ ...day.day, hour, minute, second: 0 }, input.timeZone).getTime();
    const planned = byId.get(taskId);
    return {
      taskId,
      start: new Date(at).toISOString(),
      end: new Date(at + (planned?.durationMs ?? 0)).toISOString(),
      fixed: planned?.fixed ?? false,
      reason: { kind: planned?.reason.kind ?? "other", text: text || (planned?.reason.text ?? "") },
    };
  });
  slots.sort((a, b) => a.start.localeCompare(b.start));
  const tomorrow = answer.data.tomorrow.map(({ taskId, why: text }) => {
    const reason = byId.get(taskId)?.reason ?? { kind: "other" as const, text: "" };
    return { taskId, reason: { kind: reason.kind, text: text || reason.text } };
  });
  return { day: day.day, slots, tomorrow };
}
