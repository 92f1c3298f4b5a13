import type { Comment, CreateTaskInput, Task, UpdateTaskInput } from "@/lib/schemas/task";

/**
 * The typed client of /api/tasks for the board. Every call resolves with the server's answer or
 * rejects with an ApiError carrying the server's message (the spec's text), its code and status.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type ErrorBody = { error?: { code?: string; message?: string } };

/** A JSON call to our own API; an answer other than 2xx rejects with its `{ error }` as ApiError. */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: init.body === undefined ? init.headers : { "content-type": "application/json", ...init.headers },
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ErrorBody | null)?.error;
    throw new ApiError(error?.message ?? response.statusText, response.status, error?.code ?? "internal");
  }
  return body as T;
}

const json = (value: unknown) => JSON.stringify(value);
const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

export const tasksApi = {
  list: async (workspaceId: string) =>
    (await request<{ data: Task[] }>(`/api/tasks?workspaceId=${encodeURIComponent(workspaceId)}`)).data,

  create: async (input: CreateTaskInput) =>
    (await request<{ data: Task }>("/api/tasks", { method: "POST", body: json(input) })).data,

  update: async (taskId: string, patch: UpdateTaskInput) =>
    (await request<{ data: Task }>(taskPath(taskId), { method: "PATCH", body: json(patch) })).data,

  /** Sets completion (idempotent: a repeated click cannot flip it back). */
  setCompleted: async (taskId: string, completed: boolean) =>
    (await request<{ data: Task }>(`${taskPath(taskId)}/toggle`, { method: "POST", body: json({ completed }) })).data,

  remove: (taskId: string) => request<void>(taskPath(taskId), { method: "DELETE" }),

  addComment: async (taskId: string, text: string) => {
    const { data, comment } = await request<{ data: Task; comment: Comment }>(`${taskPath(taskId)}/comments`, {
      method: "POST",
      body: json({ text }),
    });
    return { task: data, comment };
  },

  deleteComment: async (taskId: string, commentId: string) =>
    (await request<{ data: Task }>(`${taskPath(taskId)}/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" })).data,
};

/** TanStack Query key of a workspace's task list. */
export const tasksQueryKey = (workspaceId: string) => ["tasks", workspaceId] as const;
