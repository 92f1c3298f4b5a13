import { RRULE_COUNT_MAX, RRULE_INTERVAL_MAX, RRULE_MAX_LENGTH } from "@/lib/constants/recurrence";
import { daysInMonth } from "@/lib/dates";

/**
 * A task's recurrence: an RFC 5545 RRULE value plus the IANA zone it was written in (occurrences keep
 * their wall-clock time in that zone). Duely accepts a subset of RFC 5545:
 * - FREQ is DAILY, WEEKLY, MONTHLY or YEARLY; INTERVAL is 1 to 365;
 * - BYDAY (a numbered day such as "-1FR" only with MONTHLY or YEARLY), BYMONTHDAY (not with WEEKLY),
 *   BYMONTH and BYSETPOS (only with MONTHLY or YEARLY, next to another BY part) are the only filters;
 * - COUNT is 1 to 1,000, UNTIL a UTC date-time ("20261231T225959Z") or a date ("20261231", that whole
 *   day in the rule's zone); never both;
 * - each part once, and a rule that can never occur (BYMONTH=2;BYMONTHDAY=30) is refused.
 * This module is pure and does not load the rrule package (the parser and the card use it in the browser).
 */

export interface Recurrence {
  rrule: string;
  timeZone: string;
}

export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
export type WeekdayCode = "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";

export interface ByDay {
  weekday: WeekdayCode;
  /** 1 = first, -1 = last, … (in the month for MONTHLY, in the year for YEARLY); absent = every such day. */
  nth?: number;
}

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  byDay?: ByDay[];
  byMonthDay?: number[];
  byMonth?: number[];
  bySetPos?: number[];
  count?: number;
  /** The UNTIL value as written: "YYYYMMDD" or "YYYYMMDDTHHMMSSZ". */
  until?: string;
}

/** Monday first, as in RFC 5545's default week start. */
export const WEEKDAY_CODES: readonly WeekdayCode[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const FREQUENCIES = new Set<string>(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);
const BY_DAY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const INTEGER = /^[+-]?\d{1,3}$/;
const POSITIVE = /^\d{1,4}$/;
export const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/;

/** Parses and checks an RRULE value ("FREQ=WEEKLY;BYDAY=MO,TH", an "RRULE:" prefix allowed); null when invalid. */
export function parseRRule(text: string): RecurrenceRule | null {
  if (typeof text !== "string" || text.length === 0 || text.length > RRULE_MAX_LENGTH) return null;
  const body = text.replace(/^RRULE:/i, "").toUpperCase();
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || eq === part.length - 1) return null;
    const key = part.slice(0, eq);
    if (parts.has(key)) return null;
    parts.set(key, part.slice(eq + 1));
  }

  const freq = parts.get("FREQ");
  if (!freq || !FREQUENCIES.has(freq)) return null;
  const rule: RecurrenceRule = { freq: freq as Frequency, interval: 1 };
  const periodic = freq === "MONTHLY" || freq === "YEARLY";

  for (const [key, value] of parts) {
    switch (key) {
      case "FREQ":
        break;
      case "INTERVAL": {
        const n = POSITIVE.test(value) ? Number(value) : 0;
        if (n < 1 || n > RRULE_INTERVAL_MAX) return null;
        rule.interval = n;
        break;
      }
      case "COUNT": {
        const n = POSITIVE.test(value) ? Number(value) : 0;
        if (n < 1 || n > RRULE_COUNT_MAX) return null;
        rule.count = n;
        break;
      }
      case "UNTIL":
        if (!isValidUntil(value)) return null;
        rule.until = value;
        break;
      case "BYDAY": {
        const days: ByDay[] = [];
        for (const item of value.split(",")) {
          const m = BY_DAY.exec(item);
          if (!m) return null;
          const day: ByDay = { weekday: m[2] as WeekdayCode };
          if (m[1] !== undefined) {
            const nth = Number(m[1]);
            if (!periodic || nth === 0 || Math.abs(nth) > (freq === "MONTHLY" ? 5 : 53)) return null;
            day.nth = nth;
          }
          days.push(day);
        }
        rule.byDay = days;
        break;
      }
      case "BYMONTHDAY": {
        if (freq === "WEEKLY") return null;
        const days = integers(value, 31);
        if (!days) return null;
        rule.byMonthDay = days;
        break;
      }
      case "BYMONTH": {
        const months = integers(value, 12);
        if (!months || months.some((m) => m < 0)) return null;
        rule.byMonth = months;
        break;
      }
      case "BYSETPOS": {
        if (!periodic) return null;
        const positions = integers(value, 366);
        if (!positions) return null;
        rule.bySetPos = positions;
        break;
      }
      default:
        return null;
    }
  }

  if (rule.count !== undefined && rule.until !== undefined) return null;
  if (rule.bySetPos && !rule.byDay && !rule.byMonthDay && !rule.byMonth) return null;
  if (rule.byDay && new Set(rule.byDay.map((d) => `${d.nth ?? ""}${d.weekday}`)).size !== rule.byDay.length) return null;
  if (!canOccur(rule)) return null;
  return rule;
}

export function isValidRRule(text: string): boolean {
  return parseRRule(text) !== null;
}

/** The canonical RRULE value of a rule (no "RRULE:" prefix, parts in a fixed order, INTERVAL only when above 1). */
export function formatRRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth?.length) parts.push(`BYMONTH=${rule.byMonth.join(",")}`);
  if (rule.byMonthDay?.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(",")}`);
  if (rule.byDay?.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ""}${d.weekday}`).join(",")}`);
  if (rule.bySetPos?.length) parts.push(`BYSETPOS=${rule.bySetPos.join(",")}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) parts.push(`UNTIL=${rule.until}`);
  return parts.join(";");
}

/** The canonical form of a valid RRULE value, or null when it is not valid. */
export function normalizeRRule(text: string): string | null {
  const rule = parseRRule(text);
  return rule ? formatRRule(rule) : null;
}

/** Non-zero integers from -max to max, comma-separated, each once. */
function integers(value: string, max: number): number[] | null {
  const out: number[] = [];
  for (const item of value.split(",")) {
    if (!INTEGER.test(item)) return null;
    const n = Number(item);
    if (n === 0 || Math.abs(n) > max || out.includes(n)) return null;
    out.push(n);
  }
  return out;
}

function isValidUntil(value: string): boolean {
  const m = UNTIL_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (m[4] === undefined) return true;
  return Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 59;
}

/** False when the month days and months can never meet (the 30th of February); leap years count. */
function canOccur(rule: RecurrenceRule): boolean {
  if (!rule.byMonthDay) return true;
  const months = rule.byMonth ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return months.some((month) => rule.byMonthDay!.some((day) => Math.abs(day) <= daysInMonth(2024, month)));
}
