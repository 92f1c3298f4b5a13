/**
 * The live change feed of shared boards: timings and limits of the server's event streams and of the
 * browser's subscription (docs/product.md#live-boards).
 */

/** A comment line keeps idle streams (and the proxies in front of them) open this often. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** The reconnect delay a stream's `retry:` line suggests to EventSource. */
export const LIVE_RETRY_HINT_MS = 2_000;
/** Each server process reads the events table for the other processes' changes this often (at most 1 s). */
export const LIVE_POLL_MS = 500;
/**
 * Where the database announces every change as it commits (PostgreSQL LISTEN/NOTIFY), a process reads on
 * each announcement, and polls only this often besides, in case an announcement was lost unnoticed.
 */
export const LIVE_LISTEN_POLL_MS = 10_000;
/** Events are kept this long, and at most this many per workspace; a client further behind resyncs. */
export const LIVE_RETENTION_MS = 24 * 60 * 60_000;
export const LIVE_RETENTION_PER_WORKSPACE = 10_000;
/** One user may hold this many open streams on one workspace (all server processes together); the next is refused with 429. */
export const LIVE_MAX_STREAMS_PER_USER_WORKSPACE = 5;
/** …and this many on all their workspaces together (tabs, devices and API tokens alike). */
export const LIVE_MAX_STREAMS_PER_USER = 10;
/** An open stream's slot lasts this long unless its heartbeat renews it (a dead process's slots expire). */
export const LIVE_STREAM_SLOT_TTL_MS = 3 * LIVE_HEARTBEAT_MS;
/** A stream's pending catch-up reads at most this many events at a time. */
export const LIVE_CATCH_UP_PAGE = 500;
/**
 * Reconnect delays of the browser's subscription, by attempt: 1 s for the first 5 attempts, 5 s up to
 * the 15th, 10 s up to the 100th, then 60 s.
 */
export const LIVE_RECONNECT_STEPS: readonly { untilAttempt: number; delayMs: number }[] = [
  { untilAttempt: 5, delayMs: 1_000 },
  { untilAttempt: 15, delayMs: 5_000 },
  { untilAttempt: 100, delayMs: 10_000 },
];
export const LIVE_RECONNECT_MAX_MS = 60_000;
/** A card a teammate just added is highlighted this long. */
export const LIVE_HIGHLIGHT_MS = 2_000;
/** The Appwrite Realtime JWT is minted again this long before it expires (Appwrite's JWTs live 15 minutes). */
export const LIVE_JWT_REFRESH_MARGIN_MS = 60_000;
export const LIVE_JWT_LIFETIME_MS = 15 * 60_000;

/**
 * SSE event names besides the default `message` (which carries a LiveEvent). Here, not beside the
 * event schema, so that the browser's subscription does not load zod.
 */
export const LIVE_STREAM_EVENTS = {
  /** The caller lost access (removed, left, workspace deleted, signed out); the stream ends. */
  revoked: "revoked",
  /**
   * The caller's Last-Event-ID is older than the kept events, older than their access to the workspace
   * (they joined later), or unknown: refetch, then carry on.
   */
  resync: "resync",
} as const;
