import type { Parser } from "chrono-node";
import { dottedDayMonthParser, monthPartParser, nthWeekdayParser, ordinalDayParser, periodParser, weekendParser } from "@/lib/parse/rules/days";
import { monthsAheadParser, offsetFromDayParser, weekdayInWeeksParser } from "@/lib/parse/rules/relative";
import { holidayParser } from "@/lib/parse/rules/holidays";
import { gated } from "@/lib/parse/rules/shared";
import { compactTimeParser, endOfDayParser, hourAfterDayParser, spokenTimeParser } from "@/lib/parse/rules/times";

export { END_OF_DAY_TAG, gated, REPEAT_TAG, type RepeatUnit } from "@/lib/parse/rules/shared";

/**
 * Duely's date rules in the order chrono should try them (first wins a tie), each behind a keyword
 * gate, and the gates for chrono's own English parsers.
 */

const MONTH_HINT = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

export const DUELY_PARSERS: readonly Parser[] = [
  gated(/(?:first|second|third|fourth|fifth|\d(?:st|nd|rd|th)|last)\s+(?:mon|tue|wed|thu|fri|sat|sun)/i, nthWeekdayParser),
  gated(/week/i, weekdayInWeeksParser),
  gated(/from|after|week|day/i, offsetFromDayParser),
  gated(/month/i, monthsAheadParser),
  gated(/\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth|twenty|thirty/i, ordinalDayParser),
  gated(MONTH_HINT, monthPartParser),
  gated(/end|start|beginning|mid|this/i, periodParser),
  gated(/weekend/i, weekendParser),
  gated(/christmas|xmas|new\s+year|nye/i, holidayParser),
  gated(/end/i, endOfDayParser),
  gated(/\d/, hourAfterDayParser),
  gated(/\d\.\d/, dottedDayMonthParser),
  gated(/\d|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve/i, spokenTimeParser),
  gated(/\d\d\d\d/, compactTimeParser),
];

/** Hints for chrono's own English parsers, by class name (an unknown name simply runs ungated). */
export const CHRONO_PARSER_HINTS: Record<string, RegExp> = {
  ENYearMonthDayParser: /\d/,
  ISOFormatParser: /\d/,
  SlashDateFormatParser: /\d/,
  ENSlashMonthFormatParser: /\d/,
  ENTimeExpressionParser: /\d/,
  ENMonthNameLittleEndianParser: MONTH_HINT,
  ENMonthNameMiddleEndianParser: MONTH_HINT,
  ENYearMonthNameParser: MONTH_HINT,
  ENMonthNameParser: MONTH_HINT,
  ENWeekdayParser: /mon|tue|wed|thu|fri|sat|sun|week/i,
  ENTimeUnitAgoFormatParser: /ago|before|earlier/i,
  ENTimeUnitLaterFormatParser: /later|after|from|forward|out/i,
  ENCasualDateParser: /now|today|tonight|tomorrow|overmorrow|tmr|yesterday|last/i,
  ENCasualTimeParser: /morning|afternoon|evening|night|midday|noon/i,
  ENEndOfCurrentMonthParser: /end|last/i,
  ENRelativeDateFormatParser: /this|last|past|next|after/i,
  ENTimeUnitCasualRelativeFormatParser: /this|last|past|next|after|\+|-/i,
};
