import "server-only";
import pg from "pg";
import type { AppendHandlers } from "@/server/store/types";
import { EVENTS_CHANNEL } from "./event-order";
import { APPLICATION_NAME } from "./open";

/**
 * The one long-lived connection of a process that LISTENs for the event log's appends: every event's
 * commit sends a NOTIFY on EVENTS_CHANNEL with its id (./event-order.ts), which PostgreSQL delivers to each
 * listening connection as the transaction commits. It connects when the first reader watches
 * (a process with open streams) and stays until the store closes. A connection that fails or ends is made
 * again after a back-off (doubling up to RETRY_MAX_MS); meanwhile the readers are told that nothing is heard
 * (they poll), and once it listens again they are told so (and read what they may have missed).
 *
 * It takes the direct URL when there is one: a transaction-mode pooler (PgBouncer, Supabase's or Neon's
 * pooler) runs each statement on whichever server connection is free, so a LISTEN through it succeeds and
 * then silently hears nothing.
 */

/** How the listening connection introduces itself (pg_stat_activity.application_name); the pool's is APPLICATION_NAME. */
export const LISTEN_APPLICATION_NAME = `${APPLICATION_NAME}-listen`;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export interface AppendWatcher {
  watch(handlers: AppendHandlers): () => void;
  /** Ends the connection and stops reconnecting. */
  close(): Promise<void>;
}

export function appendWatcher(url: string): AppendWatcher {
  const watchers = new Set<AppendHandlers>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let delay = RETRY_MIN_MS;

  const tell = (call: (handlers: AppendHandlers) => void) => {
    for (const handlers of [...watchers]) {
      try {
        call(handlers);
      } catch (error) {
        console.error("[live] a reader of the event log failed", error);
      }
    }
  };

  const setListening = (on: boolean) => {
    if (listening === on) return;
    listening = on;
    tell((handlers) => handlers.listening(on));
  };

  async function connect(): Promise<void> {
    retry = null;
    if (closed || client) return;
    const attempt = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME, keepAlive: true });
    client = attempt;
    attempt.on("notification", ({ channel, payload }) => {
      const id = Number(payload);
      if (channel === EVENTS_CHANNEL && Number.isSafeInteger(id)) tell((handlers) => handlers.appended(id));
    });
    attempt.on("error", (error) => lost(attempt, error));
    attempt.on("end", () => lost(attempt, new Error("the connection ended")));
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      return lost(attempt, error);
    }
    if (client !== attempt) return;
    delay = RETRY_MIN_MS;
    setListening(true);
  }

  function lost(attempt: pg.Client, error: unknown): void {
    if (client !== attempt) return;
    client = null;
    attempt.end().catch(() => undefined);
    setListening(false);
    if (closed) return;
    console.error(`[live] listening to PostgreSQL failed (${error instanceof Error ? error.message : String(error)}); polling, and trying again in ${delay} ms`);
    retry = setTimeout(() => void connect(), delay);
    retry.unref?.();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }

  return {
    watch(handlers) {
      watchers.add(handlers);
      if (listening) handlers.listening(true);
      else if (!client && !retry) void connect();
      return () => void watchers.delete(handlers);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
