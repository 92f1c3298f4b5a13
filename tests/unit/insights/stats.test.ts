import { insightsCopy } from "@/lib/copy/insights";
import { goalFor, productivityScore, recommendationsFor, trendFor, weeklyStats, type InsightsTask } from "@/lib/insights";
import { local, localIso, NEW_YORK } from "../board/local-time";

const timeZone = NEW_YORK;
const now = local("2025-11-19 12:00", timeZone); // Wednesday; the week is 16-22 November
const at = (wall: string) => localIso(wall, timeZone);
const LONG_AGO = at("2025-10-01 09:00");

function task(fields: Partial<InsightsTask>): InsightsTask {
  return { dueDate: null, urgency: 3, completed: false, completedAt: null, createdAt: LONG_AGO, ...fields };
}

/** `total` tasks created this Monday, the first `completed` of them done. */
function week(completed: number, total: number): InsightsTask[] {
  return Array.from({ length: total }, (_, i) =>
    task({ createdAt: at("2025-11-17 09:00"), completed: i < completed, completedAt: i < completed ? at("2025-11-18 09:00") : null }),
  );
}

describe("weeklyStats on a mixed week", () => {
  const tasks = [
    task({ createdAt: at("2025-11-17 09:00"), dueDate: at("2025-11-21 09:00"), urgency: 5 }), // pending, due later
    task({ createdAt: at("2025-11-17 10:00"), dueDate: at("2025-11-18 09:00"), urgency: 4, completed: true, completedAt: at("2025-11-18 08:00") }),
    task({ dueDate: at("2025-11-19 11:00"), urgency: null }), // created earlier, due this week, overdue
    task({ createdAt: at("2025-11-18 07:00"), urgency: 1, completed: true, completedAt: at("2025-11-19 10:00") }),
    task({ dueDate: at("2025-10-10 09:00") }), // outside the week: neither created nor due in it
    task({ dueDate: at("2025-12-01 09:00") }), // outside the week
    task({ createdAt: at("2025-11-18 10:00"), dueDate: at("2025-11-10 09:00"), urgency: 2 }), // created this week, overdue
    task({ createdAt: at("2025-11-01 09:00"), dueDate: at("2025-11-05 09:00"), completed: true, completedAt: at("2025-11-17 12:00") }), // outside, completed Monday
    task({ createdAt: at("2025-11-16 00:00"), dueDate: at("2025-11-23 00:00") }), // created Sunday 00:00, due next week
  ];
  const stats = weeklyStats(tasks, { now, timeZone });

  it("counts the week's tasks as documented", () => {
    expect(stats).toMatchObject({
      hasData: true,
      totalTasks: 6,
      createdTasks: 5,
      dueTasks: 3,
      completedTasks: 2,
      pendingTasks: 4,
      overdueTasks: 2,
    });
  });

  it("derives the rates, score and labels", () => {
    // 2/6 = 33.3 % -> 33; average urgency (5+4+3+1+2+3)/6 = 3.0;
    // score = 0.6*33 + 0.3*(100 - 33.33) + 0.1*((5 - 3)/4*100) = 19.8 + 20 + 5 = 44.8 -> 45
    expect(stats).toMatchObject({
      completionRate: 33,
      averageUrgency: 3,
      productivityScore: 45,
      trend: "declining",
      goal: "keepGoing",
      focusArea: "time_management",
      tasksPerDay: 0.9,
      completionsPerDay: 0.3,
      recommendations: [insightsCopy.focusHint, insightsCopy.breakDownHint],
    });
  });

  it("draws created and completed per local day, Sunday first", () => {
    expect(stats.days.map((d) => d.created)).toEqual([1, 2, 2, 0, 0, 0, 0]);
    expect(stats.days.map((d) => d.completed)).toEqual([0, 1, 1, 1, 0, 0, 0]);
  });
});

