import { groupList, listPlace, listSectionTitle, type BoardClock, type BoardTask } from "@/lib/board";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "./local-time";

function at(timeZone: string, wall: string): BoardClock {
  return { now: local(wall, timeZone), timeZone };
}

const sectionsOf = (tasks: BoardTask[], clock: BoardClock) =>
  groupList(tasks, clock).sections.map((s) => [listSectionTitle(s, clock), s.tasks.map((t) => t.id)] as const);

describe.each([NEW_YORK, BERLIN, KOLKATA])("groupList in %s", (timeZone) => {
  // Friday 31 January 2025, 15:00 local: a month end.
  const clock = at(timeZone, "2025-01-31 15:00");
  const task = (id: string, wall: string | null, urgency = 3, completed = false): BoardTask => ({
    id,
    dueDate: wall && localIso(wall, timeZone),
    urgency,
    completed,
  });

  it("splits the open tasks into Overdue, Today, Tomorrow, the next days by name, Later and No date", () => {
    const tasks = [
      task("no-date", null),
      task("day-8", "2025-02-08 00:00"),
      task("a-year-ago", "2024-01-31 15:00"),
      task("just-now", "2025-01-31 14:59"),
      task("exactly-now", "2025-01-31 15:00"),
      task("tonight", "2025-01-31 23:59"),
      task("tomorrow", "2025-02-01 00:00"),
      task("sunday", "2025-02-02 09:00"),
      task("day-7-end", "2025-02-07 23:59:59.999"),
      task("next-year", "2026-01-31 15:00"),
    ];
    expect(sectionsOf(tasks, clock)).toEqual([
      ["Overdue", ["a-year-ago", "just-now"]],
      ["Today", ["exactly-now", "tonight"]],
      ["Tomorrow", ["tomorrow"]],
      ["Sunday", ["sunday"]],
      ["Friday", ["day-7-end"]],
      ["Later", ["day-8", "next-year"]],
      ["No date", ["no-date"]],
    ]);
  });

  it("names each of the days 2 to 7 after today by its weekday, and ids them by their distance", () => {
    const week = ["2025-02-02", "2025-02-03", "2025-02-04", "2025-02-05", "2025-02-06", "2025-02-07"].map((day, i) => task(`d${i + 2}`, `${day} 12:00`));
    const { sections } = groupList(week, clock);
    expect(sections.map((s) => [s.id, listSectionTitle(s, clock)])).toEqual([
      ["day-2", "Sunday"],
      ["day-3", "Monday"],
      ["day-4", "Tuesday"],
      ["day-5", "Wednesday"],
      ["day-6", "Thursday"],
      ["day-7", "Friday"],
    ]);
    expect(sections.map((s) => s.dayOffset)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("orders rows by time, then higher urgency, then as given; No date by urgency", () => {
    const tasks = [task("b", "2025-02-01 10:00", 2), task("a", "2025-02-01 09:00", 1), task("c", "2025-02-01 10:00", 5), task("n1", null, 2), task("n2", null, 4)];
    expect(sectionsOf(tasks, clock)).toEqual([
      ["Tomorrow", ["a", "c", "b"]],
      ["No date", ["n2", "n1"]],
    ]);
  });

  it("keeps completed tasks out of the sections, in a group of their own ordered by time; leaves empty sections out", () => {
    const tasks = [task("done-overdue", "2025-01-30 09:00", 3, true), task("done-none", null, 3, true), task("open", "2025-02-01 09:00"), task("done-today", "2025-01-31 18:00", 3, true)];
    const list = groupList(tasks, clock);
    expect(list.sections.map((s) => s.id)).toEqual(["tomorrow"]);
    expect(list.completed.map((t) => t.id)).toEqual(["done-overdue", "done-today", "done-none"]);
    expect(groupList([], clock)).toEqual({ sections: [], completed: [] });
  });

  it("moves with the clock across midnight", () => {
    const tasks = [task("late", "2025-01-31 23:59"), task("midnight", "2025-02-01 00:00"), task("saturday-noon", "2025-02-01 12:00")];
    expect(sectionsOf(tasks, at(timeZone, "2025-01-31 23:58:30"))).toEqual([
      ["Today", ["late"]],
      ["Tomorrow", ["midnight", "saturday-noon"]],
    ]);
    expect(sectionsOf(tasks, at(timeZone, "2025-02-01 00:00"))).toEqual([
      ["Overdue", ["late"]],
      ["Today", ["midnight", "saturday-noon"]],
    ]);
  });
});

describe("groupList across DST changes", () => {
  it("New York, spring forward (Sunday 9 March 2025, 23 hours): the days are calendar days", () => {
    const clock = at(NEW_YORK, "2025-03-08 12:00");
    const tasks = [
      { id: "sun-late", dueDate: localIso("2025-03-09 23:30", NEW_YORK), urgency: 3, completed: false },
      { id: "mon-midnight", dueDate: localIso("2025-03-10 00:00", NEW_YORK), urgency: 3, completed: false },
      { id: "fri-after-next", dueDate: localIso("2025-03-15 23:59", NEW_YORK), urgency: 3, completed: false },
      { id: "sat-next", dueDate: localIso("2025-03-16 00:00", NEW_YORK), urgency: 3, completed: false },
    ];
    expect(sectionsOf(tasks, clock)).toEqual([
      ["Tomorrow", ["sun-late"]],
      ["Monday", ["mon-midnight"]],
      ["Saturday", ["fri-after-next"]],
      ["Later", ["sat-next"]],
    ]);
  });

  it("Berlin, fall back (Sunday 26 October 2025, 25 hours): 23:30 that night is still Sunday", () => {
    const clock = at(BERLIN, "2025-10-25 22:00");
    const tasks = [
      { id: "sun-late", dueDate: localIso("2025-10-26 23:30", BERLIN), urgency: 3, completed: false },
      { id: "mon-early", dueDate: localIso("2025-10-27 00:30", BERLIN), urgency: 3, completed: false },
    ];
    expect(sectionsOf(tasks, clock)).toEqual([
      ["Tomorrow", ["sun-late"]],
      ["Monday", ["mon-early"]],
    ]);
  });
});

describe("listPlace", () => {
  const clock = at(NEW_YORK, "2025-01-31 15:00");
  it("names the section an open task is in", () => {
    expect(listPlace({ dueDate: null }, clock)).toEqual({ kind: "none", dayOffset: null });
    expect(listPlace({ dueDate: localIso("2025-01-31 09:00", NEW_YORK) }, clock)).toEqual({ kind: "overdue", dayOffset: null });
    expect(listPlace({ dueDate: localIso("2025-01-31 16:00", NEW_YORK) }, clock)).toEqual({ kind: "today", dayOffset: 0 });
    expect(listPlace({ dueDate: localIso("2025-02-01 16:00", NEW_YORK) }, clock)).toEqual({ kind: "tomorrow", dayOffset: 1 });
    expect(listPlace({ dueDate: localIso("2025-02-04 16:00", NEW_YORK) }, clock)).toEqual({ kind: "day", dayOffset: 4 });
    expect(listPlace({ dueDate: localIso("2025-02-08 00:00", NEW_YORK) }, clock)).toEqual({ kind: "later", dayOffset: null });
  });
});

describe("groupList with 2,000 tasks", () => {
  it("groups and sorts them in well under 200 ms", () => {
    const clock = at(NEW_YORK, "2025-01-31 15:00");
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: `t${i}`,
      dueDate: i % 10 === 0 ? null : new Date(clock.now.getTime() + ((i * 7919) % 40) * 86_400_000 - 5 * 86_400_000 + i * 1000).toISOString(),
      urgency: (i % 5) + 1,
      completed: i % 3 === 0,
    }));
    const started = performance.now();
    const list = groupList(many, clock);
    const elapsed = performance.now() - started;
    expect(list.sections.reduce((sum, s) => sum + s.tasks.length, 0) + list.completed.length).toBe(2000);
    expect(elapsed).toBeLessThan(200);
  });
});
