import { TASK_LINK_PARAMS } from "@/lib/constants/board";
import { PWA_START_URL } from "@/lib/constants/pwa";

/** The board opened on a task: /todo?workspace=…&task=… (components/board/useOpenTaskFromUrl.ts). */
export function taskLink({ workspaceId, taskId }: { workspaceId: string; taskId: string }): string {
  const query = new URLSearchParams({ [TASK_LINK_PARAMS.workspace]: workspaceId, [TASK_LINK_PARAMS.task]: taskId });
  return `${PWA_START_URL}?${query}`;
}
