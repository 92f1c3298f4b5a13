import { readFileSync } from "node:fs";
import path from "node:path";
import { parseTask } from "@/lib/parse/parse-task";

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

const rows: Row[] = readFileSync(path.join(__dirname, "../../fixtures/parse/corpus.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line));

const minute = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 60_000));

function score() {
  const failures: string[] = [];
  const byCategory = new Map<string, { ok: number; total: number }>();
  for (const row of rows) {
    const got = parseTask(row.text, { now: new Date(row.now), timeZone: row.timeZone });
    const ok = got.title === row.title && minute(got.dueDate) === minute(row.dueDate) && got.urgency === row.urgency;
    const c = byCategory.get(row.category) ?? { ok: 0, total: 0 };
    c.total += 1;
    if (ok) c.ok += 1;
    else failures.push(`${JSON.stringify(row.text)}: want ${row.title} | ${row.dueDate} | ${row.urgency}; got ${got.title} | ${got.dueDate} | ${got.urgency}`);
    byCategory.set(row.category, c);
  }
  return { accuracy: (rows.length - failures.length) / rows.length, failures, byCategory };
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
    const { accuracy, failures, byCategory } = score();
    const table = [...byCategory].map(([name, c]) => `${name.padEnd(24)} ${c.ok}/${c.total}`).join("\n");
    console.log(`corpus accuracy ${(accuracy * 100).toFixed(1)}% (${rows.length} phrases)\n${table}${failures.length ? `\n\nmisses:\n${failures.join("\n")}` : ""}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
  });
});
