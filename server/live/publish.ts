import "server-only";
import { getStore } from "@/server/store";
import type { EventLogStore } from "@/server/store/types";
import type { LiveEvent, LiveEventBody, LiveActor } from "@/lib/schemas/live";
import { LIVE_RETENTION_MS, LIVE_RETENTION_PER_WORKSPACE } from "@/lib/constants/live";
import { emit, ended } from "./bus";
import { ENDED_CHANNEL, toLiveEvent, type EndedBody } from "./events";

/** Every this many events of a channel (a workspace), its events beyond the retention are dropped. */
const PRUNE_STRIDE = 100;

export interface DeliverInput {
  workspaceId: string;
  body: LiveEventBody;
  actor: LiveActor | null;
  audience?: string;
}

/**
 * Stores the event under the workspace's next sequence number and hands it to this process's streams at
 * once; the other processes read it from the table. Returns the event as delivered, or null when the
 * backend delivers changes itself (Appwrite Realtime: the rows are the feed).
 */
export async function deliver({ workspaceId, body, actor, audience }: DeliverInput): Promise<LiveEvent | null> {
  const log = (await getStore()).eventLog;
  if (!log) return null;
  const now = new Date();
  const stored = await log.appendEvent({
    workspaceId,
    body: JSON.stringify({ ...body, actor, ...(audience !== undefined && { audience }) }),
    createdAt: now.toISOString(),
  });
  const event = toLiveEvent(stored);
  emit(event);
  await pruneNowAndThen(log, workspaceId, stored.seq, now);
  return event;
}

/** Every PRUNE_STRIDE events of a channel, its events beyond the retention are dropped. */
async function pruneNowAndThen(log: EventLogStore, workspaceId: string, seq: number, now: Date): Promise<void> {
  if (seq % PRUNE_STRIDE !== 0) return;
  await log.pruneEvents({
    before: new Date(now.getTime() - LIVE_RETENTION_MS).toISOString(),
    workspaceId,
    keepAfterSeq: seq - LIVE_RETENTION_PER_WORKSPACE,
  });
}

/**
 * Ends every open stream opened with the credential `key` (its hash; the caller signed out): this
 * process's at once, the other processes' at their next poll of the events table, where it is stored
 * as a row of the ended channel. Does nothing where the backend has no event log.
 */
export async function endStreamsOf(key: string): Promise<void> {
  const log = (await getStore()).eventLog;
  if (!log) return;
  const now = new Date();
  const body: EndedBody = { ended: key, at: now.getTime() };
  const stored = await log.appendEvent({ workspaceId: ENDED_CHANNEL, body: JSON.stringify(body), createdAt: now.toISOString() });
  ended(key, body.at);
  await pruneNowAndThen(log, ENDED_CHANNEL, stored.seq, now);
}

/** Whether this backend's changes are delivered by the events table and SSE (else: Appwrite Realtime). */
export async function hasEventLog(): Promise<boolean> {
  return (await getStore()).eventLog !== undefined;
}
