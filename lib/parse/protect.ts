import type { ParsedResult } from "chrono-node";
import { REPEAT_TAG } from "@/lib/parse/rules";
import { COMPACT_TIME, COUNTED_NOUN, YEAR_LIKE } from "@/lib/parse/rules/vocabulary";

/**
 * Title protection: date-parser matches that are more likely words of the title than a date.
 * - a month name alone with no preposition ("Email Dec about the budget", "March on")
 * - a three-letter weekday abbreviation used as a word ("Buy sun cream", "Sat exam")
 * - a fraction ("Buy 1/2 gallon milk")
 * - a duration after "for" ("Study for 2 hours") or relative to something unnamed ("24 hours before", "28 Days Later"),
 *   and a bare "now"
 * - a number that names something right before a day word ("Watch Apollo 13 tonight", "Ocean's 11 tomorrow")
 * - "night" as a noun ("Game night next weekend", "Date night")
 * Numbers alone ("Read 1984", "Buy 2 apples", "Watch Apollo 13") are never dates to begin with.
 */

const DATE_PREPOSITION_BEFORE =
  /\b(?:in|by|until|till|til|before|during|for|of|from|after|this|next|last|early|mid|late|on|due|every|each|starting|since)\s+$/i;
const SHORT_WEEKDAY = /^(?:on\s+)?(?:sun|mon|tue|wed|thu|fri|sat)\.?$/i;
const END_OR_PUNCTUATION = /^\s*(?:$|[,.;!?)\]])/;
/** Another day, a list word or a time after an abbreviation: "Mon Wed Fri at 7am", "tue & thu", "sat 10am". */
const DAY_LIST_FOLLOWS =
  /^\s*(?:[,/&]|and\b|or\b|at\b|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i;
const FRACTION = /^[1-9]\/[2-9]$/;
/** "24 hours before" (before what?) names no date of its own. */
const RELATIVE_TO_SOMETHING = /\s(?:before|after|earlier|later|prior|beforehand)$/i;

export function isTitleWord(result: ParsedResult, text: string): boolean {
  const s = result.start;
  const before = text.slice(0, result.index);
  const after = text.slice(result.index + result.text.length);
  const tags = result.tags();

  if (tags.has("result/relativeDate") && (/^for\s/i.test(result.text) || RELATIVE_TO_SOMETHING.test(result.text))) {
    return true;
  }
  if (tags.has("casualReference/now")) return true;

  const monthOnly =
    s.isCertain("month") && !s.isCertain("day") && !s.isCertain("weekday") && !s.isCertain("year") && !s.isCertain("hour");
  if (monthOnly && ![...tags].some((t) => t.startsWith(REPEAT_TAG)) && !/^in\s/i.test(result.text)) {
    return !DATE_PREPOSITION_BEFORE.test(before);
  }
  if (SHORT_WEEKDAY.test(result.text.trim())) {
    return (
      !DATE_PREPOSITION_BEFORE.test(before) &&
      !END_OR_PUNCTUATION.test(after) &&
      !DAY_LIST_FOLLOWS.test(after) &&
      !/^on\s/i.test(result.text)
    );
  }
  if (FRACTION.test(result.text)) return !DATE_PREPOSITION_BEFORE.test(before);
  return false;
}

const NUMBER_BEFORE_DAY_WORD =
  /(\S+)(\s+)(#?)(\d{1,4})(?=\s+(?:on\s+)?(?:tonight|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:this\s+|in\s+the\s+)?(?:morning|afternoon|evening|night))\b)/gi;
const TIME_PREPOSITION = /^(?:at|@|by|around|about|before|after|until|till|from)$/i;
const NIGHT_AS_NOUN = /(\S+)(\s+)(night)\b/gi;
const NIGHT_CONTEXT =
  /^(?:this|tomorrow|tomorrow's|every|each|at|the|last|on|by|until|till|one|mon|tue|wed|thu|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

/** "night" after a word that is not a date word ("Game night", "Date night") names the event, not the time. */
export function isNightNoun(dayPart: string, before: string): boolean {
  if (dayPart.toLowerCase() !== "night") return false;
  const word = /(\S+)\s+$/.exec(before)?.[1];
  return word !== undefined && !NIGHT_CONTEXT.test(word) && !/[,.;:!?]$/.test(word);
}

const NIGHT_WORD = /(\S+)\s+night\b/gi;

/** Whether the text names an event with a night compound ("Game night", "Movie night"). */
export function hasNightNoun(text: string): boolean {
  NIGHT_WORD.lastIndex = 0;
  for (let m = NIGHT_WORD.exec(text); m; m = NIGHT_WORD.exec(text)) {
    if (isNightNoun("night", text.slice(0, m.index + m[1].length + 1))) return true;
  }
  return false;
}

/** A word that names a product or model, so that a number after it is part of the name ("iPhone 12", "Windows 11"). */
function isModelName(word: string, isFirst: boolean, digits: string): boolean {
  if (/\d/.test(word) || /[A-Z]/.test(word.slice(1))) return true;
  return !isFirst && /^[A-Z][a-z]/.test(word) && digits.length >= 2;
}

/** Four digits that are a 24-hour clock time here: after "at"/"by" …, or not year-like and not counted by a noun. */
function isCompactTime(word: string, digits: string): boolean {
  return COMPACT_TIME.test(digits) && (TIME_PREPOSITION.test(word) || (!YEAR_LIKE.test(digits) && !COUNTED_NOUN.test(word)));
}

/**
 * Blanks (same length, so indices hold) words the date parser would misread, so they stay in the title:
 * numbers before "tonight"/"tomorrow"/"today", a weekday or a part of the day that cannot be a clock hour
 * (above 12, unless a 24-hour time such as "at 1730"), that a noun counts ("Read chapter 11 tonight", "Fix bug
 * #11 tonight") or that follow a possessive or a model name ("Watch Apollo 13 tonight", "Ocean's 11 tomorrow",
 * "Update to iOS 18 Friday", "Sell iPhone 12 tomorrow", "Install Windows 11 on Monday"), and "night" after a
 * noun ("Game night").
 */
export function shieldTitleWords(text: string): string {
  return text
    .replace(NUMBER_BEFORE_DAY_WORD, (all, word: string, space: string, hash: string, digits: string, offset: number) =>
      !isCompactTime(word, digits) &&
      (hash !== "" ||
        Number(digits) > 12 ||
        /['’]s$/i.test(word) ||
        COUNTED_NOUN.test(word) ||
        isModelName(word, offset === text.search(/\S/), digits))
        ? word + space + " ".repeat(hash.length + digits.length)
        : all,
    )
    .replace(NIGHT_AS_NOUN, (all, word: string, space: string, night: string) =>
      NIGHT_CONTEXT.test(word.replace(/[,.;:!?]$/, "")) || /[,.;:!?]$/.test(word) ? all : word + space + " ".repeat(night.length),
    );
}
