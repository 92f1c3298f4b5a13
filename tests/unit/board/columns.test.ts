import { dateColumn, isDateColumn, priorityColumn, type ColumnId } from "@/lib/board";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "./local-time";

const task = (dueDate: string | null) => ({ dueDate });

describe.each([NEW_YORK, BERLIN, KOLKATA])("dateColumn in %s", (timeZone) => {
  // Friday 31 January 2025, 15:00 local: a month end.
  const now = local("2025-01-31 15:00", timeZone);
  const clock = { now, timeZone };
  const column = (wall: string) => dateColumn(task(localIso(wall, timeZone)), clock);

  it.each([
    { name: "a year overdue", wall: "2024-01-31 15:00", expected: "today" },
    { name: "due yesterday 23:59", wall: "2025-01-30 23:59", expected: "today" },
    { name: "due exactly now", wall: "2025-01-31 15:00", expected: "today" },
    { name: "due today 00:00", wall: "2025-01-31 00:00", expected: "today" },
    { name: "due today 23:59", wall: "2025-01-31 23:59", expected: "today" },
    { name: "due today 23:59:59.999", wall: "2025-01-31 23:59:59.999", expected: "today" },
    { name: "due tomorrow 00:00 (next month)", wall: "2025-02-01 00:00", expected: "upcoming" },
    { name: "due exactly 7 days out", wall: "2025-02-07 15:00", expected: "upcoming" },
    { name: "due on the 7th day at 23:59:59.999", wall: "2025-02-07 23:59:59.999", expected: "upcoming" },
    { name: "due on the 8th day at 00:00", wall: "2025-02-08 00:00", expected: "future" },
    { name: "due next year", wall: "2026-01-31 15:00", expected: "future" },
  ])("$name ($wall) -> $expected", ({ wall, expected }) => {
    expect(column(wall)).toBe(expected);
  });

  it("puts a task without a due date (or with an unreadable one) in today", () => {
    expect(dateColumn(task(null), clock)).toBe("today");
    expect(dateColumn(task("not a date"), clock)).toBe("today");
  });

  it("moves with the clock across midnight", () => {
    const due = task(localIso("2025-02-01 00:00", timeZone));
    expect(dateColumn(due, { now: local("2025-01-31 23:59:59", timeZone), timeZone })).toBe("upcoming");
    expect(dateColumn(due, { now: local("2025-02-01 00:00", timeZone), timeZone })).toBe("today");
    const lateYesterday = task(localIso("2025-01-31 23:59", timeZone));
    expect(dateColumn(lateYesterday, { now: local("2025-02-01 00:00", timeZone), timeZone })).toBe("today");
  });
});

describe("dateColumn reads calendar days in the user's zone", () => {
  it("places the same instant differently in New York and Kolkata", () => {
    const due = task("2025-02-01T02:00:00.000Z"); // NY: Jan 31 21:00; Kolkata: Feb 1 07:30
    const now = new Date("2025-01-31T16:00:00.000Z"); // NY: Jan 31 11:00; Kolkata: Jan 31 21:30
    expect(dateColumn(due, { now, timeZone: NEW_YORK })).toBe("today");
    expect(dateColumn(due, { now, timeZone: KOLKATA })).toBe("upcoming");
  });

  it("counts the 8th day from its local midnight across the New York spring-forward (9 March 2025)", () => {
    const now = new Date("2025-03-08T05:30:00.000Z"); // Sat 8 March 00:30 EST
    const clock = { now, timeZone: NEW_YORK };
    // 00:00 EDT on Sun 16 March is 04:00Z; 24-hour arithmetic from 8 March 00:00 EST would say 05:00Z.
    expect(dateColumn(task("2025-03-16T03:59:59.999Z"), clock)).toBe("upcoming");
    expect(dateColumn(task("2025-03-16T04:00:00.000Z"), clock)).toBe("future");
    expect(dateColumn(task("2025-03-16T04:30:00.000Z"), clock)).toBe("future");
    // Tomorrow is the 23-hour day itself.
    expect(dateColumn(task("2025-03-09T04:59:59.999Z"), clock)).toBe("today");
    expect(dateColumn(task("2025-03-09T05:00:00.000Z"), clock)).toBe("upcoming");
  });

  it("counts the days across the Berlin fall-back (26 October 2025)", () => {
    const now = new Date("2025-10-25T22:30:00.000Z"); // Sun 26 October 00:30 CEST, the 25-hour day
    const clock = { now, timeZone: BERLIN };
    expect(dateColumn(task("2025-10-26T22:59:59.999Z"), clock)).toBe("today"); // 23:59:59.999 CET
    expect(dateColumn(task("2025-10-26T23:00:00.000Z"), clock)).toBe("upcoming"); // Mon 00:00 CET
    expect(dateColumn(task("2025-11-02T22:59:59.999Z"), clock)).toBe("upcoming"); // Sun 2 Nov 23:59:59.999
    expect(dateColumn(task("2025-11-02T23:00:00.000Z"), clock)).toBe("future"); // Mon 3 Nov 00:00
  });
});

describe("priorityColumn", () => {
  it.each([
    [5, "high"],
    [4, "high"],
    [3.9, "medium"],
    [2.5, "medium"],
    [2.4, "low"],
    [1, "low"],
    [null, "medium"],
    [9, "high"],
    [0, "low"],
  ] as const)("urgency %p -> %s", (urgency, expected) => {
    expect(priorityColumn({ urgency })).toBe(expected);
  });
});

describe("isDateColumn", () => {
  it("tells the date columns from the priority columns", () => {
    expect(["today", "upcoming", "future", "high", "medium", "low"].map((c) => isDateColumn(c as ColumnId))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
