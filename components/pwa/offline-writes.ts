import { ApiError } from "@/lib/api/request";
import { lastWriteWins, newClientId, type TaskWrite } from "@/lib/api/task-writes";
import { sendWrite } from "@/lib/api/tasks";
import { isOffline, setServerReachable } from "./connection";
import { waitingChanges } from "./waiting";

/**
 * The board's changes go through here (components/board/useTaskActions.ts, the checklist's in
 * components/task/useSubtaskWrites.ts): sent at once with a new
 * Idempotency-Key, or, without a connection (none now, or the request got no answer), kept on the device
 * with that same key and sent later (./offline-queue.ts, loaded on first use). While changes wait, a new
 * one waits behind them, so they reach the server in the order they were made.
 * Resolves with the server's `data`, or `null` when the change was kept for later; a refusal rejects as ApiError.
 */
export async function sendOrKeep<T>(workspaceId: string, write: TaskWrite, { keepalive = false }: { keepalive?: boolean } = {}): Promise<T | null> {
  const key = newClientId();
  let tried = false;
  if (!isOffline() && waitingChanges() === 0) {
    try {
      return (await sendWrite<{ data: T } | undefined>(write, { key, keepalive }))?.data ?? (undefined as T);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      setServerReachable(false);
      tried = true;
    }
  }
  await (await import("./offline-queue")).keepForLater({ key, workspaceId, write: tried ? write : lastWriteWins(write) });
  return null;
}
