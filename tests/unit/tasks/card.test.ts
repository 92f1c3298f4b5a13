import { cardFacts } from "@/lib/tasks/card";

// Monday 2 November 2026, 10:00 in Los Angeles.
const clock = { now: new Date("2026-11-02T18:00:00.000Z"), timeZone: "America/Los_Angeles" };
const base = { dueDate: "2026-11-03T17:30:00.000Z", completed: false, comments: [] as unknown[] };

describe("cardFacts (the card's due text, overdue mark and comment count)", () => {
  it("reads the due date in the user's zone and counts comments", () => {
    expect(cardFacts({ ...base, comments: [{}, {}] }, clock)).toEqual({ due: "Tomorrow at 9:30 AM", overdue: false, comments: "2 comments" });
    expect(cardFacts({ ...base, comments: [{}] }, clock).comments).toBe("1 comment");
  });

  it("has no due text and no comment count when there are none", () => {
    expect(cardFacts({ ...base, dueDate: null }, clock)).toEqual({ due: null, overdue: false, comments: null });
  });

  it("marks a past due date overdue, unless the task is completed", () => {
    const past = { ...base, dueDate: "2026-11-02T16:00:00.000Z" };
    expect(cardFacts(past, clock)).toMatchObject({ due: "Today at 8:00 AM", overdue: true });
    expect(cardFacts({ ...past, completed: true }, clock).overdue).toBe(false);
  });

  it("writes the year only for another year, in the user's zone (11:30 PM on New Year's Eve in Los Angeles is already January in UTC)", () => {
    const eve = { now: new Date("2026-12-29T20:00:00.000Z"), timeZone: "America/Los_Angeles" };
    expect(cardFacts({ ...base, dueDate: "2027-01-01T07:30:00.000Z" }, eve).due).toBe("Dec 31 at 11:30 PM");
    expect(cardFacts({ ...base, dueDate: "2027-01-05T18:00:00.000Z" }, eve).due).toBe("Jan 5, 2027 at 10:00 AM");
  });
});
