import { formatRRule, isValidRRule, normalizeRRule, parseRRule } from "@/lib/recurrence/rule";
import { recurrenceSchema, rruleSchema } from "@/lib/recurrence/schema";

describe("RRULE subset", () => {
  it.each([
    "FREQ=DAILY",
    "FREQ=DAILY;INTERVAL=365",
    "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
    "FREQ=MONTHLY;BYMONTHDAY=1",
    "FREQ=MONTHLY;BYMONTHDAY=-1",
    "FREQ=MONTHLY;BYDAY=-1FR",
    "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
    "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
    "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH",
    "FREQ=DAILY;COUNT=1000",
    "FREQ=DAILY;UNTIL=20261231",
    "FREQ=DAILY;UNTIL=20261231T225959Z",
    "RRULE:FREQ=DAILY",
    "freq=weekly;byday=mo",
  ])("accepts %s", (rule) => {
    expect(isValidRRule(rule)).toBe(true);
    expect(rruleSchema.safeParse(rule).success).toBe(true);
  });

  it.each([
    ["an empty rule", ""],
    ["no FREQ", "INTERVAL=2"],
    ["HOURLY", "FREQ=HOURLY"],
    ["MINUTELY", "FREQ=MINUTELY"],
    ["SECONDLY", "FREQ=SECONDLY"],
    ["INTERVAL 366", "FREQ=DAILY;INTERVAL=366"],
    ["INTERVAL 0", "FREQ=DAILY;INTERVAL=0"],
    ["a negative INTERVAL", "FREQ=DAILY;INTERVAL=-1"],
    ["COUNT 1001", "FREQ=DAILY;COUNT=1001"],
    ["COUNT 0", "FREQ=DAILY;COUNT=0"],
    ["COUNT and UNTIL", "FREQ=DAILY;COUNT=3;UNTIL=20261231"],
    ["a local UNTIL time", "FREQ=DAILY;UNTIL=20261231T225959"],
    ["an impossible UNTIL", "FREQ=DAILY;UNTIL=20260230"],
    ["BYHOUR", "FREQ=DAILY;BYHOUR=7"],
    ["BYMINUTE", "FREQ=DAILY;BYMINUTE=30"],
    ["BYWEEKNO", "FREQ=YEARLY;BYWEEKNO=20"],
    ["BYYEARDAY", "FREQ=YEARLY;BYYEARDAY=100"],
    ["WKST", "FREQ=WEEKLY;WKST=SU"],
    ["DTSTART inside the rule", "FREQ=DAILY;DTSTART=20260101T090000Z"],
    ["a repeated part", "FREQ=DAILY;FREQ=WEEKLY"],
    ["an empty part", "FREQ=DAILY;"],
    ["a bad weekday", "FREQ=WEEKLY;BYDAY=XX"],
    ["a numbered weekday in a weekly rule", "FREQ=WEEKLY;BYDAY=1MO"],
    ["the 6th Monday of a month", "FREQ=MONTHLY;BYDAY=6MO"],
    ["BYMONTHDAY 32", "FREQ=MONTHLY;BYMONTHDAY=32"],
    ["BYMONTHDAY 0", "FREQ=MONTHLY;BYMONTHDAY=0"],
    ["BYMONTHDAY in a weekly rule", "FREQ=WEEKLY;BYMONTHDAY=1"],
    ["BYMONTH 13", "FREQ=YEARLY;BYMONTH=13"],
    ["BYSETPOS alone", "FREQ=MONTHLY;BYSETPOS=1"],
    ["BYSETPOS in a daily rule", "FREQ=DAILY;BYDAY=MO;BYSETPOS=1"],
    ["the 30th of February", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"],
    ["a duplicate day", "FREQ=WEEKLY;BYDAY=MO,MO"],
    ["an over-long rule", `FREQ=DAILY;BYMONTH=${"1,".repeat(120)}2`],
    ["a line break", "FREQ=DAILY\nRRULE:FREQ=WEEKLY"],
  ])("refuses %s with 'Invalid recurrence'", (_name, rule) => {
    expect(isValidRRule(rule)).toBe(false);
    const result = rruleSchema.safeParse(rule);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Invalid recurrence");
  });

  it("writes rules in one canonical form", () => {
    expect(normalizeRRule("RRULE:byday=th,mo;freq=weekly;interval=1")).toBe("FREQ=WEEKLY;BYDAY=TH,MO");
    expect(formatRRule(parseRRule("FREQ=YEARLY;BYMONTHDAY=3;BYMONTH=3;COUNT=5")!)).toBe("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;COUNT=5");
  });

  it("validates the zone with the rule", () => {
    expect(recurrenceSchema.safeParse({ rrule: "FREQ=DAILY", timeZone: "Europe/Berlin" }).success).toBe(true);
    const badZone = recurrenceSchema.safeParse({ rrule: "FREQ=DAILY", timeZone: "Mars/Olympus" });
    expect(badZone.success).toBe(false);
    expect(badZone.error?.issues[0].path).toEqual(["timeZone"]);
    expect(recurrenceSchema.safeParse("FREQ=DAILY").error?.issues[0].message).toBe("Invalid recurrence");
  });
});
