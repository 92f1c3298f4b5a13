import "server-only";
import { z } from "zod";
import { TASK_TITLE_MAX } from "@/lib/constants/tasks";
import { addCalendarDays, wallTimeToInstantMemo, zonedPartsMemo, zoneOffsetMsMemo } from "@/lib/dates";
import { followUpFor, suggestionsFor } from "@/lib/parse/follow-up";
import { clampUrgency } from "@/lib/parse/urgency";
import { RRULE_MAX_LENGTH } from "@/lib/constants/recurrence";
import { normalizeRRule } from "@/lib/recurrence/rule";
import { isInstantInRange } from "@/lib/schemas/instant";
import type { MissingPart, ParseContext, ParsedTask } from "@/lib/parse/types";
import { completeJson, LlmError, type LlmSettings } from "./llm-json";

/**
 * The LLM task parser: one chat completion with a strict JSON schema, validated with zod and normalised
 * (urgency clamped to 1-5, a past due date moved forward by whole days, the model's local wall time
 * turned into a UTC instant in the user's zone). Throws LlmError on any failure; the caller falls back.
 */

/** What the model must answer: wall times in the user's zone, so it never has to do offset arithmetic. */
const ANSWER_SCHEMA = {
  type: "object",
  properties: {
    title: { type: "string", description: "The task itself, without the date, time and urgency words." },
    dueDate: {
      type: ["string", "null"],
      description: "Local date and time in the user's time zone as YYYY-MM-DDTHH:mm, or null when no date is given.",
    },
    urgency: {
      type: ["number", "null"],
      description: "1 (whenever) to 5 (urgent), decimals allowed; null when the text gives no cue.",
    },
    recurrence: {
      type: ["string", "null"],
      description: "An RFC 5545 RRULE value (\"FREQ=WEEKLY;BYDAY=MO,TH\") when the task repeats, in the user's time zone; null otherwise.",
    },
  },
  required: ["title", "dueDate", "urgency", "recurrence"],
  additionalProperties: false,
} as const;

const answerSchema = z.object({
  title: z.string().max(TASK_TITLE_MAX),
  dueDate: z.string().nullable(),
  urgency: z.number().finite().nullable(),
  // Optional here so that a model (or server) unaware of the field still answers; a rule outside
  // Duely's subset (lib/recurrence/rule.ts) is dropped, the rest of the answer kept.
  recurrence: z.string().max(RRULE_MAX_LENGTH).nullish().catch(null),
});

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function systemPrompt({ now, timeZone }: ParseContext): string {
  const p = zonedPartsMemo(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone }).format(now);
  const offsetMinutes = zoneOffsetMsMemo(now, timeZone) / 60_000;
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return [
    "You turn a to-do written in natural language into a task for a task manager.",
    `The user's local date and time is ${weekday} ${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}, time zone ${timeZone} (UTC${offset}).`,
    "Answer with JSON only: title, dueDate, urgency, recurrence.",
    "- title: the task in the user's words, without date, time, urgency and recurrence words; keep numbers and names that belong to the task (\"Read 1984\", \"Buy 2 apples\").",
    "- dueDate: the local date and time in the user's time zone as YYYY-MM-DDTHH:mm. A date without a time is due at 09:00. morning 09:00, noon 12:00, afternoon 15:00, evening 18:00, night or tonight 20:00, midnight 00:00. A clock hour from 1 to 7 without am/pm is in the afternoon or evening. Never answer a past time: use the next occurrence. For a recurring task, the first occurrence. null when the text names no date or time.",
    "- urgency: urgent, asap, emergency, critical, immediate 5; important, high priority 4; investor or deadline 4.5; soon, moderate, normal 3; low priority 2; whenever, low importance, not urgent 1; an explicit level (\"priority 4\", \"!2\") as given. null when there is no cue.",
    "- recurrence: when the task repeats, an RFC 5545 RRULE value without the \"RRULE:\" prefix, using only FREQ (DAILY, WEEKLY, MONTHLY or YEARLY), INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, COUNT and UNTIL: every day FREQ=DAILY; every weekday FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR; every monday and thursday FREQ=WEEKLY;BYDAY=MO,TH; every 2 weeks FREQ=WEEKLY;INTERVAL=2; every month on the 1st FREQ=MONTHLY;BYMONTHDAY=1; every last friday FREQ=MONTHLY;BYDAY=-1FR; every year on 3 march FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3. null when it does not repeat.",
  ].join("\n");
}

export async function parseWithLlm(prompt: string, ctx: ParseContext, settings: LlmSettings): Promise<ParsedTask> {
  const json = await completeJson(settings, { system: systemPrompt(ctx), user: prompt, name: "parsed_task", schema: ANSWER_SCHEMA });
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new LlmError("answer does not match the schema");
  return normalise(answer.data, ctx);
}

function normalise(answer: z.infer<typeof answerSchema>, ctx: ParseContext): ParsedTask {
  const title = answer.title.trim();
  const due = answer.dueDate === null ? null : toFutureInstant(answer.dueDate, ctx);
  const dueDate = due && isInstantInRange(due) ? due : null; // past the year 9999: not a date Duely can keep
  const urgency = answer.urgency === null ? null : Math.round(clampUrgency(answer.urgency) * 10) / 10;
  const stillNeeded: MissingPart[] = [];
  if (!title) stillNeeded.push("title");
  if (!dueDate) stillNeeded.push("date");
  if (urgency === null) stillNeeded.push("urgency");
  const rrule = answer.recurrence ? normalizeRRule(answer.recurrence) : null;
  return {
    title,
    dueDate: dueDate?.toISOString() ?? null,
    urgency,
    recurrence: rrule ? { rrule, timeZone: ctx.timeZone } : null,
    followUp: followUpFor(stillNeeded),
    stillNeeded,
    suggestions: suggestionsFor(stillNeeded, ctx),
  };
}

/** The model's wall time (or instant, if it gave an offset) as an instant, moved forward by whole days until future. */
function toFutureInstant(text: string, { now, timeZone }: ParseContext): Date {
  const trimmed = text.trim();
  const local = LOCAL_DATE_TIME.exec(trimmed);
  let due: Date;
  if (local) {
    const [, year, month, day, hour, minute] = local.map(Number);
    due = wallTimeToInstantMemo({ year, month, day, hour, minute, second: 0 }, timeZone);
  } else if (WITH_OFFSET.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) {
    due = new Date(Math.floor(Date.parse(trimmed) / 60_000) * 60_000);
  } else {
    throw new LlmError("due date is not a date-time");
  }
  if (due > now) return due;
  const wall = zonedPartsMemo(due, timeZone);
  let date = { year: wall.year, month: wall.month, day: wall.day };
  while (due <= now) {
    date = addCalendarDays(date, 1);
    due = wallTimeToInstantMemo({ ...date, hour: wall.hour, minute: wall.minute, second: 0 }, timeZone);
  }
  return due;
}
