import { parseTask } from "@/lib/parse/parse-task";

/** The quick-add parser never answers a due date past the year 9999 (in UTC): it is a date it did not understand. */

const now = new Date("2026-11-23T10:00:00.000Z");

describe("dates past the year 9999", () => {
  it.each([
    ["call mom 31 december 9999 at 11pm", "Pacific/Honolulu"],
    ["renew in 8000 years", "UTC"],
    ["x in 3000000 days", "UTC"],
    ["pay 9999-12-31 23:00", "America/New_York"],
  ])("%s (%s) has no due date and asks for one", (text, timeZone) => {
    const parsed = parseTask(text, { now, timeZone });
    expect(parsed.dueDate).toBeNull();
    expect(parsed.stillNeeded).toContain("date");
  });

  it("keeps the last instants of 9999 that are still 9999 in UTC", () => {
    expect(parseTask("call mom 31 december 9999 at 11pm", { now, timeZone: "Pacific/Kiritimati" }).dueDate).toBe("9999-12-31T09:00:00.000Z");
  });
});
