"use client";

import { describeDrop, type BoardClock, type TaskPatch } from "@/lib/board";
import { UNDO_WINDOW_MS } from "@/lib/constants/tasks";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { toast } from "@/components/ui/toast";
import type { TaskActions, TaskChanges } from "./useTaskActions";

export interface DropSave {
  actions: TaskActions;
  /** The dragged task as it was before the drop. */
  task: Task;
  patch: TaskPatch;
  clock: BoardClock;
  /** The task as the board holds it now (other changes may have come in since the drop), if it is still there. */
  current: (taskId: string) => Task | undefined;
}

/**
 * Saves a drop's change and, once the server has it, says what changed ('Due Thu, Dec 10, 3:00 PM',
 * 'Urgency 4.5 · High') in a toast with Undo for UNDO_WINDOW_MS, which puts the previous value back
 * (docs/product.md#the-board). A refused change is rolled back by the actions, without this toast.
 */
export async function saveDrop({ actions, task, patch, clock, current }: DropSave): Promise<void> {
  const message = describeDrop(patch, clock);
  const saved = await actions.update(task, patch);
  if (!saved || !message) return;
  const previous: TaskChanges = {};
  if (patch.dueDate !== undefined) previous.dueDate = task.dueDate;
  if (patch.urgency !== undefined) previous.urgency = task.urgency;
  toast.success(message, {
    duration: UNDO_WINDOW_MS,
    action: { label: tasksCopy.undo, onClick: () => void actions.update(current(task.id) ?? { ...task, ...patch }, previous) },
  });
}
