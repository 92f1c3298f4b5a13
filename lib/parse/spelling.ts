import type { Rewrite } from "@/lib/parse/mapped-text";

/**
 * Misspelt weekday and month names ("fridya", "wedensday", "mrach", "febuary"), corrected only where a date
 * is expected: after a date word ("on", "by", "next", "every" …) or next to a day number ("15 mrach",
 * "the 3rd of ocotber", "decmber 24"). A word is corrected when exactly one name is close enough — at most
 * 2 edits (an edit: a letter added, dropped, changed, or two neighbours swapped; two changed letters do not
 * count), 1 for names of five letters or fewer — and it is a whole word of at least four letters that is not itself an English word
 * close to a name ("monkey", "match", "mars"). "May" is too short to guess.
 */

const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTH_NAMES = [
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
];
const KNOWN = new Set([
  ...WEEKDAY_NAMES, ...MONTH_NAMES, "may",
  "mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
]);
/** English words within reach of a name. */
const REAL_WORDS = new Set([
  "monkey", "monkeys", "sundae", "sundaes", "mars", "match", "marsh", "marc", "marches", "jury", "julie", "junes", "juke",
]);
const MIN_LENGTH = 4;
const SHORT_NAME = 5;

/** Edits from a to b (optimal string alignment: insert, delete, substitute, swap neighbours), capped above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** The one name `word` is a misspelling of, or null. */
export function correctName(word: string, names: readonly string[]): string | null {
  const lower = word.toLowerCase();
  if (lower.length < MIN_LENGTH || KNOWN.has(lower) || REAL_WORDS.has(lower)) return null;
  let found: string | null = null;
  for (const name of names) {
    const max = name.length <= SHORT_NAME ? 1 : 2;
    const d = distance(lower, name, max);
    // Two edits only when they add, drop or swap letters: two changed letters make another word ("fridge", "monkey").
    if (d <= 1 || (d === 2 && letterDifference(lower, name) <= 2)) {
      if (found) return null;
      found = name;
    }
  }
  return found;
}

/** Letters one word has and the other lacks, counted both ways. */
function letterDifference(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const c of a) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of b) counts.set(c, (counts.get(c) ?? 0) - 1);
  let total = 0;
  for (const n of counts.values()) total += Math.abs(n);
  return total;
}

/** Frequent words after a date word, skipped before any distance is computed. */
const COMMON_AFTER_DATE_WORD = `${WEEKDAY_NAMES.join("|")}|${MONTH_NAMES.join("|")}|tomorrow|today|tonight|week|weekend|month|year|time|noon|midnight|morning|evening|night|afternoon|then|that|this|next|last|every|each`;

const ALL_NAMES = [...WEEKDAY_NAMES, ...MONTH_NAMES];
const DATE_WORD = "on|by|next|this|every|each|until|till|before|after|due|from|last|coming|since";
const DAY_NUMBER = "\\d{1,2}(?:st|nd|rd|th)?";

export const SPELLING_RULES: readonly Rewrite[] = [
  {
    // "on fridya", "by wedensday", "next thrusday", "every mondya"
    pattern: new RegExp(`\\b((?:${DATE_WORD})\\s+)(?!(?:${COMMON_AFTER_DATE_WORD})\\b)([a-z]{${MIN_LENGTH},12})\\b(?!['’])`, "gi"),
    replace: (m) => {
      const name = correctName(m[2], ALL_NAMES);
      return name ? m[1] + name : null;
    },
  },
  {
    // "15 mrach", "the 3rd of ocotber"
    pattern: new RegExp(`\\b(${DAY_NUMBER}\\s+(?:of\\s+)?)([a-z]{${MIN_LENGTH},12})\\b`, "gi"),
    replace: (m) => {
      const name = correctName(m[2], MONTH_NAMES);
      return name ? m[1] + name : null;
    },
  },
  {
    // "decmber 24", "febuary 3rd"
    pattern: new RegExp(`\\b([a-z]{${MIN_LENGTH},12})(\\s+${DAY_NUMBER})\\b(?![:.]\\d)`, "gi"),
    replace: (m) => {
      const name = correctName(m[1], MONTH_NAMES);
      return name ? name + m[2] : null;
    },
  },
];
