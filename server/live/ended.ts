import "server-only";
import { getStore } from "@/server/store";
import { ended } from "./bus";
import { ENDED_CHANNEL, type EndedBody } from "./events";

/**
 * Ends every open stream opened with the credential `key` (its hash; the caller signed out): this
 * process's at once, the other processes' at their next read of the events table (their next poll, or
 * on PostgreSQL the NOTIFY of this row), where it is stored as a row of the ended channel. Does nothing where the backend has no event log.
 */
export async function endStreamsOf(key: string): Promise<void> {
  const log = (await getStore()).eventLog;
  if (!log) return;
  const now = new Date();
  const body: EndedBody = { ended: key, at: now.getTime() };
  await log.appendEvent({ workspaceId: ENDED_CHANNEL, body: JSON.stringify(body), createdAt: now.toISOString() });
  // Here at once, even while this process's poller is idle (no stream open yet): a stream whose
  // credentials were checked before this end still learns of it when it starts listening.
  ended(key, body.at);
}

/** Whether this backend's changes are delivered by the events table and SSE (else: Appwrite Realtime). */
export async function hasEventLog(): Promise<boolean> {
  return (await getStore()).eventLog !== undefined;
}
