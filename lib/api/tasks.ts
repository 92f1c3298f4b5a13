import { ApiError, request } from "@/lib/api/request";
import type { CommentReminder } from "@/lib/schemas/reminder";
import type { Comment, CreateTaskInput, Task, TaskConflict, TaskExpectationInput, UpdateTaskInput } from "@/lib/schemas/task";

/**
 * The typed client of /api/tasks for the board. Every call resolves with the server's answer or
 * rejects with an ApiError (lib/api/request) carrying the server's message, its code and status.
 */

const json = (value: unknown) => JSON.stringify(value);
const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

export const tasksApi = {
  list: async (workspaceId: string) =>
    (await request<{ data: Task[] }>(`/api/tasks?workspaceId=${encodeURIComponent(workspaceId)}`)).data,

  /** The tasks the search text finds (GET /api/tasks?q=, lib/tasks/search.ts). */
  search: async (workspaceId: string, q: string) =>
    (await request<{ data: Task[] }>(`/api/tasks?workspaceId=${encodeURIComponent(workspaceId)}&q=${encodeURIComponent(q)}`)).data,

  create: async (input: CreateTaskInput) =>
    (await request<{ data: Task }>("/api/tasks", { method: "POST", body: json(input) })).data,

  update: async (taskId: string, patch: UpdateTaskInput) =>
    (await request<{ data: Task }>(taskPath(taskId), { method: "PATCH", body: json(patch) })).data,

  /** Sets completion (idempotent: a repeated click cannot flip it back); with `expected`, only while those values hold. */
  setCompleted: async (taskId: string, completed: boolean, expected?: TaskExpectationInput) =>
    (await request<{ data: Task }>(`${taskPath(taskId)}/toggle`, { method: "POST", body: json({ completed, expected }) })).data,

  /** `keepalive` lets the request outlive the page (a deferred delete sent as the tab closes). */
  remove: (taskId: string, { keepalive = false }: { keepalive?: boolean } = {}) => request<void>(taskPath(taskId), { method: "DELETE", keepalive }),

  /**
   * Adds a comment; `timeZone` (the user's IANA zone) is where a `!remindme` command's time is read.
   * `reminder` says what became of such a command (absent for an ordinary comment); a failed one
   * still added the comment.
   */
  addComment: async (taskId: string, text: string, timeZone: string) =>
    (
      await request<{ data: { task: Task; comment: Comment; reminder?: CommentReminder } }>(`${taskPath(taskId)}/comments`, {
        method: "POST",
        body: json({ text, timeZone }),
      })
    ).data,

  deleteComment: async (taskId: string, commentId: string) =>
    (await request<{ data: Task }>(`${taskPath(taskId)}/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" })).data,
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

/** TanStack Query key of a workspace's task list. */
export const tasksQueryKey = (workspaceId: string) => ["tasks", workspaceId] as const;
