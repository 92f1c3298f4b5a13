import type { Parser } from "chrono-node";
import { END_OF_DAY_TIME } from "@/lib/constants/parse";
import { END_OF_DAY_TAG, once } from "@/lib/parse/rules/shared";
import { COUNTED_NOUN, NUMBER_WORD_PATTERN, NUMBER_WORDS, WEEKDAY_WORDS, YEAR_LIKE } from "@/lib/parse/rules/vocabulary";

/** Clock times Duely understands beyond chrono: end of day, "tomorrow 9", "half past three", "21h", "at 1730". */

/** "end of day", "end of the day", "eod" (normalised): 17:00 the same day. */
export const endOfDayParser: Parser = {
  pattern: () => /(?<![\w])(?:the\s+)?end\s+of\s+(?:the\s+)?(?:business\s+|work(?:ing)?\s+)?day(?![\w])/i,
  extract: (context) =>
    context.createParsingComponents({ hour: END_OF_DAY_TIME.hour, minute: END_OF_DAY_TIME.minute }).addTag(END_OF_DAY_TAG),
};

/** A bare hour right after a day word: "tomorrow 9", "friday 3:30", "today 5". */
export const hourAfterDayParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:today|tomorrow|tonight|(?:${WEEKDAY_WORDS})\\.?)\\s+(\\d{1,2})(?:[:.](\\d{2}))?(?=\\s*$|\\s*[,;!?)]|\\.(?:\\s|$)|\\s+(?:morning|afternoon|evening|night|o'?clock)\\b)`,
      "i",
    )),
  extract: (context, match) => {
    const hour = Number(match[1]);
    const minute = match[2] ? Number(match[2]) : 0;
    if (hour > 23 || minute > 59) return null;
    const text = match[0].slice(match[0].search(/\d/));
    const index = (match.index ?? 0) + match[0].length - text.length;
    return context.createParsingResult(index, text, { hour, minute });
  },
};

/** What may follow a clock time Duely reads itself: the end, punctuation, a day or a part of the day. */
const TIME_FOLLOWS = `(?=\\s*$|\\s*[,;!?)]|\\.(?:\\s|$)|\\s+(?:today|tomorrow|tonight|on|this|next|in\\s+the|morning|afternoon|evening|night|${WEEKDAY_WORDS})\\b)`;
const TIME_FOLLOWS_PATTERN = new RegExp(`^${TIME_FOLLOWS}`, "i");

/** Clock times chrono leaves alone: "at five", "half past three", "quarter to 5", "around 6", "21h". */
export const spokenTimeParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:(?:at|around|about|by|before|after|@)\\s+)?(?:(half|quarter)\\s+(past|to)\\s+(\\d{1,2}|${NUMBER_WORD_PATTERN})` +
        `|(?:at|around|about)\\s+(${NUMBER_WORD_PATTERN})(?:\\s+(o'?clock|thirty|fifteen|forty[\\s-]five))?` +
        `|(?:around|about|approx(?:imately)?|by|before|after|until|till)\\s+(\\d{1,2})(?:[:.](\\d{2}))?` +
        `|(?:at|around|by|before|after|@)\\s+([01]?\\d|2[0-3])h([0-5]\\d)?)` +
        TIME_FOLLOWS,
      "i",
    )),
  extract: (context, match) => {
    const toNumber = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
    if (match[1]) {
      const base = toNumber(match[3]);
      if (base < 1 || base > 12) return null;
      const offset = match[1].toLowerCase() === "half" ? 30 : 15;
      const past = match[2].toLowerCase() === "past";
      return { hour: past ? base : base - 1 || 12, minute: past ? offset : 60 - offset };
    }
    if (match[4]) {
      const tail = (match[5] ?? "").toLowerCase().replace(/\s/, "-");
      const minute = tail === "thirty" ? 30 : tail === "fifteen" ? 15 : tail === "forty-five" ? 45 : 0;
      return { hour: toNumber(match[4]), minute };
    }
    if (match[6]) {
      const hour = Number(match[6]);
      const minute = match[7] ? Number(match[7]) : 0;
      return hour <= 23 && minute <= 59 ? { hour, minute } : null;
    }
    // "21h", "9h30": a 24-hour clock time.
    const hour = Number(match[8]);
    const minute = Number(match[9] ?? 0);
    return context.createParsingComponents({ hour, minute, meridiem: hour < 12 ? 0 : 1 });
  },
};

const DAY_WORD = `(?:today|tomorrow|tonight|${WEEKDAY_WORDS})`;
const DAY_WORD_BEFORE = new RegExp(`(?<![\\w])${DAY_WORD}\\.?,?\\s+$`, "i");
const DAY_WORD_AFTER = new RegExp(`^,?\\s+(?:on\\s+)?(?:${DAY_WORD}|this|next)\\b`, "i");
const WORD_BEFORE = /(\S+)\s+$/;

/**
 * 24-hour clock times without a colon: after "at", "by", "until" … ("at 0900 monday", "by 1700"), with "h" or
 * "hrs" ("1730h"), or next to a day word ("tomorrow 1730", "0900 monday"). Never a number after a noun it
 * counts ("room 1204"), nor a year-like one without "at" ("in 2027", "Watch 1917 tonight").
 */
export const compactTimeParser: Parser = {
  pattern: once(
    () =>
      /(?<![\w#.:/,-])(?:(at|@|by|around|about|before|after|until|till|from)\s+)?([01]\d|2[0-3])([0-5]\d)(\s*(?:h|hrs|hours)\b)?(?![\w.:/-]|[.,]\d|\s*\d)/i,
  ),
  extract: (context, match) => {
    const [all, preposition, hh, mm, suffix] = match;
    const index = match.index ?? 0;
    const before = context.text.slice(0, index);
    const after = context.text.slice(index + all.length);
    const word = WORD_BEFORE.exec(before)?.[1] ?? "";
    if (COUNTED_NOUN.test(word.replace(/[:#]$/, ""))) return null;
    const reads =
      preposition || suffix
        ? Boolean(suffix) || TIME_FOLLOWS_PATTERN.test(after)
        : !YEAR_LIKE.test(hh + mm) && (DAY_WORD_BEFORE.test(before) || DAY_WORD_AFTER.test(after));
    if (!reads) return null;
    const hour = Number(hh);
    return context.createParsingComponents({ hour, minute: Number(mm), meridiem: hour < 12 ? 0 : 1 });
  },
};
