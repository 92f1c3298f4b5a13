import "server-only";
import { LIVE_RETENTION_MS, LIVE_RETENTION_PER_WORKSPACE } from "@/lib/constants/live";
import type { EventDraft, EventFill, EventLogStore } from "./types";

/** The rules of the event log (the outbox, EventDraft in ./types.ts) that every backend keeping one applies alike. */

/** Every this many events of a channel (a workspace), its events beyond the retention are dropped. */
const PRUNE_STRIDE = 100;

/**
 * What a draft's stored body is made of: its fields without the channel (`workspaceId`) and `with`, as
 * JSON text, and the field `with` names, which the store adds from the state its transaction wrote.
 */
export function draftBody(event: EventDraft): { fields: string; fill: EventFill | undefined } {
  const fill = "with" in event ? event.with : undefined;
  const fields: Record<string, unknown> = { ...event };
  delete fields.workspaceId;
  delete fields.with;
  return { fields: JSON.stringify(fields), fill };
}

/** Where a draft's fill is read: the workspace is the event's own; the task and the reminder are the write's. */
export interface FillSource {
  workspaceId: string;
  taskId?: string;
  reminderId?: string;
}

/** The id of the row `fill` is read from; a write that names no such row cannot fill it. */
export function fillRowId(id: string | undefined, fill: EventFill): string {
  if (id === undefined) throw new Error(`This write cannot add "${fill}" to its event`);
  return id;
}

/**
 * The log's onAppended listeners, and what follows a commit that stored an event (`appended`): the
 * listeners are told (a throwing one harms neither the write nor the others), and every PRUNE_STRIDE
 * events of a channel its events beyond the retention are dropped.
 */
export function appendListeners(prune: EventLogStore["pruneEvents"]): {
  onAppended: EventLogStore["onAppended"];
  appended(workspaceId: string, seq: number): Promise<void>;
} {
  const listeners = new Set<() => void>();
  return {
    onAppended(listener) {
      const own = () => listener();
      listeners.add(own);
      return () => void listeners.delete(own);
    },
    async appended(workspaceId, seq) {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error("[live] an event log listener failed", error);
        }
      }
      if (seq % PRUNE_STRIDE !== 0) return;
      await prune({ before: new Date(Date.now() - LIVE_RETENTION_MS).toISOString(), workspaceId, keepAfterSeq: seq - LIVE_RETENTION_PER_WORKSPACE }).catch((error: unknown) =>
        console.error(`[live] could not prune the events of ${workspaceId}`, error),
      );
    },
  };
}
