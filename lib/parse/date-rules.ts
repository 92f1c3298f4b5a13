import type { Parser, ParsingContext } from "chrono-node";
import { addCalendarDays, calendarWeekday, daysInMonth, type CalendarDate } from "@/lib/dates";
import { DEFAULT_DUE_TIME, END_OF_DAY_TIME } from "@/lib/constants";

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

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
};
const MONTH_PATTERN = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, "twenty-first": 21, "twenty-second": 22, "twenty-third": 23,
  "twenty-fourth": 24, "twenty-fifth": 25, "twenty-sixth": 26, "twenty-seventh": 27, "twenty-eighth": 28,
  "twenty-ninth": 29, thirtieth: 30, "thirty-first": 31,
};
const ORDINAL_WORD_PATTERN = Object.keys(ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace("-", "[\\s-]"))
  .join("|");

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).join("|");

const WEEKDAY_WORDS =
  "monday|mon|tuesday|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun";

/** Words that may follow "the 15th" when it is a date. */
const ORDINAL_DATE_FOLLOWS =
  /^\s+(?:at|@|of|and|or|by|before|after|until|till|from|for|to|in|on|next|this|morning|afternoon|evening|night|noon|midnight|around|about|please|latest|deadline|if|when|then|so)\b/i;
const BARE_ORDINAL_FOLLOWS = /^(?:\s*$|\s*[,;.!?)]|\s+(?:at|and|&|or)\b)/i;

/** Nouns after which an ordinal is a rank, not a day ("the 2nd floor", "the 5th time"). */
const RANK_NOUNS =
  /^\s+(?:floor|time|times|place|grade|edition|century|round|attempt|try|chapter|street|st|avenue|ave|row|person|anniversary|birthday|draft|version|episode|season|book|level|step|item|page|week|quarter)\b/i;

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
function once(build: () => RegExp): () => RegExp {
  let compiled: RegExp | undefined;
  return () => (compiled ??= build());
}

function today(context: ParsingContext): CalendarDate {
  const ref = context.reference.instant;
  return { year: ref.getUTCFullYear(), month: ref.getUTCMonth() + 1, day: ref.getUTCDate() };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function monthAfter(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function dateComponents(context: ParsingContext, date: CalendarDate, repeat: RepeatUnit) {
  return context
    .createParsingComponents({ year: date.year, month: date.month, day: date.day, weekday: calendarWeekday(date) })
    .addTag(REPEAT_TAG + repeat);
}

/** The next calendar date (from today on) that is day `day` of a month, skipping months too short for it. */
function nextMonthDay(from: CalendarDate, day: number, monthOffset = 0): CalendarDate {
  for (let i = monthOffset; i < monthOffset + 13; i++) {
    const { year, month } = monthAfter(from.year, from.month, i);
    if (day > daysInMonth(year, month)) continue;
    const candidate = { year, month, day };
    if (monthOffset > 0 || compare(candidate, from) >= 0) return candidate;
  }
  return from;
}

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
    const start = monthAfter(from.year, firstMonthOf(from.year, from.month), offset * months);
    if (part === "start" || part === "beginning") return { ...start, day: 1 };
    if (part === "middle" || part === "mid") {
      return period === "month" ? { ...start, day: 15 } : { ...monthAfter(start.year, start.month, months / 2), day: 1 };
    }
    const last = monthAfter(start.year, start.month, months - 1);
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

/** "end of day", "end of the day", "eod" (normalised): 17:00 the same day. */
export const endOfDayParser: Parser = {
  pattern: () => /(?<![\w])(?:the\s+)?end\s+of\s+(?:the\s+)?(?:business\s+|work(?:ing)?\s+)?day(?![\w])/i,
  extract: (context) =>
    context.createParsingComponents({ hour: END_OF_DAY_TIME.hour, minute: END_OF_DAY_TIME.minute }).addTag(END_OF_DAY_TAG),
};

/** A bare hour right after a day word: "tomorrow 9", "friday 3:30", "today 5". */
export const hourAfterDayParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:today|tomorrow|tonight|(?:${WEEKDAY_WORDS})\\.?)\\s+(\\d{1,2})(?:[:.](\\d{2}))?(?=\\s*$|\\s*[,;!?)]|\\.(?:\\s|$)|\\s+(?:morning|afternoon|evening|night|o'?clock)\\b)`,
      "i",
    )),
  extract: (context, match) => {
    const hour = Number(match[1]);
    const minute = match[2] ? Number(match[2]) : 0;
    if (hour > 23 || minute > 59) return null;
    const text = match[0].slice(match[0].search(/\d/));
    const index = (match.index ?? 0) + match[0].length - text.length;
    return context.createParsingResult(index, text, { hour, minute });
  },
};

