import { nextInSeries } from "@/lib/recurrence/series";

/** The next occurrence a completion makes: same wall-clock time across DST, month ends skipped, COUNT counted down. */

const now = new Date("2026-01-01T00:00:00.000Z");
const next = (rrule: string, timeZone: string, dueDate: string | null) => nextInSeries({ recurrence: { rrule, timeZone }, dueDate, now });

describe("nextInSeries", () => {
  it("keeps 7:00 across the spring DST change in New York and in Berlin", () => {
    // Friday 6 March 2026 7:00 EST -> Monday 9 March 7:00 EDT.
    expect(next("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "America/New_York", "2026-03-06T12:00:00.000Z")?.dueDate).toBe("2026-03-09T11:00:00.000Z");
    // Saturday 28 March 2026 7:00 CET -> Sunday 29 March 7:00 CEST.
    expect(next("FREQ=DAILY", "Europe/Berlin", "2026-03-28T06:00:00.000Z")?.dueDate).toBe("2026-03-29T05:00:00.000Z");
  });

  it("skips months without the 31st and comes back on the next 29 February (never clamped)", () => {
    expect(next("FREQ=MONTHLY;BYMONTHDAY=31", "UTC", "2026-01-31T09:00:00.000Z")?.dueDate).toBe("2026-03-31T09:00:00.000Z");
    expect(next("FREQ=MONTHLY", "UTC", "2026-03-31T09:00:00.000Z")?.dueDate).toBe("2026-05-31T09:00:00.000Z");
    expect(next("FREQ=YEARLY", "UTC", "2028-02-29T09:00:00.000Z")?.dueDate).toBe("2032-02-29T09:00:00.000Z");
  });

  it("counts COUNT down on each next occurrence and ends the series at the last; UNTIL ends it too", () => {
    const second = next("FREQ=DAILY;COUNT=3", "UTC", "2026-02-01T09:00:00.000Z");
    expect(second).toEqual({ dueDate: "2026-02-02T09:00:00.000Z", recurrence: { rrule: "FREQ=DAILY;COUNT=2", timeZone: "UTC" } });
    const third = next(second!.recurrence.rrule, "UTC", second!.dueDate);
    expect(third?.recurrence.rrule).toBe("FREQ=DAILY;COUNT=1");
    expect(next(third!.recurrence.rrule, "UTC", third!.dueDate)).toBeNull();
    expect(next("FREQ=DAILY;UNTIL=20260202", "UTC", "2026-02-02T09:00:00.000Z")).toBeNull();
  });

  it("keeps an INTERVAL's phase and goes on from now when the occurrence had no due date", () => {
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "UTC", "2026-02-05T09:00:00.000Z")?.dueDate).toBe("2026-02-16T09:00:00.000Z");
    expect(next("FREQ=DAILY", "UTC", null)?.dueDate).toBe("2026-01-02T00:00:00.000Z");
  });
});
