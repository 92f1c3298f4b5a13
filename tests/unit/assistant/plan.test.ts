import { makePlan, type PlanTask } from "@/lib/assistant/plan";
import { validatePlan } from "@/lib/assistant/validate-plan";
import { localTime } from "../parse/local-time";

const NY = "America/New_York";
/** Wednesday 4 March 2026, 10:07 in New York. */
const NOW = new Date("2026-03-04T10:07:00-05:00");
const task = (id: string, title: string, dueDate: string | null, urgency: number | null, extra: Partial<PlanTask> = {}): PlanTask => ({
  id,
  title,
  dueDate: dueDate && new Date(dueDate).toISOString(),
  urgency,
  ...extra,
});
const clock = (iso: string) => localTime(iso, NY)!.slice(11);
const rows = (plan: ReturnType<typeof makePlan>) => plan.slots.map((s) => `${clock(s.start)}-${clock(s.end)} ${s.taskId}${s.fixed ? " fixed" : ""}: ${s.reason.text}`);

describe("plan my day (local planner)", () => {
  const tasks = [
    task("report", "Report ~90m", "2026-03-02T09:00-05:00", 3),
    task("call", "Call Bob", "2026-03-04T15:00-05:00", 4),
    task("rent", "Pay rent", "2026-03-04T09:00-05:00", 5),
    task("bug", "Fix prod bug 2h", null, 5),
    task("docs", "Read docs", "2026-03-06T09:00-05:00", 2),
    task("desk", "Clean desk", null, 1),
    task("blog", "Write blog for 3 hours", null, 3),
    task("standup", "Standup", "2026-03-04T08:30-05:00", 3),
    task("later", "Dentist", "2026-03-04T12:00-05:00", 3),
  ];

  it("keeps fixed times, puts overdue first, then the rest by rank into the earliest free slot, and the rest to tomorrow", () => {
    const plan = makePlan({ tasks, now: NOW, timeZone: NY });
    expect(plan.day).toEqual({ year: 2026, month: 3, day: 4 });
    expect(rows(plan)).toEqual([
      "10:10-11:40 report: overdue 2 days",
      "12:00-12:45 later fixed: due 12:00 PM",
      "12:45-13:30 standup: overdue since 8:30 AM",
      "13:30-14:30 rent: overdue since 9:00 AM",
      "14:30-15:00 docs: due in 2 days",
      "15:00-16:00 call fixed: due 3:00 PM",
      "16:00-16:30 desk: urgency 1",
    ]);
    expect(plan.tomorrow).toEqual([
      { taskId: "bug", reason: { kind: "urgent", text: "urgency 5" } },
      { taskId: "blog", reason: { kind: "other", text: "urgency 3" } },
    ]);
    expect(validatePlan(plan, { tasks, now: NOW, timeZone: NY })).toEqual({ valid: true, problems: [] });
  });

  it("orders due today, high urgency, due soon and the rest, with their reasons", () => {
    const list = [
      task("rest", "Tidy", "2026-03-20T09:00-04:00", 3),
      task("soon", "Soon", "2026-03-05T09:00-05:00", 3),
      task("urgent", "Urgent", null, 4.5),
      task("today", "Today", "2026-03-04T09:00-05:00", 2, { fixedTime: false }),
    ];
    const plan = makePlan({ tasks: list, now: new Date("2026-03-04T08:00-05:00"), timeZone: NY });
    expect(rows(plan)).toEqual([
      "09:00-09:30 today: due 9:00 AM",
      "09:30-10:30 urgent: urgency 4.5",
      "10:30-11:15 soon: due tomorrow",
      "11:15-12:00 rest: due in 16 days",
    ]);
  });

  it("uses the estimate given, else the text's, else the urgency band's default", () => {
    const plan = makePlan({
      tasks: [task("given", "Deep work 2h", null, 3, { estimateMinutes: 20 }), task("text", "Walk for 15 minutes", null, 3), task("low", "Low", null, 1)],
      now: new Date("2026-03-04T08:00-05:00"),
      timeZone: NY,
    });
    expect(rows(plan).map((r) => r.slice(0, 11))).toEqual(["09:00-09:20", "09:20-09:35", "09:35-10:05"]);
  });

  it("rounds a given estimate up to whole minutes, at least 5, and ignores one that is not a positive number", () => {
    const plan = makePlan({
      tasks: [
        task("tiny", "Tiny", null, 3, { estimateMinutes: 0.4 }),
        task("odd", "Odd", null, 3, { estimateMinutes: 12.2 }),
        task("bad", "Bad ~20m", null, 3, { estimateMinutes: Number.NaN }),
        task("zero", "Zero", null, 3, { estimateMinutes: 0 }),
      ],
      now: new Date("2026-03-04T08:00-05:00"),
      timeZone: NY,
    });
    expect(rows(plan).map((r) => r.slice(0, 11))).toEqual(["09:00-09:05", "09:05-09:18", "09:20-09:40", "09:40-10:25"]);
  });

  it("sends everything to tomorrow once the working hours are over, and respects custom working hours", () => {
    const late = makePlan({ tasks, now: new Date("2026-03-04T17:00-05:00"), timeZone: NY });
    expect(late.slots.filter((s) => !s.fixed)).toEqual([]);
    expect(late.tomorrow).toHaveLength(tasks.length);
    const early = makePlan({
      tasks: [task("a", "A", null, 3)],
      now: new Date("2026-03-04T06:00-05:00"),
      timeZone: NY,
      workingHours: { start: { hour: 7, minute: 30 }, end: { hour: 8, minute: 0 } },
    });
    expect(rows(early)).toEqual([]);
    expect(early.tomorrow.map((t) => t.taskId)).toEqual(["a"]);
  });

  it("formats reason times with the formatter passed in", () => {
    const plan = makePlan({ tasks: [task("call", "Call", "2026-03-04T15:00-05:00", 3)], now: NOW, timeZone: NY, formatTime: () => "15h" });
    expect(plan.slots[0].reason.text).toBe("due 15h");
  });

  it("treats a task due today at the default 09:00 as movable unless said otherwise, and honours fixedTime", () => {
    const at9 = task("nine", "Nine", "2026-03-05T09:00-05:00", 3);
    const now = new Date("2026-03-05T07:00-05:00");
    expect(makePlan({ tasks: [at9], now, timeZone: NY }).slots[0].fixed).toBe(false);
    expect(makePlan({ tasks: [{ ...at9, fixedTime: true }], now, timeZone: NY }).slots[0].fixed).toBe(true);
    const at3 = task("three", "Three", "2026-03-05T15:00-05:00", 3, { fixedTime: false });
    expect(makePlan({ tasks: [at3], now, timeZone: NY }).slots[0]).toMatchObject({ fixed: false, reason: { kind: "dueToday" } });
  });
});