describe("weeklyStats formulas", () => {
  it("rounds the completion rate (2/3 -> 67, 1/8 -> 13, 139/200 = 69.5 -> 70 and Improving)", () => {
    expect(weeklyStats(week(2, 3), { now, timeZone }).completionRate).toBe(67);
    expect(weeklyStats(week(1, 8), { now, timeZone }).completionRate).toBe(13);
    const s = weeklyStats(week(139, 200), { now, timeZone });
    expect([s.completionRate, s.trend]).toEqual([70, "improving"]);
  });

  it.each([
    [69, 100, "stable", "good"],
    [70, 100, "improving", "good"],
    [39, 100, "declining", "keepGoing"],
    [40, 100, "stable", "keepGoing"],
    [59, 100, "stable", "keepGoing"],
    [60, 100, "stable", "good"],
    [79, 100, "improving", "good"],
    [80, 100, "improving", "excellent"],
  ])("%p of %p completed -> trend %s, goal %s", (completed, total, trend, goal) => {
    const s = weeklyStats(week(completed, total), { now, timeZone });
    expect([s.completionRate, s.trend, s.goal]).toEqual([completed, trend, goal]);
  });

  it("computes the productivity score with the overdue share and the average urgency", () => {
    const tasks = [
      task({ createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-17 10:00") }),
      task({ createdAt: at("2025-11-17 09:00"), completed: true, completedAt: at("2025-11-17 10:00") }),
      task({ createdAt: at("2025-11-17 09:00"), dueDate: at("2025-11-18 09:00") }), // overdue
      task({ createdAt: at("2025-11-17 09:00"), dueDate: at("2025-11-21 09:00") }),
    ];
    // 0.6*50 + 0.3*(100 - 25) + 0.1*((5 - 3)/4*100) = 30 + 22.5 + 5 = 57.5 -> 58
    expect(weeklyStats(tasks, { now, timeZone }).productivityScore).toBe(58);
    expect(productivityScore(100, 0, 1)).toBe(100);
    expect(productivityScore(0, 100, 5)).toBe(0);
    expect(productivityScore(50, 25, 3)).toBe(58);
    expect(productivityScore(33, 0, 2.8333333)).toBe(55); // 19.8 + 30 + 5.42 = 55.2
  });

  it("averages urgency to one decimal, a missing urgency counting as 3", () => {
    const urgencies = (values: (number | null)[]) =>
      weeklyStats(values.map((urgency) => task({ createdAt: at("2025-11-17 09:00"), urgency })), { now, timeZone }).averageUrgency;
    expect(urgencies([5, null, 4])).toBe(4);
    expect(urgencies([4.5, 3, 1])).toBe(2.8);
    expect(urgencies([4.5, 4.6])).toBe(4.6); // 4.55
  });

  it("counts as overdue only pending tasks due before now", () => {
    const tasks = [
      task({ dueDate: now.toISOString() }),
      task({ dueDate: new Date(now.getTime() - 1).toISOString() }),
      task({ dueDate: at("2025-11-17 09:00"), completed: true }),
    ];
    const s = weeklyStats(tasks, { now, timeZone });
    expect([s.totalTasks, s.overdueTasks, s.focusArea]).toEqual([3, 1, "time_management"]);
    expect(weeklyStats([tasks[0]], { now, timeZone }).focusArea).toBe("task_prioritization");
  });

  it("counts every pending task of a past week as overdue", () => {
    const tasks = [task({ dueDate: at("2025-11-12 09:00") }), task({ dueDate: at("2025-11-13 09:00"), completed: true })];
    const s = weeklyStats(tasks, { now, timeZone, weekOffset: -1 });
    expect([s.totalTasks, s.completedTasks, s.overdueTasks, s.completionRate]).toEqual([2, 1, 1, 50]);
  });

  it("divides per-day figures by 7 to one decimal", () => {
    const s = weeklyStats(week(3, 10), { now, timeZone });
    expect([s.tasksPerDay, s.completionsPerDay]).toEqual([1.4, 0.4]);
  });

  it("flags an empty week with every figure 0", () => {
    const s = weeklyStats([task({ dueDate: at("2025-11-01 09:00") })], { now, timeZone });
    expect(s).toMatchObject({
      hasData: false,
      totalTasks: 0,
      completionRate: 0,
      averageUrgency: 0,
      productivityScore: 0,
      overdueTasks: 0,
      recommendations: [],
      tasksPerDay: 0,
      completionsPerDay: 0,
    });
    expect(s.days.every((d) => d.created === 0 && d.completed === 0)).toBe(true);
  });
});

describe("insights labels at their thresholds", () => {
  it.each([
    [100, "improving"],
    [70, "improving"],
    [69, "stable"],
    [40, "stable"],
    [39, "declining"],
    [0, "declining"],
  ])("trend for %p %% is %s", (rate, trend) => {
    expect(trendFor(rate)).toBe(trend);
  });

  it.each([
    [80, "excellent"],
    [79, "good"],
    [60, "good"],
    [59, "keepGoing"],
  ])("goal for %p %% is %s", (rate, goal) => {
    expect(goalFor(rate)).toBe(goal);
    expect(insightsCopy.goal[goalFor(rate)]).toBe({ excellent: "Excellent", good: "Good", keepGoing: "Keep going" }[goal]);
  });

  it("recommends focus and break-down under 50 %, pace and urgency under 80 %, else praise", () => {
    expect(recommendationsFor(49)).toEqual([insightsCopy.focusHint, insightsCopy.breakDownHint]);
    expect(recommendationsFor(50)).toEqual([
      "Good pace: you finished 50% of this week's tasks. Plan the next day's tasks the evening before to keep it going.",
      insightsCopy.urgencyHint,
    ]);
    expect(recommendationsFor(79)).toHaveLength(2);
    expect(recommendationsFor(80)).toEqual(["Excellent work: you finished 80% of this week's tasks. Keep up the rhythm!"]);
  });
});
