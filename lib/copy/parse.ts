import { commonCopy } from "./common";

/** Quick-add parsing: follow-up questions, fallback suggestions, quick-date presets and the parse API's errors. */
export const parseCopy = {
  dateNotUnderstood: "Could not understand the date. Please try again with a clearer format.",
  followUpDateAndUrgency: "When is this due, and how urgent is it?",
  followUpDate: "When is this due?",
  followUpUrgency: "How urgent is this?",
  tomorrowMorning: "Tomorrow morning",
  laterToday: "Later today",
  urgencyOption: (value: number, label: string) => `${label} (${value})`,
  /** The board's model label when the local parser answered. */
  localParserModel: "Local parser",
  presets: {
    today: commonCopy.today,
    tomorrow: commonCopy.tomorrow,
    nextWeek: commonCopy.nextWeek,
    twoWeeks: "Two weeks",
    endOfMonth: "End of month",
    customDate: "Custom date",
  },
  presetLabel: (day: string, time: string) => `${day} ${time}`,
  // POST /api/parse-task
  promptRequired: "Please enter a task",
  promptTooLong: "Task text must be at most 500 characters",
  nowInvalid: "now must be an ISO date-time with an offset",
} as const;
