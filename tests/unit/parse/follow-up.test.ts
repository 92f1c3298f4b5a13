import { parseTask } from "@/lib/parse/parse-task";
import { fallbackDateSuggestions, followUpFor } from "@/lib/parse/follow-up";

const ctx = { now: new Date("2025-03-12T14:00:00-04:00"), timeZone: "America/New_York" };

describe("what is still needed and the follow-up question", () => {
  it("asks for date and urgency together, or for the one missing", () => {
    expect(parseTask("Call mom", ctx)).toMatchObject({
      stillNeeded: ["date", "urgency"],
      followUp: "When is this due, and how urgent is it?",
    });
    expect(parseTask("Call mom tomorrow", ctx)).toMatchObject({ stillNeeded: ["urgency"], followUp: "How urgent is this?" });
    expect(parseTask("Call mom asap", ctx)).toMatchObject({ stillNeeded: ["date"], followUp: "When is this due?" });
    expect(parseTask("Call mom tomorrow asap", ctx)).toMatchObject({ stillNeeded: [], followUp: null, suggestions: [] });
    expect(followUpFor(["title", "date"])).toBe("What do you want to do?");
  });

  it("offers the fallback dates when the date is missing: tomorrow 9:00, +2 hours, +7 days 9:00", () => {
    const { suggestions } = parseTask("Call mom asap", ctx);
    expect(suggestions).toEqual([
      { type: "datetime", value: "2025-03-13T13:00:00.000Z", displayText: "Tomorrow morning" },
      { type: "datetime", value: "2025-03-12T20:00:00.000Z", displayText: "Later today" },
      { type: "datetime", value: "2025-03-19T13:00:00.000Z", displayText: "Next week" },
    ]);
  });

  it("offers the five urgency steps when urgency is missing", () => {
    const { suggestions } = parseTask("Call mom tomorrow", ctx);
    expect(suggestions).toEqual([
      { type: "urgency", value: 5, displayText: "Urgent (5)" },
      { type: "urgency", value: 4, displayText: "Important (4)" },
      { type: "urgency", value: 3, displayText: "Medium priority (3)" },
      { type: "urgency", value: 2, displayText: "Somewhat important (2)" },
      { type: "urgency", value: 1, displayText: "Low priority (1)" },
    ]);
  });

  it("drops 'later today' once +2 hours is tomorrow, and keeps 9:00 local across a DST change", () => {
    const late = fallbackDateSuggestions({ now: new Date("2025-03-08T22:30:00-05:00"), timeZone: "America/New_York" });
    expect(late.map((s) => s.displayText)).toEqual(["Tomorrow morning", "Next week"]);
    // Sunday 9 March is the first day of daylight time: 9:00 EDT is 13:00 UTC.
    expect(late[0].value).toBe("2025-03-09T13:00:00.000Z");
    expect(late[1].value).toBe("2025-03-15T13:00:00.000Z");
  });
});
