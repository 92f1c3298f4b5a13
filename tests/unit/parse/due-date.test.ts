import { parseAt } from "./local-time";

const NY = "America/New_York";
/** Wednesday 12 March 2025, 14:00 in New York (three days after the spring-forward). */
const WED_2PM = "2025-03-12T14:00-04:00";
/** Monday 2 June 2025, 08:15 in New York. */
const MON_8AM = "2025-06-02T08:15-04:00";

const due = (text: string, now = WED_2PM, zone = NY) => parseAt(text, now, zone).due;

describe("time words and defaults", () => {
  it.each([
    ["tomorrow morning", "2025-03-13 09:00"],
    ["tomorrow at noon", "2025-03-13 12:00"],
    ["tomorrow afternoon", "2025-03-13 15:00"],
    ["tomorrow evening", "2025-03-13 18:00"],
    ["tomorrow night", "2025-03-13 20:00"],
    ["tonight", "2025-03-12 20:00"],
    ["at midnight", "2025-03-13 00:00"],
    ["tomorrow", "2025-03-13 09:00"],
    ["March 20", "2025-03-20 09:00"],
  ])("%s -> %s", (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it("gives today's date the morning default while it is ahead, else later today (+2 h, at most 23:59)", () => {
    expect(due("today", MON_8AM)).toBe("2025-06-02 09:00");
    expect(due("today")).toBe("2025-03-12 16:00");
    expect(due("today", "2025-03-12T22:30-04:00")).toBe("2025-03-12 23:59");
    expect(due("tonight", "2025-03-12T21:00-04:00")).toBe("2025-03-12 23:00");
  });
});

describe("bare clock hours", () => {
  it.each([
    ["at 1", "2025-06-02 13:00"],
    ["at 5", "2025-06-02 17:00"],
    ["at 7:30", "2025-06-02 19:30"],
    ["at 9", "2025-06-02 09:00"],
    ["at 11", "2025-06-02 11:00"],
    ["at 12", "2025-06-02 12:00"],
    ["at 8", "2025-06-03 08:00"], // 08:00 has passed at 08:15: the next day
    ["at 17:30", "2025-06-02 17:30"],
    ["at 0930", "2025-06-02 09:30"],
    ["at 0500", "2025-06-03 05:00"],
    ["breakfast at 7", "2025-06-03 07:00"],
    ["brunch at 11", "2025-06-02 11:00"],
    ["lunch at 1", "2025-06-02 13:00"],
    ["lunch at 11:30", "2025-06-02 11:30"],
    ["dinner at 8", "2025-06-02 20:00"],
    ["go to bed by 11", "2025-06-02 23:00"],
    ["tomorrow morning at 7", "2025-06-03 07:00"],
    ["tomorrow evening at 7", "2025-06-03 19:00"],
    ["at 7 in the morning", "2025-06-03 07:00"],
    ["at 6 tomorrow morning", "2025-06-03 06:00"],
    ["tonight at 11", "2025-06-02 23:00"],
    ["at half past ten", "2025-06-02 10:30"],
    ["at quarter to four", "2025-06-02 15:45"],
    ["at five", "2025-06-02 17:00"],
    ["around 4", "2025-06-02 16:00"],
    ["at 21h", "2025-06-02 21:00"],
    ["after 5", "2025-06-02 17:00"],
    ["tomorrow 9", "2025-06-03 09:00"],
    ["friday 2", "2025-06-06 14:00"],
  ])("%s -> %s", (text, expected) => {
    expect(due(text, MON_8AM)).toBe(expected);
  });
});

describe("weekdays", () => {
  it.each([
    ["friday", "2025-03-14 09:00"],
    ["this friday", "2025-03-14 09:00"],
    ["next friday", "2025-03-21 09:00"],
    ["next monday", "2025-03-17 09:00"],
    ["tuesday", "2025-03-18 09:00"], // the closest Tuesday was yesterday: the next one
    ["wednesday", "2025-03-19 09:00"], // named on that very day: next week's
    ["wednesday at 6pm", "2025-03-12 18:00"], // ...unless a time still ahead today says otherwise
    ["this wednesday", "2025-03-12 16:00"],
    ["friday next week", "2025-03-21 09:00"],
    ["next week on thursday", "2025-03-20 09:00"],
    ["a week from tomorrow", "2025-03-20 09:00"],
    ["3 days after monday", "2025-03-20 09:00"],
    ["a week on tuesday", "2025-03-25 09:00"],
    ["this coming monday", "2025-03-17 09:00"],
  ])("%s -> %s", (text, expected) => {
    expect(due(text)).toBe(expected);
  });
});

describe("ordinals, months and period ends", () => {
  it.each([
    ["the 15th", WED_2PM, "2025-03-15 09:00"],
    ["on the 3rd", WED_2PM, "2025-04-03 09:00"], // passed this month: next month
    ["the first of next month", WED_2PM, "2025-04-01 09:00"],
    ["on the 30th", "2025-01-31T10:00+01:00", "2025-03-30 09:00"], // February has no 30th
    ["on the 31st", "2025-04-10T10:00+02:00", "2025-05-31 09:00"],
    ["mid January", WED_2PM, "2026-01-15 09:00"],
    ["mid-month", WED_2PM, "2025-03-15 09:00"],
    ["early April", WED_2PM, "2025-04-01 09:00"],
    ["late May", WED_2PM, "2025-05-25 09:00"],
    ["end of June", WED_2PM, "2025-06-30 09:00"],
    ["end of month", WED_2PM, "2025-03-31 09:00"],
    ["on the last day of the month", WED_2PM, "2025-03-31 09:00"],
    ["end of next month", WED_2PM, "2025-04-30 09:00"],
    ["end of the week", WED_2PM, "2025-03-14 09:00"],
    ["end of week", "2025-03-15T10:00-04:00", "2025-03-21 09:00"], // on a Saturday: next Friday
    ["start of next week", WED_2PM, "2025-03-17 09:00"],
    ["end of quarter", WED_2PM, "2025-03-31 09:00"],
    ["end of year", WED_2PM, "2025-12-31 09:00"],
    ["this week", WED_2PM, "2025-03-14 09:00"],
    ["this month", WED_2PM, "2025-03-31 09:00"],
    ["end of day", WED_2PM, "2025-03-12 17:00"],
    ["end of day", "2025-03-12T18:00-04:00", "2025-03-12 23:59"],
    ["this weekend", WED_2PM, "2025-03-15 09:00"],
    ["this weekend", "2025-03-15T08:00-04:00", "2025-03-15 09:00"],
    ["this weekend", "2025-03-15T11:00-04:00", "2025-03-16 09:00"],
    ["this weekend", "2025-03-16T08:00-04:00", "2025-03-16 09:00"],
    ["next weekend", WED_2PM, "2025-03-22 09:00"],
    ["in a month", "2025-01-31T10:00-05:00", "2025-02-28 09:00"],
    ["next month", "2025-12-31T18:00-05:00", "2026-01-31 09:00"],
    ["in a fortnight", WED_2PM, "2025-03-26 09:00"],
    ["in 2 weeks on Saturday", WED_2PM, "2025-03-29 09:00"],
    ["pay rent 1st", WED_2PM, "2025-04-01 09:00"],
    ["pay bills on the 1st and 15th", WED_2PM, "2025-03-15 09:00"],
    ["book tickets for 24.12.", WED_2PM, "2025-12-24 09:00"],
    ["later", WED_2PM, "2025-03-12 16:00"],
    ["the day after tomorrow", WED_2PM, "2025-03-14 09:00"],
  ])("%s at %s -> %s", (text, now, expected) => {
    expect(due(text, now)).toBe(expected);
  });
});

describe("a day part opening the text", () => {
  it("times the task while staying in the title", () => {
    expect(parseAt("Evening walk", WED_2PM, NY)).toMatchObject({ title: "Evening walk", due: "2025-03-12 18:00" });
    expect(parseAt("Night shift Friday", WED_2PM, NY)).toMatchObject({ title: "Night shift", due: "2025-03-14 20:00" });
    expect(parseAt("Morning jog tomorrow", WED_2PM, NY)).toMatchObject({ title: "Morning jog", due: "2025-03-13 09:00" });
  });
});

describe("past dates", () => {
  it("reads a bare morning hour typed late in the day as the evening ahead", () => {
    expect(due("at 9")).toBe("2025-03-12 21:00");
    expect(due("at 8:30")).toBe("2025-03-12 20:30");
    expect(due("tomorrow at 9")).toBe("2025-03-13 09:00");
    expect(due("breakfast at 9")).toBe("2025-03-13 09:00");
  });

  it("moves a passed date forward by its own period", () => {
    expect(due("March 3")).toBe("2026-03-03 09:00");
    expect(due("at 9am")).toBe("2025-03-13 09:00");
    expect(due("today at 9am")).toBe("2025-03-13 09:00");
    expect(due("on the 12th at 10am")).toBe("2025-04-12 10:00");
  });

  it("keeps what is explicitly past", () => {
    expect(due("on 2025-01-10")).toBe("2025-01-10 09:00");
    expect(due("yesterday")).toBe("2025-03-11 09:00");
    expect(due("last friday")).toBe("2025-03-07 09:00");
  });
});

describe("durations", () => {
  it("adds hours and minutes to the instant, days and weeks to the date (due 9:00)", () => {
    expect(due("in 2 hours")).toBe("2025-03-12 16:00");
    expect(due("in 45 mins")).toBe("2025-03-12 14:45");
    expect(due("in 3 hrs")).toBe("2025-03-12 17:00");
    expect(due("in 3 days")).toBe("2025-03-15 09:00");
    expect(due("in 2 wks")).toBe("2025-03-26 09:00");
  });
});

describe("time zones and DST", () => {
  it("skips a wall time that does not exist (spring forward) to the hour after", () => {
    expect(due("tomorrow at 2:30am", "2025-03-08T20:30-05:00")).toBe("2025-03-09 03:30");
    expect(parseAt("tomorrow at 2:30am", "2025-03-08T20:30-05:00", NY).parsed.dueDate).toBe("2025-03-09T07:30:00.000Z");
  });

  it("takes the first of a repeated wall time (fall back)", () => {
    expect(parseAt("tomorrow at 1:30am", "2025-11-01T23:00-04:00", NY).parsed.dueDate).toBe("2025-11-02T05:30:00.000Z");
  });

  it("counts 'in N hours' in real time across a DST change", () => {
    expect(parseAt("in 12 hours", "2025-03-08T20:30-05:00", NY).parsed.dueDate).toBe("2025-03-09T13:30:00.000Z");
    expect(parseAt("in 24 hours", "2025-10-25T22:00+02:00", "Europe/Berlin").parsed.dueDate).toBe("2025-10-26T20:00:00.000Z");
  });

  it("keeps 9:00 local on the day after a DST change", () => {
    expect(parseAt("tomorrow", "2025-10-04T09:15+10:00", "Australia/Sydney").parsed.dueDate).toBe("2025-10-04T22:00:00.000Z");
    expect(parseAt("tomorrow", "2025-03-29T12:00+01:00", "Europe/Berlin").parsed.dueDate).toBe("2025-03-30T07:00:00.000Z");
  });

  it("computes 'tomorrow' in the user's zone, not the server's", () => {
    // 23:10 in Kolkata is 17:40 UTC: tomorrow is the 28th there.
    expect(parseAt("tomorrow", "2025-02-27T23:10+05:30", "Asia/Kolkata").due).toBe("2025-02-28 09:00");
    // 20:00 in New York is already the 13th in UTC.
    expect(parseAt("tomorrow", "2025-03-12T20:00-04:00", NY).due).toBe("2025-03-13 09:00");
  });

  it("honours a zone written in the text, on that region's clock for the date (EST in March is New York's EDT)", () => {
    expect(parseAt("at 5 pm EST", WED_2PM, NY).parsed.dueDate).toBe("2025-03-12T21:00:00.000Z");
    expect(parseAt("at 5 pm UTC+2", WED_2PM, NY).parsed.dueDate).toBe("2025-03-13T15:00:00.000Z");
  });
});

describe("recurrence sets the first occurrence", () => {
  it.each([
    ["take vitamins daily", "2025-03-13 09:00"],
    ["water plants every day at 8am", "2025-03-13 08:00"],
    ["gym every monday", "2025-03-17 09:00"],
    ["every morning at 6:30", "2025-03-13 06:30"],
    ["stand-up every weekday at 9:15", "2025-03-13 09:15"],
    ["yoga every tues and thurs at 6pm", "2025-03-13 18:00"],
    ["yoga mon wed fri at 7am", "2025-03-14 07:00"],
    ["pay rent on the 1st of every month", "2025-04-01 09:00"],
    ["backups weekly", "2025-03-13 09:00"],
  ])("%s -> %s", (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it("starts a weekday recurrence on Monday when asked at the weekend", () => {
    expect(due("standup every weekday", "2025-03-15T10:00-04:00")).toBe("2025-03-17 09:00");
  });
});
