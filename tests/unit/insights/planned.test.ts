import { plannedVsDone, plannedWeekRange, type PlannedRow, type PlanTaskState } from "@/lib/insights-plan";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "../board/local-time";

/** 'Planned vs done' (docs/product.md#insights): per day of the insights week, planned tasks and those done by the end of that day. */

const open = (id: string): PlanTaskState => ({ id, completed: false, completedAt: null });
const doneAt = (id: string, completedAt: string | null): PlanTaskState => ({ id, completed: true, completedAt });
const row = (taskId: string, day: string): PlannedRow => ({ taskId, day });
const figures = (result: ReturnType<typeof plannedVsDone>) => result.days.map((d) => [d.date, d.planned, d.done]);

describe.each([NEW_YORK, KOLKATA, BERLIN])("in %s", (timeZone) => {
  const now = local("2030-01-16 12:00", timeZone); // a Wednesday

  it("counts per day the planned tasks and those completed by the end of their day, with the week's total and percent", () => {
    const tasks = [
      doneAt("a", localIso("2030-01-13 08:00", timeZone)), // done on its day
      doneAt("b", localIso("2030-01-14 23:59:59.999", timeZone)), // the last moment of its day
      doneAt("c", localIso("2030-01-15 00:00", timeZone)), // planned for the 14th: done the next midnight, too late
      open("d"),
      doneAt("e", null), // completed, time unknown
      doneAt("f", localIso("2030-01-10 09:00", timeZone)), // done before its day
    ];
    const rows = [row("a", "2030-01-13"), row("b", "2030-01-14"), row("c", "2030-01-14"), row("d", "2030-01-16"), row("e", "2030-01-16"), row("f", "2030-01-19")];
    const result = plannedVsDone(rows, tasks, { now, timeZone });
    expect(figures(result)).toEqual([
      ["2030-01-13", 1, 1],
      ["2030-01-14", 2, 1],
      ["2030-01-15", 0, 0],
      ["2030-01-16", 2, 1],
      ["2030-01-17", 0, 0],
      ["2030-01-18", 0, 0],
      ["2030-01-19", 1, 1],
    ]);
    expect(result.days.map((d) => d.today)).toEqual([false, false, false, true, false, false, false]);
    expect(result).toMatchObject({ hasData: true, planned: 6, done: 4, percent: 67 });
  });

  it("leaves out rows of days outside the week and of tasks that are gone; a week with none has no data", () => {
    const tasks = [doneAt("a", localIso("2030-01-12 10:00", timeZone)), open("b")];
    const result = plannedVsDone([row("a", "2030-01-12"), row("b", "2030-01-20"), row("gone", "2030-01-16")], tasks, { now, timeZone });
    expect(result).toMatchObject({ hasData: false, planned: 0, done: 0, percent: 0 });
    expect(result.days).toHaveLength(7);
    expect(plannedVsDone([], [], { now, timeZone }).hasData).toBe(false);
  });

  it("reads the week before with weekOffset -1, where no day is today", () => {
    const result = plannedVsDone([row("a", "2030-01-12")], [doneAt("a", localIso("2030-01-12 10:00", timeZone))], { now, timeZone, weekOffset: -1 });
    expect(result.days[0].date).toBe("2030-01-06");
    expect(result.days.some((d) => d.today)).toBe(false);
    expect(result).toMatchObject({ planned: 1, done: 1, percent: 100 });
    expect(plannedWeekRange({ now, timeZone, weekOffset: -1 })).toEqual({ fromDay: "2030-01-06", toDay: "2030-01-12" });
  });
});

