import fc from "fast-check";
import { estimateMinutes } from "@/lib/assistant/estimate";
import { makePlan, type PlanInput, type PlanTask, type WorkingHours } from "@/lib/assistant/plan";
import { validatePlan } from "@/lib/assistant/validate-plan";
import { PLAN_STEP_MINUTES } from "@/lib/constants/assistant";
import { wallTimeToInstant, type CalendarDate } from "@/lib/dates";

/**
 * The planner's rules on random days: random tasks (overdue, due today with and without a fixed time, later,
 * none), random working hours, "now" near midnight and near the end of the working hours, in zones on their
 * DST days. Each rule is checked here on its own, and validatePlan must agree.
 */

const MINUTE = 60_000;
const DAYS: readonly { timeZone: string; day: CalendarDate }[] = [
  { timeZone: "America/New_York", day: { year: 2026, month: 3, day: 8 } },
  { timeZone: "America/New_York", day: { year: 2026, month: 11, day: 1 } },
  { timeZone: "Europe/Berlin", day: { year: 2026, month: 3, day: 29 } },
  { timeZone: "Europe/Berlin", day: { year: 2026, month: 10, day: 25 } },
  { timeZone: "Australia/Sydney", day: { year: 2026, month: 4, day: 5 } },
  { timeZone: "Asia/Kolkata", day: { year: 2026, month: 6, day: 30 } },
  { timeZone: "UTC", day: { year: 2026, month: 12, day: 31 } },
];
const TITLES = ["Email Sam", "Deep work 2h", "Review ~30m", "Gym for 45 minutes", "Read 1.5 hours", "Call mom", "Quick fix 5m"];

const hours: fc.Arbitrary<WorkingHours | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .record({ start: fc.integer({ min: 0, max: 22 * 4 }), length: fc.integer({ min: 1, max: 16 * 4 }) })
    .map(({ start, length }) => {
      const end = Math.min(start + length, 24 * 4 - 1);
      return { start: { hour: Math.floor(start / 4), minute: (start % 4) * 15 }, end: { hour: Math.floor(end / 4), minute: (end % 4) * 15 } };
    }),
);
/** Minutes after midnight: near midnight, near the end of the default working hours, or any time. */
const wallMinute = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 23 * 60 + 30, max: 24 * 60 - 1 }), fc.integer({ min: 16 * 60, max: 17 * 60 + 5 }), fc.integer({ min: 0, max: 24 * 60 - 1 }));

const taskSpec = fc.record({
  title: fc.constantFrom(...TITLES),
  /** Minutes from the start of today (wall clock), or null for no date. */
  due: fc.option(fc.oneof(fc.integer({ min: -5 * 1440, max: 12 * 1440 }), fc.integer({ min: 0, max: 47 }).map((h) => h * 30)), { nil: null }),
  urgency: fc.option(fc.constantFrom(1, 2, 2.5, 3, 4, 4.5, 5), { nil: null }),
  estimateMinutes: fc.option(fc.integer({ min: 5, max: 300 }), { nil: undefined }),
  fixedTime: fc.option(fc.boolean(), { nil: undefined }),
});

const inputs: fc.Arbitrary<PlanInput> = fc
  .record({ place: fc.constantFrom(...DAYS), minute: wallMinute, second: fc.integer({ min: 0, max: 59 }), workingHours: hours, tasks: fc.array(taskSpec, { maxLength: 14 }) })
  .map(({ place: { timeZone, day }, minute, second, workingHours, tasks }) => {
    const at = (m: number) => wallTimeToInstant({ ...day, hour: 0, minute: m, second: 0 }, timeZone);
    const now = new Date(wallTimeToInstant({ ...day, hour: Math.floor(minute / 60), minute: minute % 60, second }, timeZone).getTime());
    const planTasks: PlanTask[] = tasks.map((t, i) => ({
      id: `t${i}`,
      title: t.title,
      dueDate: t.due === null ? null : at(t.due).toISOString(),
      urgency: t.urgency,
      ...(t.estimateMinutes !== undefined ? { estimateMinutes: t.estimateMinutes } : {}),
      ...(t.fixedTime !== undefined ? { fixedTime: t.fixedTime } : {}),
    }));
    return { tasks: planTasks, now, timeZone, workingHours };
  });

