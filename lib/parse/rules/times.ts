import type { Parser } from "chrono-node";
import { END_OF_DAY_TIME } from "@/lib/constants/parse";
import { END_OF_DAY_TAG, once } from "@/lib/parse/rules/shared";
import { NUMBER_WORD_PATTERN, NUMBER_WORDS, WEEKDAY_WORDS } from "@/lib/parse/rules/vocabulary";

/** Clock times Duely understands beyond chrono: end of day, "tomorrow 9", "half past three", "at 1730", "21h". */

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

/** Clock times chrono leaves alone: "at five", "half past three", "quarter to 5", "around 6", "at 1730". */
export const spokenTimeParser: Parser = {
  pattern: once(() =>
    new RegExp(
      `(?<![\\w])(?:(?:at|around|about|by|before|after|@)\\s+)?(?:(half|quarter)\\s+(past|to)\\s+(\\d{1,2}|${NUMBER_WORD_PATTERN})` +
        `|(?:at|around|about)\\s+(${NUMBER_WORD_PATTERN})(?:\\s+(o'?clock|thirty|fifteen|forty[\\s-]five))?` +
        `|(?:around|about|approx(?:imately)?|by|before|after|until|till)\\s+(\\d{1,2})(?:[:.](\\d{2}))?` +
        `|at\\s+([01]\\d|2[0-3])([0-5]\\d)(?:\\s*h(?:rs|ours)?)?` +
        `|(?:at|around|by|before|after|@)\\s+([01]?\\d|2[0-3])h([0-5]\\d)?)` +
        `(?=\\s*$|\\s*[,;!?)]|\\.(?:\\s|$)|\\s+(?:today|tomorrow|tonight|on|this|next|in\\s+the|morning|afternoon|evening|night|${WEEKDAY_WORDS})\\b)`,
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
    // Four digits after "at", or "21h"/"9h30", are a 24-hour clock time ("at 0930", "at 1730").
    const hour = Number(match[8] ?? match[10]);
    const minute = Number(match[9] ?? match[11] ?? 0);
    return context.createParsingComponents({ hour, minute, meridiem: hour < 12 ? 0 : 1 });
  },
};
