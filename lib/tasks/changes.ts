import type { Task, TaskFieldChanges } from "@/lib/schemas/task";
import { withoutClearedFields } from "@/lib/tasks/clearable";

/** The fields the board changes on a task, as the API's update takes them ("" or null clears a clearable field). */
export type TaskChanges = TaskFieldChanges;

/**
 * The task as the API will answer the update, for the board to show at once: the changes applied,
 * cleared fields absent (as the API answers them), updatedAt now, and completedAt set or cleared when
 * the completion changes.
 */
export function applyTaskChanges(task: Task, changes: TaskChanges, now: string): Task {
  const next = withoutClearedFields({ ...task, ...changes, updatedAt: now }) as Task;
  if (changes.completed !== undefined && changes.completed !== task.completed) next.completedAt = changes.completed ? now : null;
  return next;
}
