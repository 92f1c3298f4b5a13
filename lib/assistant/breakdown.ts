import { BREAKDOWN_STEPS } from "@/lib/constants/assistant";
import { breakdownCopy } from "@/lib/copy/breakdown";
import {
  APPOINTMENT,
  CELEBRATION,
  EXAM,
  INTERVIEW,
  MEETING,
  MOVING,
  PAPERWORK,
  PRESENTATION,
  PROJECT,
  RESEARCH,
  SHOPPING,
  TRAVEL,
  WRITING,
  anyOf,
  words,
} from "@/lib/parse/task-kinds";

/**
 * Break down, the local rules: 3 to 7 concrete steps for a task by its kind, told by the words of its title
 * (else of its description) as the lightbulb's suggestion rules tell them (lib/parse/task-kinds.ts), in this
 * order: an interview, an exam, a presentation, travel, moving, a celebration, a meeting, an appointment,
 * writing, research, shopping, paperwork, a project, cleaning; anything else gets generic steps. Deterministic;
 * the caller labels the proposal as the local one.
 *
 *   localBreakdown(task: BreakdownSource): Breakdown
 */

export type BreakdownKind = Exclude<keyof typeof breakdownCopy, "generic"> | "generic";

export interface BreakdownSource {
  title: string;
  description?: string | null;
}

export interface Breakdown {
  kind: BreakdownKind;
  steps: string[];
}

const KINDS: readonly [Exclude<BreakdownKind, "generic">, RegExp][] = [
  ["interview", INTERVIEW],
  ["exam", EXAM],
  ["presentation", PRESENTATION],
  ["travel", anyOf(TRAVEL, words("vacation|holiday|flights|fly|pack"))],
  ["moving", MOVING],
  ["celebration", anyOf(CELEBRATION, words("birthday|anniversary|celebrat(?:e|ion)"))],
  ["meeting", MEETING],
  ["appointment", APPOINTMENT],
  ["writing", anyOf(WRITING, words("essay|article|blog|post|draft|newsletter"))],
  ["research", RESEARCH],
  ["shopping", SHOPPING],
  ["paperwork", PAPERWORK],
  ["project", PROJECT],
  ["cleaning", words("clean|tidy|declutter|vacuum|laundry|dishes")],
];

function kindOf(text: string): Exclude<BreakdownKind, "generic"> | undefined {
  const lower = text.toLowerCase();
  return KINDS.find(([, pattern]) => pattern.test(lower))?.[0];
}

export function localBreakdown(task: BreakdownSource): Breakdown {
  const title = task.title.trim();
  const kind = kindOf(title) ?? (task.description ? kindOf(task.description) : undefined);
  const steps = kind ? [...breakdownCopy[kind]] : breakdownCopy.generic(title);
  return { kind: kind ?? "generic", steps: steps.slice(0, BREAKDOWN_STEPS.max) };
}
