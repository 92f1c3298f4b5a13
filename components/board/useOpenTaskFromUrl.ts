"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { TASK_LINK_PARAMS } from "@/lib/constants/tasks";
import { remindersCopy } from "@/lib/copy/reminders";
import type { Task } from "@/lib/schemas/task";
import { toast } from "@/components/ui/toast";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { boardReveal } from "./reveal";

/** Takes the link's parameters out of the address, so a reload or Back does not open the task again. */
function forgetLink(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(TASK_LINK_PARAMS.task);
  url.searchParams.delete(TASK_LINK_PARAMS.workspace);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Opens the task a link names, /todo?workspace=…&task=… (taskLink in lib/push/payload.ts: a reminder in the panel,
 * a reminder's notification): in another workspace the board switches to it first; then the board scrolls
 * to the card, highlights it and opens its comments (boardReveal). A task that is no longer there, or in a
 * workspace the user is not in, says so. `workspaceId` and `tasks` are the board's (undefined while loading).
 */
export function useOpenTaskFromUrl(workspaceId: string, tasks: readonly Task[] | undefined): void {
  const params = useSearchParams();
  const taskId = params.get(TASK_LINK_PARAMS.task);
  const linkedWorkspace = params.get(TASK_LINK_PARAMS.workspace) ?? workspaceId;
  const { workspaces, ready, current, switchTo } = useActiveWorkspace();

  useEffect(() => {
    if (!taskId || !ready) return;
    if (![...workspaces.owned, ...workspaces.shared].some((w) => w.id === linkedWorkspace)) {
      forgetLink();
      toast.error(remindersCopy.taskGone);
      return;
    }
    if (current.id !== linkedWorkspace) return switchTo(linkedWorkspace);
    // The board shows the workspace once the page is rendered for it, and its tasks once loaded.
    if (workspaceId !== linkedWorkspace || !tasks) return;
    forgetLink();
    if (tasks.some((t) => t.id === taskId)) boardReveal.reveal(taskId, { openComments: true });
    else toast.error(remindersCopy.taskGone);
  }, [taskId, linkedWorkspace, ready, workspaces, current.id, switchTo, workspaceId, tasks]);
}
