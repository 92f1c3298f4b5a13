"use client";

import { request } from "@/lib/api/request";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Task } from "@/lib/schemas/task";
import { applySubtaskChange, type SubtaskChange } from "@/lib/tasks/subtasks";
import { toast } from "@/components/ui/toast";
import { useBoard } from "@/components/board/BoardContext";

type Edit = Exclude<SubtaskChange, { kind: "add" }>;

const base = (task: Task) => `/api/tasks/${encodeURIComponent(task.id)}/subtasks`;
const answer = async (call: Promise<{ data: Task }>) => (await call).data;

/**
 * The checklist's writes (docs/product.md#subtasks), loaded with the edit panel and sent through the board's
 * actions: a rename, check, move or delete shows at once and is replaced by the server's task (a refusal
 * restores the task and says why); an add shows when the server gives the new ids. Checking the last open
 * step offers to complete the task in a toast, never doing so by itself.
 */
export function useSubtaskWrites(task: Task) {
  const { actions } = useBoard();

  function offerCompletion(saved: Task) {
    if (saved.completed || saved.subtasks.length === 0 || saved.subtasks.some((s) => !s.done)) return;
    toast.success(subtasksCopy.allDone(saved.title), { action: { label: subtasksCopy.completeTask, onClick: () => void actions.update(saved, { completed: true }) } });
  }

  return {
    async add(titles: string[]): Promise<boolean> {
      const saved = await actions.apply(task, task, () => answer(request(base(task), { method: "POST", body: JSON.stringify({ titles }) })), subtasksCopy.saveFailed);
      return saved !== null;
    },
    async edit(change: Edit): Promise<void> {
      const next = applySubtaskChange(task.subtasks, change);
      if (typeof next === "string") return;
      const path = `${base(task)}/${encodeURIComponent(change.id)}`;
      const body = change.kind === "move" ? { position: change.to } : change.kind === "update" ? { title: change.title, done: change.done } : undefined;
      const send = () => answer(request(path, change.kind === "delete" ? { method: "DELETE" } : { method: "PATCH", body: JSON.stringify(body) }));
      const saved = await actions.apply(task, { ...task, subtasks: next }, send, subtasksCopy.saveFailed);
      if (saved && change.kind === "update" && change.done) offerCompletion(saved);
    },
  };
}
