import ICAL from "ical.js";
import { buildCalendar, type FeedTask } from "@/server/calendar/ical";

/** The feed's iCalendar text, read back with ical.js (an independent parser). */

const APP = "http://localhost:3000";

function task(overrides: Partial<FeedTask>): FeedTask {
  return {
    id: "t1",
    title: "Call mom",
    dueDate: "2026-11-24T17:00:00.000Z",
    urgency: 5,
    completed: false,
    completedAt: null,
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: "2026-11-21T08:00:00.000Z",
    workspaceId: "w1",
    userId: "u1",
    comments: [],
    subtasks: [],
    ...overrides,
  };
}

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("calendar feed iCalendar", () => {
  it("writes one VEVENT per dated task with title, 30-minute slot, urgency, link and stable UID", () => {
    const text = buildCalendar({
      name: "Duely tasks",
      appUrl: APP,
      tasks: [task({ description: "Ask about the trip" }), task({ id: "t2", dueDate: null, title: "Someday" }), task({ id: "t3", title: "Done thing", completed: true, urgency: 2 })],
    });
    const [first, done, ...rest] = events(text);
    expect(rest).toEqual([]);
    expect(first.summary).toBe("Call mom");
    expect(first.uid).toBe("t1@localhost:3000");
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2026-11-24T17:30:00.000Z");
    expect(first.description).toBe("Ask about the trip\n\nUrgency: 5.0 (Critical)\n\nhttp://localhost:3000/todo?workspace=w1&task=t1");
    expect(first.component.getFirstPropertyValue("url")).toBe("http://localhost:3000/todo?workspace=w1&task=t1");
    expect(first.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(done.summary).toBe("✓ Done thing");
    expect(done.description).toContain("Urgency: 2.0 (Low)");
    expect(text).toContain("METHOD:PUBLISH");
  });

  it("keeps due instants exact on both sides of a DST change (UTC times)", () => {
    // Europe/Berlin leaves summer time on 25 October 2026: 09:00 local is 07:00Z before and 08:00Z after.
    const before = task({ id: "b", dueDate: "2026-10-24T07:00:00.000Z" });
    const after = task({ id: "a", dueDate: "2026-10-26T08:00:00.000Z" });
    const [b, a] = events(buildCalendar({ name: "x", appUrl: APP, tasks: [before, after] }));
    expect(b.startDate.toJSDate().toISOString()).toBe("2026-10-24T07:00:00.000Z");
    expect(a.startDate.toJSDate().toISOString()).toBe("2026-10-26T08:00:00.000Z");
    expect(b.startDate.zone.tzid).toBe("UTC");
  });

  it("writes a recurring task's RRULE with a wall-clock DTSTART in its zone, so occurrences keep 09:00 across DST", () => {
    const weekly = task({ id: "r", dueDate: "2026-10-19T07:00:00.000Z", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } });
    const text = buildCalendar({ name: "x", appUrl: APP, tasks: [weekly] });
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20261019T090000");
    expect(text).toContain("DTEND;TZID=Europe/Berlin:20261019T093000");
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO");
    const [event] = events(text);
    expect(event.isRecurring()).toBe(true);
    const iterator = event.iterator();
    const wallTimes = [iterator.next(), iterator.next(), iterator.next()].map((t) => t.toString());
    // 19 Oct (summer time), 26 Oct and 2 Nov (winter time): the same 09:00 each week.
    expect(wallTimes).toEqual(["2026-10-19T09:00:00", "2026-10-26T09:00:00", "2026-11-02T09:00:00"]);
  });
});
