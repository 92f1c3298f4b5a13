/**
 * Time-zone arithmetic on plain Date instants, using only Intl (no process time zone is ever assumed).
 * A "wall time" is a calendar date and clock time as read in a given IANA zone.
 */

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

export interface ZonedParts extends Required<WallTime> {
  weekday: number; // 0 = Sunday
}

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall time of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const out: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS[out.weekday],
  };
}

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `wall`. Month and day overflow normalise
 * (day 32 is the 1st of the next month). A wall time skipped by a DST jump resolves to the instant
 * just after the jump (02:30 on a spring-forward night becomes 03:30); an ambiguous one to the first.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const offsetBefore = zoneOffsetMs(new Date(guess - DAY_MS / 2), timeZone);
  const offsetAfter = zoneOffsetMs(new Date(guess + DAY_MS / 2), timeZone);
  // Try the earlier offset first so an ambiguous (fall-back) time resolves to its first occurrence.
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = new Date(guess - offset);
    if (zoneOffsetMs(candidate, timeZone) === offset) return candidate;
  }
  // In a gap: neither offset reproduces the wall time; shift by the jump.
  return new Date(guess - offsetBefore);
}

/** Same wall-clock time `days` calendar days later (or earlier) in `timeZone`. */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return wallTimeToInstant({ ...p, day: p.day + days }, timeZone);
}

/** Midnight at the start of the calendar day of `instant` in `timeZone`. */
export function startOfZonedDay(instant: Date, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return wallTimeToInstant({ year: p.year, month: p.month, day: p.day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Whole calendar days from the day of `from` to the day of `to`, both read in `timeZone`. */
export function zonedDayDiff(from: Date, to: Date, timeZone: string): number {
  const a = zonedPartsMemo(from, timeZone);
  const b = zonedPartsMemo(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The instant `minutes` minutes after `instant` (absolute time, unaffected by DST). */
export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE);
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Milliseconds since the epoch of an ISO instant; null when missing or unparseable. */
export function parseInstant(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** Midnight at the start of the calendar day `days` days after the day of `instant`, all read in `timeZone`. */
export function startOfZonedDayOffset(instant: Date, days: number, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return wallTimeToInstant({ year: p.year, month: p.month, day: p.day + days, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * The instant on the calendar day of `day` whose wall clock shows the time of day of `timeOf`
 * (seconds and milliseconds included), both read in `timeZone`. A time skipped by a DST jump
 * moves past the jump, as in wallTimeToInstant.
 */
export function atZonedTimeOf(day: Date, timeOf: Date, timeZone: string): Date {
  const d = zonedParts(day, timeZone);
  const t = zonedParts(timeOf, timeZone);
  const wall = { year: d.year, month: d.month, day: d.day, hour: t.hour, minute: t.minute, second: t.second };
  const ms = ((timeOf.getTime() % 1000) + 1000) % 1000;
  return new Date(wallTimeToInstant(wall, timeZone).getTime() + ms);
}

/** A calendar date with no time or zone (month 1-12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date `days` days after `date` (plain calendar arithmetic; overflowing days normalise). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A calendar date as YYYY-MM-DD (ISO 8601), which sorts as the dates do. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar date of a YYYY-MM-DD text, or null when it is not one or names no real day (2030-02-30). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** Day of the week of a calendar date (0 = Sunday). */
export function calendarWeekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The year and month `months` months after the given ones (month 1-12; negative counts go back). */
export function addCalendarMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The wall time of `instant` in `timeZone`, encoded as a Date whose UTC fields read that wall time. For
 * libraries that compute in one fixed offset (the date parser): read their answer back as a WallTime
 * and convert it with wallTimeToInstant, which handles the DST jumps in between.
 */
export function wallClockAsUtc(instant: Date, timeZone: string): Date {
  const p = zonedPartsMemo(instant, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

const offsetMemo = new Map<string, Map<number, number>>();
const OFFSET_MEMO_SLOT_MS = 15 * MINUTE;
const OFFSET_MEMO_MAX = 10_000;

/**
 * zoneOffsetMs, remembered per zone and quarter hour for hot paths (the quick-add parser calls it
 * thousands of times a second). A quarter hour is remembered only when its first and last millisecond
 * share one offset, so a transition inside it is still computed exactly.
 */
export function zoneOffsetMsMemo(instant: Date, timeZone: string): number {
  const slot = Math.floor(instant.getTime() / OFFSET_MEMO_SLOT_MS);
  let slots = offsetMemo.get(timeZone);
  const known = slots?.get(slot);
  if (known !== undefined) return known;
  const first = zoneOffsetMs(new Date(slot * OFFSET_MEMO_SLOT_MS), timeZone);
  const last = zoneOffsetMs(new Date((slot + 1) * OFFSET_MEMO_SLOT_MS - 1), timeZone);
  if (first !== last) return zoneOffsetMs(instant, timeZone);
  if (!slots) offsetMemo.set(timeZone, (slots = new Map()));
  if (slots.size >= OFFSET_MEMO_MAX) slots.clear();
  slots.set(slot, first);
  return first;
}

/** zonedParts through zoneOffsetMsMemo (same answer, no Intl call once the quarter hour is known). */
export function zonedPartsMemo(instant: Date, timeZone: string): ZonedParts {
  const d = new Date(Math.floor(instant.getTime() / 1000) * 1000 + zoneOffsetMsMemo(instant, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** wallTimeToInstant through zoneOffsetMsMemo (same rules for skipped and repeated wall times). */
export function wallTimeToInstantMemo(wall: WallTime, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const offsetBefore = zoneOffsetMsMemo(new Date(guess - DAY_MS / 2), timeZone);
  const offsetAfter = zoneOffsetMsMemo(new Date(guess + DAY_MS / 2), timeZone);
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = new Date(guess - offset);
    if (zoneOffsetMsMemo(candidate, timeZone) === offset) return candidate;
  }
  return new Date(guess - offsetBefore);
}

/** A client-reported IANA zone (the time-zone cookie) when it is a real one, else null. */
export function parseTimeZone(raw: string | undefined): string | null {
  return raw !== undefined && isValidTimeZone(raw) ? raw : null;
}
