import { recurrenceCopy } from "@/lib/copy/recurrence";
import { daysInMonth, wallClockAsUtc, wallTimeToInstant } from "@/lib/dates";
import { parseRRule, UNTIL_PATTERN, WEEKDAY_CODES, type ByDay, type RecurrenceRule } from "@/lib/recurrence/rule";
import { isInstantInRange } from "@/lib/schemas/instant";

/**
 * The next occurrence of a recurring task, by RFC 5545's expansion of Duely's RRULE subset (one
 * occurrence a day at most, all at one time of day). Pure.
 *
 * Dates are "floating": a wall-clock date and time in the task's zone (read with wallClockAsUtc). The
 * answer is turned back into an instant with wallTimeToInstant, so an occurrence keeps its wall-clock time
 * across DST changes (a 7:00 task stays at 7:00); a time that a spring-forward jump skips moves just past
 * the jump (2:30 becomes 3:30), and a repeated one takes its first instant, as everywhere in Duely.
 *
 * Days a month or year lacks are skipped, as RFC 5545 says, never clamped: "every month on the 31st"
 * (or a monthly task started on a 31st) falls on the 31st of the months that have one, and a yearly task on
 * 29 February comes back on the next 29 February. Clamping would drift: the 28th of February would become
 * the series' day from March on. "The last day of the month" is BYMONTHDAY=-1.
 *
 * The rrule package gives the same dates (the unit tests compare the two) but scans to the year 9999 when
 * a rule has no further date (seconds of CPU for "the first Monday, on the 8th"); this expansion stops
 * at a horizon: 30 years (every weekday of every date, 29 February included, recurs within 28), or eight
 * of the rule's periods when longer, at most 400 (the Gregorian cycle). A date beyond it counts as none.
 */

const HORIZON_MIN_YEARS = 30;
const HORIZON_MAX_YEARS = 400;
const HORIZON_PERIODS = 8;
const PERIOD_YEARS: Record<RecurrenceRule["freq"], number> = { DAILY: 1 / 365, WEEKLY: 7 / 365, MONTHLY: 1 / 12, YEARLY: 1 };
const DAY_MS = 86_400_000;

export interface NextOccurrenceInput {
  /** The RRULE value (validated; an invalid one throws 'Invalid recurrence'). */
  rrule: string;
  /** The IANA zone the rule was written in. */
  timeZone: string;
  /** Due date of the completed occurrence: the answer is strictly after it, at its wall-clock time of day. */
  after: Date;
  /**
   * Due date of the series' first occurrence (RFC 5545's DTSTART), when known. It anchors COUNT, the phase
   * of an INTERVAL ("every 2 weeks" stays on the series' weeks) and, for a rule without BYDAY/BYMONTHDAY,
   * the day it repeats on. Without it the series is taken to start at `after`.
   */
  start?: Date;
}

/** A calendar day as a count of days since 1970-01-01. */
type DayNumber = number;

/**
 * The next due instant, or null when the series is over (COUNT or UNTIL reached, or the next date falls
 * after 9999-12-31 in UTC) or has no further date.
 */
export function nextOccurrence({ rrule, timeZone, after, start }: NextOccurrenceInput): Date | null {
  const rule = parseRRule(rrule);
  if (!rule) throw new RangeError(recurrenceCopy.invalid);
  const afterWall = wallClockAsUtc(after, timeZone).getTime();
  const afterDay = Math.floor(afterWall / DAY_MS);
  const timeOfDay = afterWall - afterDay * DAY_MS;
  const startDay = start ? Math.min(Math.floor(wallClockAsUtc(start, timeZone).getTime() / DAY_MS), afterDay) : afterDay;
  const until = rule.until === undefined ? undefined : untilWall(rule.until, timeZone);

  const day = firstDayAfter({ rule, startDay, afterDay, timeOfDay, until });
  if (day === null) return null;
  const d = new Date(day * DAY_MS + timeOfDay);
  const next = wallTimeToInstant(
    {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    },
    timeZone,
  );
  // A series ends with the year 9999 (in UTC): no instant Duely stores lies past it.
  return isInstantInRange(next) ? next : null;
}

interface Search {
  rule: RecurrenceRule;
  startDay: DayNumber;
  afterDay: DayNumber;
  /** Milliseconds after midnight of every occurrence (floating). */
  timeOfDay: number;
  /** Floating milliseconds of the last moment an occurrence may have. */
  until?: number;
}

function firstDayAfter({ rule, startDay, afterDay, timeOfDay, until }: Search): DayNumber | null {
  const first = civil(startDay);
  const filters = withDefaults(rule, first);
  const step = rule.interval;
  const horizonYears = Math.min(HORIZON_MAX_YEARS, Math.max(HORIZON_MIN_YEARS, Math.ceil(step * PERIOD_YEARS[rule.freq] * HORIZON_PERIODS)));
  const horizon = afterDay + Math.ceil(horizonYears * 365.2425);

  // Without COUNT, periods wholly before the completed occurrence need no look; with it, every
  // occurrence from the start counts.
  let period = 0;
  if (rule.count === undefined) period = Math.floor(periodsBetween(rule.freq, first, civil(afterDay)) / step) * step;
  let counted = 0;
  for (; ; period += step) {
    const days = periodDays(rule.freq, first, period);
    if (days[0] > horizon) return null;
    for (const day of select(days, filters, rule)) {
      if (day < startDay) continue;
      if (until !== undefined && day * DAY_MS + timeOfDay > until) return null;
      counted += 1;
      if (day > afterDay) return day;
      if (rule.count !== undefined && counted >= rule.count) return null;
    }
  }
}

