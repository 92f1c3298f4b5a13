/** Words and patterns shared by Duely's date rules. */

export const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
};
export const MONTH_PATTERN = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");

export const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, "twenty-first": 21, "twenty-second": 22, "twenty-third": 23,
  "twenty-fourth": 24, "twenty-fifth": 25, "twenty-sixth": 26, "twenty-seventh": 27, "twenty-eighth": 28,
  "twenty-ninth": 29, thirtieth: 30, "thirty-first": 31,
};
export const ORDINAL_WORD_PATTERN = Object.keys(ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace("-", "[\\s-]"))
  .join("|");

export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).join("|");

export const WEEKDAY_WORDS =
  "monday|mon|tuesday|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun";

/** Words that may follow "the 15th" when it is a date. */
export const ORDINAL_DATE_FOLLOWS =
  /^\s+(?:at|@|of|and|or|by|before|after|until|till|from|for|to|in|on|next|this|morning|afternoon|evening|night|noon|midnight|around|about|please|latest|deadline|if|when|then|so)\b/i;
export const BARE_ORDINAL_FOLLOWS = /^(?:\s*$|\s*[,;.!?)]|\s+(?:at|and|&|or)\b)/i;

/** Nouns after which an ordinal is a rank, not a day ("the 2nd floor", "the 5th time"). */
export const RANK_NOUNS =
  /^\s+(?:floor|time|times|place|grade|edition|century|round|attempt|try|chapter|street|st|avenue|ave|row|person|anniversary|birthday|draft|version|episode|season|book|level|step|item|page|week|quarter)\b/i;

export const WEEKDAY_INDEX: Record<string, number> = {
  sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6,
};

/**
 * Nouns a number counts or names ("chapter 11", "room 1204", "episode 5"): a number right after one stays in
 * the title, even before a time word ("Read chapter 11 tonight").
 */
export const COUNTED_NOUN =
  /^(?:chapters?|ch|pages?|pg|pp|episodes?|ep|season|series|level|lessons?|lectures?|units?|modules?|steps?|parts?|sections?|acts?|scenes?|books?|volumes?|vol|issues?|tickets?|bugs?|items?|exercises?|problems?|questions?|tasks?|rooms?|gate|platform|floor|table|bus|route|track|hole|laps?|rounds?|grade|class|psalm|verse|number|no\.?|nr|apt|apartment|suite|unit|building|house|flat|ward|bed|seat|row|version|v)$/i;

/** A 24-hour clock time written without a colon: "0900", "1730". */
export const COMPACT_TIME = /^(?:[01]\d|2[0-3])[0-5]\d$/;
/** Four digits that read as a year before a clock time ("in 2027", "Watch 1917 tonight"). */
export const YEAR_LIKE = /^(?:19|20)\d\d$/;
