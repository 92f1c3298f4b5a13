import type { ParsedResult } from "chrono-node";
import { DAY_PART_HOURS, LAST_MINUTE_OF_DAY, LATER_TODAY_HOURS } from "@/lib/constants/parse";
import { DEFAULT_DUE_TIME } from "@/lib/constants/tasks";
import {
  addCalendarDays,
  addCalendarMonths,
  addMinutes,
  calendarWeekday,
  daysInMonth,
  wallClockAsUtc,
  wallTimeToInstantMemo,
  zonedPartsMemo,
  type CalendarDate,
} from "@/lib/dates";
import { END_OF_DAY_TAG, REPEAT_TAG, type RepeatUnit } from "@/lib/parse/rules";
import type { RecurrenceCue } from "@/lib/parse/recurrence";
import type { ParseContext } from "@/lib/parse/types";

/**
 * Turns the date parser's match into an instant in the user's zone:
 * - a date with no time is due at 9:00; on today's date once 9:00 has passed, "later today" (+2 h,
 *   at most 23:59); time words give morning 9, noon 12, afternoon 15, evening 18, night 20, midnight 0;
 * - a clock hour without am/pm: 1-7 is afternoon/evening, 8-11 morning, unless a day-part or meal word
 *   decides ("breakfast at 7", "dinner at 8", "tomorrow morning at 7"); typed in the afternoon or evening
 *   with no other day named, 8-11 is the evening still ahead ("at 8" typed at 18:00 is 20:00 today);
 * - a past result moves forward by its own period: a time to the next day, a weekday by a week,
 *   "the 15th" by a month, "March 3" by a year. Explicit years, "yesterday", "last" and "ago" stay past.
 * - a clock time with a zone named after it ("3pm PST", lib/parse/zones.ts) or an offset ("5pm UTC+2") is read
 *   on that clock, and moves forward on it.
 * Calendar arithmetic happens on the user's wall clock; the instant comes from wallTimeToInstantMemo (DST-safe).
 */

type Kind = RepeatUnit | "today" | "none";
/** Bare hours read as morning by default ("at 8" is 8:00), which mean the evening once their morning has passed. */
const BARE_MORNING_HOURS = { from: 8, to: 11 } as const;
const NOON = 12;
type DayPart = keyof typeof DAY_PART_HOURS;

export const DAY_PART_WORDS = /\b(morning|noon|midday|afternoon|evening|tonight|night|midnight)\b/i;
const PAST_WORDS = /\b(?:yesterday|ago|last|past)\b/i;
const TZ_TEXT = /\b(?:[A-Z]{2,5}|UTC|GMT)(?:[+-]\d{1,2}(?::?\d{2})?)?\s*$|[+-]\d{2}:?\d{2}\s*$/;

export interface ResolveInput {
  date?: ParsedResult;
  time?: ParsedResult;
  ctx: ParseContext;
  recurring: boolean;
  anchor?: RecurrenceCue["anchor"];
  cue: { dayPartText: string; mealCue?: string };
  /** The zone named after the clock time ("3pm PST"), whose clock that time is read on. */
  clockZone?: string;
}

