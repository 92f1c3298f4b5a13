/** Product-wide values: the name, toasts, client caching, local storage keys and calendar facts. */

export const APP_NAME = "Duely";

export const DAYS_PER_WEEK = 7;
/** Zone used for a first render before the browser has told its own (replaced right after hydration). */
export const FALLBACK_TIME_ZONE = "UTC";
/** Longest opaque id (a workspace's, a task's, a user's, a token's…) a request may name. */
export const ID_MAX = 64;
/** Longest ISO date-time with an offset a request may send ("2026-03-08T03:30:00.123456789+05:30" is 35). */
export const INSTANT_MAX = 40;
/**
 * The instants Duely accepts and stores: UTC years 0001 to 9999, the years ISO 8601 and iCalendar write
 * with four digits (a later one reads "+010000-…" and breaks every reader of an export or a feed).
 */
export const INSTANT_EARLIEST = "0001-01-01T00:00:00.000Z";
export const INSTANT_LATEST = "9999-12-31T23:59:59.999Z";
/** Longest IANA zone name a request may send. */
export const TIME_ZONE_MAX = 64;

/** How long fetched data counts as fresh in the client's query cache. */
export const CACHE_STALE_MS = 30_000;
/** A status line under a form or field stays this long. */
export const STATUS_MESSAGE_MS = 2000;

/**
 * Toast lifetimes. The product's tables disagree on success toasts (4 s in the toast table, 2 s as the
 * toast library's success default); success uses 4 s like any other notice, long enough to read a
 * sentence, and errors stay 5 s, a little longer because the reader may need to act on them.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 5000;
export const TOAST_SUCCESS_DURATION_MS = TOAST_DURATION_MS;
export const TOAST_MAX = 20;
export const TOAST_MAX_WIDTH_PX = 350;

/** Local storage keys (client only). Cookies are named in lib/cookies.ts. */
export const STORAGE_KEYS = {
  theme: "theme",
  activeWorkspace: "duely.activeWorkspace",
  boardView: "duely.boardView",
  columnOrder: "duely.columnOrder",
  showCompleted: "duely.showCompleted",
  /** The board's 'Completed (N)' groups that are open, by column (or 'list'). */
  completedOpen: "duely.completedOpen",
} as const;

/** The ids the skip link of the signed-in pages jumps to: the board's columns on /todo, the page's main landmark elsewhere. */
export const SKIP_TARGET = { board: "board", main: "main" } as const;
