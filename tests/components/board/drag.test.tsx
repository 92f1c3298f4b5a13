import { resolveDrop, type DragData } from "@/components/board/drag";
import { groupTasks, type BoardTask, type ColumnView, type ColumnId } from "@/lib/board";

// Tuesday 31 March 2026, 10:00 in Berlin (CEST, UTC+2, two days after the DST change); a month end.
const clock = { now: new Date("2026-03-31T08:00:00.000Z"), timeZone: "Europe/Berlin" };

const tasks: BoardTask[] = [
  { id: "a", dueDate: "2026-03-31T13:00:00.000Z", urgency: 4.5, completed: false }, // today 15:00
  { id: "b", dueDate: "2026-03-31T16:00:00.000Z", urgency: 2, completed: false }, // today 18:00
  { id: "c", dueDate: "2026-04-02T07:00:00.000Z", urgency: 3, completed: false }, // Thu 2 Apr 09:00
  { id: "d", dueDate: null, urgency: 3, completed: false },
];

/** A drop on a column's free space; `visible` is how many of its cards are rendered. */
const onColumn = (columnId: ColumnId, visible = 25): DragData => ({ type: "column", columnId, visible });

function drop(view: ColumnView, active: string, over: DragData) {
  const columns = groupTasks(tasks, { view, ...clock });
  const columnId = columns.find((c) => c.tasks.some((t) => t.id === active))!.id;
  return resolveDrop({ view, columns, active: { type: "task", taskId: active, columnId }, over, ...clock });
}

describe("resolveDrop, date view", () => {
  it("onto the 'Next 7 Days' column: +3 days keeping the time of day, placed last", () => {
    expect(drop("date", "a", onColumn("upcoming"))).toEqual({
      patch: { dueDate: "2026-04-03T13:00:00.000Z" },
      order: { upcoming: ["c", "a"] },
    });
  });

  it("onto the 'Upcoming' column: +14 days (14 April, 15:00)", () => {
    expect(drop("date", "a", onColumn("future"))?.patch).toEqual({ dueDate: "2026-04-14T13:00:00.000Z" });
  });

  it("onto a card in another column: that card's day with its own time, placed before it", () => {
    expect(drop("date", "b", { type: "task", taskId: "c", columnId: "upcoming" })).toEqual({
      patch: { dueDate: "2026-04-02T16:00:00.000Z" },
      order: { upcoming: ["b", "c"] },
    });
  });

  it("reorders within a column: first place gets the next neighbour's due date minus 30 minutes", () => {
    expect(drop("date", "b", { type: "task", taskId: "a", columnId: "today" })).toEqual({
      patch: { dueDate: "2026-03-31T12:30:00.000Z" },
      order: { today: ["b", "a", "d"] },
    });
  });

  it("dropped on its own column moves the card to the end of it", () => {
    expect(drop("date", "a", onColumn("today"))?.order).toEqual({ today: ["b", "d", "a"] });
  });

  it("onto a long column whose first cards only are rendered: placed right after them", () => {
    // Within its own column this is a reorder to the first place: 30 minutes before the next card.
    expect(drop("date", "d", onColumn("today", 1))).toEqual({ patch: { dueDate: "2026-03-31T12:30:00.000Z" }, order: { today: ["d", "a", "b"] } });
    expect(drop("date", "c", onColumn("today", 1))?.order).toEqual({ today: ["a", "c", "b", "d"] });
  });

  it("dropped on itself changes nothing", () => {
    expect(drop("date", "a", { type: "task", taskId: "a", columnId: "today" })).toBeNull();
  });
});

describe("resolveDrop, priority view", () => {
  it("onto a priority column sets its urgency (4.5, 3, 1.5)", () => {
    expect(drop("priority", "a", onColumn("low"))).toEqual({ patch: { urgency: 1.5 }, order: { low: ["b", "a"] } });
    expect(drop("priority", "b", onColumn("high"))?.patch).toEqual({ urgency: 4.5 });
    expect(drop("priority", "a", onColumn("medium"))?.patch).toEqual({ urgency: 3 });
  });

  it("onto a card in another column takes that card's urgency", () => {
    expect(drop("priority", "b", { type: "task", taskId: "a", columnId: "high" })).toEqual({ patch: { urgency: 4.5 }, order: { high: ["b", "a"] } });
  });

  it("reorders within a column without changing the task", () => {
    expect(drop("priority", "d", { type: "task", taskId: "c", columnId: "medium" })).toEqual({ patch: {}, order: { medium: ["d", "c"] } });
  });
});
