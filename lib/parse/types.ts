/**
 * The parsed-task result (title, due date, urgency, follow-up, still needed, suggestions) and the inputs every parser takes. Dates are UTC ISO instants;
 * `now` and the IANA `timeZone` are always passed in (nothing reads the process clock or zone).
 */

import type { Recurrence } from "@/lib/recurrence/rule";

export interface ParseContext {
  now: Date;
  timeZone: string;
}

export type MissingPart = "title" | "date" | "urgency";

export type DateSuggestion = { type: "datetime" | "date" | "time"; value: string; displayText: string };
export type UrgencySuggestion = { type: "urgency"; value: number; displayText: string };
export type ParseSuggestion = DateSuggestion | UrgencySuggestion;

export interface ParsedTask {
  title: string;
  /** UTC ISO instant, or null when the text names no date. */
  dueDate: string | null;
  /** 1-5 (decimals such as 4.5 occur), or null when the text gives no cue. */
  urgency: number | null;
  /** The question asked for the first missing part, or null when nothing is missing. */
  followUp: string | null;
  stillNeeded: MissingPart[];
  suggestions: ParseSuggestion[];
  /** The schedule the text states (an RRULE in the user's zone), null when none; absent from older answers. */
  recurrence?: Recurrence | null;
}