export function resolveDue({ date, time, ctx, recurring, anchor, cue, clockZone }: ResolveInput): Date {
  const { now, timeZone } = ctx;
  const today = zonedPartsMemo(now, timeZone);
  const todayDate: CalendarDate = { year: today.year, month: today.month, day: today.day };
  const timeSource = date?.start.isCertain("hour") ? date : time;
  // A clock time in another zone ("3pm PST", "17:00 UTC+2") is read on that zone's clock, and without a
  // date it starts from that zone's today, so that it is the next such time from now.
  const zoneOffset = timeSource && explicitOffset(timeSource);
  const clock = zoneOffset !== undefined ? zoneOffset : (clockZone ?? timeZone);
  const clockToday = date || clock === timeZone ? todayDate : calendarDateIn(now, clock);

  // "in 2 hours", "in 30 minutes": an exact offset from now, whatever the wall clock does meanwhile.
  if (date?.tags().has("result/relativeDateAndTime")) {
    const offsetMs = date.start.date().getTime() - wallClockAsUtc(now, timeZone).getTime();
    return floorToMinute(new Date(now.getTime() + offsetMs));
  }

  const kind = date ? kindOf(date) : "day";
  let day: CalendarDate = date
    ? { year: date.start.get("year")!, month: date.start.get("month")!, day: date.start.get("day")! }
    : clockToday;
  // A month alone ("in March") during that month means this month, from today on.
  if (date && isMonthOnly(date) && day.month === today.month && day.year === today.year) day = todayDate;

  const partWord = DAY_PART_WORDS.exec(cue.dayPartText)?.[1].toLowerCase();
  const dayPart = partWord ? normaliseDayPart(partWord) : undefined;
  let hour: number = DEFAULT_DUE_TIME.hour;
  let minute: number = DEFAULT_DUE_TIME.minute;
  let timeKind: "clock" | "dayPart" | "default" = "default";
  let bareMorningHour = false;
  if (timeSource?.start.isCertain("hour")) {
    timeKind = "clock";
    hour = timeSource.start.get("hour")!;
    minute = timeSource.start.get("minute") ?? 0;
    if (!timeSource.start.isCertain("meridiem") && !/\b0\d[:.]?\d\d\b/.test(timeSource.text)) {
      hour = bareHour(hour, dayPart ?? cue.mealCue);
      bareMorningHour = !dayPart && !cue.mealCue && hour >= BARE_MORNING_HOURS.from && hour <= BARE_MORNING_HOURS.to;
    }
  } else if (dayPart) {
    timeKind = "dayPart";
    hour = DAY_PART_HOURS[dayPart];
    minute = 0;
  }

  const at = (d: CalendarDate, h = hour, m = minute) => instantOn(d, h, m, clock);
  let due = at(day);
  if (kind === "none") return due;

  const isToday = sameDay(day, clockToday);
  // "Call Sam at 8" typed at 18:00: late in the day, a bare hour whose morning has passed means the
  // evening still ahead (the next occurrence within 12 hours).
  if (bareMorningHour && isToday && !recurring && due <= now && today.hour >= NOON) {
    const evening = at(day, hour + 12);
    if (evening > now) return evening;
  }
  const laterToday = () => {
    const cap = instantOn(todayDate, LAST_MINUTE_OF_DAY.hour, LAST_MINUTE_OF_DAY.minute, timeZone);
    const later = floorToMinute(addMinutes(now, LATER_TODAY_HOURS * 60));
    return later.getTime() < cap.getTime() || cap.getTime() <= now.getTime() ? later : cap;
  };
  // A weekday named on that very day ("Dentist on Wednesday" said on a Wednesday) means next week's,
  // unless a clock time still ahead today says otherwise; "this Wednesday" means today.
  if (isToday && date && isBareWeekday(date) && (timeKind !== "clock" || due <= now)) {
    day = addCalendarDays(day, 7);
    return at(day);
  }
  if (isToday && timeKind === "default" && kind !== "day" && !recurring) return due > now ? due : laterToday();
  if (anchor === "weekday") {
    while (due <= now || isWeekend(day)) {
      day = addCalendarDays(day, 1);
      due = at(day);
    }
    return due;
  }
  if (due > now) return due;

  // "end of day" once 17:00 has passed: the last minute of the day.
  if (isToday && timeSource?.tags().has(END_OF_DAY_TAG)) {
    const last = instantOn(todayDate, LAST_MINUTE_OF_DAY.hour, LAST_MINUTE_OF_DAY.minute, timeZone);
    if (last > now) return last;
  }
  if (isToday && kind === "today" && timeKind === "dayPart") return laterToday();
  for (let i = 0; i < 400 && due <= now; i++) {
    day = step(day, kind === "today" ? "day" : kind);
    due = at(day);
  }
  return due;
}

