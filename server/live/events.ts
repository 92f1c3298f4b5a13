import "server-only";
import type { LiveEvent } from "@/lib/schemas/live";
import type { StoredEvent } from "@/server/store/types";

/** A stored event as delivered: its JSON body with the workspace and sequence number the log gave it. */
export function toLiveEvent(stored: StoredEvent): LiveEvent {
  return { ...(JSON.parse(stored.body) as Omit<LiveEvent, "workspaceId" | "seq">), workspaceId: stored.workspaceId, seq: stored.seq } as LiveEvent;
}

/**
 * The events table's channel of ended credentials (a sign-out): not a workspace (no workspace id has
 * this form), never streamed to anyone. Each row's body is an EndedBody; every process's poller reads
 * it with the workspaces' events and ends its streams opened with that credential.
 */
export const ENDED_CHANNEL = "~ended";

export interface EndedBody {
  /** The ended credential's key (a hash: the credential itself is never stored). */
  ended: string;
  /** When it ended (epoch ms). */
  at: number;
}

/** What a row of ENDED_CHANNEL says, or null for a body that is not one. */
export function endedOf(stored: StoredEvent): EndedBody | null {
  const body = JSON.parse(stored.body) as Partial<EndedBody>;
  return typeof body.ended === "string" && typeof body.at === "number" ? { ended: body.ended, at: body.at } : null;
}
