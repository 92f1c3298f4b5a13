/**
 * Display texts of dates and counts (task card, comments, reminders panel; the badge cap,
 * heading truncation). Pure: `now` and the IANA `timeZone` are always passed in. The words are
 * English (lib/copy/time.ts); `locale` shapes the dates and times (default 'en-US'), `hourCycle` the
 * clock every time is written with (the reader's locale's, see localeHourCycle). Narrow and thin
 * spaces of newer ICU data are written as plain spaces so server and browser render the same text.
 */
import { BADGE_CAP, REMINDER_COUNTDOWN_MAX_DAYS } from "@/lib/constants/reminders";
import { COMMENT_RELATIVE_MAX_DAYS, HEADING_TITLE_MAX } from "@/lib/constants/tasks";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { timeCopy } from "@/lib/copy/time";
import { DAY_MS, parseInstant, zonedDayDiff, zonedPartsMemo } from "@/lib/dates";

export interface FormatContext {
  now: Date;
  timeZone: string;
  locale?: string;
  /** The reader's clock (localeHourCycle in the browser); when not given, `locale`'s own. */
  hourCycle?: HourCycle;
}

/** A time is written on a 12-hour clock ('3:00 PM') or a 24-hour one ('15:00'): the one the reader's locale uses, everywhere. */
export type HourCycle = "h12" | "h23";

/** The clock `locale` writes times with; without one, the runtime's own locale (the browser's, in a browser). */
export function localeHourCycle(locale?: string): HourCycle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h23" || cycle === "h24" ? "h23" : "h12";
}

/** A stored hour cycle (the browser-written cookie), or null when it is none. */
export function parseHourCycle(value: string | undefined | null): HourCycle | null {
  return value === "h12" || value === "h23" ? value : null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DEFAULT_LOCALE = "en-US";

type Style = "time" | "date" | "dateWithYear" | "weekday" | "weekdayDate" | "weekdayDateWithYear";
const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  time: { hour: "numeric", minute: "2-digit" },
  date: { month: "short", day: "numeric" },
  dateWithYear: { month: "short", day: "numeric", year: "numeric" },
  weekday: { weekday: "long" },
  weekdayDate: { weekday: "short", month: "short", day: "numeric" },
  weekdayDateWithYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
};
const formatters = new Map<string, Intl.DateTimeFormat>();

type ZoneAndLocale = Pick<FormatContext, "timeZone" | "locale" | "hourCycle">;

