import { findRecurrence } from "@/lib/parse/recurrence";

const found = (text: string) => findRecurrence(text).map((c) => [text.slice(c.start, c.end), c.anchor]);

describe("recurrence phrases", () => {
  it.each([
    ["take vitamins daily", [["daily", "day"]]],
    ["water plants every day at 8", [["every day", "day"]]],
    ["stand-up every weekday", [["every weekday", "weekday"]]],
    ["gym on weekdays", [["on weekdays", "weekday"]]],
    ["walk dog twice a day", [["twice a day", "day"]]],
    ["backups weekly", [["weekly", "day"]]],
    ["review every 2 weeks", [["every 2 weeks", "day"]]],
    ["pay rent monthly on the 1st", [["monthly", "day"]]],
  ])("%s", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("leaves adverbs used as adjectives", () => {
    expect(found("Daily standup at 10")).toEqual([]);
    expect(found("Write weekly report")).toEqual([]);
    expect(found("gym every monday")).toEqual([]);
  });
});
