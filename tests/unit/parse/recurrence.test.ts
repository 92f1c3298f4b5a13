import { readFileSync } from "node:fs";
import path from "node:path";
import { parseTask } from "@/lib/parse/parse-task";
import { isValidRRule } from "@/lib/recurrence/rule";
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

describe("recurrence rules of the labelled corpus", () => {
  const rows: { text: string; now: string; timeZone: string; category: string; rrule?: string }[] = readFileSync(
    path.join(__dirname, "../../fixtures/parse/corpus.jsonl"),
    "utf8",
  )
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));

  it("labels every recurrence phrase of the corpus with a rule", () => {
    expect(rows.filter((r) => r.rrule).length).toBeGreaterThanOrEqual(25);
  });

  it.each(rows.map((r) => [r.text, r] as const))("%s", (_text, row) => {
    const parsed = parseTask(row.text, { now: new Date(row.now), timeZone: row.timeZone });
    expect(parsed.recurrence ?? null).toEqual(row.rrule ? { rrule: row.rrule, timeZone: row.timeZone } : null);
    if (row.rrule) expect(isValidRRule(row.rrule)).toBe(true);
  });
});