function window(input: PlanInput): { start: number; end: number } {
  const { now, timeZone } = input;
  const parts = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const wh = input.workingHours ?? { start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 } };
  const day = { year: parts.year, month: parts.month, day: parts.day };
  return { start: wallTimeToInstant({ ...day, ...wh.start }, timeZone).getTime(), end: wallTimeToInstant({ ...day, ...wh.end }, timeZone).getTime() };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

describe("plan my day: properties", () => {
  it("never plans in the past, outside the working hours or over a fixed task; each task once; fixed ones stay; validatePlan agrees", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = makePlan(input);
        const { start: ws, end: we } = window(input);
        const slots = plan.slots.map((s) => ({ ...s, start: Date.parse(s.start), end: Date.parse(s.end) }));
        const ids = [...slots.map((s) => s.taskId), ...plan.tomorrow.map((t) => t.taskId)].sort();
        expect(ids).toEqual(input.tasks.map((t) => t.id).sort());
        const fixed = slots.filter((s) => s.fixed);
        for (const f of fixed) {
          const task = input.tasks.find((t) => t.id === f.taskId)!;
          expect(f.start).toBe(Date.parse(task.dueDate!));
          expect(f.start).toBeGreaterThanOrEqual(input.now.getTime());
        }
        const movable = slots.filter((s) => !s.fixed);
        for (const s of movable) {
          expect(s.start).toBeGreaterThanOrEqual(input.now.getTime());
          expect(s.start).toBeGreaterThanOrEqual(ws);
          expect(s.end).toBeLessThanOrEqual(we);
          expect(s.end).toBeGreaterThan(s.start);
          expect(s.start % (PLAN_STEP_MINUTES * MINUTE)).toBe(0);
          for (const f of fixed) expect(overlaps(s, f)).toBe(false);
          for (const o of movable) if (o !== s) expect(overlaps(s, o)).toBe(false);
        }
        expect(slots.map((s) => s.start)).toEqual([...slots.map((s) => s.start)].sort((a, b) => a - b));
        expect(validatePlan(plan, input)).toEqual({ valid: true, problems: [] });
      }),
      { numRuns: 400 },
    );
  });

  it("sends to tomorrow only what has no free slot left today", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const plan = makePlan(input);
        const { start: ws, end: we } = window(input);
        const taken = plan.slots.map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end) }));
        const step = PLAN_STEP_MINUTES * MINUTE;
        const earliest = Math.max(ws, Math.ceil(input.now.getTime() / step) * step);
        for (const { taskId } of plan.tomorrow) {
          const task = input.tasks.find((t) => t.id === taskId)!;
          const minutes = task.estimateMinutes ?? estimateMinutes(task).minutes;
          for (let t = earliest; t + minutes * MINUTE <= we; t += step) {
            expect(taken.some((b) => overlaps({ start: t, end: t + minutes * MINUTE }, b))).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("plans in rank order when nothing is fixed and all take as long", () => {
    const rank = { overdue: 0, dueToday: 1, urgent: 2, dueSoon: 3, other: 4, fixed: -1 };
    fc.assert(
      fc.property(inputs, (input) => {
        const tasks = input.tasks.map((t) => ({ ...t, estimateMinutes: 30, fixedTime: false }));
        const plan = makePlan({ ...input, tasks });
        const ranks = plan.slots.map((s) => rank[s.reason.kind]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const t of plan.tomorrow) expect(rank[t.reason.kind]).toBeGreaterThanOrEqual(Math.max(-1, ...ranks));
      }),
      { numRuns: 300 },
    );
  });

  it("validatePlan catches a slot moved into the past or out of the working hours", () => {
    fc.assert(
      fc.property(inputs, fc.nat(), (input, pick) => {
        const plan = makePlan(input);
        const movable = plan.slots.filter((s) => !s.fixed);
        fc.pre(movable.length > 0);
        const victim = movable[pick % movable.length];
        const { start: ws } = window(input);
        const to = Math.min(input.now.getTime(), ws) - 60 * MINUTE;
        const length = Date.parse(victim.end) - Date.parse(victim.start);
        const moved = { ...victim, start: new Date(to).toISOString(), end: new Date(to + length).toISOString() };
        const check = validatePlan({ ...plan, slots: plan.slots.map((s) => (s === victim ? moved : s)) }, input);
        expect(check.valid).toBe(false);
        expect(check.problems.map((p) => p.code)).toEqual(expect.arrayContaining(["outsideWorkingHours"]));
      }),
      { numRuns: 200 },
    );
  });
});
