import "server-only";
import { getStore } from "@/server/store";
import type { LiveEvent, LiveEventBody, LiveActor } from "@/lib/schemas/live";
import { LIVE_RETENTION_MS, LIVE_RETENTION_PER_WORKSPACE } from "@/lib/constants/live";
import { emit } from "./bus";
import { toLiveEvent } from "./events";

/** Every this many events of a workspace, its events beyond the retention are dropped. */
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
  if (stored.seq % PRUNE_STRIDE === 0) {
    await log.pruneEvents({
      before: new Date(now.getTime() - LIVE_RETENTION_MS).toISOString(),
      workspaceId,
      keepAfterSeq: stored.seq - LIVE_RETENTION_PER_WORKSPACE,
    });
  }
  return event;
}

/** Whether this backend's changes are delivered by the events table and SSE (else: Appwrite Realtime). */
export async function hasEventLog(): Promise<boolean> {
  return (await getStore()).eventLog !== undefined;
}
