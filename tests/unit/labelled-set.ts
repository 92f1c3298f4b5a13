import { readFileSync } from "node:fs";

/** A labelled set in JSON lines (tests/fixtures/…/*.jsonl), one object per non-blank line. */
export function readLabelledSet<T>(file: string): T[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

/**
 * Scores a labelled set: `miss` says why a row is wrong, or null when it is right. Gives the accuracy and a
 * report with the accuracy per category and every miss, for the test to print.
 */
export function scoreLabelledSet<T extends { category: string }>(
  name: string,
  rows: readonly T[],
  miss: (row: T) => string | null,
): { accuracy: number; report: string } {
  const misses: string[] = [];
  const byCategory = new Map<string, { ok: number; total: number }>();
  for (const row of rows) {
    const why = miss(row);
    const c = byCategory.get(row.category) ?? { ok: 0, total: 0 };
    c.total += 1;
    if (why === null) c.ok += 1;
    else misses.push(why);
    byCategory.set(row.category, c);
  }
  const accuracy = (rows.length - misses.length) / rows.length;
  const table = [...byCategory].map(([category, c]) => `${category.padEnd(24)} ${c.ok}/${c.total} (${((c.ok / c.total) * 100).toFixed(0)}%)`);
  const report = `${name} accuracy ${(accuracy * 100).toFixed(1)}% (${rows.length})\n${table.join("\n")}${misses.length ? `\n\nmisses:\n${misses.join("\n")}` : ""}`;
  return { accuracy, report };
}

/** An ISO instant to the minute (labelled due dates are compared to the minute), null kept. */
export const toMinute = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 60_000));
