import type { Task } from "@/lib/schemas/task";
import { dueRange, isDueIn, isOverdue, type DueWindow } from "@/lib/tasks/due-window";

/** The due-date windows of MCP's list_tasks (and the board's overdue chip), on the user's calendar. */

const task = (dueDate: string | null, completed = false): Pick<Task, "dueDate" | "completed"> => ({ dueDate, completed });
const inWindow = (window: DueWindow, now: string, zone: string, ...dues: string[]) =>
  dues.filter((due) => isDueIn(task(due), window, new Date(now), zone));

describe("overdue", () => {
  const now = new Date("2030-01-15T09:00:00.000Z");
  it("is an open task due before now: not one due at now, not a completed one, not one without a due date", () => {
    expect(isOverdue(task("2030-01-15T08:59:59.999Z"), now)).toBe(true);
    expect(isOverdue(task("2030-01-15T09:00:00.000Z"), now)).toBe(false);
    expect(isOverdue(task("2030-01-14T09:00:00.000Z", true), now)).toBe(false);
    expect(isOverdue(task(null), now)).toBe(false);
    expect(isDueIn(task("2030-01-14T09:00:00.000Z"), "overdue", now, "Pacific/Kiritimati")).toBe(true);
  });
});

describe("today and the next 7 days", () => {
  it("start at midnight on the user's calendar: at 00:00 exactly, a task due then is today's and one a millisecond earlier yesterday's", () => {
    // 00:00 in Berlin on 15 January is 23:00 UTC on the 14th.
    const midnight = "2030-01-14T23:00:00.000Z";
    expect(dueRange("today", new Date(midnight), "Europe/Berlin")).toEqual({ start: new Date(midnight), end: new Date("2030-01-15T23:00:00.000Z") });
    expect(inWindow("today", midnight, "Europe/Berlin", "2030-01-14T22:59:59.999Z", midnight, "2030-01-15T22:59:59.999Z", "2030-01-15T23:00:00.000Z")).toEqual([
      midnight,
      "2030-01-15T22:59:59.999Z",
    ]);
    // A millisecond before midnight it is still the 14th there.
    expect(inWindow("today", "2030-01-14T22:59:59.999Z", "Europe/Berlin", "2030-01-14T22:59:59.999Z", midnight)).toEqual(["2030-01-14T22:59:59.999Z"]);
  });

  it("count the task's day in the zone passed: the same instant is today in Tokyo and tomorrow in Los Angeles", () => {
    const now = "2030-01-15T03:00:00.000Z"; // 12:00 in Tokyo, 19:00 on the 14th in Los Angeles
    const due = "2030-01-15T10:00:00.000Z"; // 19:00 in Tokyo, 02:00 on the 15th in Los Angeles
    expect(inWindow("today", now, "Asia/Tokyo", due)).toEqual([due]);
    expect(inWindow("today", now, "America/Los_Angeles", due)).toEqual([]);
    expect(inWindow("next_7_days", now, "America/Los_Angeles", due)).toEqual([due]);
  });

  it("keep a completed task in its window (the window is about dates only)", () => {
    expect(isDueIn(task("2030-01-15T12:00:00.000Z", true), "today", new Date("2030-01-15T09:00:00.000Z"), "UTC")).toBe(true);
    expect(isDueIn(task(null), "next_7_days", new Date("2030-01-15T09:00:00.000Z"), "UTC")).toBe(false);
  });

  it("spring forward (New York, 8 March 2026): today has 23 hours, and 23:30 that evening is still today", () => {
    const now = "2026-03-08T16:00:00.000Z"; // 12:00 EDT
    expect(dueRange("today", new Date(now), "America/New_York")).toEqual({
      start: new Date("2026-03-08T05:00:00.000Z"), // 00:00 EST
      end: new Date("2026-03-09T04:00:00.000Z"), // 00:00 EDT
    });
    expect(inWindow("today", now, "America/New_York", "2026-03-09T03:30:00.000Z", "2026-03-09T04:00:00.000Z")).toEqual(["2026-03-09T03:30:00.000Z"]);
  });

  it("the next 7 days across spring forward end at midnight of the eighth day, not 168 hours later", () => {
    const now = "2026-03-05T15:00:00.000Z"; // 10:00 EST on Thursday 5 March
    const { end } = dueRange("next_7_days", new Date(now), "America/New_York");
    expect(end).toEqual(new Date("2026-03-12T04:00:00.000Z")); // 00:00 EDT on the 12th
    expect(inWindow("next_7_days", now, "America/New_York", "2026-03-05T05:00:00.000Z", "2026-03-12T03:59:59.999Z", "2026-03-12T04:30:00.000Z")).toEqual([
      "2026-03-05T05:00:00.000Z",
      "2026-03-12T03:59:59.999Z",
    ]);
  });

  it("fall back (Berlin, 25 October 2026): today has 25 hours, and 23:30 that evening is still today", () => {
    const now = "2026-10-25T11:00:00.000Z"; // 12:00 CET
    expect(dueRange("today", new Date(now), "Europe/Berlin")).toEqual({
      start: new Date("2026-10-24T22:00:00.000Z"), // 00:00 CEST
      end: new Date("2026-10-25T23:00:00.000Z"), // 00:00 CET
    });
    expect(inWindow("today", now, "Europe/Berlin", "2026-10-25T22:30:00.000Z", "2026-10-25T23:00:00.000Z")).toEqual(["2026-10-25T22:30:00.000Z"]);
  });

  describe("tomorrow, this week (to Sunday's end) and next week (Monday to Sunday)", () => {
    it("on a Wednesday in UTC", () => {
      const now = new Date("2030-01-16T15:00:00.000Z"); // Wednesday
      expect(dueRange("tomorrow", now, "UTC")).toEqual({ start: new Date("2030-01-17T00:00:00.000Z"), end: new Date("2030-01-18T00:00:00.000Z") });
      expect(dueRange("this_week", now, "UTC")).toEqual({ start: new Date("2030-01-16T00:00:00.000Z"), end: new Date("2030-01-21T00:00:00.000Z") });
      expect(dueRange("next_week", now, "UTC")).toEqual({ start: new Date("2030-01-21T00:00:00.000Z"), end: new Date("2030-01-28T00:00:00.000Z") });
    });

    it("on a Sunday this week is today only, and on a Monday it runs seven days", () => {
      const sunday = new Date("2030-01-20T12:00:00.000Z");
      expect(dueRange("this_week", sunday, "UTC").end).toEqual(new Date("2030-01-21T00:00:00.000Z"));
      expect(dueRange("next_week", sunday, "UTC").start).toEqual(new Date("2030-01-21T00:00:00.000Z"));
      const monday = new Date("2030-01-21T00:00:00.000Z");
      expect(dueRange("this_week", monday, "UTC")).toEqual({ start: monday, end: new Date("2030-01-28T00:00:00.000Z") });
    });

    it("the weekday is the zone's: late Sunday in New York is Monday in UTC", () => {
      const now = new Date("2030-01-21T03:00:00.000Z"); // Sunday 22:00 in New York
      expect(dueRange("this_week", now, "America/New_York")).toEqual({ start: new Date("2030-01-20T05:00:00.000Z"), end: new Date("2030-01-21T05:00:00.000Z") });
      expect(dueRange("tomorrow", now, "America/New_York").start).toEqual(new Date("2030-01-21T05:00:00.000Z"));
    });

    it("across spring forward (New York, 8 March 2026), next week ends at Sunday's local midnight", () => {
      const now = new Date("2026-03-04T17:00:00.000Z"); // Wednesday noon EST
      expect(dueRange("next_week", now, "America/New_York")).toEqual({
        start: new Date("2026-03-09T04:00:00.000Z"), // Monday 00:00 EDT
        end: new Date("2026-03-16T04:00:00.000Z"),
      });
      expect(inWindow("this_week", now.toISOString(), "America/New_York", "2026-03-09T03:59:59.000Z", "2026-03-09T04:00:00.000Z")).toEqual(["2026-03-09T03:59:59.000Z"]);
    });
  });
});
