import fc from "fast-check";
import { zonedParts } from "@/lib/dates";
import { nextOccurrence } from "@/lib/recurrence/next-occurrence";

const NY = "America/New_York";
const BERLIN = "Europe/Berlin";

/** The next occurrence as an ISO instant with the zone's offset written by hand in the expectations. */
function next(rrule: string, timeZone: string, after: string, start?: string): number | null {
  const due = nextOccurrence({ rrule, timeZone, after: new Date(after), start: start ? new Date(start) : undefined });
  return due === null ? null : due.getTime();
}
const at = (iso: string) => Date.parse(iso);

describe("next occurrence across DST", () => {
  it.each([
    ["New York, spring forward", "FREQ=DAILY", NY, "2026-03-07T07:00-05:00", "2026-03-08T07:00-04:00"],
    ["New York, fall back", "FREQ=DAILY", NY, "2026-10-31T07:00-04:00", "2026-11-01T07:00-05:00"],
    ["New York, weekdays over the DST weekend", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", NY, "2026-03-06T07:00-05:00", "2026-03-09T07:00-04:00"],
    ["New York, every 2 weeks", "FREQ=WEEKLY;INTERVAL=2", NY, "2026-10-26T18:30-04:00", "2026-11-09T18:30-05:00"],
    ["Berlin, spring forward", "FREQ=DAILY", BERLIN, "2026-03-28T09:00+01:00", "2026-03-29T09:00+02:00"],
    ["Berlin, fall back", "FREQ=DAILY", BERLIN, "2026-10-24T09:00+02:00", "2026-10-25T09:00+01:00"],
    ["Berlin, every Monday", "FREQ=WEEKLY;BYDAY=MO", BERLIN, "2026-03-23T09:00+01:00", "2026-03-30T09:00+02:00"],
    ["Berlin, monthly", "FREQ=MONTHLY;BYMONTHDAY=15", BERLIN, "2026-03-15T20:00+01:00", "2026-04-15T20:00+02:00"],
  ])("%s keeps the wall-clock time", (_name, rrule, zone, after, expected) => {
    expect(next(rrule, zone, after)).toBe(at(expected));
  });

  it("moves a time the spring-forward jump skips just past it, and takes the first of a repeated time", () => {
    expect(next("FREQ=DAILY", NY, "2026-03-07T02:30-05:00")).toBe(at("2026-03-08T03:30-04:00"));
    expect(next("FREQ=DAILY", BERLIN, "2026-03-28T02:30+01:00")).toBe(at("2026-03-29T03:30+02:00"));
    expect(next("FREQ=DAILY", NY, "2026-10-31T01:30-04:00")).toBe(at("2026-11-01T01:30-04:00"));
  });

  it("keeps the local time of day for any daily or weekly rule in both zones (property)", () => {
    const rules = fc.constantFrom("FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;INTERVAL=2");
    const zones = fc.constantFrom(NY, BERLIN);
    // Whole minutes from 2025 to 2028, at hours no DST jump touches (the jumps are at 1:00-3:00 local).
    const afters = fc.integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2028, 0, 1) / 60_000 }).map((m) => new Date(m * 60_000));
    fc.assert(
      fc.property(rules, zones, afters, (rrule, timeZone, after) => {
        const wall = zonedParts(after, timeZone);
        fc.pre(wall.hour >= 4);
        const due = nextOccurrence({ rrule, timeZone, after })!;
        const got = zonedParts(due, timeZone);
        const days = (Date.UTC(got.year, got.month - 1, got.day) - Date.UTC(wall.year, wall.month - 1, wall.day)) / 86_400_000;
        return due > after && got.hour === wall.hour && got.minute === wall.minute && days >= 1 && days <= 14;
      }),
      { numRuns: 300 },
    );
  });
});

