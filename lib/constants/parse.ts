/** Quick-add parsing: the prompt's cap, time words, fallback suggestions, quick-date presets, the LLM parser. */

export const PROMPT_MAX = 500;
/** Time words ("tonight" counts as night), as wall-clock hours in the user's zone. */
export const DAY_PART_HOURS = { morning: 9, noon: 12, afternoon: 15, evening: 18, night: 20, midnight: 0 } as const;
/** "End of day" / "eod": close of business. When already past, the last minute of the day. */
export const END_OF_DAY_TIME = { hour: 17, minute: 0 } as const;
export const LAST_MINUTE_OF_DAY = { hour: 23, minute: 59 } as const;
/** Fallback suggestions: tomorrow morning (at DEFAULT_DUE_TIME), later today (+2 hours), next week (+7 days). */
export const LATER_TODAY_HOURS = 2;
/** "Next week", as a fallback suggestion and as a quick-date preset: this many days ahead. */
export const NEXT_WEEK_DAYS = 7;
/** Quick-date presets. Hours are wall-clock hours in the user's zone. */
export const QUICK_DATE_PRESETS = {
  todayHours: [12, 15, 18],
  tomorrowHours: [9, 14],
  weekdayDaysOut: { from: 2, to: 6 },
  weekdayHour: 9,
  weekendHour: 10,
  twoWeeksDays: 14,
  moreHour: 9,
} as const;
export const QUICK_DATE_PRESETS_SHOWN = 6;
export const MAX_AI_SUGGESTIONS = 3;
/** The LLM parser gives up after this long and the local parser answers. */
export const LLM_TIMEOUT_MS = 8000;
/** POST /api/parse-task per signed-in user. */
export const PARSE_TASK_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;
