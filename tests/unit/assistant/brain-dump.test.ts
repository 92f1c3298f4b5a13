import path from "node:path";
import { parseBrainDump, splitBrainDump } from "@/lib/assistant/brain-dump";
import { parseTask } from "@/lib/parse/parse-task";
import { readLabelledSet, scoreLabelledSet, toMinute } from "../labelled-set";

/**
 * The labelled brain dumps (tests/fixtures/assistant/brain-dump.jsonl): an input counts as correct only when it
 * splits into exactly the expected items and every item parses to its title, due date (to the minute), urgency
 * and recurrence rule. Prints the accuracy per category; fails below 95 %.
 */

interface Item {
  text: string;
  title: string;
  dueDate: string | null;
  urgency: number | null;
  rrule: string | null;
}
interface Row {
  category: string;
  text: string;
  now: string;
  timeZone: string;
  items: Item[];
}

const rows = readLabelledSet<Row>(path.join(__dirname, "../../fixtures/assistant/brain-dump.jsonl"));

function miss(row: Row): string | null {
  const got = parseBrainDump(row.text, { now: new Date(row.now), timeZone: row.timeZone }).map(({ text, task }) => ({
    text,
    title: task.title,
    dueDate: task.dueDate,
    urgency: task.urgency,
    rrule: task.recurrence?.rrule ?? null,
  }));
  const ok =
    got.length === row.items.length &&
    got.every((g, i) => {
      const want = row.items[i];
      return g.text === want.text && g.title === want.title && toMinute(g.dueDate) === toMinute(want.dueDate) && g.urgency === want.urgency && g.rrule === want.rrule;
    });
  return ok ? null : `${JSON.stringify(row.text)}\n  want ${JSON.stringify(row.items)}\n  got  ${JSON.stringify(got)}`;
}

describe("brain dump: labelled set", () => {
  it("has at least 60 inputs over every way of listing", () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(8);
  });

  it("splits and parses at least 95% of the inputs fully correctly", () => {
    const { accuracy, report } = scoreLabelledSet("brain dump", rows, miss);
    console.log(report);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});

describe("brain dump splitting", () => {
  const ctx = { now: new Date("2026-03-04T10:00-05:00"), timeZone: "America/New_York" };

  it("leaves a single line exactly as quick add reads it today", () => {
    for (const text of ["Buy salt and pepper", "- Buy milk", "1. Call Sam", "Plan the trip then book hotels", "Research and write the report by friday"]) {
      expect(splitBrainDump(`  ${text} `)).toEqual([text]);
      expect(parseBrainDump(text, ctx)).toEqual([{ text, task: parseTask(text, ctx) }]);
    }
  });

  it("gives nothing for blank input or separators alone", () => {
    expect(splitBrainDump("")).toEqual([]);
    expect(splitBrainDump(" \n \n ")).toEqual([]);
    expect(splitBrainDump(";;")).toEqual([]);
    expect(splitBrainDump("- \n* \n[ ]")).toEqual([]);
  });

  it("keeps numbers and dashes that are not list markers", () => {
    expect(splitBrainDump("Study 1.5 hours\n-3 degrees: cover plants\n2x espresso")).toEqual(["Study 1.5 hours", "-3 degrees: cover plants", "2x espresso"]);
  });
});
