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
  /** Called when the first listener of the process arrives and when the last one leaves. */
  onActivity: ((active: boolean) => void) | null;
  size: number;
}

const holder = globalThis as typeof globalThis & { __duelyLiveBus?: BusState };
const state = (holder.__duelyLiveBus ??= { channels: new Map<string, Set<LiveListener>>(), onActivity: null, size: 0 });

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

/** How many listeners this process has (all workspaces). */
export function listenerCount(): number {
  return state.size;
}

/** The poller's hook: told when the process starts and stops having listeners. */
export function onBusActivity(callback: ((active: boolean) => void) | null): void {
  state.onActivity = callback;
  if (callback && state.size > 0) callback(true);
}
