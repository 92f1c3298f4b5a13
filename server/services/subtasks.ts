import "server-only";
import { AppError, notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import { newId } from "@/server/ids";
import { requireVisibleTask } from "@/server/services/tasks";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import type { SubtaskUpdate } from "@/server/store/types";
import { SUBTASKS_PER_TASK_MAX } from "@/lib/constants/subtasks";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { UpdateSubtaskData } from "@/lib/schemas/subtask";
import type { Task } from "@/lib/schemas/task";
import type { SubtaskChange } from "@/lib/tasks/subtasks";

/**
 * Subtasks (docs/product.md#subtasks): whoever sees a task may change its checklist, as they may comment.
 * Each change is one store call that decides atomically and stores the task's `task.updated` event, so
 * live boards and the task list's cache follow. The per-task limit is the store's answer (413).
 */

async function change(user: VerifiedAccount, taskId: string, subtaskChange: SubtaskChange): Promise<Task> {
  const { actor, task } = await requireVisibleTask({ user, taskId });
  const store = await getStore();
  const answer: SubtaskUpdate = await store.changeSubtasks(task.id, subtaskChange, new Date().toISOString(), changeEvent.taskUpdated(actor, task.workspaceId));
  if (answer.ok) return answer.task;
  if (answer.reason === "full") throw new AppError("payload_too_large", subtasksCopy.tooMany, 413);
  throw notFound(answer.reason === "not_found" ? taskDetailsCopy.taskNotFound : subtasksCopy.subtaskNotFound);
}

/** Adds the titles (validated and trimmed) at the end of the checklist, in order: all, or none past the limit. */
export function addSubtasks({ user, taskId, titles }: { user: VerifiedAccount; taskId: string; titles: string[] }): Promise<Task> {
  return change(user, taskId, { kind: "add", subtasks: titles.map((title) => ({ id: newId(), title })), max: SUBTASKS_PER_TASK_MAX });
}

/** Renames, checks or unchecks the subtask, then moves it to `position` when given (each a change of its own). */
export async function updateSubtask({ user, taskId, subtaskId, patch }: { user: VerifiedAccount; taskId: string; subtaskId: string; patch: UpdateSubtaskData }): Promise<Task> {
  const { title, done, position } = patch;
  let task: Task | null = null;
  if (title !== undefined || done !== undefined) task = await change(user, taskId, { kind: "update", id: subtaskId, title, done });
  if (position !== undefined) task = await change(user, taskId, { kind: "move", id: subtaskId, to: position });
  return task!;
}

export function deleteSubtask({ user, taskId, subtaskId }: { user: VerifiedAccount; taskId: string; subtaskId: string }): Promise<Task> {
  return change(user, taskId, { kind: "delete", id: subtaskId });
}
