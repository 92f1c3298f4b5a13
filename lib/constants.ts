/**
 * The product's business constants (spec §9). One source for each: import from here,
 * never repeat a number of the spec elsewhere.
 */

export const APP_NAME = "Duely";

// Workspaces
export const MAX_OWNED_WORKSPACES = 5;
export const MAX_USERS_PER_WORKSPACE = 5; // owner + 4 members
export const MAX_MEMBERS_PER_WORKSPACE = MAX_USERS_PER_WORKSPACE - 1;
export const WORKSPACE_NAME_MAX = 20;
export const WORKSPACE_ICON_MAX = 2;
export const DEFAULT_WORKSPACE = { id: "default", name: "Default", icon: "📋", color: "indigo", isDefault: true } as const;
export const WORKSPACE_EMOJIS = [
  "📋", "💼", "🏠", "🎯", "🚀", "📚", "💡", "🛒",
  "🏋️", "🎨", "🎵", "✈️", "🧪", "💻", "📈", "🌱",
  "❤️", "⭐", "🔥", "🧹", "🍳", "🐾", "🎓", "🛠️",
] as const;
export const WORKSPACE_SHORTCUT_COUNT = 5;

// Tasks
export const TASK_TITLE_MAX = 500;
export const COMMENT_TEXT_MAX = 2000;
export const PROMPT_MAX = 500;
export const URGENCY_MIN = 1;
export const URGENCY_MAX = 5;
export const URGENCY_DEFAULT = 3;
export const URGENCY_HIGH_MIN = 4;
export const URGENCY_MEDIUM_MIN = 2.5;
export const DEFAULT_TITLE = "Untitled Task";
export const TITLE_FALLBACK_CHARS = 30;

// Reminders
export const REMINDER_TEXT_MAX = 200;
export const REMINDER_TASK_TITLE_MAX = 100;
export const REMINDER_USER_NAME_MAX = 100;
export const BADGE_CAP = 99;

// Accounts
export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_RESET = 8;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const RESEND_COOLDOWN_S = 60;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 256;
export const SESSION_COOKIE = "duely_session";

// Drag and drop
export const DROP_URGENCY = { high: 4.5, medium: 3, low: 1.5 } as const;
export const DROP_DAY_OFFSET = { today: 0, upcoming: 3, future: 14 } as const;
export const REORDER_GAP_THRESHOLD_MIN = 30;
export const REORDER_STEP_MIN = 15;
export const REORDER_SINGLE_OFFSET_MIN = 30;
export const DRAG_POINTER_DISTANCE_PX = 8;
export const DRAG_TOUCH_DELAY_MS = 250;
export const DRAG_TOUCH_TOLERANCE_PX = 5;
export const DRAG_KEYBOARD_STEP_PX = 25;
export const DROP_ANIMATION_MS = 150;

// Timings (ms)
export const CACHE_STALE_MS = 30_000;
export const DUE_REMINDERS_CACHE_MS = 20_000;
export const BADGE_REFRESH_MS = 30_000;
export const REMINDER_PROCESS_INTERVAL_MS = 60_000;
export const COMPLETE_ANIMATION_MS = 500;
export const COMPLETE_ANIMATION_END_MS = 800;
export const STATUS_MESSAGE_MS = 2000;
export const LOGIN_REDIRECT_MS = 800;
export const GOOGLE_CALLBACK = { waitMs: 500, redirectMs: 1000, timeoutMs: 15_000, repeatGuardMs: 5000, duplicateToastMs: 3000 } as const;
export const RESET_REDIRECT_MS = 3000;
export const VERIFY_REDIRECT_MS = 3000;
export const LEAVE_REDIRECT_MS = 2000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 5000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX = 20;
export const TOAST_MAX_WIDTH_PX = 350;

// Presentation
export const COMMENT_LIST_MAX_HEIGHT = "16rem";
export const HEADING_TITLE_MAX = 25;
export const QUICK_DATE_PRESETS_SHOWN = 6;
export const MAX_AI_SUGGESTIONS = 3;

// Urgency picker levels (spec §2) and add-flow labels (spec §9)
export const URGENCY_LEVELS = [
  { value: 5, name: "Critical", description: "Needs immediate attention" },
  { value: 4, name: "High", description: "Important and time-sensitive" },
  { value: 3, name: "Medium", description: "Standard priority" },
  { value: 2, name: "Low", description: "Can wait if necessary" },
  { value: 1, name: "Minimal", description: "Little to no urgency" },
] as const;
export const URGENCY_STEP_LABELS: Record<number, string> = {
  1: "Low priority",
  2: "Somewhat important",
  3: "Medium priority",
  4: "Important",
  5: "Urgent",
};

// Insights (spec §9)
export const INSIGHTS_TREND = { improving: 70, stable: 40 } as const;
export const INSIGHTS_GOAL = { excellent: 80, good: 60 } as const;

