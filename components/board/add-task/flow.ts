import { URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { addZonedDays, parseInstant, zonedDayDiff } from "@/lib/dates";
import type { BoardClock } from "@/lib/board";
import type { ParsedTask, ParseSuggestion } from "@/lib/parse/types";

/**
 * The add-task flow as a pure state machine. After parsing, the flow asks, in order:
 *   1. a due date in the past: the past-date dialog (Keep Past Date, or Choose New Date -> picker);
 *   2. no due date: the due-date step (a preset, custom text, Skip, Cancel);
 *   3. no urgency: the urgency step (stepper, Use Default = 3, Cancel);
 * and saves as soon as nothing is left to ask. A suggestion fills the due date or the urgency.
 */

export interface Draft {
  title: string;
  dueDate: string | null;
  urgency: number | null;
  /** The user chose to save without a due date (Skip). */
  dateSkipped: boolean;
  /** The user chose to keep a due date in the past (Keep Past Date). */
  pastAccepted: boolean;
}

export type Step = "pastDate" | "chooseDate" | "dueDate" | "urgency";

export type FlowState =
  | { kind: "idle" }
  | { kind: "asking"; parsed: ParsedTask; draft: Draft; step: Step }
  | { kind: "ready"; parsed: ParsedTask; draft: Draft & { urgency: number } };

export type FlowEvent =
  | { type: "parsed"; parsed: ParsedTask }
  | { type: "keepPastDate" }
  | { type: "chooseNewDate" }
  /** A date picked in the due-date step or the choose-new-date picker (moved forward when past). */
  | { type: "pickDate"; dueDate: string }
  | { type: "skipDate" }
  | { type: "setUrgency"; urgency: number }
  | { type: "useDefaultUrgency" }
  | { type: "suggestion"; suggestion: ParseSuggestion }
  | { type: "cancel" }
  /** The save finished (or failed): the flow closes. */
  | { type: "done" };

/**
 * A picked instant moved forward by whole days (same wall time in the user's zone) until it is after
 * `now`; a future one is returned as it is.
 */
export function rollForward(dueDate: string, { now, timeZone }: BoardClock): string {
  const due = new Date(dueDate);
  if (due.getTime() > now.getTime()) return dueDate;
  let moved = addZonedDays(due, zonedDayDiff(due, now, timeZone), timeZone);
  while (moved.getTime() <= now.getTime()) moved = addZonedDays(moved, 1, timeZone);
  return moved.toISOString();
}

function isPast(dueDate: string | null, now: Date): boolean {
  const due = parseInstant(dueDate);
  return due !== null && due <= now.getTime();
}

/** The next question for a draft, or the ready state when nothing is left to ask. */
function advance(parsed: ParsedTask, draft: Draft, now: Date): FlowState {
  if (!draft.pastAccepted && isPast(draft.dueDate, now)) return { kind: "asking", parsed, draft, step: "pastDate" };
  if (draft.dueDate === null && !draft.dateSkipped) return { kind: "asking", parsed, draft, step: "dueDate" };
  if (draft.urgency === null) return { kind: "asking", parsed, draft, step: "urgency" };
  return { kind: "ready", parsed, draft: { ...draft, urgency: draft.urgency } };
}

export function flowReducer(state: FlowState, event: FlowEvent, clock: BoardClock): FlowState {
  if (event.type === "parsed") {
    const { parsed } = event;
    const draft: Draft = { title: parsed.title, dueDate: parsed.dueDate, urgency: parsed.urgency, dateSkipped: false, pastAccepted: false };
    return advance(parsed, draft, clock.now);
  }
  if (event.type === "cancel" || event.type === "done") return { kind: "idle" };
  if (state.kind !== "asking") return state;

  const { parsed, draft, step } = state;
  switch (event.type) {
    case "keepPastDate":
      return advance(parsed, { ...draft, pastAccepted: true }, clock.now);
    case "chooseNewDate":
      return { ...state, step: "chooseDate" };
    case "pickDate":
      return advance(parsed, { ...draft, dueDate: rollForward(event.dueDate, clock), pastAccepted: false }, clock.now);
    case "skipDate":
      return step === "dueDate" ? advance(parsed, { ...draft, dueDate: null, dateSkipped: true }, clock.now) : state;
    case "setUrgency":
      return advance(parsed, { ...draft, urgency: event.urgency }, clock.now);
    case "useDefaultUrgency":
      return advance(parsed, { ...draft, urgency: URGENCY_DEFAULT }, clock.now);
    case "suggestion": {
      const { suggestion } = event;
      if (suggestion.type === "urgency") return advance(parsed, { ...draft, urgency: suggestion.value }, clock.now);
      return advance(parsed, { ...draft, dueDate: rollForward(suggestion.value, clock), pastAccepted: false }, clock.now);
    }
  }
}
