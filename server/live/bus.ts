import "server-only";
import type { LiveEvent } from "@/lib/schemas/live";

/**
 * The in-process bus: each stream of this process listens on its workspace's channel, and every event
 * stored or read by this process is emitted there at once. Listeners ignore what they have already
 * seen (by seq), so one event emitted twice (by its writer, then by the poller) is delivered once.
 */

export type LiveListener = (event: LiveEvent) => void;

interface BusState {
  channels: Map<string, Set<LiveListener>>;
  /** Streams waiting for a credential (a session) to end, by its key. */
  endings: Map<string, Set<() => void>>;
  /** Called when the first listener of the process arrives and when the last one leaves. */
  onActivity: ((active: boolean) => void) | null;
  size: number;
}

const holder = globalThis as typeof globalThis & { __duelyLiveBus?: BusState };
const state = (holder.__duelyLiveBus ??= { channels: new Map<string, Set<LiveListener>>(), endings: new Map(), onActivity: null, size: 0 });
// A bus made by an earlier version of this module (development reloads) gains what it lacks.
state.endings ??= new Map();

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

/** Calls `onEnd` once the credential `key` ends (ended(key)); returns the function that stops waiting. */
export function onEnded(key: string, onEnd: () => void): () => void {
  let set = state.endings.get(key);
  if (!set) state.endings.set(key, (set = new Set<() => void>()));
  set.add(onEnd);
  return () => {
    set.delete(onEnd);
    if (set.size === 0 && state.endings.get(key) === set) state.endings.delete(key);
  };
}

/** The credential `key` ended (signed out): every stream of this process opened with it ends. */
export function ended(key: string): void {
  const set = state.endings.get(key);
  if (!set) return;
  state.endings.delete(key);
  for (const onEnd of set) {
    try {
      onEnd();
    } catch (error) {
      console.error("[live] ending a stream failed", error);
    }
  }
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
