import "server-only";
import { getStore } from "@/server/store";
import type { EventLogStore } from "@/server/store/types";
import { LIVE_STREAM_EVENTS } from "@/lib/constants/live";
import type { LiveEvent } from "@/lib/schemas/live";
import { LIVE_CATCH_UP_PAGE, LIVE_HEARTBEAT_MS, LIVE_RETRY_HINT_MS } from "@/lib/constants/live";
import { listen, onEnded } from "./bus";
import { toLiveEvent } from "./events";
import { everyBeat } from "./heartbeat";
import { ensurePolling } from "./poller";
import { onShutdown } from "@/server/shutdown";

/**
 * One subscriber's Server-Sent Events stream of a workspace. It delivers each event once and in
 * sequence order: live events come from the bus; when one arrives ahead of the next expected number
 * (another process's event not yet polled), the missing ones are read from the table first. A
 * Last-Event-ID resumes after that number; one older than the kept events or than the subscriber's
 * access (`readsFrom`), or unknown, gets `event: resync` with the latest id instead: nothing stored
 * before the subscriber gained access is ever replayed. What the subscriber may see of the rest is the
 * gate's decision.
 */

/** What the subscriber may receive, decided by the service that opened the stream. */
export interface StreamGate {
  /** "send" it, "skip" it (not theirs to see), or "revoke": the subscriber lost access and the stream ends. */
  admit(event: LiveEvent): "send" | "skip" | "revoke";
  /** Checked at every heartbeat: false (signed out, no longer a member...) ends the stream with `revoked`. */
  stillAllowed(): Promise<boolean>;
}

export interface OpenEventStreamInput {
  workspaceId: string;
  /** The last sequence number the subscriber received (Last-Event-ID), or null for "from now on". */
  lastEventId: number | null;
  /** The first sequence number the subscriber may receive (when they gained access to the workspace; 1: from its start). */
  readsFrom: number;
  gate: StreamGate;
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  /** Called once when the stream ends, for whatever reason. */
  onClose?: () => void;
  /**
   * Keys of the credentials the stream was opened with, and when they were checked (epoch ms): the end
   * of any after that (a sign-out, endStreamsOf) ends the stream with `revoked` at once.
   */
  endsWith?: { keys: readonly string[]; checkedAt: number };
  heartbeatMs?: number;
}

/** A subscriber that stops reading is dropped once this much is queued for it; it resumes by Last-Event-ID. */
const MAX_QUEUED_BYTES = 256 * 1024;

const encoder = new TextEncoder();

export function openEventStream({ workspaceId, lastEventId, readsFrom, gate, signal, onClose, endsWith, heartbeatMs = LIVE_HEARTBEAT_MS }: OpenEventStreamInput): ReadableStream<Uint8Array> {
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let lastSeq = 0;
  let closed = false;
  let unlisten: () => void = () => {};
  let stopHeartbeat: () => void = () => {};
  // A server shutting down ends its streams at once (the browser reconnects, to another instance if any).
  let offShutdown: () => void = () => {};
  let offEnded: () => void = () => {};
  let work: Promise<void> = Promise.resolve();
  let log: EventLogStore | undefined;

  /** Runs tasks one after another, so events are written in order and never twice. */
  const run = (task: () => Promise<void> | void) => {
    work = work.then(async () => {
      if (!closed) await task();
    }).catch((error: unknown) => {
      console.error("[live] a stream failed", error);
      close();
    });
  };

  const write = (text: string) => {
    if (closed) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) close();
  };

  const close = () => {
    if (closed) return;
    closed = true;
    stopHeartbeat();
    unlisten();
    offShutdown();
    offEnded();
    signal?.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the client
    }
    onClose?.();
  };

  const revoke = () => {
    write(`event: ${LIVE_STREAM_EVENTS.revoked}\ndata: {}\n\n`);
    close();
  };

  const resync = (latest: number) => {
    lastSeq = latest;
    write(`event: ${LIVE_STREAM_EVENTS.resync}\nid: ${latest}\ndata: {}\n\n`);
  };

  const deliverOne = (event: LiveEvent) => {
    lastSeq = event.seq;
    const verdict = gate.admit(event);
    if (verdict === "revoke") return revoke();
    if (verdict === "send") write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
  };

  /** Reads the table after lastSeq up to at least `upTo`; a hole at the start means pruned events: resync. */
  const catchUp = async (upTo: number) => {
    if (!log) return;
    while (!closed && lastSeq < upTo) {
      const rows = await log.listEventsAfter({ workspaceId, afterSeq: lastSeq, limit: LIVE_CATCH_UP_PAGE });
      if (rows.length === 0 || rows[0].seq !== lastSeq + 1) return resync(Math.max(upTo, await log.latestSeq(workspaceId)));
      for (const row of rows) {
        if (closed) return;
        deliverOne(toLiveEvent(row));
      }
      if (rows.length < LIVE_CATCH_UP_PAGE) return;
    }
  };

  const onEvent = (event: LiveEvent) => {
    if (event.seq <= lastSeq) return; // seen already (its writer and the poller both emit it)
    if (event.seq === lastSeq + 1) return deliverOne(event);
    return catchUp(event.seq);
  };

  const begin = async () => {
    log = (await getStore()).eventLog;
    if (!log) return revoke();
    await ensurePolling();
    const latest = await log.latestSeq(workspaceId);
    if (lastEventId === null) {
      lastSeq = latest;
      return;
    }
    // Ahead of the feed, or from before the subscriber's access: they refetch what they may read now.
    if (lastEventId > latest || lastEventId < readsFrom - 1) return resync(latest);
    lastSeq = lastEventId;
    if (lastEventId < latest) await catchUp(latest);
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        write(`retry: ${LIVE_RETRY_HINT_MS}\n: connected\n\n`);
        if (signal?.aborted) return close();
        signal?.addEventListener("abort", close);
        offShutdown = onShutdown(close);
        if (endsWith) {
          const ends = endsWith.keys.map((key) => onEnded(key, endsWith.checkedAt, () => run(revoke)));
          offEnded = () => ends.forEach((off) => off());
        }
        // Listen before reading where to start, so nothing stored meanwhile is missed; the queue holds it.
        unlisten = listen(workspaceId, (event) => run(() => onEvent(event)));
        run(begin);
        stopHeartbeat = everyBeat(heartbeatMs, () =>
          run(async () => {
            if (!(await gate.stillAllowed())) return revoke();
            write(": heartbeat\n\n");
          }),
        );
      },
      cancel() {
        close();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );
}