describe("month ends and leap years: days a month lacks are skipped (RFC 5545), never clamped", () => {
  it("the 31st skips months without one", () => {
    expect(next("FREQ=MONTHLY;BYMONTHDAY=31", NY, "2026-01-31T09:00-05:00")).toBe(at("2026-03-31T09:00-04:00"));
    expect(next("FREQ=MONTHLY;BYMONTHDAY=31", NY, "2026-05-31T09:00-04:00")).toBe(at("2026-07-31T09:00-04:00"));
  });

  it("a monthly rule takes its day from the series' start and does not drift", () => {
    expect(next("FREQ=MONTHLY", BERLIN, "2026-01-31T09:00+01:00")).toBe(at("2026-03-31T09:00+02:00"));
    // An occurrence moved to the 28th still returns to the series' day.
    expect(next("FREQ=MONTHLY", BERLIN, "2026-03-28T09:00+01:00", "2026-01-31T09:00+01:00")).toBe(at("2026-03-31T09:00+02:00"));
  });

  it("the last day of the month is BYMONTHDAY=-1", () => {
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", NY, "2026-01-31T09:00-05:00")).toBe(at("2026-02-28T09:00-05:00"));
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", NY, "2028-01-31T09:00-05:00")).toBe(at("2028-02-29T09:00-05:00"));
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", NY, "2026-02-28T09:00-05:00")).toBe(at("2026-03-31T09:00-04:00"));
  });

  it("29 February comes back on the next 29 February", () => {
    expect(next("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", BERLIN, "2024-02-29T09:00+01:00")).toBe(at("2028-02-29T09:00+01:00"));
    expect(next("FREQ=YEARLY", BERLIN, "2024-02-29T09:00+01:00")).toBe(at("2028-02-29T09:00+01:00"));
    expect(next("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", BERLIN, "2026-03-03T09:00+01:00")).toBe(at("2027-03-03T09:00+01:00"));
  });

  it("numbered weekdays: the last Friday, the 4th Thursday of November", () => {
    expect(next("FREQ=MONTHLY;BYDAY=-1FR", NY, "2026-01-30T19:00-05:00")).toBe(at("2026-02-27T19:00-05:00"));
    expect(next("FREQ=MONTHLY;BYDAY=-1FR", NY, "2026-01-10T19:00-05:00")).toBe(at("2026-01-30T19:00-05:00"));
    expect(next("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", NY, "2026-11-26T12:00-05:00")).toBe(at("2027-11-25T12:00-05:00"));
    expect(next("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", NY, "2026-01-30T17:00-05:00")).toBe(at("2026-02-27T17:00-05:00"));
  });
});

describe("series phase, COUNT and UNTIL", () => {
  it("every 2 weeks stays on the series' weeks when an occurrence was moved", () => {
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", NY, "2026-01-08T09:00-05:00", "2026-01-05T09:00-05:00")).toBe(at("2026-01-19T09:00-05:00"));
  });

  it("after the COUNT-th occurrence there is none", () => {
    const start = "2026-01-01T09:00-05:00";
    expect(next("FREQ=DAILY;COUNT=3", NY, "2026-01-02T09:00-05:00", start)).toBe(at("2026-01-03T09:00-05:00"));
    expect(next("FREQ=DAILY;COUNT=3", NY, "2026-01-03T09:00-05:00", start)).toBeNull();
    expect(next("FREQ=DAILY;COUNT=1", NY, start)).toBeNull();
  });

  it("UNTIL as a date includes that whole day in the rule's zone; as a UTC time, up to that instant", () => {
    expect(next("FREQ=DAILY;UNTIL=20260110", BERLIN, "2026-01-09T23:00+01:00")).toBe(at("2026-01-10T23:00+01:00"));
    expect(next("FREQ=DAILY;UNTIL=20260110", BERLIN, "2026-01-10T23:00+01:00")).toBeNull();
    expect(next("FREQ=DAILY;UNTIL=20260110T080000Z", BERLIN, "2026-01-09T09:00+01:00")).toBe(at("2026-01-10T09:00+01:00"));
    expect(next("FREQ=DAILY;UNTIL=20260110T075959Z", BERLIN, "2026-01-09T09:00+01:00")).toBeNull();
  });

  it("a rule that never occurs again answers null quickly", () => {
    const started = Date.now();
    expect(next("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6", NY, "2026-01-05T09:00-05:00")).toBeNull();
    expect(next("FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=8", NY, "2026-01-05T09:00-05:00")).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("finds a rare date within the horizon: 29 February on a Monday, every 100 years", () => {
    expect(next("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", NY, "2026-01-05T09:00-05:00")).toBe(at("2044-02-29T09:00-05:00"));
    expect(next("FREQ=YEARLY;INTERVAL=100", NY, "2000-02-29T09:00-05:00")).toBe(at("2400-02-29T09:00-05:00"));
  });

  it("refuses an invalid rule", () => {
    expect(() => next("FREQ=HOURLY", NY, "2026-01-01T09:00-05:00")).toThrow("Invalid recurrence");
  });
});
