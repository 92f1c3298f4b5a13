import { formatDueText } from "@/lib/format";
import { KOLKATA, local, localIso, NEW_YORK } from "../board/local-time";

describe.each([NEW_YORK, KOLKATA])("formatDueText in %s", (timeZone) => {
  const now = local("2025-03-05 10:00", timeZone);
  const due = (wall: string) => formatDueText(localIso(wall, timeZone), { now, timeZone });

  it.each([
    ["2025-03-05 15:00", "Today at 3:00 PM"],
    ["2025-03-05 00:00", "Today at 12:00 AM"],
    ["2025-03-05 23:59", "Today at 11:59 PM"],
    ["2025-03-06 00:00", "Tomorrow at 12:00 AM"],
    ["2025-03-06 09:00", "Tomorrow at 9:00 AM"],
    ["2025-03-04 23:59", "Mar 4 at 11:59 PM"],
    ["2025-03-12 09:05", "Mar 12 at 9:05 AM"],
    ["2025-12-31 18:30", "Dec 31 at 6:30 PM"],
    ["2026-01-02 09:00", "Jan 2, 2026 at 9:00 AM"],
    ["2024-11-30 09:00", "Nov 30, 2024 at 9:00 AM"],
  ])("%s -> %s", (wall, expected) => {
    expect(due(wall)).toBe(expected);
  });

  it("is null without a due date", () => {
    expect(formatDueText(null, { now, timeZone })).toBeNull();
  });
});

describe("formatDueText edges", () => {
  it("reads today and tomorrow on the user's calendar, not UTC's", () => {
    const now = new Date("2025-03-05T15:00:00.000Z"); // NY 10:00; Kolkata 20:30
    const due = "2025-03-06T03:00:00.000Z"; // NY 5 March 22:00; Kolkata 6 March 08:30
    expect(formatDueText(due, { now, timeZone: NEW_YORK })).toBe("Today at 10:00 PM");
    expect(formatDueText(due, { now, timeZone: KOLKATA })).toBe("Tomorrow at 8:30 AM");
  });

  it("says Tomorrow across a year end and adds the year only for another year", () => {
    const now = local("2025-12-31 23:00", NEW_YORK);
    expect(formatDueText(localIso("2026-01-01 10:00", NEW_YORK), { now, timeZone: NEW_YORK })).toBe("Tomorrow at 10:00 AM");
    expect(formatDueText(localIso("2026-01-05 10:00", NEW_YORK), { now, timeZone: NEW_YORK })).toBe(
      "Jan 5, 2026 at 10:00 AM",
    );
  });

  it("says Tomorrow for the 23-hour day of the New York spring-forward", () => {
    const now = local("2025-03-08 23:30", NEW_YORK);
    expect(formatDueText("2025-03-09T07:30:00.000Z", { now, timeZone: NEW_YORK })).toBe("Tomorrow at 3:30 AM");
  });

  it("formats dates and times for another locale, in English words", () => {
    const now = local("2025-03-05 10:00", NEW_YORK);
    expect(formatDueText(localIso("2025-03-05 15:00", NEW_YORK), { now, timeZone: NEW_YORK, locale: "en-GB" })).toBe(
      "Today at 15:00",
    );
    expect(formatDueText(localIso("2025-03-12 15:00", NEW_YORK), { now, timeZone: NEW_YORK, locale: "en-GB" })).toBe(
      "12 Mar at 15:00",
    );
  });
});
