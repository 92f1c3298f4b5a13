import { TASK_TITLE_MAX } from "@/lib/constants/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";

/**
 * The title rule of taskTitleSchema (lib/schemas/task.ts: 1 to TASK_TITLE_MAX characters after trimming,
 * with the same messages), for the board's inline title field, which must not load zod on the first
 * page load. The server checks the schema; this only answers sooner.
 */
export function checkTitle(text: string): { title: string } | { error: string } {
  const title = text.trim();
  if (title.length === 0) return { error: taskDetailsCopy.titleRequired };
  if (title.length > TASK_TITLE_MAX) return { error: taskDetailsCopy.titleTooLong };
  return { title };
}
