"use client";

import { newClientId, type TaskWrite } from "@/lib/api/task-writes";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Task } from "@/lib/schemas/task";
import { applySubtaskChange, type SubtaskChange } from "@/lib/tasks/subtasks";
import { toast } from "@/components/ui/toast";
import { useBoard } from "@/components/board/BoardContext";
import { sendOrKeep } from "@/components/pwa/offline-writes";

type Edit = Exclude<SubtaskChange, { kind: "add" }>;

/** The id of a step added on the device, until the server gives it its own (components/pwa/offline-queue.ts). */
const offlineStepId = () => `local-${newClientId()}`;

/** A checklist change as the board's writes carry it (sent at once, or kept on the device without a connection). */
function writeOf(task: Task, change: Edit): TaskWrite {
  const step = { taskId: task.id, subtaskId: change.id };
  if (change.kind === "delete") return { kind: "deleteSubtask", ...step };
  return { kind: "updateSubtask", ...step, patch: change.kind === "move" ? { position: change.to } : { title: change.title, done: change.done } };
}

/**
 * The checklist's writes (docs/product.md#subtasks), loaded with the edit panel and sent through the board's
 * actions like its other changes (components/pwa/offline-writes.ts): an add, rename, check, move or delete
 * shows at once (new steps with ids made here) and is replaced by the server's task; without a connection it
 * stays shown and waits on the device with the other changes, sent once when the connection is back. A
 * refusal restores the task and says why. Checking the last open step offers to complete the task in a
 * toast, never doing so by itself.
 */
export function useSubtaskWrites(task: Task) {
  const { actions } = useBoard();

  function offerCompletion(saved: Task) {
    if (saved.completed || saved.subtasks.length === 0 || saved.subtasks.some((s) => !s.done)) return;
    toast.success(subtasksCopy.allDone(saved.title), { action: { label: subtasksCopy.completeTask, onClick: () => void actions.update(saved, { completed: true }) } });
  }

  /** Shows `optimistic` at once and sends `write`; kept for later, the task stays as shown. */
  const send = (optimistic: Task, write: TaskWrite) =>
    actions.apply(task, optimistic, async () => (await sendOrKeep<Task>(task.workspaceId, write)) ?? optimistic, subtasksCopy.saveFailed);

  return {
    async add(titles: string[]): Promise<boolean> {
      const subtaskIds = titles.map(offlineStepId);
      const optimistic = { ...task, subtasks: [...task.subtasks, ...titles.map((title, i) => ({ id: subtaskIds[i], title, done: false }))] };
      return (await send(optimistic, { kind: "addSubtasks", taskId: task.id, subtaskIds, titles })) !== null;
    },
    async edit(change: Edit): Promise<void> {
      const next = applySubtaskChange(task.subtasks, change);
      if (typeof next === "string") return;
      const saved = await send({ ...task, subtasks: next }, writeOf(task, change));
      if (saved && change.kind === "update" && change.done) offerCompletion(saved);
    },
  };
}