// Local storage keys (client only)
export const STORAGE_KEYS = {
  theme: "theme",
  activeWorkspace: "duely.activeWorkspace",
  boardView: "duely.boardView",
  columnOrder: "duely.columnOrder",
  showCompleted: "duely.showCompleted",
} as const;

// Active workspace and the send-email call (issue 5)
/** Cookie naming the active workspace; readable by the server so /todo renders it (not a secret). */
export const ACTIVE_WORKSPACE_COOKIE = "duely_ws";
export const ACTIVE_WORKSPACE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Raw length caps beside the grapheme limits, so one "character" cannot carry a long combining chain. */
export const WORKSPACE_NAME_MAX_UNITS = 80;
export const WORKSPACE_ICON_MAX_UNITS = 16;
export const SEND_EMAIL_SUBJECT_MAX = 200;
export const SEND_EMAIL_HTML_MAX = 50_000;
export const SEND_EMAIL_TEXT_MAX = 20_000;
export const SEND_EMAIL_RATE = { perMinute: 5, perDay: 50 } as const;
/** Adding members e-mails invitations: at most this many adds per owner per hour. */
export const MEMBER_ADD_RATE = { limit: 30, windowMs: 60 * 60_000 } as const;

// Tasks board (issue 6)
/** Cookie with the browser's IANA zone, so /todo renders its columns in the user's zone on the server. */
export const TIME_ZONE_COOKIE = "duely_tz";
/** Zone used for a first render before the browser has told its own (replaced right after hydration). */
export const FALLBACK_TIME_ZONE = "UTC";
/** Cards a board column renders at first and adds each time its end scrolls into view (keeps 2,000 tasks fast). */
export const COLUMN_PAGE_SIZE = 25;

// Board, formatting and insights rules (lib/board, lib/format, lib/insights)
/** Wall-clock time given to a task without a due date when it is dropped on a later date column. */
export const DROP_DEFAULT_TIME = { hour: 9, minute: 0 } as const;
/** 'Next 7 Days' holds the 1st to the 7th calendar day after today, in the user's zone. */
export const NEXT_DAYS_COLUMN_SPAN = 7;
/** Comment times read 'N days ago' up to and including this many whole days, then a date. */
export const COMMENT_RELATIVE_MAX_DAYS = 7;
/** Reminder countdowns count days below this many days, then show the date. */
export const REMINDER_COUNTDOWN_MAX_DAYS = 7;
export const HEADING_TITLE_SHORT_MAX = 20;
export const INSIGHTS_RECOMMENDATION = { focus: 50, pace: 80 } as const;
export const DAYS_PER_WEEK = 7;

// Account rate limits (per fixed window; server/rate-limit.ts). Sign-in counters per e-mail reset on success.
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * 60_000 },
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  recoveryPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  verificationPerEmail: { limit: 5, windowMs: 60 * 60_000 },
} as const;
/** Google sign-in: the short-lived cookie that carries state, nonce and the PKCE verifier to the callback. */
export const OAUTH_COOKIE = "duely_oauth";
export const OAUTH_COOKIE_LIFETIME_MS = 10 * 60_000;
export const GOOGLE_SCOPES = "openid email profile";

// Quick-add parsing (spec §4, §5, §9; issue 4)
/** A date with no time is due at 9:00 (spec §5). */
export const DEFAULT_DUE_TIME = { hour: 9, minute: 0 } as const;
/** Time words of spec §5 ("tonight" counts as night). */
export const DAY_PART_HOURS = { morning: 9, noon: 12, afternoon: 15, evening: 18, night: 20, midnight: 0 } as const;
/** "End of day" / "eod": close of business. When already past, the last minute of the day. */
export const END_OF_DAY_TIME = { hour: 17, minute: 0 } as const;
export const LAST_MINUTE_OF_DAY = { hour: 23, minute: 59 } as const;
/** Fallback suggestions (spec §5): tomorrow morning 9:00, later today +2 hours, next week (+7 days, 9:00). */
export const LATER_TODAY_HOURS = 2;
export const NEXT_WEEK_DAYS = 7;
/** Quick-date presets (spec §9). Hours are wall-clock hours in the user's zone. */
export const QUICK_DATE_PRESETS = {
  todayHours: [12, 15, 18],
  tomorrowHours: [9, 14],
  weekdayDaysOut: { from: 2, to: 6 },
  weekdayHour: 9,
  weekendHour: 10,
  nextWeekDays: 7,
  twoWeeksDays: 14,
  moreHour: 9,
} as const;
/** The LLM parser gives up after this long and the local parser answers (issue 4). */
export const LLM_TIMEOUT_MS = 8000;
/** POST /api/parse-task per signed-in user. */
export const PARSE_TASK_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

// Insights page (issue 8)
/** `/insights?week=` reaches this many weeks back or ahead of the current one. */
export const INSIGHTS_MAX_WEEK_OFFSET = 52;
/** The time-zone cookie (TIME_ZONE_COOKIE) is kept a year; the browser rewrites it whenever its zone changes. */
export const TIME_ZONE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
