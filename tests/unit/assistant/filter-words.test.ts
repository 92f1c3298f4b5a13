import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { removeUnderstood, understandFilter, type FilterWordsOptions, type PlainWordsFilter } from "@/lib/assistant/filter-words";
import { readLabelledSet, scoreLabelledSet } from "../labelled-set";

/**
 * The labelled find-bar texts (tests/fixtures/assistant/filter-words.jsonl): a text counts as correct only when
 * the whole structured filter, the leftover search and the chips' labels (in order) match. Prints the accuracy
 * per category; fails below 95 %.
 */

interface Row {
  category: string;
  text: string;
  options?: FilterWordsOptions;
  filter: Partial<PlainWordsFilter>;
  q: string;
  chips: string[];
}

const rows = readLabelledSet<Row>(path.join(__dirname, "../../fixtures/assistant/filter-words.jsonl"));

const EMPTY: PlainWordsFilter = {
  q: "", overdue: false, bands: [], due: [], noDate: false, hasReminders: false, repeating: false, mine: false, assignedToMe: false,
  createdBy: null, workspace: null, status: null,
};

function miss(row: Row): string | null {
  const got = understandFilter(row.text, row.options);
  const want = { ...EMPTY, ...row.filter, q: row.q };
  const labels = got.chips.map((c) => c.label);
  if (isDeepStrictEqual(got.filter, want) && isDeepStrictEqual(labels, row.chips)) return null;
  return `${JSON.stringify(row.text)}\n  want ${JSON.stringify(want)} ${JSON.stringify(row.chips)}\n  got  ${JSON.stringify(got.filter)} ${JSON.stringify(labels)}`;
}

describe("filters in plain words: labelled set", () => {
  it("has at least 60 texts in every kind of filter", () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(10);
  });

  it("understands at least 95% of the texts fully correctly", () => {
    const { accuracy, report } = scoreLabelledSet("plain-word filters", rows, miss);
    console.log(report);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});

describe("understood chips", () => {
  it("say where the words are, and removing a chip removes all its words from the text", () => {
    const text = "critical overdue bugs and important";
    const { chips } = understandFilter(text);
    expect(chips.map((c) => [c.kind, c.label, c.spans])).toEqual([
      ["band", "High", [[0, 8], [26, 35]]],
      ["overdue", "Overdue", [[9, 16]]],
    ]);
    const without = removeUnderstood(text, chips[0]);
    expect(without).toBe("overdue bugs and");
    expect(understandFilter(without).filter).toMatchObject({ bands: [], overdue: true, q: "bugs" });
  });

  it("keeps the first of two people or workspaces and leaves the second as text", () => {
    const { filter, chips } = understandFilter("created by Sam created by Ana", {});
    expect(filter.createdBy).toBe("Sam");
    expect(filter.q).toBe("created by Ana");
    expect(chips.map((c) => c.label)).toEqual(["Created by Sam"]);
  });

  it("reads a first name only one person has, and leaves an ambiguous one as typed", () => {
    expect(understandFilter("created by sam", { people: ["Sam Lee"] }).filter.createdBy).toBe("Sam Lee");
    expect(understandFilter("created by sam", { people: ["Sam Lee", "Sam Ortiz"] }).filter.createdBy).toBe("sam");
  });

  it("leaves a text with nothing understood exactly as the search", () => {
    expect(understandFilter("  Buy salt and pepper ")).toEqual({ filter: { ...EMPTY, q: "Buy salt and pepper" }, chips: [] });
  });
});
