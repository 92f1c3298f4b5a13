import type { Parser } from "chrono-node";
import { compare, dateComponents, once, today } from "@/lib/parse/rules/shared";

/**
 * Holidays with a fixed date: New Year's Eve (31 December), Christmas Eve (24 December), Christmas (Day)
 * and New Year's Day (1 January, also "New Year"), the next occurrence from today on. A holiday that names
 * something ("Buy Christmas presents", "New Year's Eve party", "Plan for the new year") stays in the title:
 * it is a date only after a date word ("on", "by", "over" …) or where the phrase ends or a time follows
 * ("Call grandma Christmas Day", "Christmas Eve at 6pm").
 */

const HOLIDAYS: readonly { pattern: string; month: number; day: number }[] = [
  { pattern: "new\\s+year(?:['’]?s)?\\s+eve|nye", month: 12, day: 31 },
  { pattern: "(?:christmas|xmas)\\s+eve", month: 12, day: 24 },
  { pattern: "(?:christmas|xmas)(?:\\s+day)?", month: 12, day: 25 },
  { pattern: "new\\s+year(?:['’]?s)?(?:\\s+day)?", month: 1, day: 1 },
];

const DATE_WORD_BEFORE = /\b(?:on|by|before|until|till|til|for|after|from|at|this|next|around|due)\s+$/i;
const DATE_FOLLOWS = /^(?:\s*$|\s*[,;.!?)]|\s+(?:at|@|\d|morning|afternoon|evening|night|noon|midday|midnight|in\s+the|every|each)\b)/i;

export const holidayParser: Parser = {
  pattern: once(
    () => new RegExp(`(?<![\\w'’])((?:over|during)\\s+)?(?:${HOLIDAYS.map((h) => `(${h.pattern})`).join("|")})(?![\\w'’])`, "i"),
  ),
  extract: (context, match) => {
    const holiday = HOLIDAYS[match.slice(2).findIndex((group) => group !== undefined)];
    const index = match.index ?? 0;
    const before = context.text.slice(0, index);
    const after = context.text.slice(index + match[0].length);
    if (/\bthe\s+$/i.test(before)) return null;
    if (!match[1] && !DATE_WORD_BEFORE.test(before) && !DATE_FOLLOWS.test(after)) return null;
    const from = today(context);
    const year = compare({ year: from.year, month: holiday.month, day: holiday.day }, from) < 0 ? from.year + 1 : from.year;
    return dateComponents(context, { year, month: holiday.month, day: holiday.day }, "year");
  },
};
