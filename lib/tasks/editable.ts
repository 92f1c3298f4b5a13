/**
 * The fields of a task an update may change (and name in its `expected`, docs/product.md#concurrent-edits).
 * lib/schemas/task.ts gives each its schema (the compiler checks it names exactly these); this module
 * stays free of zod, so the board's first load, which sends the values a change was made from, does not
 * carry the schema library.
 */
export const TASK_EDITABLE_FIELDS = ["title", "dueDate", "urgency", "completed", "description", "recurrence", "assignee"] as const;
export type TaskEditableField = (typeof TASK_EDITABLE_FIELDS)[number];
