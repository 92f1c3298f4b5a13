import type { Parser } from "chrono-node";
import { addCalendarDays, addCalendarMonths, calendarWeekday, daysInMonth, type CalendarDate } from "@/lib/dates";
import { compare, dateComponents, nextMonthDay, once, REPEAT_TAG, today, type RepeatUnit } from "@/lib/parse/rules/shared";
import {
  BARE_ORDINAL_FOLLOWS,
  MONTH_PATTERN,
  MONTHS,
  ORDINAL_DATE_FOLLOWS,
  ORDINAL_WORD_PATTERN,
  ORDINAL_WORDS,
  RANK_NOUNS,
  WEEKDAY_INDEX,
  WEEKDAY_WORDS,
} from "@/lib/parse/rules/vocabulary";
import { DEFAULT_DUE_TIME } from "@/lib/constants/tasks";

/** Calendar days Duely understands beyond chrono: ordinals, parts of months and periods, weekends, "24.12.". */

/** "the 15th", "on the 3rd", "by the first", "the 15th of next month": rolls into the next month once passed. */
export const ordinalDayParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?<prefix>(?:on|by|before|until|till)\\s+(?:the\\s+)?|the\\s+)?(?:(?<digits>\\d{1,2})(?:st|nd|rd|th)|(?<word>${ORDINAL_WORD_PATTERN}))` +
        `(?:\\s+of\\s+(?:the|this|every|each|(?<ofNext>next))\\s+month|\\s+(?<next>next)\\s+month)?(?![\\w])`,
      "i",
    )),
  extract: (context, match) => {
    const { prefix, digits, word, ofNext, next } = match.groups ?? {};
    const day = digits ? Number(digits) : ORDINAL_WORDS[word.toLowerCase().replace(/\s/, "-")];
    const end = (match.index ?? 0) + match[0].length;
    const rest = context.text.slice(end);
    if (!day || day > 31 || RANK_NOUNS.test(rest) || new RegExp(`^\\s+(?:of\\s+)?(?:${MONTH_PATTERN})\\b`, "i").test(rest)) {
      return null;
    }
    // Without "the"/"on"/"by", only a numeric ordinal that ends the phrase or a list ("Pay rent 1st", "1st and 15th").
    if (!prefix && (!digits || !BARE_ORDINAL_FOLLOWS.test(rest))) return null;
    // After a bare "the", a following noun makes it a rank: "Fix the 2nd bathroom sink".
    if (/^the\s/i.test(prefix ?? "") && /^\s+[a-z]/i.test(rest) && !ORDINAL_DATE_FOLLOWS.test(rest)) return null;
    return dateComponents(context, nextMonthDay(today(context), day, ofNext || next ? 1 : 0), "month");
  },
};

/** "mid January", "early March", "late Dec", "end of June", "beginning of May 2027". */
export const monthPartParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:the\\s+)?(early|mid|middle\\s+of|late|end\\s+of|start\\s+of|beginning\\s+of)[\\s-]*(?:the\\s+month\\s+of\\s+)?(${MONTH_PATTERN})\\.?(?:\\s+(\\d{4}))?(?![\\w])`,
      "i",
    )),
  extract: (context, match) => {
    const part = match[1].toLowerCase().replace(/\s+/g, " ");
    const month = MONTHS[match[2].toLowerCase()];
    const from = today(context);
    const dayIn = (year: number) =>
      part === "early" || part === "start of" || part === "beginning of"
        ? 1
        : part === "mid" || part === "middle of"
          ? 15
          : part === "late"
            ? 25
            : daysInMonth(year, month);
    if (match[3]) {
      const year = Number(match[3]);
      return context
        .createParsingComponents({ year, month, day: dayIn(year) })
        .addTag(REPEAT_TAG + "year");
    }
    let year = from.year;
    if (compare({ year, month, day: dayIn(year) }, from) < 0) year += 1;
    return dateComponents(context, { year, month, day: dayIn(year) }, "year");
  },
};

type Period = "week" | "month" | "quarter" | "year";

function periodDate(from: CalendarDate, period: Period, part: string, next: boolean): CalendarDate {
  if (period === "week") {
    // Weeks run Monday to Sunday; the end of a week is its Friday, the middle its Wednesday.
    const monday = addCalendarDays(from, -((calendarWeekday(from) + 6) % 7) + (next ? 7 : 0));
    if (part === "start" || part === "beginning") {
      return next || compare(monday, from) >= 0 ? monday : addCalendarDays(monday, 7);
    }
    const target = addCalendarDays(monday, part === "end" ? 4 : 2);
    return compare(target, from) >= 0 ? target : addCalendarDays(target, 7);
  }
  const months = period === "month" ? 1 : period === "quarter" ? 3 : 12;
  const firstMonthOf = (year: number, month: number) => (period === "month" ? month : period === "quarter" ? month - ((month - 1) % 3) : 1);
  const pick = (offset: number): CalendarDate => {
    const start = addCalendarMonths(from.year, firstMonthOf(from.year, from.month), offset * months);
    if (part === "start" || part === "beginning") return { ...start, day: 1 };
    if (part === "middle" || part === "mid") {
      return period === "month" ? { ...start, day: 15 } : { ...addCalendarMonths(start.year, start.month, months / 2), day: 1 };
    }
    const last = addCalendarMonths(start.year, start.month, months - 1);
    return { ...last, day: daysInMonth(last.year, last.month) };
  };
  const candidate = pick(next ? 1 : 0);
  return next || compare(candidate, from) >= 0 ? candidate : pick(1);
}