describe("midnight", () => {
  it("at Sunday 00:00 local the new week starts and that Sunday is today; a minute before it is still Saturday of the week before", () => {
    const sunday = local("2030-01-20 00:00", NEW_YORK);
    expect(plannedWeekRange({ now: sunday, timeZone: NEW_YORK })).toEqual({ fromDay: "2030-01-20", toDay: "2030-01-26" });
    expect(plannedVsDone([], [], { now: sunday, timeZone: NEW_YORK }).days[0].today).toBe(true);
    const saturday = local("2030-01-19 23:59", NEW_YORK);
    expect(plannedWeekRange({ now: saturday, timeZone: NEW_YORK })).toEqual({ fromDay: "2030-01-13", toDay: "2030-01-19" });
    expect(plannedVsDone([], [], { now: saturday, timeZone: NEW_YORK }).days[6].today).toBe(true);
  });

  it("is the user's midnight, not UTC's: 23:30 in New York is the next day in UTC but still counts for the day", () => {
    const now = local("2030-01-16 12:00", NEW_YORK);
    const late = doneAt("a", localIso("2030-01-16 23:30", NEW_YORK));
    expect(late.completedAt!.slice(0, 10)).toBe("2030-01-17");
    expect(plannedVsDone([row("a", "2030-01-16")], [late], { now, timeZone: NEW_YORK }).days[3]).toMatchObject({ planned: 1, done: 1 });
  });
});

describe("month and year ends", () => {
  it("a week across January's end holds both months' days", () => {
    const now = local("2030-02-01 09:00", BERLIN); // a Friday
    expect(plannedWeekRange({ now, timeZone: BERLIN })).toEqual({ fromDay: "2030-01-27", toDay: "2030-02-02" });
    const result = plannedVsDone([row("a", "2030-01-31"), row("b", "2030-02-01")], [doneAt("a", localIso("2030-01-31 23:00", BERLIN)), open("b")], { now, timeZone: BERLIN });
    expect(figures(result).filter(([, planned]) => planned)).toEqual([
      ["2030-01-31", 1, 1],
      ["2030-02-01", 1, 0],
    ]);
  });

  it("a week across the year's end", () => {
    const now = local("2030-12-31 09:00", KOLKATA); // a Tuesday
    expect(plannedWeekRange({ now, timeZone: KOLKATA })).toEqual({ fromDay: "2030-12-29", toDay: "2031-01-04" });
    expect(plannedVsDone([row("a", "2031-01-01")], [open("a")], { now, timeZone: KOLKATA }).days[3]).toMatchObject({ date: "2031-01-01", planned: 1, done: 0 });
  });
});

describe("DST weeks in New York", () => {
  it("spring forward (Sunday 10 March 2030, a 23-hour day): the day ends at the next local midnight, 04:00Z", () => {
    const now = local("2030-03-13 12:00", NEW_YORK);
    const rows = [row("a", "2030-03-10"), row("b", "2030-03-10")];
    const tasks = [doneAt("a", "2030-03-11T03:59:59.999Z"), doneAt("b", "2030-03-11T04:30:00.000Z")]; // 23:59:59.999 EDT; 00:30 on the 11th
    expect(plannedVsDone(rows, tasks, { now, timeZone: NEW_YORK }).days[0]).toMatchObject({ date: "2030-03-10", planned: 2, done: 1 });
    expect(plannedWeekRange({ now, timeZone: NEW_YORK })).toEqual({ fromDay: "2030-03-10", toDay: "2030-03-16" });
  });

  it("fall back (Sunday 3 November 2030, a 25-hour day): 23:30 EST, 24.5 hours after its midnight, still counts", () => {
    const now = local("2030-11-05 12:00", NEW_YORK);
    const tasks = [doneAt("a", "2030-11-04T04:30:00.000Z"), doneAt("b", "2030-11-04T05:00:00.000Z")]; // 23:30 EST on the 3rd; midnight on the 4th
    const result = plannedVsDone([row("a", "2030-11-03"), row("b", "2030-11-03")], tasks, { now, timeZone: NEW_YORK });
    expect(result.days[0]).toMatchObject({ date: "2030-11-03", planned: 2, done: 1 });
    expect(result.days.map((d) => d.date)).toEqual(["2030-11-03", "2030-11-04", "2030-11-05", "2030-11-06", "2030-11-07", "2030-11-08", "2030-11-09"]);
  });
});
