import { formatDueText, formatTime, localeHourCycle, parseHourCycle } from "@/lib/format";

/** One clock for every time the app writes: the reader's locale's 12- or 24-hour clock (lib/format). */

const NY = "America/New_York";
const now = new Date("2025-03-05T15:00:00Z");

describe("the clock times are written with", () => {
  it("is the locale's own: 12-hour for en-US, 24-hour for en-GB, de-DE and ja-JP", () => {
    expect(localeHourCycle("en-US")).toBe("h12");
    expect(localeHourCycle("en-AU")).toBe("h12");
    for (const locale of ["en-GB", "de-DE", "fr-FR", "ja-JP"]) expect(localeHourCycle(locale)).toBe("h23");
  });

  it("writes every time on the given clock, the locale's when none is given", () => {
    const at = new Date("2025-03-05T20:05:00Z"); // 15:05 in New York
    expect(formatTime(at, { now, timeZone: NY })).toBe("3:05 PM");
    expect(formatTime(at, { now, timeZone: NY, hourCycle: "h12" })).toBe("3:05 PM");
    expect(formatTime(at, { now, timeZone: NY, hourCycle: "h23" })).toBe("15:05");
    expect(formatTime(new Date("2025-03-05T05:00:00Z"), { now, timeZone: NY, hourCycle: "h23" })).toBe("00:00");
    expect(formatDueText(at.toISOString(), { now, timeZone: NY, hourCycle: "h23" })).toBe("Today at 15:05");
  });

  it("reads only 'h12' and 'h23' from the cookie", () => {
    expect(parseHourCycle("h12")).toBe("h12");
    expect(parseHourCycle("h23")).toBe("h23");
    for (const value of ["h24", "", "24", undefined, null]) expect(parseHourCycle(value)).toBeNull();
  });
});
