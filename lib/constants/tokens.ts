/** Personal API tokens and secret calendar feed URLs: formats, limits and rates. */

/** Every personal API token starts with this, so a leaked one is recognisable (and scanners can find it). */
export const API_TOKEN_PREFIX = "duely_";
/** Calendar feed secrets carry their own prefix: they are not API tokens and open nothing else. */
export const CALENDAR_FEED_PREFIX = "cal_";

export const API_TOKEN_SCOPES = ["read", "read_write"] as const;
export const API_TOKEN_NAME_MAX = 60;
export const API_TOKENS_PER_USER_MAX = 20;
/** An optional expiry is given in whole days from creation, at most this many. */
export const API_TOKEN_EXPIRY_DAYS_MAX = 3650;
/** lastUsedAt is written at most once per this interval per token, so a busy script does not write on every call. */
export const API_TOKEN_LAST_USED_RESOLUTION_MS = 60_000;
/** Requests per token (any route, the MCP endpoint included). */
export const API_TOKEN_RATE_LIMIT = { limit: 300, windowMs: 60_000 } as const;

export const CALENDAR_FEEDS_PER_USER_MAX = 10;
/** Feed fetches per feed; calendar apps poll every few minutes to hours. */
export const CALENDAR_FEED_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;
/** A dated task becomes an event of this length, starting at its due time. */
export const CALENDAR_EVENT_MINUTES = 30;
