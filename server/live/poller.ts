import "server-only";
import { getStore } from "@/server/store";
import type { EventLogStore } from "@/server/store/types";
import { LIVE_CATCH_UP_PAGE, LIVE_LISTEN_POLL_MS, LIVE_POLL_MS, LIVE_RETENTION_MS } from "@/lib/constants/live";
import { emit, ended, onBusActivity } from "./bus";
import { ENDED_CHANNEL, endedOf, toLiveEvent } from "./events";

/**
 * While it has open streams, each server process reads the events table and emits what it finds on its
 * bus: at once after a write of this process stored events (the log's onAppended), and every
 * LIVE_POLL_MS for the other processes' writes. On a backend that hears every process's appends as they
 * commit (PostgreSQL LISTEN/NOTIFY: the log's watchAppends), it reads at once after another process's too,
 * and polls only every LIVE_LISTEN_POLL_MS while it hears them (every LIVE_POLL_MS while it does not, and
 * once more when it starts hearing them again). That is the only way events reach streams: the writer
 * never hands its event over in memory, so what a stream receives is what the log holds. It reads by
 * the table's id, which grows in commit order, so nothing committed after the last read is skipped.
 * The same read brings the credentials another process ended (a sign-out), whose streams here end at
 * once. It also drops events older than the retention now and then.
 */

interface PollerState {
  /** Resolves once the poller knows where to start (the id it will read after). */
  ready: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
  lastId: number;
  active: boolean;
  lastPruneAt: number;
  /** Bumped on every start, so a loop of an earlier start stops. */
  generation: number;
  /** A read is under way; `again`: it was woken meanwhile and reads once more right after. */
  reading: boolean;
  again: boolean;
  /** Stops listening to the log's writes. */
  unsubscribe: () => void;
  /** The log tells of every process's appends right now (watchAppends): polling can be slow. */
  hearing: boolean;
}

const PRUNE_EVERY_MS = 60_000;

const holder = globalThis as typeof globalThis & { __duelyLivePoller?: PollerState };
const state = (holder.__duelyLivePoller ??= {
  ready: null,
  timer: null,
  lastId: 0,
  active: false,
  lastPruneAt: 0,
  generation: 0,
  reading: false,
  again: false,
  unsubscribe: () => {},
  hearing: false,
});
// A poller made by an earlier version of this module (development reloads) gains what it lacks.
state.unsubscribe ??= () => {};
state.hearing ??= false;

/**
 * Starts the poller if the process has none running and resolves when it has read its starting point:
 * any event committed before that resolves is in the table for a stream's own catch-up read, any after
 * it reaches the bus through the poller. Streams await this before their first read.
 */
export function ensurePolling(): Promise<void> {
  onBusActivity(activity);
  if (state.active && state.ready) return state.ready;
  return start();
}

function activity(active: boolean): void {
  if (active && !state.active) void start().catch(() => {});
  if (!active) stop();
}

function start(): Promise<void> {
  stop();
  state.active = true;
  const generation = state.generation;
  state.ready = (async () => {
    const log = await eventLog();
    if (!log || state.generation !== generation) return;
    state.lastId = await log.lastEventId();
    if (state.generation !== generation) return;
    const ownAppends = log.onAppended(() => wake(generation, log));
    const allAppends = log.watchAppends?.({
      appended: (id) => {
        if (id > state.lastId) wake(generation, log);
      },
      listening: (on) => hearing(generation, log, on),
    });
    state.unsubscribe = () => {
      ownAppends();
      allAppends?.();
    };
    schedule(generation, log);
  })();
  state.ready.catch((error: unknown) => {
    console.error("[live] the poller could not start", error);
    if (state.generation === generation) {
      state.active = false;
      state.ready = null;
    }
  });
  return state.ready;
}

function stop(): void {
  state.active = false;
  state.ready = null;
  state.generation += 1;
  state.unsubscribe();
  state.unsubscribe = () => {};
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.reading = false;
  state.again = false;
  state.hearing = false;
}

/** The log starts (or stops) telling of every process's appends: read what may have been missed meanwhile, or poll again. */
function hearing(generation: number, log: EventLogStore, on: boolean): void {
  if (state.generation !== generation) return;
  state.hearing = on;
  if (on) wake(generation, log);
  else if (!state.reading) schedule(generation, log);
}

/** How long the poller waits between reads when nothing wakes it. */
const idleDelay = () => (state.hearing ? LIVE_LISTEN_POLL_MS : LIVE_POLL_MS);

function schedule(generation: number, log: EventLogStore, delay = idleDelay()): void {
  if (state.generation !== generation) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => void poll(generation, log), delay);
  state.timer.unref?.();
}

/** This process (or, heard by the log, another one) stored events: read them now, or right after the read under way. */
function wake(generation: number, log: EventLogStore): void {
  if (state.generation !== generation) return;
  if (state.reading) {
    state.again = true;
    return;
  }
  if (state.timer) clearTimeout(state.timer);
  void poll(generation, log);
}

async function poll(generation: number, log: EventLogStore): Promise<void> {
  state.timer = null;
  state.reading = true;
  let full = false;
  try {
    const rows = await log.listEventsSince({ afterId: state.lastId, limit: LIVE_CATCH_UP_PAGE });
    if (state.generation !== generation) return;
    for (const row of rows) {
      state.lastId = row.id;
      if (row.workspaceId !== ENDED_CHANNEL) emit(toLiveEvent(row));
      else {
        const end = endedOf(row);
        if (end) ended(end.ended, end.at);
      }
    }
    full = rows.length === LIVE_CATCH_UP_PAGE;
    if (Date.now() - state.lastPruneAt > PRUNE_EVERY_MS) {
      state.lastPruneAt = Date.now();
      await log.pruneEvents({ before: new Date(Date.now() - LIVE_RETENTION_MS).toISOString() });
    }
  } catch (error) {
    console.error("[live] reading the events table failed", error);
  }
  if (state.generation !== generation) return;
  state.reading = false;
  const again = state.again || full;
  state.again = false;
  schedule(generation, log, again ? 0 : idleDelay());
}

async function eventLog(): Promise<EventLogStore | undefined> {
  return (await getStore()).eventLog;
}

/** Stops the poller (tests, between databases). */
export function stopPollingForTests(): void {
  stop();
}
