import { dateColumn, reorderInColumn } from "@/lib/board";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "./local-time";

type Row = [id: string, wall: string | null];

function column(rows: Row[], timeZone: string) {
  return rows.map(([id, wall]) => ({ id, dueDate: wall && localIso(wall, timeZone) }));
}

describe.each([NEW_YORK, KOLKATA])("reorderInColumn in the date view (%s)", (timeZone) => {
  const now = local("2025-01-31 10:00", timeZone);
  const reorder = (rows: Row[], activeId: string, toIndex: number) =>
    reorderInColumn({ tasks: column(rows, timeZone), activeId, toIndex, view: "date", now, timeZone });
  const at = (wall: string) => localIso(wall, timeZone);

  it("sets the due date halfway between the new neighbours", () => {
    const rows: Row[] = [["a", "2025-02-03 10:00"], ["b", "2025-02-03 12:00"], ["c", "2025-02-03 16:00"]];
    expect(reorder(rows, "c", 1)).toEqual({ order: ["a", "c", "b"], patch: { dueDate: at("2025-02-03 11:00") } });
    expect(reorder(rows, "a", 1)).toEqual({ order: ["b", "a", "c"], patch: { dueDate: at("2025-02-03 14:00") } });
  });

  it("uses the previous neighbour + 15 min when the gap is under 30 min, the midpoint from 30 min", () => {
    const rows = (next: string): Row[] => [["a", "2025-02-03 10:00"], ["b", next], ["x", "2025-02-04 09:00"]];
    expect(reorder(rows("2025-02-03 10:29:59"), "x", 1).patch).toEqual({ dueDate: at("2025-02-03 10:15") });
    expect(reorder(rows("2025-02-03 10:30"), "x", 1).patch).toEqual({ dueDate: at("2025-02-03 10:15") });
    expect(reorder(rows("2025-02-03 10:31"), "x", 1).patch).toEqual({ dueDate: at("2025-02-03 10:15:30") });
    expect(reorder(rows("2025-02-03 10:00"), "x", 1).patch).toEqual({ dueDate: at("2025-02-03 10:15") });
  });

  it("uses the previous neighbour + 15 min when a hand-made order runs backwards in time", () => {
    const rows: Row[] = [["a", "2025-02-03 15:00"], ["b", "2025-02-03 10:00"], ["x", "2025-02-04 09:00"]];
    expect(reorder(rows, "x", 1).patch).toEqual({ dueDate: at("2025-02-03 15:15") });
  });

  it("offsets by 30 min from a single neighbour: before the next at the top, after the previous at the bottom", () => {
    const rows: Row[] = [["a", "2025-02-03 10:00"], ["b", "2025-02-04 12:00"], ["c", "2025-02-05 16:00"]];
    expect(reorder(rows, "b", 0)).toEqual({ order: ["b", "a", "c"], patch: { dueDate: at("2025-02-03 09:30") } });
    expect(reorder(rows, "b", 2)).toEqual({ order: ["a", "c", "b"], patch: { dueDate: at("2025-02-05 16:30") } });
    expect(reorder(rows, "a", 99).order).toEqual(["b", "c", "a"]);
  });

  it("treats a neighbour without a due date as absent, and changes only the order when neither has one", () => {
    const rows: Row[] = [["a", null], ["b", "2025-01-31 12:00"], ["c", null], ["d", "2025-01-31 08:00"]];
    expect(reorder(rows, "d", 1)).toEqual({ order: ["a", "d", "b", "c"], patch: { dueDate: at("2025-01-31 11:30") } });
    expect(reorder(rows, "b", 3)).toEqual({ order: ["a", "c", "d", "b"], patch: { dueDate: at("2025-01-31 08:30") } });
    const undated: Row[] = [["a", null], ["b", null], ["c", "2025-01-31 08:00"]];
    expect(reorder(undated, "c", 1)).toEqual({ order: ["a", "c", "b"], patch: {} });
  });

  it("changes nothing when the task stays in place or is not in the column", () => {
    const rows: Row[] = [["a", "2025-02-03 10:00"], ["b", "2025-02-03 12:00"]];
    expect(reorder(rows, "a", 0)).toEqual({ order: ["a", "b"], patch: {} });
    expect(reorder(rows, "zzz", 1)).toEqual({ order: ["a", "b"], patch: {} });
  });

  it("keeps the task inside its column at the column's edges", () => {
    // Today: after 23:50 would be 00:20 tomorrow; it stays at 23:59 today.
    const today: Row[] = [["x", "2025-01-31 09:00"], ["a", "2025-01-31 23:50"]];
    expect(reorder(today, "x", 1).patch).toEqual({ dueDate: at("2025-01-31 23:59") });
    // Next 7 Days: before tomorrow 00:10 would be today 23:40; it stays at tomorrow 00:00 (1 Feb, a month start).
    const upcoming: Row[] = [["a", "2025-02-01 00:10"], ["x", "2025-02-05 09:00"]];
    expect(reorder(upcoming, "x", 0).patch).toEqual({ dueDate: at("2025-02-01 00:00") });
    // ... and after 7 Feb 23:45 would be 8 Feb 00:15, in Upcoming; it stays at 7 Feb 23:59.
    const lastDay: Row[] = [["x", "2025-02-02 09:00"], ["a", "2025-02-07 23:45"]];
    expect(reorder(lastDay, "x", 1).patch).toEqual({ dueDate: at("2025-02-07 23:59") });
    // Upcoming: before 8 Feb 00:15 would be 7 Feb 23:45; it stays at 8 Feb 00:00.
    const future: Row[] = [["a", "2025-02-08 00:15"], ["x", "2025-03-01 09:00"]];
    const { patch } = reorder(future, "x", 0);
    expect(patch).toEqual({ dueDate: at("2025-02-08 00:00") });
    expect(dateColumn({ dueDate: patch.dueDate! }, { now, timeZone })).toBe("future");
  });
});

