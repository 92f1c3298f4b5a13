import type { Parser } from "chrono-node";
import { addCalendarDays, addCalendarMonths, calendarWeekday, daysInMonth, type CalendarDate } from "@/lib/dates";
import { once, today } from "@/lib/parse/rules/shared";
import { NUMBER_WORD_PATTERN, NUMBER_WORDS, WEEKDAY_INDEX, WEEKDAY_WORDS } from "@/lib/parse/rules/vocabulary";

/** Dates counted from another day: "a week from tomorrow", "in 3 months", "in 2 weeks on Saturday". */

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14 };
/** "a week from tomorrow", "3 days after Monday", "2 weeks from today", "a week on Tuesday". */
export const offsetFromDayParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(\\d{1,3}|a|an|one|${NUMBER_WORD_PATTERN})\\s+(day|week|fortnight|month)s?\\s+(?:(?:from|after|on)\\s+)?(today|tomorrow|${WEEKDAY_WORDS})(?![\\w])`,
      "i",
    )),
  extract: (context, match) => {
    const word = match[1].toLowerCase();
    const count = word === "a" || word === "an" ? 1 : (NUMBER_WORDS[word] ?? Number(word));
    const unit = match[2].toLowerCase();
    const baseWord = match[3].toLowerCase();
    const from = today(context);
    let base = from;
    if (baseWord === "tomorrow") base = addCalendarDays(from, 1);
    else if (baseWord !== "today") {
      const target = WEEKDAY_INDEX[baseWord.slice(0, 3)];
      base = addCalendarDays(from, ((target - calendarWeekday(from) + 6) % 7) + 1);
    }
    let date: CalendarDate;
    if (unit === "month") {
      const { year, month } = addCalendarMonths(base.year, base.month, count);
      date = { year, month, day: Math.min(base.day, daysInMonth(year, month)) };
    } else {
      date = addCalendarDays(base, count * UNIT_DAYS[unit]);
    }
    return context
      .createParsingComponents({ year: date.year, month: date.month, day: date.day, weekday: calendarWeekday(date) })
      .addTag("result/relativeDate");
  },
};

/** "in a month", "in 3 months", "next month", "2 months from now": the same day, clamped to the month's end. */
export const monthsAheadParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:(?:in|within)\\s+(\\d{1,2}|a|one|${NUMBER_WORD_PATTERN})\\s+months?|(\\d{1,2}|a|one|${NUMBER_WORD_PATTERN})\\s+months?\\s+from\\s+(?:now|today)|next\\s+month)(?![\\w])`,
      "i",
    )),
  extract: (context, match) => {
    const word = (match[1] ?? match[2] ?? "1").toLowerCase();
    const count = word === "a" ? 1 : (NUMBER_WORDS[word] ?? Number(word));
    const from = today(context);
    const { year, month } = addCalendarMonths(from.year, from.month, count);
    const date = { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
    return context
      .createParsingComponents({ year, month, day: date.day, weekday: calendarWeekday(date) })
      .addTag("result/relativeDate");
  },
};

/** "in 2 weeks on Saturday", "Saturday in 2 weeks": that weekday of the (Monday-to-Sunday) week N weeks ahead. */
export const weekdayInWeeksParser: Parser = {
  pattern: once(() => {
    const count = `(\\d{1,2}|a|one|${NUMBER_WORD_PATTERN})`;
    return new RegExp(
      `(?<![\\w])(?:in\\s+${count}\\s+weeks?(?:'\\s*time)?\\s*(?:on\\s+|,\\s*)?(${WEEKDAY_WORDS})|(${WEEKDAY_WORDS})\\s+in\\s+${count}\\s+weeks?)(?![\\w])`,
      "i",
    );
  }),
  extract: (context, match) => {
    const word = (match[1] ?? match[4]).toLowerCase();
    const weeks = word === "a" ? 1 : (NUMBER_WORDS[word] ?? Number(word));
    const weekday = WEEKDAY_INDEX[(match[2] ?? match[3]).toLowerCase().slice(0, 3)];
    const target = addCalendarDays(today(context), weeks * 7);
    const monday = addCalendarDays(target, -((calendarWeekday(target) + 6) % 7));
    const date = addCalendarDays(monday, (weekday + 6) % 7);
    return context
      .createParsingComponents({ year: date.year, month: date.month, day: date.day, weekday })
      .addTag("result/relativeDate");
  },
};
