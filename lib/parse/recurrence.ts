import { RRULE_INTERVAL_MAX } from "@/lib/constants/recurrence";
import { daysInMonth } from "@/lib/dates";
import type { ByDay, RecurrenceRule, WeekdayCode } from "@/lib/recurrence/rule";

/**
 * Recurrence phrases ("daily", "every day", "every weekday", "weekly", "every 2 weeks"). The due date is
 * the first occurrence and the phrase leaves the title; phrases the date parser understands by itself
 * ("every Monday", "every morning at 6:30") only lose their "every". recurrenceRuleOf gives the rule.
 */

export type RecurrenceAnchor = "day" | "weekday";

export interface RecurrenceCue {
  start: number;
  end: number;
  /** Which days the first occurrence may fall on. */
  anchor: RecurrenceAnchor;
}

/** What may follow an adverb like "daily" for it to be a schedule, not an adjective ("Daily standup"). */
const SCHEDULE_FOLLOWS =
  /^(?:\s*$|\s*[,.;:!?)\]-]|\s+(?:at|on|from|in|by|before|after|until|till|starting|around|@|\d|each|every|morning|afternoon|evening|night|tonight|today|tomorrow|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/i;

interface Rule {
  pattern: RegExp;
  anchor: RecurrenceAnchor;
  /** Single adverbs count only where a schedule word or the end follows. */
  adverb: boolean;
}

const RULES: readonly Rule[] = [
  { pattern: /\b(?:every|each|on)\s+week\s*days?\b|\bweekdays\b/gi, anchor: "weekday", adverb: false },
  {
    pattern:
      /\b(?:every|each)\s+(?:single\s+|other\s+|(?:\d+|two|three|four|five|six)\s+)?(?:day|week|month|year|days|weeks|months|years)\b/gi,
    anchor: "day",
    adverb: false,
  },
  {
    pattern: /\b(?:once|twice|three\s+times|\d+\s+times|\d+x)\s+(?:a\s+|per\s+)?(?:daily|day)\b/gi,
    anchor: "day",
    adverb: false,
  },
  {
    pattern: /\b(?:daily|everyday|weekly|monthly|yearly|annually|biweekly|bi-weekly|fortnightly|quarterly)\b/gi,
    anchor: "day",
    adverb: true,
  },
];

export function findRecurrence(text: string): RecurrenceCue[] {
  const cues: RecurrenceCue[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const end = m.index + m[0].length;
      if (rule.adverb && !SCHEDULE_FOLLOWS.test(text.slice(end))) continue;
      if (cues.some((c) => m.index < c.end && end > c.start)) continue;
      cues.push({ start: m.index, end, anchor: rule.anchor });
    }
  }
  return cues.sort((a, b) => a.start - b.start);
}

const WEEKDAY_CODE: Record<string, WeekdayCode> = {
  mon: "MO", tue: "TU", wed: "WE", thu: "TH", fri: "FR", sat: "SA", sun: "SU",
};
const WEEKDAY_NAME = "(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs?|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)";
const WEEKDAY_LIST = `${WEEKDAY_NAME}(?:\\s*(?:,\\s*and|,|and|&|or|\\/)\\s*${WEEKDAY_NAME})*`;
const NTH: Record<string, number> = {
  first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, last: -1,
};
const NTH_WORD = "first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last";
const COUNT_WORDS: Record<string, number> = { other: 2, two: 2, three: 3, four: 4, five: 5, six: 6 };
const MONTH_NAMES: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};
const MONTH_NAME = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const EVERY_NTH_WEEKDAY = new RegExp(`\\b(?:every|each)\\s+(${NTH_WORD})\\s+(${WEEKDAY_NAME})\\b`, "i");
const EVERY_WEEKDAYS = new RegExp(`\\b(?:every|each)\\s+(other\\s+)?(${WEEKDAY_LIST})\\b`, "i");
const EVERY_WEEKEND = /\b(?:every|each)\s+weekend\b|\bweekends\b/i;
const EVERY_DAY_PART = /\b(?:every|each)\s+(?:morning|afternoon|evening|night)\b|\bnightly\b/i;
const EVERY_UNIT = /\b(?:every|each)\s+(?:single\s+)?(other|\d{1,3}|two|three|four|five|six)?\s*(day|week|month|year)s?\b/i;
const ADVERB: Record<string, Pick<RecurrenceRule, "freq" | "interval">> = {
  daily: { freq: "DAILY", interval: 1 },
  everyday: { freq: "DAILY", interval: 1 },
  weekly: { freq: "WEEKLY", interval: 1 },
  biweekly: { freq: "WEEKLY", interval: 2 },
  "bi-weekly": { freq: "WEEKLY", interval: 2 },
  fortnightly: { freq: "WEEKLY", interval: 2 },
  monthly: { freq: "MONTHLY", interval: 1 },
  quarterly: { freq: "MONTHLY", interval: 3 },
  yearly: { freq: "YEARLY", interval: 1 },
  annually: { freq: "YEARLY", interval: 1 },
};
const ON_WEEKDAYS = new RegExp(`\\b(?:on\\s+)?(${WEEKDAY_LIST})\\b`, "i");
const ON_NTH_WEEKDAY = new RegExp(`\\b(?:on\\s+)?the\\s+(${NTH_WORD})\\s+(${WEEKDAY_NAME})\\b`, "i");
const ON_MONTH_DAY = /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b|\b(?:on\s+)?the\s+last\s+day\b|\b(\d{1,2})(?:st|nd|rd|th)\b/i;
const ON_DATE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_NAME})\\b|\\b(${MONTH_NAME})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, "i");
const EVERY_MONTH_DAY = /\b(?:every|each)\s+(\d{1,2})(?:st|nd|rd|th)\b|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:every|each)\s+month\b/i;

