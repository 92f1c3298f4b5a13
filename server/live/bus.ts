import "server-only";
import type { LiveEvent } from "@/lib/schemas/live";

/**
 * The in-process bus: each stream of this process listens on its workspace's channel, and the poller
 * emits there every event it reads from the log (./poller.ts). Listeners ignore what they have already
 * seen (by seq), so an event a stream has read itself while catching up is not delivered again.
 */

export type LiveListener = (event: LiveEvent) => void;

interface Ending {
  /** When the stream's access was checked (epoch ms): an end before that is not its end. */
  since: number;
  onEnd: () => void;
}

interface BusState {
  channels: Map<string, Set<LiveListener>>;
  /** Streams waiting for a credential (a session) to end, by its key. */
  endings: Map<string, Set<Ending>>;
  /** Credentials ended lately, by key: when (epoch ms), oldest first. */
  recentEnds: Map<string, number>;
  /** Called when the first listener of the process arrives and when the last one leaves. */
  onActivity: ((active: boolean) => void) | null;
  size: number;
}

const holder = globalThis as typeof globalThis & { __duelyLiveBus?: BusState };
const state = (holder.__duelyLiveBus ??= { channels: new Map<string, Set<LiveListener>>(), endings: new Map(), recentEnds: new Map(), onActivity: null, size: 0 });
// A bus made by an earlier version of this module (development reloads) gains what it lacks.
state.endings ??= new Map();
state.recentEnds ??= new Map();

/** Listens to a workspace's events; returns the function that stops listening. */
export function listen(workspaceId: string, listener: LiveListener): () => void {
  let set = state.channels.get(workspaceId);
  if (!set) state.channels.set(workspaceId, (set = new Set()));
  set.add(listener);
  state.size += 1;
  if (state.size === 1) state.onActivity?.(true);
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    set.delete(listener);
    if (set.size === 0) state.channels.delete(workspaceId);
    state.size -= 1;
    if (state.size === 0) state.onActivity?.(false);
  };
}

/** Hands the event to every listener of its workspace in this process; a throwing listener harms no other. */
export function emit(event: LiveEvent): void {
  const set = state.channels.get(event.workspaceId);
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener(event);
    } catch (error) {
      console.error("[live] a listener failed", error);
    }
  }
}

/**
 * Calls `onEnd` once the credential `key` ends (ended(key, at)) at or after `since`, the time the
 * stream's access was checked; also at once when it ended so since (within RECENT_ENDS_MS), so that a
 * sign-out between that check and this call is not missed. Returns the function that stops waiting.
 */
export function onEnded(key: string, since: number, onEnd: () => void): () => void {
  const recent = state.recentEnds.get(key);
  if (recent !== undefined && recent >= since) {
    onEnd();
    return () => {};
  }
  let set = state.endings.get(key);
  if (!set) state.endings.set(key, (set = new Set<Ending>()));
  const ending: Ending = { since, onEnd };
  set.add(ending);
  return () => {
    set.delete(ending);
    if (set.size === 0 && state.endings.get(key) === set) state.endings.delete(key);
  };
}

/** How long an ended credential is remembered for streams whose access was checked before it ended. */
const RECENT_ENDS_MS = 60_000;

/**
 * The credential `key` ended at `at` (epoch ms; a sign-out): every stream of this process opened with it
 * whose access was checked before then ends. A stream opened later (a new sign-in) stays.
 */
export function ended(key: string, at: number): void {
  const now = Date.now();
  for (const [old, time] of state.recentEnds) {
    if (time > now - RECENT_ENDS_MS) break; // kept in the order they ended
    state.recentEnds.delete(old);
  }
  state.recentEnds.delete(key);
  state.recentEnds.set(key, at);
  const set = state.endings.get(key);
  if (!set) return;
  for (const ending of [...set]) {
    if (ending.since > at) continue;
    set.delete(ending);
    try {
      ending.onEnd();
    } catch (error) {
      console.error("[live] ending a stream failed", error);
    }
  }
  if (set.size === 0 && state.endings.get(key) === set) state.endings.delete(key);
}

/** How many listeners this process has (all workspaces). */
export function listenerCount(): number {
  return state.size;
}

/** The poller's hook: told when the process starts and stops having listeners. */
export function onBusActivity(callback: ((active: boolean) => void) | null): void {
  state.onActivity = callback;
  if (callback && state.size > 0) callback(true);
}