interface Civil {
  year: number;
  month: number;
  day: number;
}

function civil(day: DayNumber): Civil {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function dayNumber(year: number, month: number, day: number): DayNumber {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday). */
function weekdayOf(day: DayNumber): number {
  return (((day + 3) % 7) + 7) % 7;
}

function periodsBetween(freq: RecurrenceRule["freq"], from: Civil, to: Civil): number {
  const a = dayNumber(from.year, from.month, from.day);
  const b = dayNumber(to.year, to.month, to.day);
  switch (freq) {
    case "DAILY":
      return b - a;
    case "WEEKLY":
      return Math.floor((b - weekdayOf(b) - (a - weekdayOf(a))) / 7);
    case "MONTHLY":
      return (to.year - from.year) * 12 + (to.month - from.month);
    case "YEARLY":
      return to.year - from.year;
  }
}

/** The days of the `index`-th period counted from the series' first (weeks start on Monday). */
function periodDays(freq: RecurrenceRule["freq"], first: Civil, index: number): DayNumber[] {
  const start = dayNumber(first.year, first.month, first.day);
  switch (freq) {
    case "DAILY":
      return [start + index];
    case "WEEKLY": {
      const monday = start - weekdayOf(start) + index * 7;
      return Array.from({ length: 7 }, (_, i) => monday + i);
    }
    case "MONTHLY": {
      const months = first.year * 12 + first.month - 1 + index;
      const year = Math.floor(months / 12);
      const month = (months % 12) + 1;
      const from = dayNumber(year, month, 1);
      return Array.from({ length: daysInMonth(year, month) }, (_, i) => from + i);
    }
    case "YEARLY": {
      const year = first.year + index;
      const from = dayNumber(year, 1, 1);
      return Array.from({ length: dayNumber(year + 1, 1, 1) - from }, (_, i) => from + i);
    }
  }
}

interface Filters {
  byDay?: ByDay[];
  byMonthDay?: number[];
  byMonth?: number[];
}

/** RFC 5545's implied parts: a rule with no day of its own repeats on the series' first day. */
function withDefaults(rule: RecurrenceRule, first: Civil): Filters {
  const filters: Filters = { byDay: rule.byDay, byMonthDay: rule.byMonthDay, byMonth: rule.byMonth };
  if (rule.byDay || rule.byMonthDay) return filters;
  if (rule.freq === "YEARLY") {
    filters.byMonth ??= [first.month];
    filters.byMonthDay = [first.day];
  } else if (rule.freq === "MONTHLY") {
    filters.byMonthDay = [first.day];
  } else if (rule.freq === "WEEKLY") {
    filters.byDay = [{ weekday: WEEKDAY_CODES[weekdayOf(dayNumber(first.year, first.month, first.day))] }];
  }
  return filters;
}

/** The period's days the filters keep, then the BYSETPOS picks, in date order. */
function select(days: DayNumber[], filters: Filters, rule: RecurrenceRule): DayNumber[] {
  const kept = days.filter((day) => matches(day, filters, rule.freq));
  if (!rule.bySetPos) return kept;
  const picked = new Set<DayNumber>();
  for (const pos of rule.bySetPos) {
    const day = pos > 0 ? kept[pos - 1] : kept[kept.length + pos];
    if (day !== undefined) picked.add(day);
  }
  return [...picked].sort((a, b) => a - b);
}

function matches(day: DayNumber, { byDay, byMonthDay, byMonth }: Filters, freq: RecurrenceRule["freq"]): boolean {
  const { year, month, day: date } = civil(day);
  if (byMonth && !byMonth.includes(month)) return false;
  const monthLength = daysInMonth(year, month);
  if (byMonthDay && !byMonthDay.some((v) => (v > 0 ? date === v : date === monthLength + v + 1))) return false;
  if (byDay) {
    const weekday = WEEKDAY_CODES[weekdayOf(day)];
    // A numbered weekday counts within the month (MONTHLY, or YEARLY with BYMONTH), else within the year.
    const inMonth = freq === "MONTHLY" || byMonth !== undefined;
    const position = inMonth ? date : day - dayNumber(year, 1, 1) + 1;
    const length = inMonth ? monthLength : dayNumber(year + 1, 1, 1) - dayNumber(year, 1, 1);
    const ok = byDay.some(
      (d) =>
        d.weekday === weekday &&
        (d.nth === undefined || (d.nth > 0 ? Math.floor((position - 1) / 7) + 1 === d.nth : Math.floor((length - position) / 7) + 1 === -d.nth)),
    );
    if (!ok) return false;
  }
  return true;
}

/** UNTIL as floating time: a UTC date-time read in the zone; a date means that whole day in the zone. */
function untilWall(until: string, timeZone: string): number {
  const m = UNTIL_PATTERN.exec(until)!;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  if (m[4] === undefined) return Date.UTC(year, month, day, 23, 59, 59, 999);
  return wallClockAsUtc(new Date(Date.UTC(year, month, day, Number(m[4]), Number(m[5]), Number(m[6]))), timeZone).getTime();
}
