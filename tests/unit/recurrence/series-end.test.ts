import { nextInSeries } from "@/lib/recurrence/series";
import { nextOccurrence } from "@/lib/recurrence/next-occurrence";

/** A series ends with the year 9999 in UTC: no occurrence is made past 9999-12-31T23:59:59.999Z. */

const now = new Date("2026-01-01T00:00:00.000Z");
const next = (rrule: string, timeZone: string, dueDate: string) => nextInSeries({ recurrence: { rrule, timeZone }, dueDate, now });

describe("the end of every series", () => {
  it("makes the last occurrences of 9999 and none after", () => {
    expect(next("FREQ=YEARLY", "UTC", "9998-12-31T09:00:00.000Z")?.dueDate).toBe("9999-12-31T09:00:00.000Z");
    expect(next("FREQ=DAILY", "UTC", "9999-12-30T23:59:00.000Z")?.dueDate).toBe("9999-12-31T23:59:00.000Z");
    expect(next("FREQ=DAILY", "UTC", "9999-12-31T09:00:00.000Z")).toBeNull();
    expect(next("FREQ=MONTHLY;BYMONTHDAY=1", "UTC", "9999-12-01T09:00:00.000Z")).toBeNull();
  });

  it("counts the end in UTC: 31 December 9999 at 20:00 in Honolulu is already 10000 there", () => {
    // 30 December 9999 20:00 HST = 31 December 06:00 UTC; the next day's 20:00 HST is 1 January 10000, 06:00 UTC.
    expect(next("FREQ=DAILY", "Pacific/Honolulu", "9999-12-31T06:00:00.000Z")).toBeNull();
    // Kiritimati (UTC+14): 31 December 9999 23:00 there is 09:00 UTC, still in range.
    expect(next("FREQ=DAILY", "Pacific/Kiritimati", "9999-12-30T09:00:00.000Z")?.dueDate).toBe("9999-12-31T09:00:00.000Z");
    expect(nextOccurrence({ rrule: "FREQ=WEEKLY", timeZone: "UTC", after: new Date("9999-12-28T09:00:00.000Z") })).toBeNull();
  });
});
