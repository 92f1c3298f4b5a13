import { recurrenceCopy as copy } from "@/lib/copy/recurrence";
import { zonedParts } from "@/lib/dates";
import { parseRRule, UNTIL_PATTERN, WEEKDAY_CODES, type ByDay, type RecurrenceRule } from "@/lib/recurrence/rule";

/**
 * A recurrence in words for a task card: "Every weekday at 7:00", "Every 2 weeks on Monday at 9:00",
 * "Every month on the last Friday", "Every year on March 3". The time of day (24-hour clock) and the day a
 * rule without BYDAY/BYMONTHDAY repeats on come from the task's due date read in the rule's zone. Day and
 * month names follow `locale` (default en-US). Pure; does not load the rrule package.
 */

export interface DescribeInput {
  rrule: string;
  timeZone: string;
  /** The task's due date (the current occurrence). */
  due?: Date | string | null;
  locale?: string;
}

const DEFAULT_LOCALE = "en-US";
const WORKDAYS = "MO,TU,WE,TH,FR";
const WEEKEND = "SA,SU";
/** 1 January 2024 was a Monday. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** The rule in words, or null when the RRULE is not valid. */
export function describeRecurrence({ rrule, timeZone, due, locale = DEFAULT_LOCALE }: DescribeInput): string | null {
  const rule = parseRRule(rrule);
  if (!rule) return null;
  const dueDate = due == null ? undefined : new Date(due);
  const wall = dueDate && !Number.isNaN(dueDate.getTime()) ? zonedParts(dueDate, timeZone) : undefined;
  const names = namesFor(locale);

  let text = base(rule, wall, names);
  if (wall) text = copy.at(text, `${wall.hour}:${String(wall.minute).padStart(2, "0")}`);
  if (rule.count !== undefined) text = copy.times(text, rule.count);
  if (rule.until !== undefined) text = copy.until(text, untilText(rule.until, timeZone, locale));
  return text;
}

type Wall = ReturnType<typeof zonedParts>;

interface Names {
  weekday: (code: ByDay["weekday"]) => string;
  month: (month: number) => string;
  monthDay: (month: number, day: number) => string;
}

function base(rule: RecurrenceRule, wall: Wall | undefined, names: Names): string {
  const unit = ({ DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" } as const)[rule.freq];
  const [one, many] = copy.units[unit];
  const every = rule.interval === 1 ? copy.every(one) : copy.everyN(rule.interval, many);
  const dueWeekday = wall ? WEEKDAY_CODES[(wall.weekday + 6) % 7] : undefined;

  if (rule.freq === "DAILY" || rule.freq === "WEEKLY") {
    const plain = rule.byDay?.every((d) => d.nth === undefined) ?? true;
    const days = rule.byDay ?? (rule.freq === "WEEKLY" && dueWeekday ? [{ weekday: dueWeekday }] : undefined);
    let text = every;
    if (days && plain) {
      const codes = sortDays(days).map((d) => d.weekday).join(",");
      const daysText =
        codes === WORKDAYS ? copy.weekday : codes === WEEKEND ? copy.weekend : copy.list(sortDays(days).map((d) => names.weekday(d.weekday)));
      text = rule.interval === 1 ? copy.every(daysText) : copy.onDays(every, daysText);
    }
    return withMonths(text, rule, names);
  }

  let on: string | undefined;
  if (rule.byDay) {
    const days = sortDays(rule.byDay);
    const codes = days.map((d) => d.weekday).join(",");
    const dayWords =
      codes === WORKDAYS && days.every((d) => d.nth === undefined)
        ? copy.weekday
        : copy.list(days.map((d) => (d.nth === undefined ? names.weekday(d.weekday) : copy.nthWeekday(copy.ordinal(d.nth), names.weekday(d.weekday)))));
    on = rule.bySetPos ? copy.list(rule.bySetPos.map((p) => copy.setPosition(copy.ordinal(p), dayWords))) : dayWords;
  }
  if (rule.byMonthDay) {
    const dayWords = copy.list(rule.byMonthDay.map((d) => (d === -1 ? copy.lastDay : copy.nthDay(copy.ordinal(d)))));
    on = on ? `${on} ${dayWords}` : dayWords;
  }

  if (rule.freq === "YEARLY" && !rule.byDay) {
    const months = rule.byMonth ?? (wall ? [wall.month] : undefined);
    const days = rule.byMonthDay ?? (wall ? [wall.day] : undefined);
    if (months?.length === 1 && days?.length === 1 && days[0] > 0) return copy.onDays(every, names.monthDay(months[0], days[0]));
  }
  if (!on && wall) on = rule.freq === "MONTHLY" ? copy.nthDay(copy.ordinal(wall.day)) : names.monthDay(wall.month, wall.day);
  const text = on ? copy.onDays(every, on) : every;
  return rule.freq === "YEARLY" && !rule.byDay && !rule.byMonthDay && !rule.byMonth ? text : withMonths(text, rule, names);
}

function withMonths(text: string, rule: RecurrenceRule, names: Names): string {
  return rule.byMonth ? copy.inMonths(text, copy.list(rule.byMonth.map(names.month))) : text;
}

function sortDays(days: readonly ByDay[]): ByDay[] {
  return [...days].sort((a, b) => WEEKDAY_CODES.indexOf(a.weekday) - WEEKDAY_CODES.indexOf(b.weekday));
}

const namesByLocale = new Map<string, Names>();

function namesFor(locale: string): Names {
  let names = namesByLocale.get(locale);
  if (!names) {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    const monthDay = new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: "UTC" });
    names = {
      weekday: (code) => weekday.format(A_MONDAY + WEEKDAY_CODES.indexOf(code) * DAY_MS),
      month: (m) => month.format(Date.UTC(2024, m - 1, 1)),
      // A leap year, so that 29 February has a name.
      monthDay: (m, d) => monthDay.format(Date.UTC(2024, m - 1, d)),
    };
    namesByLocale.set(locale, names);
  }
  return names;
}

function untilText(until: string, timeZone: string, locale: string): string {
  const m = UNTIL_PATTERN.exec(until)!;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const format = { year: "numeric", month: "short", day: "numeric" } as const;
  if (m[4] === undefined) return new Intl.DateTimeFormat(locale, { ...format, timeZone: "UTC" }).format(Date.UTC(year, month, day));
  const instant = Date.UTC(year, month, day, Number(m[4]), Number(m[5]), Number(m[6]));
  return new Intl.DateTimeFormat(locale, { ...format, timeZone }).format(instant);
}
