/**
 * The fields a task may lack: absent, not empty, when the task has none (an update's "" or null clears
 * them), in the API, the store and the browser alike. lib/schemas/task.ts gives each its schema (the
 * compiler checks it names exactly these); this module stays free of zod, so the board's first load
 * (which merges its own changes into cached tasks) does not carry the schema library.
 */
export const TASK_CLEARABLE_FIELDS = ["description", "recurrence", "assignee"] as const;
export type TaskClearableField = (typeof TASK_CLEARABLE_FIELDS)[number];

/** The task without its cleared fields: a clearable field that is undefined, "" or null is left out. */
export function withoutClearedFields<T extends Partial<Record<TaskClearableField, unknown>>>(task: T): T {
  const kept = { ...task };
  for (const field of TASK_CLEARABLE_FIELDS) {
    const value = kept[field];
    if (value === undefined || value === null || value === "") delete kept[field];
  }
  return kept;
}
