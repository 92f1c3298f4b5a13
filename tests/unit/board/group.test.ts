import { groupTasks, type BoardTask } from "@/lib/board";
import { local, localIso, NEW_YORK } from "./local-time";

const timeZone = NEW_YORK;
const now = local("2025-01-31 15:00", timeZone);

function task(id: string, due: string | null, urgency: number | null = 3, completed = false): BoardTask {
  return { id, dueDate: due && localIso(due, timeZone), urgency, completed };
}

const ids = (columns: ReturnType<typeof groupTasks>) =>
  Object.fromEntries(columns.map((column) => [column.id, column.tasks.map((t) => t.id)]));
const done = (columns: ReturnType<typeof groupTasks>) =>
  Object.fromEntries(columns.map((column) => [column.id, column.completed.map((t) => t.id)]));

describe("groupTasks, date view", () => {
  const tasks = [
    task("later-today", "2025-01-31 18:00"),
    task("no-date", null),
    task("overdue", "2025-01-20 09:00"),
    task("tomorrow", "2025-02-01 00:00"),
    task("in-a-week", "2025-02-07 23:59"),
    task("next-month", "2025-02-28 10:00"),
    task("day-8", "2025-02-08 00:00"),
  ];

  it("returns the three date columns in display order, each sorted by due date, no due date last", () => {
    const columns = groupTasks(tasks, { view: "date", now, timeZone });
    expect(columns.map((c) => c.id)).toEqual(["today", "upcoming", "future"]);
    expect(ids(columns)).toEqual({
      today: ["overdue", "later-today", "no-date"],
      upcoming: ["tomorrow", "in-a-week"],
      future: ["day-8", "next-month"],
    });
  });

  it("marks where the tasks without a due date start in 'Today & Overdue' (none elsewhere, none when there are none)", () => {
    const columns = groupTasks([...tasks, task("no-date-2", null, 5)], { view: "date", now, timeZone });
    expect(columns.map((c) => c.undatedFrom)).toEqual([2, null, null]);
    expect(columns[0].tasks.slice(2).map((t) => t.id)).toEqual(["no-date-2", "no-date"]);
    expect(groupTasks(tasks.filter((t) => t.dueDate), { view: "date", now, timeZone })[0].undatedFrom).toBeNull();
    expect(groupTasks([task("only", null)], { view: "date", now, timeZone })[0].undatedFrom).toBe(0);
  });

  it("returns the caller's task objects", () => {
    const [today] = groupTasks(tasks, { view: "date", now, timeZone });
    expect(today.tasks[0]).toBe(tasks[2]);
  });

  it("orders by time whatever the saved order says; the saved order decides between equal due dates", () => {
    // A saved order from before 'later-today' was rescheduled, and two tasks without a due date placed by hand.
    const withUndated = [...tasks, task("no-date-b", null, 5)];
    const order = { today: ["later-today", "no-date", "tomorrow", "gone", "no-date", "overdue", "no-date-b"], future: ["next-month", "day-8"] };
    expect(ids(groupTasks(withUndated, { view: "date", now, timeZone, order }))).toEqual({
      today: ["overdue", "later-today", "no-date", "no-date-b"],
      upcoming: ["tomorrow", "in-a-week"],
      future: ["day-8", "next-month"],
    });
  });

  it("breaks due-date ties by the saved order, then by higher urgency, then keeps the input order", () => {
    const same = "2025-02-03 09:00";
    const tied = [task("a", same, 2), task("b", same, 5), task("c", same, 2), task("d", null, 1), task("e", null, 4)];
    expect(ids(groupTasks(tied, { view: "date", now, timeZone }))).toEqual({ today: ["e", "d"], upcoming: ["b", "a", "c"], future: [] });
    expect(ids(groupTasks(tied, { view: "date", now, timeZone, order: { upcoming: ["c"], today: ["d"] } }))).toEqual({
      today: ["d", "e"],
      upcoming: ["c", "b", "a"],
      future: [],
    });
  });

  it("puts completed tasks in each column's own group, ordered by time, out of the column's tasks", () => {
    const mixed = [...tasks, task("done-late", "2025-01-31 20:00", 3, true), task("done-early", "2025-01-02 08:00", 3, true), task("done-far", "2025-03-01 08:00", 3, true)];
    const columns = groupTasks(mixed, { view: "date", now, timeZone });
    expect(ids(columns).today).toEqual(["overdue", "later-today", "no-date"]);
    expect(done(columns)).toEqual({ today: ["done-early", "done-late"], upcoming: [], future: ["done-far"] });
  });
});

describe("groupTasks, priority view", () => {
  const tasks = [
    task("m-none", null, null),
    task("h-4", "2025-02-01 09:00", 4),
    task("l-2.4", null, 2.4),
    task("h-5", null, 5),
    task("m-2.5", "2025-01-01 09:00", 2.5),
    task("h-4-early", "2025-01-10 09:00", 4),
    task("m-3", "2025-01-01 08:00", 3),
  ];

  it("splits by urgency band and orders each column by time (none last), then higher urgency", () => {
    const columns = groupTasks(tasks, { view: "priority", now, timeZone });
    expect(columns.map((c) => c.id)).toEqual(["high", "medium", "low"]);
    expect(ids(columns)).toEqual({ high: ["h-4-early", "h-4", "h-5"], medium: ["m-3", "m-2.5", "m-none"], low: ["l-2.4"] });
    expect(columns.map((c) => c.undatedFrom)).toEqual([null, null, null]);
  });

  it("keeps the order set by hand and merges the other tasks into it by time", () => {
    // Reordered by hand: the later task first. A new task due in between goes before the first placed one due after it.
    const placed = [task("late", "2025-02-10 09:00", 4), task("early", "2025-02-02 09:00", 4), task("new-mid", "2025-02-05 09:00", 4), task("new-first", "2025-02-01 09:00", 4), task("new-none", null, 4)];
    const columns = groupTasks(placed, { view: "priority", now, timeZone, order: { high: ["late", "early"] } });
    expect(ids(columns).high).toEqual(["new-first", "new-mid", "late", "early", "new-none"]);
  });

  it("returns empty columns for no tasks", () => {
    expect(ids(groupTasks([], { view: "priority", now, timeZone }))).toEqual({ high: [], medium: [], low: [] });
  });
});

describe("groupTasks with 2,000 tasks", () => {
  it("groups and sorts them in well under 200 ms", () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: `t${i}`,
      dueDate: i % 10 === 0 ? null : new Date(now.getTime() + ((i * 7919) % 40) * 86_400_000 - 5 * 86_400_000).toISOString(),
      urgency: (i % 5) + 1,
      completed: i % 3 === 0,
    }));
    for (const view of ["date", "priority"] as const) {
      const order = { today: many.slice(0, 500).map((t) => t.id), high: many.slice(0, 500).map((t) => t.id) };
      const started = performance.now();
      const columns = groupTasks(many, { view, now, timeZone, order });
      const elapsed = performance.now() - started;
      expect(columns.reduce((sum, c) => sum + c.tasks.length + c.completed.length, 0)).toBe(2000);
      expect(columns.reduce((sum, c) => sum + c.completed.length, 0)).toBe(many.filter((t) => t.completed).length);
      expect(elapsed).toBeLessThan(200);
    }
  });
});
