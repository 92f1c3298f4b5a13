import path from "node:path";
import { parseTask } from "@/lib/parse/parse-task";
import { readLabelledSet, scoreLabelledSet, toMinute } from "../labelled-set";

/**
 * The labelled corpus (tests/fixtures/parse/corpus.jsonl): a phrase counts as correct only when title,
 * due date (to the minute) and urgency all match. Fails below 97 %.
 */

interface Row {
  category: string;
  text: string;
  now: string;
  timeZone: string;
  title: string;
  dueDate: string | null;
  urgency: number | null;
}

const rows = readLabelledSet<Row>(path.join(__dirname, "../../fixtures/parse/corpus.jsonl"));

function miss(row: Row): string | null {
  const got = parseTask(row.text, { now: new Date(row.now), timeZone: row.timeZone });
  const ok = got.title === row.title && toMinute(got.dueDate) === toMinute(row.dueDate) && got.urgency === row.urgency;
  return ok ? null : `${JSON.stringify(row.text)}: want ${row.title} | ${row.dueDate} | ${row.urgency}; got ${got.title} | ${got.dueDate} | ${got.urgency}`;
}

describe("labelled corpus", () => {
  it("has at least 250 phrases in at least three zones, with month-end, year-end and DST reference times", () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.timeZone)).size).toBeGreaterThanOrEqual(3);
    const nows = rows.map((r) => r.now);
    expect(nows.some((n) => n.startsWith("2025-01-31") || n.startsWith("2025-06-30"))).toBe(true);
    expect(nows.some((n) => n.startsWith("2025-12-31"))).toBe(true);
    expect(rows.filter((r) => r.category === "DST").length).toBeGreaterThanOrEqual(10);
  });

  it("parses at least 97% of the phrases fully correctly", () => {
    const { accuracy, report } = scoreLabelledSet("corpus", rows, miss);
    console.log(report);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
  });
});
