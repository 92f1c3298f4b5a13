import {
  addCalendarDays,
  calendarWeekday,
  formatCalendarDate,
  parseCalendarDate,
  wallClockAsUtc,
  wallTimeToInstant,
  wallTimeToInstantMemo,
  zonedParts,
  zonedPartsMemo,
  zoneOffsetMs,
  zoneOffsetMsMemo,
} from "@/lib/dates";

describe("calendar helpers added for the parser", () => {
  it("adds days across month and year ends and leap days", () => {
    expect(addCalendarDays({ year: 2025, month: 1, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 1 });
    expect(addCalendarDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addCalendarDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addCalendarDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it("writes a calendar date as YYYY-MM-DD and reads back only real days", () => {
    expect(formatCalendarDate({ year: 2030, month: 1, day: 5 })).toBe("2030-01-05");
    expect(parseCalendarDate("2030-01-05")).toEqual({ year: 2030, month: 1, day: 5 });
    expect(parseCalendarDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of ["2030-02-29", "2030-13-01", "2030-00-10", "2030-01-32", "2030-1-5", "2030-01-05T00:00", " 2030-01-05"]) expect(parseCalendarDate(bad)).toBeNull();
  });

  it("names the weekday of a calendar date", () => {
    expect(calendarWeekday({ year: 2025, month: 3, day: 12 })).toBe(3);
    expect(calendarWeekday({ year: 2025, month: 12, day: 28 })).toBe(0);
  });

  it("encodes the zone's wall clock in UTC fields", () => {
    const instant = new Date("2025-03-12T18:00:00Z");
    expect(wallClockAsUtc(instant, "America/New_York").toISOString()).toBe("2025-03-12T14:00:00.000Z");
    expect(wallClockAsUtc(instant, "Asia/Kolkata").toISOString()).toBe("2025-03-12T23:30:00.000Z");
  });
});

describe("memoised zone functions agree with the exact ones", () => {
  const zones = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata", "Australia/Lord_Howe"];
  // Every 7 minutes across the US, EU and Sydney transitions of 2025 (and Lord Howe's half-hour shift).
  const windows = ["2025-03-09T05:00:00Z", "2025-03-30T00:00:00Z", "2025-04-05T14:00:00Z", "2025-10-04T14:00:00Z", "2025-10-26T00:00:00Z", "2025-11-02T04:00:00Z"];

  it.each(zones)("%s: offsets and wall times around DST changes", (zone) => {
    for (const start of windows) {
      for (let m = 0; m < 8 * 60; m += 7) {
        const instant = new Date(Date.parse(start) + m * 60_000);
        expect(zoneOffsetMsMemo(instant, zone)).toBe(zoneOffsetMs(instant, zone));
        expect(zonedPartsMemo(instant, zone)).toEqual(zonedParts(instant, zone));
      }
    }
  });

  it("resolves skipped and repeated wall times like wallTimeToInstant", () => {
    const cases = [
      [{ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, "America/New_York"],
      [{ year: 2025, month: 11, day: 2, hour: 1, minute: 30 }, "America/New_York"],
      [{ year: 2025, month: 10, day: 26, hour: 2, minute: 30 }, "Europe/Berlin"],
      [{ year: 2025, month: 10, day: 5, hour: 2, minute: 15 }, "Australia/Sydney"],
      [{ year: 2025, month: 1, day: 32, hour: 9, minute: 0 }, "Asia/Kolkata"],
    ] as const;
    for (const [wall, zone] of cases) {
      expect(wallTimeToInstantMemo(wall, zone).toISOString()).toBe(wallTimeToInstant(wall, zone).toISOString());
    }
    expect(wallTimeToInstantMemo({ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, "America/New_York").toISOString()).toBe(
      "2025-03-09T07:30:00.000Z",
    );
  });
});
