import {
  dateColumn,
  dropOnDateColumn,
  dropOnPriorityColumn,
  dropOnTaskInOtherColumn,
  priorityColumn,
  type DateColumnId,
} from "@/lib/board";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "./local-time";

const COLUMNS: DateColumnId[] = ["today", "upcoming", "future"];

describe("dropOnDateColumn", () => {
  it("keeps the time of day (to the millisecond) on today, +3 and +14 days, across a month end (New York)", () => {
    const now = local("2025-01-31 10:00", NEW_YORK);
    const task = { dueDate: "2025-01-15T20:45:30.250Z" }; // 15:45:30.250 EST
    const drop = (column: DateColumnId) => dropOnDateColumn({ task, column, now, timeZone: NEW_YORK });
    expect(drop("today")).toEqual({ dueDate: "2025-01-31T20:45:30.250Z" });
    expect(drop("upcoming")).toEqual({ dueDate: "2025-02-03T20:45:30.250Z" });
    expect(drop("future")).toEqual({ dueDate: "2025-02-14T20:45:30.250Z" });
  });

  it("reads the time of day and the days in the user's zone (Kolkata vs New York)", () => {
    const task = { dueDate: "2025-01-15T02:00:00.000Z" }; // 07:30 IST on 15 Jan; 21:00 EST on 14 Jan
    const nowKolkata = local("2025-01-31 10:00", KOLKATA);
    expect(dropOnDateColumn({ task, column: "today", now: nowKolkata, timeZone: KOLKATA })).toEqual({
      dueDate: "2025-01-31T02:00:00.000Z",
    });
    expect(dropOnDateColumn({ task, column: "upcoming", now: nowKolkata, timeZone: KOLKATA })).toEqual({
      dueDate: "2025-02-03T02:00:00.000Z",
    });
    const nowNewYork = local("2025-01-31 10:00", NEW_YORK);
    expect(dropOnDateColumn({ task, column: "today", now: nowNewYork, timeZone: NEW_YORK })).toEqual({
      dueDate: "2025-02-01T02:00:00.000Z", // 31 Jan 21:00 EST
    });
  });

  it("takes today from the user's clock around midnight", () => {
    const task = { dueDate: localIso("2025-01-10 08:00", NEW_YORK) };
    const beforeMidnight = local("2025-01-31 23:59:59", NEW_YORK);
    const atMidnight = local("2025-02-01 00:00", NEW_YORK);
    expect(dropOnDateColumn({ task, column: "today", now: beforeMidnight, timeZone: NEW_YORK })).toEqual({
      dueDate: localIso("2025-01-31 08:00", NEW_YORK),
    });
    expect(dropOnDateColumn({ task, column: "today", now: atMidnight, timeZone: NEW_YORK })).toEqual({
      dueDate: localIso("2025-02-01 08:00", NEW_YORK),
    });
    expect(dropOnDateColumn({ task, column: "upcoming", now: atMidnight, timeZone: NEW_YORK })).toEqual({
      dueDate: localIso("2025-02-04 08:00", NEW_YORK),
    });
  });

  it("keeps the wall-clock time across the New York spring-forward; a skipped 02:30 becomes 03:30", () => {
    const now = local("2025-03-06 12:00", NEW_YORK); // Thursday, EST
    const early = { dueDate: "2025-03-01T07:30:00.000Z" }; // 02:30 EST
    const morning = { dueDate: "2025-03-01T14:00:00.000Z" }; // 09:00 EST
    expect(dropOnDateColumn({ task: early, column: "upcoming", now, timeZone: NEW_YORK })).toEqual({
      dueDate: "2025-03-09T07:30:00.000Z", // 9 March has no 02:30: 03:30 EDT
    });
    expect(dropOnDateColumn({ task: early, column: "future", now, timeZone: NEW_YORK })).toEqual({
      dueDate: "2025-03-20T06:30:00.000Z", // 02:30 EDT
    });
    expect(dropOnDateColumn({ task: morning, column: "future", now, timeZone: NEW_YORK })).toEqual({
      dueDate: "2025-03-20T13:00:00.000Z", // 09:00 EDT
    });
  });

  it("keeps the wall-clock time across the Berlin fall-back; an ambiguous 02:30 is the first one", () => {
    const now = local("2025-10-23 12:00", BERLIN); // Thursday, CEST
    const early = { dueDate: "2025-10-01T00:30:00.000Z" }; // 02:30 CEST
    const noon = { dueDate: "2025-10-01T10:00:00.000Z" }; // 12:00 CEST
    expect(dropOnDateColumn({ task: early, column: "upcoming", now, timeZone: BERLIN })).toEqual({
      dueDate: "2025-10-26T00:30:00.000Z", // 02:30 CEST, before the clocks go back
    });
    expect(dropOnDateColumn({ task: noon, column: "upcoming", now, timeZone: BERLIN })).toEqual({
      dueDate: "2025-10-26T11:00:00.000Z", // 12:00 CET
    });
  });

  it("gives a task without a due date 09:00 on a later column, and leaves it alone on today", () => {
    const task = { dueDate: null };
    const now = local("2025-01-31 10:00", NEW_YORK);
    expect(dropOnDateColumn({ task, column: "today", now, timeZone: NEW_YORK })).toEqual({});
    expect(dropOnDateColumn({ task, column: "upcoming", now, timeZone: NEW_YORK })).toEqual({
      dueDate: "2025-02-03T14:00:00.000Z",
    });
    expect(dropOnDateColumn({ task, column: "future", now, timeZone: BERLIN })).toEqual({
      dueDate: localIso("2025-02-14 09:00", BERLIN),
    });
  });

  it.each([NEW_YORK, BERLIN, KOLKATA])("always lands in the column it was dropped on, around midnight and DST changes (%s)", (timeZone) => {
    const times = ["00:00", "00:30", "02:30", "12:00", "23:59"];
    // Hours around midnight and the night-time changes, on the days of the New York and Berlin DST changes.
    for (const day of ["2025-03-08", "2025-03-09", "2025-03-30", "2025-10-26", "2025-11-01", "2025-11-02"]) {
      for (const hour of ["00", "01", "02", "03", "04", "12", "22", "23"]) {
        const now = local(`${day} ${hour}:15`, timeZone);
        for (const time of times) {
          const task = { dueDate: localIso(`2025-02-14 ${time}`, timeZone) };
          for (const column of COLUMNS) {
            const { dueDate } = dropOnDateColumn({ task, column, now, timeZone });
            expect([day, hour, time, column, dateColumn({ dueDate: dueDate! }, { now, timeZone })]).toEqual([
              day,
              hour,
              time,
              column,
              column,
            ]);
          }
        }
      }
    }
  });
});

