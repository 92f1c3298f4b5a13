import { request } from "@/lib/api/request";
import type { ReminderView } from "@/lib/schemas/reminder";

/**
 * The typed client of /api/reminders. Every call resolves with the server's answer or rejects with an
 * ApiError (lib/api/request) carrying the server's message.
 */
export const remindersApi = {
  /** The caller's reminders in a workspace, oldest first. */
  list: async (workspaceId: string) =>
    (await request<{ data: ReminderView[] }>(`/api/reminders?workspaceId=${encodeURIComponent(workspaceId)}`)).data,

  remove: (reminderId: string) => request<void>(`/api/reminders/${encodeURIComponent(reminderId)}`, { method: "DELETE" }),
};

/**
 * TanStack Query keys. After anything that may add or remove reminders (a `!remindme` comment, deleting
 * such a comment or a task), invalidate `remindersQueryRoot` so the badge and panel refresh at once.
 */
export const remindersQueryRoot = ["reminders"] as const;
export const remindersQueryKey = (workspaceId: string) => [...remindersQueryRoot, workspaceId] as const;
