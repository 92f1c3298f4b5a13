import { formatBadgeCount, formatCommentCount, formatWeekRange, truncateTitle } from "@/lib/format";
import { HEADING_TITLE_SHORT_MAX } from "@/lib/constants/tasks";
import { BERLIN, NEW_YORK } from "../board/local-time";

describe("formatCommentCount", () => {
  it.each([
    [0, "0 comments"],
    [1, "1 comment"],
    [2, "2 comments"],
    [120, "120 comments"],
  ])("%p -> %s", (count, expected) => {
    expect(formatCommentCount(count)).toBe(expected);
  });
});

describe("formatBadgeCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("%p -> %s", (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});

describe("truncateTitle", () => {
  const title25 = "Prepare the quarterly tax";
  it("keeps a title of at most 25 characters", () => {
    expect(title25).toHaveLength(25);
    expect(truncateTitle(title25)).toBe(title25);
  });

  it("cuts a longer one at 25 characters, without a trailing space", () => {
    expect(truncateTitle(`${title25} report`)).toBe("Prepare the quarterly tax...");
    expect(truncateTitle("Prepare the quarterly ta x")).toBe("Prepare the quarterly ta...");
  });

  it("cuts at 20 characters for the short headings", () => {
    expect(truncateTitle("Call the investor about funding", HEADING_TITLE_SHORT_MAX)).toBe("Call the investor ab...");
    expect(truncateTitle("Call the investor ab", HEADING_TITLE_SHORT_MAX)).toBe("Call the investor ab");
  });

  it("never splits an emoji", () => {
    expect(truncateTitle("🎉".repeat(21), HEADING_TITLE_SHORT_MAX)).toBe(`${"🎉".repeat(20)}...`);
  });
});

describe("formatWeekRange", () => {
  it("prints the week in the user's zone", () => {
    const period = { start: "2025-11-16T05:00:00.000Z", end: "2025-11-23T04:59:59.999Z" };
    expect(formatWeekRange(period, { timeZone: NEW_YORK })).toBe("Nov 16 – 22, 2025");
    expect(formatWeekRange(period, { timeZone: BERLIN })).toBe("Nov 16 – 23, 2025");
  });

  it("names both months or both years when the week spans them", () => {
    expect(formatWeekRange({ start: "2025-11-30T05:00:00.000Z", end: "2025-12-07T04:59:59.999Z" }, { timeZone: NEW_YORK })).toBe(
      "Nov 30 – Dec 6, 2025",
    );
    expect(formatWeekRange({ start: "2025-12-28T05:00:00.000Z", end: "2026-01-04T04:59:59.999Z" }, { timeZone: NEW_YORK })).toBe(
      "Dec 28, 2025 – Jan 3, 2026",
    );
  });
});