describe("reorderInColumn across DST changes", () => {
  it("takes the midpoint in absolute time across the New York spring-forward", () => {
    const now = local("2025-03-07 10:00", NEW_YORK);
    const tasks = [
      { id: "a", dueDate: "2025-03-09T06:00:00.000Z" }, // 01:00 EST
      { id: "b", dueDate: "2025-03-09T08:00:00.000Z" }, // 04:00 EDT
      { id: "x", dueDate: "2025-03-10T13:00:00.000Z" },
    ];
    expect(reorderInColumn({ tasks, activeId: "x", toIndex: 1, view: "date", now, timeZone: NEW_YORK }).patch).toEqual({
      dueDate: "2025-03-09T07:00:00.000Z", // 03:00 EDT: one real hour after 01:00 EST
    });
  });

  it("adds 30 real minutes across the Berlin fall-back", () => {
    const now = local("2025-10-23 10:00", BERLIN);
    const tasks = [
      { id: "x", dueDate: "2025-10-27T09:00:00.000Z" },
      { id: "a", dueDate: "2025-10-26T00:45:00.000Z" }, // 02:45 CEST
    ];
    expect(reorderInColumn({ tasks, activeId: "x", toIndex: 1, view: "date", now, timeZone: BERLIN }).patch).toEqual({
      dueDate: "2025-10-26T01:15:00.000Z", // 02:15 CET, the second 02:15 of the night
    });
  });
});

describe("reorderInColumn in the priority view", () => {
  it("changes only the order", () => {
    const tasks = [
      { id: "a", dueDate: "2025-02-03T10:00:00.000Z" },
      { id: "b", dueDate: null },
      { id: "c", dueDate: "2025-02-05T10:00:00.000Z" },
    ];
    const now = new Date("2025-01-31T15:00:00.000Z");
    expect(reorderInColumn({ tasks, activeId: "c", toIndex: 0, view: "priority", now, timeZone: BERLIN })).toEqual({
      order: ["c", "a", "b"],
      patch: {},
    });
  });
});