/** "end of the week", "start of next month", "mid-month", "end of quarter", "this week", "this month". */
export const periodParser: Parser = {
  pattern: () =>
    /(?<![\w])(?:(?:the\s+)?(end|start|beginning|middle|mid)(?:\s+of|-)\s*(?:the\s+)?(?:(this|current|next)\s+)?(week|month|quarter|year)|(this)\s+(week|month))(?![\w])/i,
  extract: (context, match) => {
    const part = (match[1] ?? "end").toLowerCase();
    const period = (match[3] ?? match[5]).toLowerCase() as Period;
    const next = match[2]?.toLowerCase() === "next";
    const date = periodDate(today(context), period, part, next);
    const repeat: RepeatUnit = period === "week" ? "week" : period === "month" ? "month" : "year";
    return dateComponents(context, date, repeat);
  },
};

/**
 * "this weekend", "over the weekend", "next weekend": the Saturday. On a Saturday once its morning
 * has begun (9:00), the Sunday; on a Sunday, today.
 */
export const weekendParser: Parser = {
  pattern: () => /(?<![\w])(?:(?:over|on|for|during)\s+)?(?:(this|the|next)\s+)?weekend(?![\w])/i,
  extract: (context, match) => {
    const from = today(context);
    const weekday = calendarWeekday(from);
    const saturdayUnderway = weekday === 6 && context.reference.instant.getUTCHours() >= DEFAULT_DUE_TIME.hour;
    let days = weekday === 0 ? 0 : weekday === 6 ? (saturdayUnderway ? 1 : 0) : 6 - weekday;
    if (match[1]?.toLowerCase() === "next") days = weekday === 0 ? 6 : weekday === 6 ? 7 : days + 7;
    return dateComponents(context, addCalendarDays(from, days), "week");
  },
};

/** "24.12." (day and month with the closing dot, as written in much of Europe): the next such date. */
export const dottedDayMonthParser: Parser = {
  pattern: () => /(?<![\w.])(\d{1,2})\.(\d{1,2})\.(?![\d.]*\d)/,
  extract: (context, match) => {
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (month < 1 || month > 12 || day < 1) return null;
    const from = today(context);
    let year = from.year;
    if (day > daysInMonth(year, month)) return null;
    if (compare({ year, month, day }, from) < 0) year += 1;
    return dateComponents(context, { year, month, day: Math.min(day, daysInMonth(year, month)) }, "year");
  },
};

const NTH_WEEKDAY: Record<string, number> = {
  first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, last: -1,
};

/** The day of `month` that is its nth (or, for -1, last) `weekday` (0 = Sunday), or null when the month has none. */
function nthWeekdayOf(year: number, month: number, weekday: number, nth: number): CalendarDate | null {
  const length = daysInMonth(year, month);
  if (nth > 0) {
    const day = 1 + ((weekday - calendarWeekday({ year, month, day: 1 }) + 7) % 7) + (nth - 1) * 7;
    return day <= length ? { year, month, day } : null;
  }
  return { year, month, day: length - ((calendarWeekday({ year, month, day: length }) - weekday + 7) % 7) };
}

/**
 * "every last friday", "the first monday of the month", "on the 2nd tuesday": the next such day, from today
 * on. Without "every"/"the", "last friday" stays chrono's (the one before today).
 */
export const nthWeekdayParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:(?:every|each)\\s+|(?:on\\s+)?the\\s+)(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)\\s+(${WEEKDAY_WORDS})(?:\\s+of\\s+(?:the|every|each)\\s+month)?(?![\\w])`,
      "i",
    )),
  extract: (context, match) => {
    const nth = NTH_WEEKDAY[match[1].toLowerCase()];
    const weekday = WEEKDAY_INDEX[match[2].toLowerCase().slice(0, 3)];
    const from = today(context);
    for (let i = 0; i < 13; i++) {
      const { year, month } = addCalendarMonths(from.year, from.month, i);
      const date = nthWeekdayOf(year, month, weekday, nth);
      if (date && compare(date, from) >= 0) return dateComponents(context, date, "month");
    }
    return null;
  },
};
