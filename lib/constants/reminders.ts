/** Reminders: the command's caps, the badge, the client's refresh timings and the processor's interval. */

export const REMINDER_TEXT_MAX = 200;
export const REMINDER_TASK_TITLE_MAX = 100;
export const REMINDER_USER_NAME_MAX = 100;
/** The reminders badge shows "99+" above this count. */
export const BADGE_CAP = 99;
export const BADGE_REFRESH_MS = 30_000;
export const REMINDER_PROCESS_INTERVAL_MS = 60_000;
/** Reminder countdowns count days below this many days, then show the date. */
export const REMINDER_COUNTDOWN_MAX_DAYS = 7;
