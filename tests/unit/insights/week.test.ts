import { weeklyStats, type InsightsTask } from "@/lib/insights";
import { BERLIN, KOLKATA, local, localIso, NEW_YORK } from "../board/local-time";

const LONG_AGO = "2025-01-01T12:00:00.000Z";

function task(fields: Partial<InsightsTask>): InsightsTask {
  return { dueDate: null, urgency: 3, completed: false, completedAt: null, createdAt: LONG_AGO, ...fields };
}

describe.each([
  [NEW_YORK, "2025-11-16T05:00:00.000Z", "2025-11-23T04:59:59.999Z"],
  [KOLKATA, "2025-11-15T18:30:00.000Z", "2025-11-22T18:29:59.999Z"],
])("the week's edges in %s", (timeZone, start, end) => {
  const now = local("2025-11-19 12:00", timeZone); // a Wednesday

  it("runs from Sunday 00:00 to Saturday 23:59:59.999 local", () => {
    const stats = weeklyStats([], { now, timeZone });
    expect(stats.weekPeriod).toEqual({ start, end });
    expect(stats.days.map((d) => [d.date, d.weekday])).toEqual([
      ["2025-11-16", 0],
      ["2025-11-17", 1],
      ["2025-11-18", 2],
      ["2025-11-19", 3],
      ["2025-11-20", 4],
      ["2025-11-21", 5],
      ["2025-11-22", 6],
    ]);
  });

  it("counts a task due Saturday 23:59 and Sunday 00:00 of this week, not the ones just outside", () => {
    const stats = weeklyStats(
      [
        task({ dueDate: localIso("2025-11-15 23:59:59.999", timeZone) }),
        task({ dueDate: localIso("2025-11-16 00:00", timeZone) }),
        task({ dueDate: localIso("2025-11-22 23:59", timeZone) }),
        task({ dueDate: localIso("2025-11-23 00:00", timeZone) }),
      ],
      { now, timeZone },
    );
    expect([stats.totalTasks, stats.dueTasks, stats.createdTasks]).toEqual([2, 2, 0]);
  });

  it("counts creations on the local day they happened, at both edges", () => {
    const stats = weeklyStats(
      [
        task({ createdAt: localIso("2025-11-15 23:59:59.999", timeZone) }),
        task({ createdAt: localIso("2025-11-16 00:00", timeZone) }),
        task({ createdAt: localIso("2025-11-22 23:59:59.999", timeZone) }),
        task({ createdAt: localIso("2025-11-23 00:00", timeZone) }),
      ],
      { now, timeZone },
    );
    expect([stats.totalTasks, stats.createdTasks]).toEqual([2, 2]);
    expect(stats.days.map((d) => d.created)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it("starts at now when now is Sunday 00:00, and at the previous Sunday one millisecond earlier", () => {
    const sunday = local("2025-11-16 00:00", timeZone);
    expect(weeklyStats([], { now: sunday, timeZone }).weekPeriod.start).toBe(start);
    const before = new Date(sunday.getTime() - 1);
    expect(weeklyStats([], { now: before, timeZone }).weekPeriod).toEqual({
      start: localIso("2025-11-09 00:00", timeZone),
      end: new Date(sunday.getTime() - 1).toISOString(),
    });
  });

  it("marks the day that contains now as today, and no day of another week", () => {
    expect(weeklyStats([], { now, timeZone }).days.map((d) => d.today)).toEqual([false, false, false, true, false, false, false]);
    const saturdayNight = local("2025-11-22 23:59:59.999", timeZone);
    expect(weeklyStats([], { now: saturdayNight, timeZone }).days.findIndex((d) => d.today)).toBe(6);
    expect(weeklyStats([], { now, timeZone, weekOffset: -1 }).days.some((d) => d.today)).toBe(false);
  });

  it("moves by whole weeks with weekOffset", () => {
    expect(weeklyStats([], { now, timeZone, weekOffset: -1 }).weekPeriod).toEqual({
      start: localIso("2025-11-09 00:00", timeZone),
      end: localIso("2025-11-15 23:59:59.999", timeZone),
    });
    expect(weeklyStats([], { now, timeZone, weekOffset: 1 }).weekPeriod.start).toBe(localIso("2025-11-23 00:00", timeZone));
  });
});

describe("weeks across DST changes and a year end", () => {
  it("has a 169-hour week when New York falls back (Sunday 2 November 2025) and buckets by local day", () => {
    const now = local("2025-11-05 12:00", NEW_YORK);
    const stats = weeklyStats([task({ createdAt: "2025-11-03T04:30:00.000Z" })], { now, timeZone: NEW_YORK }); // Sun 23:30 EST
    expect(stats.weekPeriod).toEqual({ start: "2025-11-02T04:00:00.000Z", end: "2025-11-09T04:59:59.999Z" });
    expect(stats.days[0].created).toBe(1);
    expect(stats.days[1].created).toBe(0);
  });

  it("has a 167-hour week when Berlin springs forward (Sunday 30 March 2025)", () => {
    const now = local("2025-04-02 12:00", BERLIN);
    const stats = weeklyStats([], { now, timeZone: BERLIN });
    expect(stats.weekPeriod).toEqual({ start: "2025-03-29T23:00:00.000Z", end: "2025-04-05T21:59:59.999Z" });
    expect(stats.days.map((d) => d.date)).toEqual([
      "2025-03-30",
      "2025-03-31",
      "2025-04-01",
      "2025-04-02",
      "2025-04-03",
      "2025-04-04",
      "2025-04-05",
    ]);
  });

  it("spans the year end", () => {
    const now = local("2026-01-01 09:00", NEW_YORK); // a Thursday
    const stats = weeklyStats([], { now, timeZone: NEW_YORK, weekOffset: -1 });
    expect(stats.weekPeriod).toEqual({
      start: localIso("2025-12-21 00:00", NEW_YORK),
      end: localIso("2025-12-27 23:59:59.999", NEW_YORK),
    });
    expect(weeklyStats([], { now, timeZone: NEW_YORK }).days.map((d) => d.date)).toEqual([
      "2025-12-28",
      "2025-12-29",
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
  });
});
