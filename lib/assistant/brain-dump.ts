import { parseTask } from "@/lib/parse/parse-task";
import type { ParseContext, ParsedTask } from "@/lib/parse/types";
import { splitBrainDump } from "./brain-dump-split";

export { splitBrainDump };

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

export function parseBrainDump(text: string, ctx: ParseContext): BrainDumpItem[] {
  return splitBrainDump(text).map((item) => ({ text: item, task: parseTask(item, ctx) }));
}