function formatter(style: Style, { timeZone, locale = DEFAULT_LOCALE, hourCycle }: ZoneAndLocale): Intl.DateTimeFormat {
  const clock = style === "time" ? hourCycle : undefined;
  const key = `${style}|${locale}|${timeZone}|${clock ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone, ...(clock ? { hourCycle: clock } : {}) });
    formatters.set(key, f);
  }
  return f;
}

const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, " ");

/** '3:00 PM', or '15:00' on a 24-hour clock */
export function formatTime(instant: Date, ctx: FormatContext): string {
  return plainSpaces(formatter("time", ctx).format(instant));
}

/** 'Mar 5', or 'Mar 5, 2027' when the instant falls in another year than `now` (in the user's zone). */
export function formatDate(instant: Date, ctx: FormatContext): string {
  const otherYear = zonedPartsMemo(instant, ctx.timeZone).year !== zonedPartsMemo(ctx.now, ctx.timeZone).year;
  return plainSpaces(formatter(otherYear ? "dateWithYear" : "date", ctx).format(instant));
}

/** The day's name: 'Thursday'. */
export function formatWeekday(instant: Date, ctx: FormatContext): string {
  return plainSpaces(formatter("weekday", ctx).format(instant));
}

/** A day and time in full: 'Thu, Dec 10, 3:00 PM', or 'Thu, Dec 10, 2027, 3:00 PM' in another year than `now`. */
export function formatDayAndTime(instant: Date, ctx: FormatContext): string {
  const otherYear = zonedPartsMemo(instant, ctx.timeZone).year !== zonedPartsMemo(ctx.now, ctx.timeZone).year;
  return timeCopy.dayAndTime(plainSpaces(formatter(otherYear ? "weekdayDateWithYear" : "weekdayDate", ctx).format(instant)), formatTime(instant, ctx));
}

/** The task card's due text: 'Today at 3:00 PM', 'Tomorrow at 9:00 AM', 'Mar 5 at 9:00 AM'; null without a due date. */
export function formatDueText(dueDate: string | null, ctx: FormatContext): string | null {
  const due = parseInstant(dueDate);
  if (due === null) return null;
  const instant = new Date(due);
  const time = formatTime(instant, ctx);
  const days = zonedDayDiff(ctx.now, instant, ctx.timeZone);
  if (days === 0) return timeCopy.todayAt(time);
  if (days === 1) return timeCopy.tomorrowAt(time);
  return timeCopy.dateAt(formatDate(instant, ctx), time);
}

/**
 * A comment's time: 'just now' under a minute (or in the future), then whole minutes, hours and
 * days ago ('1 minute ago', '5 hours ago', '7 days ago') up to 7 whole days, then the date.
 */
export function formatCommentTime(time: string, ctx: FormatContext): string {
  const at = parseInstant(time);
  if (at === null) return "";
  const elapsed = ctx.now.getTime() - at;
  if (elapsed < MINUTE_MS) return timeCopy.justNow;
  if (elapsed < HOUR_MS) return timeCopy.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return timeCopy.hoursAgo(Math.floor(elapsed / HOUR_MS));
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= COMMENT_RELATIVE_MAX_DAYS) return timeCopy.daysAgo(days);
  return formatDate(new Date(at), ctx);
}

/**
 * Time left until a reminder: 'in N minutes' within the hour (at least 1), 'in N hours' within the
 * day, 'in N days' within the week (whole units, rounded down), otherwise (further out, or already
 * past) the date.
 */
export function formatReminderCountdown(dueDate: string, ctx: FormatContext): string {
  const due = parseInstant(dueDate);
  return due === null ? remindersCopy.noDate : countdown(due, ctx);
}

function countdown(due: number, ctx: FormatContext): string {
  const left = due - ctx.now.getTime();
  if (left > 0 && left < HOUR_MS) return timeCopy.inMinutes(Math.max(1, Math.floor(left / MINUTE_MS)));
  if (left > 0 && left < DAY_MS) return timeCopy.inHours(Math.floor(left / HOUR_MS));
  if (left > 0 && left < REMINDER_COUNTDOWN_MAX_DAYS * DAY_MS) return timeCopy.inDays(Math.floor(left / DAY_MS));
  return formatDate(new Date(due), ctx);
}

/** The reminders panel badge: 'Sent' when done; 'No date'; 'Sending...' when pending and due; else the countdown. */
export function reminderStatusLabel(
  reminder: { status: string; dueDate: string | null },
  ctx: FormatContext,
): string {
  if (reminder.status === "done") return remindersCopy.sent;
  const due = parseInstant(reminder.dueDate);
  if (due === null) return remindersCopy.noDate;
  if (due <= ctx.now.getTime()) return commonCopy.sending;
  return countdown(due, ctx);
}

/** '1 comment', '0 comments', '12 comments' */
export function formatCommentCount(count: number): string {
  return timeCopy.comments(count);
}

/** The reminders badge: the count, or '99+' above 99. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** A task title in a heading: at most `max` characters (code points, emoji-safe), then '...'. */
export function truncateTitle(title: string, max: number = HEADING_TITLE_MAX): string {
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join("").trimEnd()}...`;
}

/** The insights week range: 'Nov 16 – 22, 2025', 'Nov 30 – Dec 6, 2025', 'Dec 28, 2025 – Jan 3, 2026'. */
export function formatWeekRange(period: { start: string; end: string }, ctx: ZoneAndLocale): string {
  return plainSpaces(formatter("dateWithYear", ctx).formatRange(new Date(period.start), new Date(period.end)));
}
