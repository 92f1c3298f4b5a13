import { ApiError, request } from "@/lib/api/request";
import { newClientId, requestOf, type TaskWrite } from "@/lib/api/task-writes";
import { IDEMPOTENCY_HEADER } from "@/lib/constants/idempotency";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Comment, Task, TaskConflict } from "@/lib/schemas/task";

/**
 * The typed client of /api/tasks for the board: its reads, and `sendWrite` for its changes (sent at once or
 * later by components/pwa/offline-writes.ts). Every call resolves with the server's answer or rejects with an
 * ApiError (lib/api/request) carrying the server's message, its code and status.
 */

/**
 * Sends a change with its Idempotency-Key (a new one unless given: the offline queue resends its own), so
 * that sending it again after a lost answer gets the first answer instead of doing it twice.
 */
export function sendWrite<T>(write: TaskWrite, { key = newClientId(), keepalive = false, serverId }: { key?: string; keepalive?: boolean; serverId?: (taskId: string) => string } = {}): Promise<T> {
  const { method, path, body } = requestOf(write, serverId);
  return request<T>(path, { method, keepalive, headers: { [IDEMPOTENCY_HEADER]: key }, ...(body !== undefined && { body: JSON.stringify(body) }) });
}

export const tasksApi = {
  list: async (workspaceId: string) =>
    (await request<{ data: Task[] }>(`/api/tasks?workspaceId=${encodeURIComponent(workspaceId)}`)).data,

  /** The tasks the search text finds (GET /api/tasks?q=, lib/tasks/search.ts). */
  search: async (workspaceId: string, q: string) =>
    (await request<{ data: Task[] }>(`/api/tasks?workspaceId=${encodeURIComponent(workspaceId)}&q=${encodeURIComponent(q)}`)).data,
};

/**
 * The conflict of a refused update or toggle: the fields that changed since the values it expected,
 * and the task as it is now (shaped as lib/schemas/task.ts taskConflictErrorSchema, which the API tests
 * hold every 409 to; checked here by its code and parts, so the board's first load carries no zod);
 * null for any other failure.
 */
export function taskConflictOf(error: unknown): TaskConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.error as Partial<TaskConflict> | null | undefined;
  const whole = body?.code === "conflict" && Array.isArray(body.fields) && typeof body.task === "object" && body.task !== null;
  return whole ? (body as TaskConflict) : null;
}

/** A new comment's answer: the task, the comment, and what became of a `!remindme` command. */
export interface CommentAnswer {
  task: Task;
  comment: Comment;
  reminder?: CommentReminder;
}

/** TanStack Query key of a workspace's task list. */
export const tasksQueryKey = (workspaceId: string) => ["tasks", workspaceId] as const;
