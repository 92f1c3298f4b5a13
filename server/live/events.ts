import "server-only";
import type { LiveEvent } from "@/lib/schemas/live";
import type { StoredEvent } from "@/server/store/types";

/** A stored event as delivered: its JSON body with the workspace and sequence number the log gave it. */
export function toLiveEvent(stored: StoredEvent): LiveEvent {
  return { ...(JSON.parse(stored.body) as Omit<LiveEvent, "workspaceId" | "seq">), workspaceId: stored.workspaceId, seq: stored.seq } as LiveEvent;
}
