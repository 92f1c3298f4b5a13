import { groupTasks, type BoardTask } from "@/lib/board";
import { local, localIso, NEW_YORK } from "./local-time";

const timeZone = NEW_YORK;
const now = local("2025-01-31 15:00", timeZone);

function task(id: string, due: string | null, urgency: number | null = 3): BoardTask {
  return { id, dueDate: due && localIso(due, timeZone), urgency, completed: false };
}

const ids = (columns: ReturnType<typeof groupTasks>) =>
  Object.fromEntries(columns.map((column) => [column.id, column.tasks.map((t) => t.id)]));

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

  it("returns the caller's task objects", () => {
    const [today] = groupTasks(tasks, { view: "date", now, timeZone });
    expect(today.tasks[0]).toBe(tasks[2]);
  });

  it("puts the saved order first, skipping ids that left the column or vanished, then the rest", () => {
    const order = { today: ["no-date", "tomorrow", "gone", "no-date", "later-today"], future: ["next-month"] };
    expect(ids(groupTasks(tasks, { view: "date", now, timeZone, order }))).toEqual({
      today: ["no-date", "later-today", "overdue"],
      upcoming: ["tomorrow", "in-a-week"],
      future: ["next-month", "day-8"],
    });
  });

  it("breaks due-date ties by higher urgency, then keeps the input order", () => {
    const same = "2025-02-03 09:00";
    const tied = [task("a", same, 2), task("b", same, 5), task("c", same, 2), task("d", null, 1), task("e", null, 4)];
    expect(ids(groupTasks(tied, { view: "date", now, timeZone }))).toEqual({
      today: ["e", "d"],
      upcoming: ["b", "a", "c"],
      future: [],
    });
  });
});

describe("groupTasks, priority view", () => {
  it("splits by urgency band, highest urgency first, then earliest due date (none last)", () => {
    const tasks = [
      task("m-none", null, null),
      task("h-4", "2025-02-01 09:00", 4),
      task("l-2.4", null, 2.4),
      task("h-5", null, 5),
      task("m-2.5", "2025-01-01 09:00", 2.5),
      task("h-4-early", "2025-01-10 09:00", 4),
      task("m-3", "2025-01-01 08:00", 3),
    ];
    const columns = groupTasks(tasks, { view: "priority", now, timeZone, order: { medium: ["m-2.5"] } });
    expect(columns.map((c) => c.id)).toEqual(["high", "medium", "low"]);
    expect(ids(columns)).toEqual({
      high: ["h-5", "h-4-early", "h-4"],
      medium: ["m-2.5", "m-3", "m-none"],
      low: ["l-2.4"],
    });
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
    const order = { today: many.slice(0, 500).map((t) => t.id) };
    const started = performance.now();
    const columns = groupTasks(many, { view: "date", now, timeZone, order });
    const elapsed = performance.now() - started;
    expect(columns.reduce((sum, c) => sum + c.tasks.length, 0)).toBe(2000);
    expect(elapsed).toBeLessThan(200);
  });
});
