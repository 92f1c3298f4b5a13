import { findZoneCues, ZONE_ABBREVIATIONS } from "@/lib/parse/zones";
import { isValidTimeZone } from "@/lib/dates";
import { parseAt } from "./local-time";

const NY = "America/New_York";
/** Wednesday 4 March 2026, 10:00 in New York (EST; the US moves to summer time on the 8th). */
const WED = "2026-03-04T10:00-05:00";
const parse = (text: string, now = WED, zone = NY) => parseAt(text, now, zone);

describe("zone names after a clock time", () => {
  it("maps every name of the table to a real IANA zone", () => {
    for (const zone of Object.values(ZONE_ABBREVIATIONS)) expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each([
    ["Call Bob at 3pm PST", "2026-03-04T23:00:00.000Z"],
    ["Call Bob at 3pm pst", "2026-03-04T23:00:00.000Z"],
    ["Call Bob at 3 p.m. PT", "2026-03-04T23:00:00.000Z"],
    ["Call Bob at 3pm Pacific time", "2026-03-04T23:00:00.000Z"],
    ["Call Bob at 3pm (PST)", "2026-03-04T23:00:00.000Z"],
    ["Call at noon ET", "2026-03-04T17:00:00.000Z"],
    ["Call at 3pm MST", "2026-03-04T22:00:00.000Z"],
    ["Call at 3pm CST", "2026-03-04T21:00:00.000Z"],
    ["Call at 16:00 GMT", "2026-03-04T16:00:00.000Z"],
    ["Call at 16:00 UTC", "2026-03-04T16:00:00.000Z"],
    ["Call at 5pm CET", "2026-03-04T16:00:00.000Z"], // it is 16:00 in Berlin: today's 17:00 is still ahead
    ["Call at 3pm CET", "2026-03-05T14:00:00.000Z"], // Berlin's 15:00 has passed: tomorrow's
    ["Call at 9am JST", "2026-03-05T00:00:00.000Z"], // Tokyo's next 9:00 is its tomorrow, still today in New York
  ])("%s -> %s", (text, iso) => {
    expect(parse(text).parsed.dueDate).toBe(iso);
    expect(parse(text).title).toMatch(/^Call( Bob)?$/);
  });

  it("reads the named region's clock on the task's date, summer time included (PST in July is PDT)", () => {
    expect(parse("Call Bob at 3pm PST", "2026-07-08T10:00-04:00").parsed.dueDate).toBe("2026-07-08T22:00:00.000Z");
    expect(parse("Call Bob at 3pm PDT", WED).parsed.dueDate).toBe("2026-03-04T23:00:00.000Z");
    // New York moved to summer time on 8 March, Berlin not yet: 9:00 EST on the 10th is 14:00 in Berlin.
    expect(parse("Interview at 9am EST", "2026-03-10T10:00+01:00", "Europe/Berlin").due).toBe("2026-03-10 14:00");
  });

  it("crosses DST days in the named zone", () => {
    // Los Angeles springs forward at 02:00 on 8 March 2026; 15:00 that day is PDT.
    expect(parse("Call Ana at 3pm PT", "2026-03-08T00:30-05:00").parsed.dueDate).toBe("2026-03-08T22:00:00.000Z");
    // Berlin falls back on 25 October 2026: 15:00 CET that day is 14:00 UTC.
    expect(parse("Call at 3pm CET", "2026-10-25T09:00+01:00", "Europe/Berlin").parsed.dueDate).toBe("2026-10-25T14:00:00.000Z");
  });

  it("keeps a day word on the user's calendar and the time on the named clock", () => {
    expect(parse("Standup at 9am PT tomorrow").parsed.dueDate).toBe("2026-03-05T17:00:00.000Z");
    expect(parse("Deploy at noon UTC friday").parsed.dueDate).toBe("2026-03-06T12:00:00.000Z");
  });

  it("rolls a fixed offset forward by a day on the offset's clock once passed", () => {
    expect(parse("Call at 5pm UTC+2").parsed.dueDate).toBe("2026-03-05T15:00:00.000Z");
  });

  it("refuses names several regions share: the time stays the user's and the name stays in the title", () => {
    for (const name of ["IST", "AST", "SST", "GST"]) {
      expect(findZoneCues(`at 3pm ${name}`)).toEqual([]);
      const { title, due } = parse(`Call Raj at 3pm ${name}`);
      expect(title).toBe(`Call Raj ${name}`);
      expect(due).toBe("2026-03-04 15:00");
    }
  });

  it("leaves words that are not zones in the title ('cat', 'art', a lowercase two-letter word, Central Park)", () => {
    expect(parse("Pick up at 5 cat food").title).toBe("Pick up cat food");
    expect(parse("Pick up at 5 cat food").due).toBe("2026-03-04 17:00");
    expect(parse("Drop off at 5 art supplies").title).toBe("Drop off art supplies");
    expect(parse("Meet at 5 Central Park").title).toBe("Meet Central Park");
    expect(parse("Meet at 5 Central Park").due).toBe("2026-03-04 17:00");
    expect(findZoneCues("at 5 pt session")).toEqual([]);
    expect(findZoneCues("PST office")).toEqual([]);
  });

  it("finds each name with its span and zone", () => {
    expect(findZoneCues("call at 3pm PST and 6pm (CET)")).toEqual([
      { start: 12, end: 15, zone: "America/Los_Angeles" },
      { start: 24, end: 29, zone: "Europe/Berlin" },
    ]);
  });
});
