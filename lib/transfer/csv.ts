import type { Subtask } from "@/lib/schemas/task";

/**
 * A CSV cell that a spreadsheet shows as text instead of running it as a formula (OWASP's CSV injection
 * advice): a cell whose first character is =, +, -, @, a tab or a carriage return gets a leading
 * apostrophe, which Excel, LibreOffice and Google Sheets hide. Checked on the first character alone,
 * whatever follows (papaparse's escapeFormulae tests its pattern without the `s` flag, so a cell with a
 * line break in it went out unescaped). Pure.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A task's checklist in one CSV cell, in its order: "[x] done step; [ ] open step" (empty without one).
 * Quotes, commas and line breaks are the CSV writer's to escape (RFC 4180).
 */
export function subtasksCell(subtasks: readonly Subtask[]): string {
  return subtasks.map((s) => `[${s.done ? "x" : " "}] ${s.title}`).join("; ");
}
