import { rewrite, type MappedText, type Rewrite } from "@/lib/parse/mapped-text";
import { isNightNoun } from "@/lib/parse/protect";
import { SPELLING_RULES } from "@/lib/parse/spelling";

/**
 * Pre-normalisation: abbreviations, misspellings and shorthands rewritten into words the date parser
 * knows ("tmrw" -> "tomorrow", "eod" -> "end of day", "2 wks" -> "2 weeks"), with a map back to the
 * user's text. Names that look like shorthands ("Tom", "Tod") are left alone.
 */

const TOMORROW_SPELLINGS =
  "tmrw|tmrow|tmro|tmr|tmw|tmoz|tomoz|tomo|2moro|2morro|2morrow|2mrw|2mrow|tomorow|tommorow|tommorrow|tomorrw|tomrrow|tmorrow|tomorro";

const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

const PLURAL_WEEKDAY = `(?:${WEEKDAYS.replace(/day/g, "days")})`;
/** A plural weekday, or a list of them, with an optional "on"/"every" before it. */
const PLURAL_WEEKDAY_LIST = new RegExp(
  `\\b(?:(?:on|every|each)\\s+)?(${WEEKDAYS})s((?:\\s*(?:,\\s*and|,|and|&|or)\\s*${PLURAL_WEEKDAY})*)\\b`,
  "gi",
);

/** Words after which a lowercase "tom" can only mean tomorrow. */
const TOM_BEFORE = /(?:^|\s)(?:by|on|due|until|till|til|for|from|before|after)\s+$/i;
const TOM_AFTER = /^\s*(?:at\b|@|\d|morning|afternoon|evening|night|noon|midday|eod|end of day|am\b|pm\b|[,.;!]|$)/i;

function fixed(text: string): Rewrite["replace"] {
  return () => text;
}

const RULES: readonly Rewrite[] = [
  {
    pattern: new RegExp(`\\b(?:the\\s+)?day\\s+after\\s+(?:tomorrow|${TOMORROW_SPELLINGS})\\b|\\bovermorrow\\b`, "gi"),
    // Not "the day after tomorrow": chrono resolves that through a merge that ignores the reference zone.
    replace: fixed("in 2 days"),
  },
  { pattern: new RegExp(`\\b(?:${TOMORROW_SPELLINGS})\\b`, "gi"), replace: fixed("tomorrow") },
  {
    pattern: /\btom\b/g,
    replace: (m, source) =>
      TOM_BEFORE.test(source.slice(0, m.index)) || TOM_AFTER.test(source.slice(m.index + 3)) ? "tomorrow" : null,
  },
  { pattern: /\b(?:tdy|tod)\b/g, replace: fixed("today") },
  { pattern: /\b(?:tonite|2nite|2night|tonigt)\b/gi, replace: fixed("tonight") },
  { pattern: /\bnite\b/gi, replace: fixed("night") },
  { pattern: /\barvo\b/gi, replace: fixed("afternoon") },
  { pattern: /\bmorn\b/gi, replace: fixed("morning") },
  {
    pattern: /\b(?:eod|eob|cob|close of (?:business|play)|end of (?:business|play))\b/gi,
    replace: fixed("end of day"),
  },
  { pattern: /\beow\b/gi, replace: fixed("end of week") },
  { pattern: /\beom\b/gi, replace: fixed("end of month") },
  { pattern: /\beoq\b/gi, replace: fixed("end of quarter") },
  { pattern: /\beoy\b/gi, replace: fixed("end of year") },
  { pattern: /\b(?:wknd|wkend)\b|\bw\/e\b/gi, replace: fixed("weekend") },
  { pattern: /\bwks\b/gi, replace: fixed("weeks") },
  { pattern: /\bwk\b/gi, replace: fixed("week") },
  { pattern: /\bweds\b/gi, replace: fixed("wednesday") },
  { pattern: /\btues\b/gi, replace: fixed("tuesday") },
  { pattern: /\bnxt\b/gi, replace: fixed("next") },
  { pattern: /\b(?:a|one|1)\s+fortnight(?:'s\s+time)?\b/gi, replace: fixed("14 days") },
  { pattern: /\b(?:two|2)\s+fortnights(?:'\s+time)?\b/gi, replace: fixed("28 days") },
  {
    pattern: new RegExp(`\\b(?:next|the\\s+following)\\s+week\\s+(?:on\\s+)?(${WEEKDAYS})\\b`, "gi"),
    replace: (m) => `${m[1]} next week`,
  },
  {
    pattern: new RegExp(`\\b(?:(?:this|the)\\s+)?coming\\s+(${WEEKDAYS}|week|weekend|month)\\b`, "gi"),
    replace: (m) => `this ${m[1]}`,
  },
  // "morning tomorrow" -> "tomorrow morning": chrono merges a day part placed before its day the wrong way round.
  {
    pattern: new RegExp(
      `\\b(?:first\\s+thing(?:\\s+in\\s+the\\s+morning)?|(morning|afternoon|evening|night))\\s+(?:on\\s+)?(today|tomorrow|${WEEKDAYS})\\b`,
      "gi",
    ),
    // Not after a noun whose compound it is ("Game night Friday", "Date night Saturday"): see protect.ts.
    replace: (m, source) => (m[1] && isNightNoun(m[1], source.slice(0, m.index)) ? null : `${m[2]} ${m[1] ?? "morning"}`),
  },
  { pattern: /\bfirst\s+thing(?:\s+in\s+the\s+morning)?\b/gi, replace: fixed("morning") },
  // "on fridays", "mondays and thursdays": a plural weekday is a schedule ("every friday", "every monday and thursday").
  {
    pattern: PLURAL_WEEKDAY_LIST,
    replace: (m) => `every ${m[1].toLowerCase()}${m[2].replace(/(\w+day)s\b/gi, (_all, day: string) => day.toLowerCase())}`,
  },
  { pattern: /\b(?:sunrise|dawn|daybreak)\b/gi, replace: fixed("morning") },
  { pattern: /\b(?:sunset|dusk)\b/gi, replace: fixed("evening") },
  // "Call Anna later" (nothing after it): later today.
  {
    pattern: /(?<!\b(?:second|minute|min|hour|hr|day|week|month|year)s?\s+)\blater(?=\s*[.!]*\s*$)/gi,
    replace: fixed("later today"),
  },
  { pattern: /(^|\s)@\s*(?=\d)/g, replace: (m) => `${m[1]}at ` },
  { pattern: /\b(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s*-?\s*ish\b/gi, replace: (m) => m[1] },
  { pattern: /\b(noon|midday|midnight)-?ish\b/gi, replace: (m) => m[1] },
  ...SPELLING_RULES,
];

export function normalize(text: string): MappedText {
  return rewrite(text, RULES);
}
