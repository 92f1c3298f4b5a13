import type { Parser, ParsingContext } from "chrono-node";
import { calendarWeekday, addCalendarMonths, daysInMonth, type CalendarDate } from "@/lib/dates";

/**
 * Duely's own date rules, plugged into chrono as parsers so its refiners merge them with times
 * ("the 15th at 3pm", "end of month 5pm"). The parser's reference instant carries the user's wall
 * clock in its UTC fields (see wallClockAsUtc), so everything here is plain calendar arithmetic.
 *
 * A tag `duely/repeat:<unit>` tells the resolver how far to push the date when it turns out to be past.
 */

export const REPEAT_TAG = "duely/repeat:";
export type RepeatUnit = "day" | "week" | "month" | "year";
export const END_OF_DAY_TAG = "duely/endOfDay";

const NEVER = /^(?!)/;

/**
 * A parser that only scans texts containing its hint (a cheap substring-like test): chrono runs every
 * parser's pattern over the whole text, and most phrases mention few kinds of date.
 */
export function gated(hint: RegExp, parser: Parser): Parser {
  return {
    pattern: (context) => (hint.test(context.text) ? parser.pattern(context) : NEVER),
    extract: (context, match) => parser.extract(context, match),
  };
}

/** A parser's pattern, compiled once. */
export function once(build: () => RegExp): () => RegExp {
  let compiled: RegExp | undefined;
  return () => (compiled ??= build());
}

export function today(context: ParsingContext): CalendarDate {
  const ref = context.reference.instant;
  return { year: ref.getUTCFullYear(), month: ref.getUTCMonth() + 1, day: ref.getUTCDate() };
}

export function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function dateComponents(context: ParsingContext, date: CalendarDate, repeat: RepeatUnit) {
  return context
    .createParsingComponents({ year: date.year, month: date.month, day: date.day, weekday: calendarWeekday(date) })
    .addTag(REPEAT_TAG + repeat);
}

/** The next calendar date (from today on) that is day `day` of a month, skipping months too short for it. */
export function nextMonthDay(from: CalendarDate, day: number, monthOffset = 0): CalendarDate {
  for (let i = monthOffset; i < monthOffset + 13; i++) {
    const { year, month } = addCalendarMonths(from.year, from.month, i);
    if (day > daysInMonth(year, month)) continue;
    const candidate = { year, month, day };
    if (monthOffset > 0 || compare(candidate, from) >= 0) return candidate;
  }
  return from;
}