/** Clock times chrono leaves alone: "at five", "half past three", "quarter to 5", "around 6", "at 1730". */
export const spokenTimeParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:(?:at|around|about|by|before|after|@)\\s+)?(?:(half|quarter)\\s+(past|to)\\s+(\\d{1,2}|${NUMBER_WORD_PATTERN})` +
        `|(?:at|around|about)\\s+(${NUMBER_WORD_PATTERN})(?:\\s+(o'?clock|thirty|fifteen|forty[\\s-]five))?` +
        `|(?:around|about|approx(?:imately)?|by|before|after|until|till)\\s+(\\d{1,2})(?:[:.](\\d{2}))?` +
        `|at\\s+([01]\\d|2[0-3])([0-5]\\d)(?:\\s*h(?:rs|ours)?)?` +
        `|(?:at|around|by|before|after|@)\\s+([01]?\\d|2[0-3])h([0-5]\\d)?)` +
        `(?=\\s*$|\\s*[,;!?)]|\\.(?:\\s|$)|\\s+(?:today|tomorrow|tonight|on|this|next|in\\s+the|morning|afternoon|evening|night|${WEEKDAY_WORDS})\\b)`,
      "i",
    )),
  extract: (context, match) => {
    const toNumber = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
    if (match[1]) {
      const base = toNumber(match[3]);
      if (base < 1 || base > 12) return null;
      const offset = match[1].toLowerCase() === "half" ? 30 : 15;
      const past = match[2].toLowerCase() === "past";
      return { hour: past ? base : base - 1 || 12, minute: past ? offset : 60 - offset };
    }
    if (match[4]) {
      const tail = (match[5] ?? "").toLowerCase().replace(/\s/, "-");
      const minute = tail === "thirty" ? 30 : tail === "fifteen" ? 15 : tail === "forty-five" ? 45 : 0;
      return { hour: toNumber(match[4]), minute };
    }
    if (match[6]) {
      const hour = Number(match[6]);
      const minute = match[7] ? Number(match[7]) : 0;
      return hour <= 23 && minute <= 59 ? { hour, minute } : null;
    }
    // Four digits after "at", or "21h"/"9h30", are a 24-hour clock time ("at 0930", "at 1730").
    const hour = Number(match[8] ?? match[10]);
    const minute = Number(match[9] ?? match[11] ?? 0);
    return context.createParsingComponents({ hour, minute, meridiem: hour < 12 ? 0 : 1 });
  },
};

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14 };
const WEEKDAY_INDEX: Record<string, number> = {
  sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6,
};

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
      const { year, month } = monthAfter(base.year, base.month, count);
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
    const { year, month } = monthAfter(from.year, from.month, count);
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

const MONTH_HINT = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

export const DUELY_PARSERS: readonly Parser[] = [
  gated(/week/i, weekdayInWeeksParser),
  gated(/from|after|week|day/i, offsetFromDayParser),
  gated(/month/i, monthsAheadParser),
  gated(/\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth|twenty|thirty/i, ordinalDayParser),
  gated(MONTH_HINT, monthPartParser),
  gated(/end|start|beginning|mid|this/i, periodParser),
  gated(/weekend/i, weekendParser),
  gated(/end/i, endOfDayParser),
  gated(/\d/, hourAfterDayParser),
  gated(/\d\.\d/, dottedDayMonthParser),
  gated(/\d|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve/i, spokenTimeParser),
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
