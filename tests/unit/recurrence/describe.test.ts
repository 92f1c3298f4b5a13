import { describeRecurrence } from "@/lib/recurrence/describe";

const NY = "America/New_York";

describe("a recurrence in words", () => {
  it.each([
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-09T07:00-04:00", "Every weekday at 7:00"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-03-09T09:00-04:00", "Every 2 weeks on Monday at 9:00"],
    ["FREQ=WEEKLY;INTERVAL=2", "2026-03-09T09:00-04:00", "Every 2 weeks on Monday at 9:00"],
    ["FREQ=WEEKLY", "2026-03-13T18:30-04:00", "Every Friday at 18:30"],
    ["FREQ=WEEKLY;BYDAY=TH,MO", "2026-03-09T10:00-04:00", "Every Monday and Thursday at 10:00"],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR", "2026-03-09T07:00-04:00", "Every Monday, Wednesday and Friday at 7:00"],
    ["FREQ=WEEKLY;BYDAY=SA,SU", "2026-03-14T10:00-04:00", "Every weekend at 10:00"],
    ["FREQ=DAILY", "2026-03-09T08:05-04:00", "Every day at 8:05"],
    ["FREQ=DAILY;INTERVAL=2", "2026-03-09T09:00-04:00", "Every 2 days at 9:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=1", "2026-04-01T09:00-04:00", "Every month on the 1st at 9:00"],
    ["FREQ=MONTHLY", "2026-04-22T09:00-04:00", "Every month on the 22nd at 9:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "2026-04-30T09:00-04:00", "Every month on the last day at 9:00"],
    ["FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15", "2026-04-15T09:00-04:00", "Every 3 months on the 15th at 9:00"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "2026-03-27T19:00-04:00", "Every month on the last Friday at 19:00"],
    ["FREQ=MONTHLY;BYDAY=1MO", "2026-04-06T09:00-04:00", "Every month on the 1st Monday at 9:00"],
    ["FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "2027-03-03T09:00-05:00", "Every year on March 3 at 9:00"],
    ["FREQ=YEARLY", "2028-02-29T09:00-05:00", "Every year on February 29 at 9:00"],
    ["FREQ=DAILY;COUNT=10", "2026-03-09T09:00-04:00", "Every day at 9:00, 10 times"],
  ])("%s", (rrule, due, expected) => {
    expect(describeRecurrence({ rrule, timeZone: NY, due })).toBe(expected);
  });

  it("reads the time of day in the rule's zone, names days in the locale, and leaves out what it does not know", () => {
    expect(describeRecurrence({ rrule: "FREQ=DAILY", timeZone: "Europe/Berlin", due: "2026-03-09T06:00Z" })).toBe("Every day at 7:00");
    expect(describeRecurrence({ rrule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", timeZone: NY, locale: "en-GB" })).toBe("Every year on 3 March");
    expect(describeRecurrence({ rrule: "FREQ=WEEKLY", timeZone: NY })).toBe("Every week");
    expect(describeRecurrence({ rrule: "FREQ=DAILY;UNTIL=20261231", timeZone: NY })).toBe("Every day, until Dec 31, 2026");
    expect(describeRecurrence({ rrule: "FREQ=HOURLY", timeZone: NY })).toBeNull();
  });
});
