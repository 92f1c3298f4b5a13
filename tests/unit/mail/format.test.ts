import { formatDateTimeInZone, formatLifetime } from "@/server/mail/format";

describe("formatLifetime", () => {
  it("words whole units", () => {
    expect(formatLifetime(60 * 60 * 1000)).toBe("1 hour");
    expect(formatLifetime(7 * 24 * 60 * 60 * 1000)).toBe("7 days");
    expect(formatLifetime(90 * 60 * 1000)).toBe("90 minutes");
  });

  it("refuses a duration it cannot word", () => {
    expect(() => formatLifetime(1500)).toThrow(RangeError);
  });
});

describe("formatDateTimeInZone", () => {
  const at = (iso: string, zone: string) => formatDateTimeInZone(new Date(iso), zone);

  it("reads the same instant in two zones", () => {
    expect(at("2026-06-15T16:45:00Z", "America/Los_Angeles")).toBe("Monday, June 15, 2026 at 9:45 AM PDT");
    expect(at("2026-06-15T16:45:00Z", "Europe/Berlin")).toBe("Monday, June 15, 2026 at 6:45 PM GMT+2");
  });

  it("follows the spring-forward jump in New York (2026-03-08, 02:00 EST -> 03:00 EDT)", () => {
    expect(at("2026-03-08T06:30:00Z", "America/New_York")).toBe("Sunday, March 8, 2026 at 1:30 AM EST");
    expect(at("2026-03-08T07:30:00Z", "America/New_York")).toBe("Sunday, March 8, 2026 at 3:30 AM EDT");
  });

  it("tells the two 02:30s of Berlin's fall-back night apart (2026-10-25)", () => {
    expect(at("2026-10-25T00:30:00Z", "Europe/Berlin")).toBe("Sunday, October 25, 2026 at 2:30 AM GMT+2");
    expect(at("2026-10-25T01:30:00Z", "Europe/Berlin")).toBe("Sunday, October 25, 2026 at 2:30 AM GMT+1");
  });

  it("crosses midnight and the month end into the zone's next day", () => {
    expect(at("2026-01-31T15:30:00Z", "Asia/Tokyo")).toBe("Sunday, February 1, 2026 at 12:30 AM GMT+9");
    expect(at("2026-01-31T15:30:00Z", "UTC")).toBe("Saturday, January 31, 2026 at 3:30 PM UTC");
  });

  it("writes an unknown zone as UTC instead of failing", () => {
    expect(at("2026-01-31T15:30:00Z", "Mars/Olympus_Mons")).toBe("Saturday, January 31, 2026 at 3:30 PM UTC");
  });

  it("uses plain spaces only (no narrow no-break space before AM/PM)", () => {
    expect(at("2026-03-08T07:30:00Z", "America/New_York")).not.toMatch(/[\u202f\u00a0]/);
  });
});