function weekdays(list: string): ByDay[] {
  const codes = [...list.matchAll(new RegExp(WEEKDAY_NAME, "gi"))].map((m) => WEEKDAY_CODE[m[0].slice(0, 3).toLowerCase()]);
  return [...new Set(codes)].map((weekday) => ({ weekday }));
}

/**
 * The schedule a (normalised) text states, as an RFC 5545 rule ("every weekday" -> FREQ=WEEKLY;BYDAY=MO,…,
 * "every 2 weeks on monday", "every month on the 1st", "every last friday", "every year on 3 march",
 * "every monday and thursday"), or null when it states none. A rule without a day of its own ("every
 * month") repeats on the day of its first occurrence.
 */
const SCHEDULE_HINT = /every|each|weekends|nightly/i;

export function recurrenceRuleOf(text: string, cues: readonly RecurrenceCue[]): RecurrenceRule | null {
  if (cues.length === 0 && !SCHEDULE_HINT.test(text)) return null;
  let m = EVERY_NTH_WEEKDAY.exec(text);
  if (m) return { freq: "MONTHLY", interval: 1, byDay: [{ weekday: weekdays(m[2])[0].weekday, nth: NTH[m[1].toLowerCase()] }] };
  m = EVERY_MONTH_DAY.exec(text);
  if (m) return monthDay(Number(m[1] ?? m[2]));

  let base: Pick<RecurrenceRule, "freq" | "interval"> | undefined;
  let rest = text;
  for (const cue of cues) {
    const phrase = text.slice(cue.start, cue.end).toLowerCase();
    rest = rest.slice(0, cue.start) + " ".repeat(cue.end - cue.start) + rest.slice(cue.end);
    if (base) continue;
    if (cue.anchor === "weekday") return { freq: "WEEKLY", interval: 1, byDay: weekdays("mon tue wed thu fri") };
    const unit = EVERY_UNIT.exec(phrase);
    if (unit) {
      const count = unit[1] ? (COUNT_WORDS[unit[1].toLowerCase()] ?? Number(unit[1])) : 1;
      const freq = ({ day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" } as const)[unit[2].toLowerCase() as "day"];
      if (count >= 1 && count <= RRULE_INTERVAL_MAX) base = { freq, interval: count };
    } else {
      base = ADVERB[phrase] ?? { freq: "DAILY", interval: 1 };
    }
  }

  if (!base) {
    m = EVERY_WEEKDAYS.exec(text);
    if (m) return { freq: "WEEKLY", interval: m[1] ? 2 : 1, byDay: weekdays(m[2]) };
    if (EVERY_WEEKEND.test(text)) return { freq: "WEEKLY", interval: 1, byDay: weekdays("sat sun") };
    if (EVERY_DAY_PART.test(text)) return { freq: "DAILY", interval: 1 };
    return null;
  }

  const rule: RecurrenceRule = { ...base };
  if (rule.freq === "WEEKLY" || (rule.freq === "DAILY" && rule.interval === 1)) {
    const days = ON_WEEKDAYS.exec(rest);
    if (days) return { freq: "WEEKLY", interval: rule.interval, byDay: weekdays(days[1]) };
  } else if (rule.freq === "MONTHLY") {
    const nth = ON_NTH_WEEKDAY.exec(rest);
    if (nth) return { ...rule, byDay: [{ weekday: weekdays(nth[2])[0].weekday, nth: NTH[nth[1].toLowerCase()] }] };
    const day = ON_MONTH_DAY.exec(rest);
    if (day) return { ...rule, byMonthDay: [day[1] || day[2] ? Number(day[1] ?? day[2]) : -1] };
  } else if (rule.freq === "YEARLY") {
    const date = ON_DATE.exec(rest);
    if (date) {
      const month = MONTH_NAMES[(date[2] ?? date[3]).slice(0, 3).toLowerCase()];
      const day = Number(date[1] ?? date[4]);
      if (day >= 1 && day <= daysInMonth(2024, month)) return { ...rule, byMonth: [month], byMonthDay: [day] };
    }
  }
  return rule;
}

function monthDay(day: number): RecurrenceRule | null {
  return day >= 1 && day <= 31 ? { freq: "MONTHLY", interval: 1, byMonthDay: [day] } : null;
}
