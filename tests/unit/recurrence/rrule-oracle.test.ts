import fc from "fast-check";
import { RRule, Weekday, type Options } from "rrule";
import { nextOccurrence } from "@/lib/recurrence/next-occurrence";
import { formatRRule, WEEKDAY_CODES, type RecurrenceRule } from "@/lib/recurrence/rule";

/**
 * Duely's expansion against the rrule package (the reference implementation of RFC 5545 in JavaScript),
 * in UTC so that both read the same floating times: random rules of the accepted subset, random series
 * starts and completed occurrences. Rules are drawn so that each has a later date (rrule would otherwise
 * scan to the year 9999).
 */

const freqs = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY } as const;
const weekday = fc.constantFrom(...WEEKDAY_CODES);

const rules: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  fc.record({ freq: fc.constant("DAILY" as const), interval: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    freq: fc.constant("DAILY" as const),
    interval: fc.constant(1),
    byDay: fc.uniqueArray(weekday, { minLength: 1, maxLength: 7 }).map((ds) => ds.map((d) => ({ weekday: d }))),
  }),
  fc.record(
    {
      freq: fc.constant("WEEKLY" as const),
      interval: fc.integer({ min: 1, max: 4 }),
      byDay: fc.uniqueArray(weekday, { minLength: 1, maxLength: 7 }).map((ds) => ds.map((d) => ({ weekday: d }))),
    },
    { requiredKeys: ["freq", "interval"] },
  ),
  fc.record(
    {
      freq: fc.constant("MONTHLY" as const),
      interval: fc.integer({ min: 1, max: 4 }),
      byMonthDay: fc.uniqueArray(fc.integer({ min: -31, max: 31 }).filter((n) => n !== 0 && Math.abs(n) <= 28), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ["freq", "interval"] },
  ),
  fc.record({
    freq: fc.constant("MONTHLY" as const),
    interval: fc.integer({ min: 1, max: 3 }),
    byDay: fc.tuple(weekday, fc.constantFrom(1, 2, 3, 4, -1, -2)).map(([d, nth]) => [{ weekday: d, nth }]),
  }),
  fc.record({
    freq: fc.constant("MONTHLY" as const),
    interval: fc.integer({ min: 1, max: 2 }),
    byDay: fc.uniqueArray(weekday, { minLength: 1, maxLength: 7 }).map((ds) => ds.map((d) => ({ weekday: d }))),
    bySetPos: fc.constantFrom<number[]>([1], [-1], [2], [1, -1]),
  }),
  fc.record(
    {
      freq: fc.constant("YEARLY" as const),
      interval: fc.integer({ min: 1, max: 3 }),
      byMonth: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ["freq", "interval"] },
  ),
  fc.record({
    freq: fc.constant("YEARLY" as const),
    interval: fc.constant(1),
    byMonth: fc.integer({ min: 1, max: 12 }).map((m) => [m]),
    byDay: fc.tuple(weekday, fc.constantFrom(1, 2, 4, -1)).map(([d, nth]) => [{ weekday: d, nth }]),
  }),
  fc.record({
    freq: fc.constant("YEARLY" as const),
    interval: fc.constant(1),
    byDay: fc.tuple(weekday, fc.constantFrom(1, 10, 20, -1, -10)).map(([d, nth]) => [{ weekday: d, nth }]),
  }),
);

const MINUTE = 60_000;
const instants = fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2030, 0, 1) / MINUTE });

function oracle(rule: RecurrenceRule, start: Date, after: Date): Date | null {
  const dtstart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), after.getUTCHours(), after.getUTCMinutes()));
  const options: Partial<Options> = { freq: freqs[rule.freq], interval: rule.interval, dtstart, wkst: RRule.MO };
  if (rule.byDay) options.byweekday = rule.byDay.map((d) => new Weekday(WEEKDAY_CODES.indexOf(d.weekday), d.nth));
  if (rule.byMonthDay) options.bymonthday = rule.byMonthDay;
  if (rule.byMonth) options.bymonth = rule.byMonth;
  if (rule.bySetPos) options.bysetpos = rule.bySetPos;
  if (rule.count) options.count = rule.count;
  return new RRule(options).after(after, false);
}

describe("next occurrence agrees with the rrule package", () => {
  it("on random rules, starts and completed occurrences (UTC)", () => {
    fc.assert(
      fc.property(rules, instants, fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }), fc.option(fc.integer({ min: 1, max: 30 })), (rule, startMin, laterMin, count) => {
        const full: RecurrenceRule = count === null ? rule : { ...rule, count };
        const start = new Date(startMin * MINUTE);
        const after = new Date((startMin + laterMin) * MINUTE);
        const expected = oracle(full, start, after);
        const got = nextOccurrence({ rrule: formatRRule(full), timeZone: "UTC", after, start });
        expect(got?.toISOString() ?? null).toBe(expected?.toISOString() ?? null);
      }),
      { numRuns: 600 },
    );
  });
});
