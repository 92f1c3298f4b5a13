import { parseTask } from "@/lib/parse/parse-task";
import type { ParseContext, ParsedTask } from "@/lib/parse/types";

/**
 * Brain dump: several tasks typed or pasted into quick add at once. The text splits into items at line
 * breaks, at ";" and at "and then"; bullets ("-", "*", "•", "1.", "2)", "[ ]", "[x]", "- [ ]", "☐") are stripped,
 * items trimmed, empty ones dropped. A single line with neither ";" nor "and then" is one item, exactly as
 * typed, so quick add behaves as it always did ("Buy salt and pepper" stays one task). Each item is parsed by
 * the quick-add parser (lib/parse) with the same `now` and zone.
 *
 *   splitBrainDump(text: string): string[]
 *   parseBrainDump(text: string, ctx: ParseContext): BrainDumpItem[]
 */

export interface BrainDumpItem {
  /** The item's own text, as it is parsed. */
  text: string;
  task: ParsedTask;
}

const LINE_BREAK = /\r\n?|\n|\u2028|\u2029/;
const SEPARATOR = /\s*;\s*|(?:\s*,)?\s+and\s+then\s+/i;
/** A list marker at the start of an item: "-", "*", "•", "1.", "2)", "a)", then a checkbox "[ ]", "[x]", "☐". */
const BULLET = /^\s*(?:(?:[-*+•◦‣▪–—]|\d{1,3}[.)]|[a-z]\))(?=\s|\[)\s*|[•◦]\s*)?(?:\[[ xX✓✔]?\]\s*|[☐☑☒✅]\s*)?/u;
/** Words left at the start of an item split off "and then" ("…; then call Sam"). */
const LEADING_THEN = /^(?:and\s+)?then\s+/i;

export function splitBrainDump(text: string): string[] {
  const trimmed = text.trim();
  if (!LINE_BREAK.test(trimmed) && !SEPARATOR.test(trimmed)) return trimmed === "" ? [] : [trimmed];
  return trimmed
    .split(LINE_BREAK)
    .flatMap((line) => line.replace(BULLET, "").split(SEPARATOR))
    .map((item) => item.trim().replace(LEADING_THEN, "").replace(BULLET, "").trim())
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
}

export function parseBrainDump(text: string, ctx: ParseContext): BrainDumpItem[] {
  return splitBrainDump(text).map((item) => ({ text: item, task: parseTask(item, ctx) }));
}