describe("dropOnPriorityColumn", () => {
  it.each([
    ["high", 4.5],
    ["medium", 3],
    ["low", 1.5],
  ] as const)("%s sets urgency %p, which lands in that column", (column, urgency) => {
    expect(dropOnPriorityColumn(column)).toEqual({ urgency });
    expect(priorityColumn({ urgency })).toBe(column);
  });
});

describe("dropOnTaskInOtherColumn", () => {
  const now = local("2025-01-31 10:00", NEW_YORK);
  const timeZone = NEW_YORK;
  const task = { dueDate: localIso("2025-01-20 17:15", NEW_YORK) };

  it("priority view: takes the target's urgency (3 when it has none, clamped to 1-5)", () => {
    const drop = (urgency: number | null) =>
      dropOnTaskInOtherColumn({ task, target: { dueDate: null, urgency }, view: "priority", now, timeZone });
    expect(drop(4.2)).toEqual({ urgency: 4.2 });
    expect(drop(null)).toEqual({ urgency: 3 });
    expect(drop(7)).toEqual({ urgency: 5 });
  });

  it("date view: takes the target's due day and keeps its own time, landing in the target's column", () => {
    for (const targetWall of ["2025-02-05 08:00", "2025-02-01 00:00", "2025-02-07 23:59", "2025-02-08 00:00"]) {
      const target = { dueDate: localIso(targetWall, timeZone), urgency: 2 };
      const { dueDate } = dropOnTaskInOtherColumn({ task, target, view: "date", now, timeZone });
      expect(dueDate).toBe(localIso(`${targetWall.slice(0, 10)} 17:15`, timeZone));
      expect(dateColumn({ dueDate: dueDate! }, { now, timeZone })).toBe(dateColumn(target, { now, timeZone }));
    }
  });

  it("date view: an overdue target gives its own (past) day; a target without a due date means today", () => {
    const overdue = { dueDate: localIso("2025-01-10 11:00", timeZone), urgency: 3 };
    expect(dropOnTaskInOtherColumn({ task, target: overdue, view: "date", now, timeZone })).toEqual({
      dueDate: localIso("2025-01-10 17:15", timeZone),
    });
    const undated = { dueDate: null, urgency: 3 };
    expect(dropOnTaskInOtherColumn({ task, target: undated, view: "date", now, timeZone })).toEqual({
      dueDate: localIso("2025-01-31 17:15", timeZone),
    });
  });

  it("date view: a dragged task without a due date gets 09:00 on the target's day", () => {
    const target = { dueDate: localIso("2025-02-05 20:00", timeZone), urgency: 3 };
    expect(dropOnTaskInOtherColumn({ task: { dueDate: null }, target, view: "date", now, timeZone })).toEqual({
      dueDate: "2025-02-05T14:00:00.000Z",
    });
  });

  it("date view: the target's day is its day in the user's zone (Kolkata, and Berlin's fall-back day)", () => {
    const target = { dueDate: "2025-02-05T20:00:00.000Z", urgency: 3 }; // 6 Feb 01:30 IST
    const own = { dueDate: "2025-01-20T04:30:00.000Z" }; // 10:00 IST
    const nowKolkata = local("2025-01-31 10:00", KOLKATA);
    expect(dropOnTaskInOtherColumn({ task: own, target, view: "date", now: nowKolkata, timeZone: KOLKATA })).toEqual({
      dueDate: "2025-02-06T04:30:00.000Z",
    });
    const fallBack = { dueDate: "2025-10-26T01:00:00.000Z", urgency: 3 }; // the second 02:00 (CET)
    const nowBerlin = local("2025-10-24 10:00", BERLIN);
    expect(
      dropOnTaskInOtherColumn({ task: own, target: fallBack, view: "date", now: nowBerlin, timeZone: BERLIN }),
    ).toEqual({ dueDate: "2025-10-26T04:30:00.000Z" }); // 05:30 CET, as own time is 05:30 CET in January
  });
});
