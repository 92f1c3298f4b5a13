/**
 * The title: the user's own text minus what was understood as date, time, urgency or recurrence,
 * minus the words left dangling by the cut ("on", "at", "by", "due" ... right before a cut), and
 * minus stray separators. Cuts marked "edge" (urgency adjectives such as "urgent") go only where they
 * stand apart: at the start or end of what remains, or between separators ("(urgent)", "- urgent -").
 */

export interface TitleCut {
  start: number;
  end: number;
  mode: "always" | "edge";
}

const DANGLING = new Set([
  "on", "at", "by", "due", "before", "after", "until", "till", "til", "from", "around", "about", "for", "this", "next",
  "every", "each", "other", "starting", "the", "@", "no", "later", "than", "is", "be", "it's", "its", "and", "of",
  "sometime", "anytime",
]);
/** Leading phrases that only say "this is a task" ("Remind me to call mom" -> "Call mom"). */
const TASK_PREFIX =
  /^\s*(?:(?:please\s+)?remind\s+me\s+(?:to|about)|remember\s+to|don'?t\s+forget(?:\s+to)?|(?:i\s+)?(?:need|have|want)\s+to|i\s+must|i\s+should|(?:to-?do|task)\s*:)\s+/i;
/** "in" dangles only before a month or a part of the day ("in March", "in the evening"), not in "Check in". */
const IN_TARGET =
  /^(?:the\s+)?(?:morning|afternoon|evening|night|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|early|mid|late)/i;
const QUOTE_PAIRS: Record<string, string> = { '"': '"', "'": "'", "“": "”", "‘": "’" };
const SEPARATOR = /[\s,;:.\-–—|/&+!([\])]/;
const OPENERS = /[([\-–—:,|]/;
const CLOSERS = /[)\]\-–—:,|!.]/;

export function cleanTitle(original: string, cuts: readonly TitleCut[]): string {
  const keep = new Uint8Array(original.length).fill(1);
  const cut = (start: number, end: number) => keep.fill(0, start, end);
  const cutMask = new Uint8Array(original.length);
  for (const c of cuts) {
    if (c.mode !== "always" || isPossessive(original, c.end)) continue;
    cut(c.start, c.end);
    cutMask.fill(1, c.start, c.end);
  }

  for (let changed = true; changed; ) {
    changed = false;
    for (const c of cuts) {
      if (c.mode !== "edge" || keep[c.start] === 0) continue;
      if (standsApart(original, keep, c.start, c.end)) {
        cut(c.start, c.end);
        cutMask.fill(1, c.start, c.end);
        changed = true;
      }
    }
  }

  dropDanglingWords(original, keep, cutMask);

  let title = "";
  for (let i = 0; i < original.length; i++) title += keep[i] ? original[i] : " ";
  let tidied = tidy(title);
  if (TASK_PREFIX.test(tidied)) tidied = tidy(tidied.replace(TASK_PREFIX, ""));
  return tidied.length > 0 ? tidied[0].toUpperCase() + tidied.slice(1) : tidied;
}

function isPossessive(text: string, end: number): boolean {
  return /^['’]s\b/.test(text.slice(end));
}

function keptNeighbour(text: string, keep: Uint8Array, from: number, direction: 1 | -1): string | null {
  for (let i = from; i >= 0 && i < text.length; i += direction) {
    if (keep[i] && !/\s/.test(text[i])) return text[i];
  }
  return null;
}

function standsApart(text: string, keep: Uint8Array, start: number, end: number): boolean {
  const onlySeparators = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (keep[i] && !SEPARATOR.test(text[i])) return false;
    return true;
  };
  if (onlySeparators(0, start) || onlySeparators(end, text.length)) return true;
  const before = keptNeighbour(text, keep, start - 1, -1);
  const after = keptNeighbour(text, keep, end, 1);
  return before !== null && after !== null && OPENERS.test(before) && CLOSERS.test(after);
}

/** Removes, word by word, the kept words that directly precede a cut and only served the date. */
function dropDanglingWords(text: string, keep: Uint8Array, cutMask: Uint8Array): void {
  for (let i = 0; i < text.length; i++) {
    if (!cutMask[i] || (i > 0 && cutMask[i - 1])) continue;
    let runStart = i;
    for (;;) {
      let j = runStart - 1;
      while (j >= 0 && keep[j] && /\s/.test(text[j])) j--;
      if (j < 0 || !keep[j]) break;
      let wordStart = j;
      while (wordStart > 0 && keep[wordStart - 1] && !/\s/.test(text[wordStart - 1])) wordStart--;
      // An opening bracket stays for tidy() to drop with its partner: "(by Friday)".
      const opening = /^[([]*/.exec(text.slice(wordStart, j + 1))![0].length;
      const word = text.slice(wordStart + opening, j + 1).toLowerCase();
      const next = text.slice(runStart).replace(/^\s+/, "");
      const dangles = DANGLING.has(word) || (word === "in" && IN_TARGET.test(next));
      if (!dangles) break;
      keep.fill(0, wordStart + opening, j + 1);
      cutMask.fill(1, wordStart + opening, j + 1);
      if (opening > 0) break;
      runStart = wordStart;
    }
  }
}

function tidy(text: string): string {
  let t = text
    .replace(/\s+/g, " ")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+([,;:.!?)\]])/g, "$1")
    .replace(/([([])\s+/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/\s+[-–—|/&+](?:\s*[-–—|/&+])*\s+/g, (m) => ` ${m.trim()[0]} `)
    .replace(/\s+/g, " ");
  for (let prev = ""; prev !== t; ) {
    prev = t;
    t = t
      .replace(/^[\s,;:.\-–—|/&+!)\]]+/, "")
      .replace(/[\s,;:.\-–—|/&+!(\[]+$/, "")
      .replace(/^(["'“‘])(.*)(["'”’])$/, (all, open: string, inner: string, close: string) =>
        QUOTE_PAIRS[open] === close && !/["“”]/.test(inner) ? inner : all,
      )
      .replace(/\s+(?:and|or|&)$/i, "")
      .replace(/^(?:and|or|&)\s+/i, "");
  }
  return t;
}
