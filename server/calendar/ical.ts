import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { CALENDAR_EVENT_MINUTES } from "@/lib/constants/tokens";
import { APP_NAME } from "@/lib/constants/common";
import { calendarCopy } from "@/lib/copy/calendar";
import { zonedParts } from "@/lib/dates";
import { isInstantInRange } from "@/lib/schemas/instant";
import { formatUrgency, urgencyLevel } from "@/lib/urgency";
import type { Task } from "@/lib/schemas/task";

/**
 * The iCalendar (RFC 5545) text of a calendar feed (docs/product.md#calendar-feed). One VEVENT per
 * dated task, not a VTODO: Google Calendar ignores VTODO in subscribed feeds and Thunderbird and Apple
 * Calendar show VTODOs only in their task lists, while all three show VEVENTs.
 * - Times are UTC instants (DTSTART…Z): each calendar shows them in its own zone, right on both sides of
 *   a DST change, since the task's due date is itself an instant.
 * - A recurring task (one with `recurrence`) gets its RRULE, with DTSTART written as wall-clock time in
 *   the rule's zone (TZID), so every occurrence keeps that wall-clock time across DST changes.
 * - A completed task keeps its event, its title prefixed with a check mark; a feed made without completed
 *   tasks leaves them out.
 * - Every DTSTART is valid: a due date outside the years 0001-9999 (stored before they were refused) has
 *   no event, and an event ending after 9999 has no DTEND.
 */

/** What a feed needs of a task (a recurring one carries its RRULE and zone in `recurrence`). */
export type FeedTask = Task;

export interface FeedInput {
  name: string;
  tasks: FeedTask[];
  /** Where the links back to tasks point (APP_URL). */
  appUrl: string;
}

export function taskLink(appUrl: string, task: Pick<Task, "id" | "workspaceId">): string {
  const url = new URL("/todo", appUrl);
  url.searchParams.set("workspace", task.workspaceId);
  url.searchParams.set("task", task.id);
  return url.toString();
}

export function buildCalendar({ name, tasks, appUrl }: FeedInput): string {
  const calendar = ical({ name, prodId: { company: APP_NAME, product: "tasks", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  const host = new URL(appUrl).host;
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const start = new Date(task.dueDate);
    // A due date stored before years past 9999 were refused has no DTSTART iCalendar can write.
    if (!isInstantInRange(start)) continue;
    const after = new Date(start.getTime() + CALENDAR_EVENT_MINUTES * 60_000);
    // Without DTEND the event ends when it starts (RFC 5545), for a start in the last half hour of 9999.
    const end = isInstantInRange(after) ? after : null;
    const link = taskLink(appUrl, task);
    const level = urgencyLevel(task.urgency);
    const event = calendar.createEvent({
      id: `${task.id}@${host}`,
      start,
      end,
      summary: task.completed ? `${calendarCopy.completedPrefix}${task.title}` : task.title,
      description: [task.description?.trim(), calendarCopy.urgency(formatUrgency(task.urgency), level.name), link].filter(Boolean).join("\n\n"),
      url: link,
      stamp: new Date(task.updatedAt),
      created: new Date(task.createdAt),
      lastModified: new Date(task.updatedAt),
      status: ICalEventStatus.CONFIRMED,
    });
    if (task.recurrence) {
      // Wall-clock start and end in the rule's zone (DTSTART;TZID=…), so every occurrence keeps its time of day across DST.
      // Only with four-digit wall-clock years (ical-generator pads them to two); else the times stay in UTC.
      const { timeZone } = task.recurrence;
      if ([start, end].every((t) => !t || hasFourDigitYear(zonedParts(t, timeZone).year))) {
        event.timezone(timeZone);
        event.start(new ZonedDate(start));
        if (end) event.end(new ZonedDate(end));
      }
      event.repeating(`RRULE:${task.recurrence.rrule.replace(/^RRULE:/i, "")}`);
    }
  }
  return calendar.toString();
}

const hasFourDigitYear = (year: number) => year >= 1000 && year <= 9999;

/**
 * An instant that ical-generator writes as wall-clock time in an event's zone. ical-generator takes
 * zoned times from date objects of the TZDate kind (`internal`, `withTimeZone`, `tzComponents`);
 * this is the smallest such object, with the zone math of lib/dates.
 */
class ZonedDate extends Date {
  readonly internal: Date;
  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
  }
  withTimeZone(timeZone: string) {
    const p = zonedParts(this.internal, timeZone);
    const instant = this.internal;
    return {
      getFullYear: () => p.year,
      getMonth: () => p.month - 1,
      getDate: () => p.day,
      getHours: () => p.hour,
      getMinutes: () => p.minute,
      getSeconds: () => p.second,
      getUTCFullYear: () => instant.getUTCFullYear(),
      getUTCMonth: () => instant.getUTCMonth(),
      getUTCDate: () => instant.getUTCDate(),
    };
  }
  tzComponents() {
    return {};
  }
}