function kindOf(r: ParsedResult): Kind {
  const tags = r.tags();
  for (const tag of tags) if (tag.startsWith(REPEAT_TAG)) return tag.slice(REPEAT_TAG.length) as RepeatUnit;
  if (tags.has("casualReference/yesterday") || PAST_WORDS.test(r.text)) return "none";
  if (tags.has("result/relativeDate") || tags.has("casualReference/tomorrow")) return "none";
  if (tags.has("casualReference/today") || tags.has("casualReference/tonight") || tags.has("casualReference/now")) {
    return "today";
  }
  if (/^\s*this\s/i.test(r.text) && hasNoDate(r)) return "today";
  const s = r.start;
  if (s.isCertain("year")) return "none";
  if (s.isCertain("month")) return "year";
  if (s.isCertain("weekday")) return "week";
  return "day";
}

/** A weekday from the date parser itself, not introduced by "this" ("Friday", "on Fri", "next Friday"). */
export function isBareWeekday(r: ParsedResult): boolean {
  const s = r.start;
  return s.isCertain("weekday") && !s.isCertain("day") && !s.isCertain("month") && !/^\s*this\s/i.test(r.text);
}

export function hasNoDate(r: ParsedResult): boolean {
  const s = r.start;
  return !s.isCertain("weekday") && !s.isCertain("day") && !s.isCertain("month") && !s.isCertain("year");
}

function isMonthOnly(r: ParsedResult): boolean {
  const s = r.start;
  return s.isCertain("month") && !s.isCertain("day") && !s.isCertain("weekday") && !s.isCertain("year");
}

function normaliseDayPart(word: string): DayPart {
  if (word === "midday") return "noon";
  if (word === "tonight") return "night";
  return word as DayPart;
}

/** An hour given without am/pm (1-12) read with the day-part or meal word around it. */
function bareHour(hour: number, cue?: string): number {
  if (hour === 0 || hour > 12) return hour;
  switch (cue) {
    case "midnight":
      return hour === 12 ? 0 : hour;
    case "morning":
    case "breakfast":
    case "brunch":
      return hour === 12 ? 12 : hour;
    case "lunch":
      return hour <= 4 ? hour + 12 : hour;
    case "afternoon":
    case "evening":
    case "night":
    case "bed":
    case "bedtime":
    case "dinner":
    case "supper":
      return hour < 12 ? hour + 12 : hour;
    default:
      return hour >= 1 && hour <= 7 ? hour + 12 : hour;
  }
}

/** The UTC offset in minutes a text states itself ("5pm EST", "17:00 UTC+2"), if any. */
function explicitOffset(r: ParsedResult): number | undefined {
  if (!r.start.isCertain("timezoneOffset") || !TZ_TEXT.test(r.text)) return undefined;
  return r.start.get("timezoneOffset") ?? undefined;
}

function step(day: CalendarDate, unit: RepeatUnit): CalendarDate {
  switch (unit) {
    case "day":
      return addCalendarDays(day, 1);
    case "week":
      return addCalendarDays(day, 7);
    case "month": {
      for (let i = 1; i <= 12; i++) {
        const { year, month } = addCalendarMonths(day.year, day.month, i);
        if (day.day <= daysInMonth(year, month)) return { year, month, day: day.day };
      }
      return addCalendarDays(day, 31);
    }
    case "year": {
      const year = day.year + 1;
      return { year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) };
    }
  }
}

/** The instant a wall clock shows `hour:minute` on `day`: in an IANA zone, or at a fixed UTC offset in minutes. */
function instantOn(day: CalendarDate, hour: number, minute: number, clock: string | number): Date {
  if (typeof clock === "string") return wallTimeToInstantMemo({ ...day, hour, minute, second: 0 }, clock);
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute) - clock * 60_000);
}

function calendarDateIn(instant: Date, clock: string | number): CalendarDate {
  if (typeof clock === "string") {
    const p = zonedPartsMemo(instant, clock);
    return { year: p.year, month: p.month, day: p.day };
  }
  const shifted = new Date(instant.getTime() + clock * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function isWeekend(day: CalendarDate): boolean {
  const weekday = calendarWeekday(day);
  return weekday === 0 || weekday === 6;
}

function floorToMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}
