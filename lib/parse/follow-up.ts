import { LATER_TODAY_HOURS, NEXT_WEEK_DAYS } from "@/lib/constants/parse";
import { DEFAULT_DUE_TIME } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { parseCopy } from "@/lib/copy/parse";
import { tasksCopy } from "@/lib/copy/tasks";
import { addMinutes, wallTimeToInstantMemo, zonedPartsMemo } from "@/lib/dates";
import type { DateSuggestion, MissingPart, ParseContext, ParseSuggestion, UrgencySuggestion } from "@/lib/parse/types";

/** The question for what is missing: the title first, then date and urgency together or alone. */
export function followUpFor(stillNeeded: readonly MissingPart[]): string | null {
  if (stillNeeded.includes("title")) return tasksCopy.whatToDo;
  const date = stillNeeded.includes("date");
  const urgency = stillNeeded.includes("urgency");
  if (date && urgency) return parseCopy.followUpDateAndUrgency;
  if (date) return parseCopy.followUpDate;
  if (urgency) return parseCopy.followUpUrgency;
  return null;
}

/**
 * Fallback suggestions: tomorrow morning 9:00, later today (+2 hours, offered only while it is
 * still today), next week (+7 days, 9:00).
 */
export function fallbackDateSuggestions({ now, timeZone }: ParseContext): DateSuggestion[] {
  const today = zonedPartsMemo(now, timeZone);
  const at9 = (days: number) =>
    wallTimeToInstantMemo({ ...today, day: today.day + days, ...DEFAULT_DUE_TIME, second: 0 }, timeZone).toISOString();
  const later = new Date(Math.floor(addMinutes(now, LATER_TODAY_HOURS * 60).getTime() / 60_000) * 60_000);
  return [
    { type: "datetime", value: at9(1), displayText: parseCopy.tomorrowMorning },
    ...(zonedPartsMemo(later, timeZone).day === today.day
      ? [{ type: "datetime" as const, value: later.toISOString(), displayText: parseCopy.laterToday }]
      : []),
    { type: "datetime", value: at9(NEXT_WEEK_DAYS), displayText: commonCopy.nextWeek },
  ];
}

/** The five urgency steps, most urgent first, labelled as in the add flow. */
export function urgencySuggestions(): UrgencySuggestion[] {
  return [5, 4, 3, 2, 1].map((value) => ({
    type: "urgency",
    value,
    displayText: parseCopy.urgencyOption(value, tasksCopy.urgencyStepLabels[value]),
  }));
}

export function suggestionsFor(stillNeeded: readonly MissingPart[], ctx: ParseContext): ParseSuggestion[] {
  return [
    ...(stillNeeded.includes("date") ? fallbackDateSuggestions(ctx) : []),
    ...(stillNeeded.includes("urgency") ? urgencySuggestions() : []),
  ];
}
