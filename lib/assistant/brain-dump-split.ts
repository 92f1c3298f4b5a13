/**
 * Brain dump's splitting (./brain-dump.ts says the rules), apart from the parser so that quick add can tell
 * one task from several without loading it. Pure.
 */

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