describe("validatePlan", () => {
  const tasks = [task("a", "A ~30m", null, 3), task("b", "B ~30m", null, 3), task("meet", "Meet", "2026-03-04T11:00-05:00", 3)];
  const input = { tasks, now: NOW, timeZone: NY };
  const good = makePlan(input);
  const slot = (taskId: string, start: string, minutes: number, fixed = false) => ({
    taskId,
    start: new Date(start).toISOString(),
    end: new Date(new Date(start).getTime() + minutes * 60_000).toISOString(),
    fixed,
    reason: { kind: "other" as const, text: "" },
  });
  const meet = slot("meet", "2026-03-04T11:00-05:00", 45, true);
  const codes = (slots: ReturnType<typeof slot>[], tomorrow: string[] = []) =>
    validatePlan({ day: good.day, slots, tomorrow: tomorrow.map((taskId) => ({ taskId, reason: { kind: "other", text: "" } })) }, input).problems.map(
      (p) => `${p.code}:${p.taskId}`,
    );

  it("accepts the local plan and a reordered valid one", () => {
    expect(validatePlan(good, input).valid).toBe(true);
    expect(codes([slot("b", "2026-03-04T10:30-05:00", 30), meet, slot("a", "2026-03-04T13:00-05:00", 30)])).toEqual([]);
    expect(codes([meet], ["a", "b"])).toEqual([]);
  });

  it.each([
    ["in the past", [slot("a", "2026-03-04T09:30-05:00", 30), slot("b", "2026-03-04T12:00-05:00", 30), meet], ["inPast:a"]],
    ["outside working hours", [slot("a", "2026-03-04T16:45-05:00", 30), slot("b", "2026-03-04T12:00-05:00", 30), meet], ["outsideWorkingHours:a"]],
    ["over a fixed task", [slot("a", "2026-03-04T11:30-05:00", 30), slot("b", "2026-03-04T12:00-05:00", 30), meet], ["overlapsFixed:a"]],
    ["over another slot", [slot("a", "2026-03-04T12:00-05:00", 30), slot("b", "2026-03-04T12:15-05:00", 30), meet], ["overlapsPlanned:a", "overlapsPlanned:b"]],
    ["a fixed task moved", [slot("a", "2026-03-04T12:00-05:00", 30), slot("b", "2026-03-04T13:00-05:00", 30), slot("meet", "2026-03-04T14:00-05:00", 45, true)], ["fixedMoved:meet"]],
    ["a wrong duration", [slot("a", "2026-03-04T12:00-05:00", 10), slot("b", "2026-03-04T13:00-05:00", 30), meet], ["wrongDuration:a"]],
    ["a missing task", [slot("a", "2026-03-04T12:00-05:00", 30), meet], ["missingTask:b"]],
    ["an unknown task", [slot("a", "2026-03-04T12:00-05:00", 30), slot("b", "2026-03-04T13:00-05:00", 30), slot("zzz", "2026-03-04T14:00-05:00", 30), meet], ["unknownTask:zzz"]],
    ["a task twice", [slot("a", "2026-03-04T12:00-05:00", 30), slot("a", "2026-03-04T13:00-05:00", 30), slot("b", "2026-03-04T14:00-05:00", 30), meet], ["duplicateTask:a"]],
  ])("refuses a slot %s", (_name, slots, expected) => {
    expect(codes(slots)).toEqual(expected);
  });

  it("refuses a fixed task on the tomorrow list and an unreadable time", () => {
    expect(codes([slot("a", "2026-03-04T12:00-05:00", 30), slot("b", "2026-03-04T13:00-05:00", 30)], ["meet"])).toEqual(["fixedMoved:meet"]);
    expect(codes([{ ...slot("a", "2026-03-04T12:00-05:00", 30), start: "soon" }, meet], ["b"])).toEqual(["invalidTime:a"]);
  });
});
