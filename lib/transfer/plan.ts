import { IMPORT_PLAN_CHUNK_ROWS, IMPORT_QUOTE_MAX } from "@/lib/constants/transfer";
import { subtaskTitleSchema } from "@/lib/schemas/subtask";
import type { PlannedTask, SkippedRow } from "@/lib/schemas/transfer";

/** What the import planners (Todoist CSV, Duely export) share. Pure. */

/** A planner's answer: the plan, or why the file is refused (`tooLarge`: a limit of its size, else unreadable). */
export type PlanResult<T extends PlannedTask = PlannedTask> =
  | { ok: true; tasks: T[]; skipped: SkippedRow[] }
  | { ok: false; message: string; tooLarge: boolean };

/**
 * A planned task with what the write keeps besides what a preview shows: its creation and completion
 * times and its comments' authors and times (an exported task's; a Todoist task has none).
 */
export type WritableTask = PlannedTask & {
  original?: { createdAt: string; completedAt: string | null; comments: { text: string; user: string; time: string }[] };
};

/** Lets other work run (the server passes a turn of its event loop). */
export type Pause = () => Promise<void>;

/** A counter for a planner's loop: every IMPORT_PLAN_CHUNK_ROWS calls it awaits `pause`, so a long file is planned in slices. */
export function pacer(pause?: Pause): () => Promise<void> {
  let rows = 0;
  return async () => {
    rows += 1;
    if (pause && rows % IMPORT_PLAN_CHUNK_ROWS === 0) await pause();
  };
}

/** A file's value as a note or reason quotes it: at most IMPORT_QUOTE_MAX characters, "…" when cut. */
export function quote(value: string): string {
  const characters = Array.from(value.slice(0, IMPORT_QUOTE_MAX * 2));
  return characters.length > IMPORT_QUOTE_MAX || value.length > IMPORT_QUOTE_MAX * 2 ? `${characters.slice(0, IMPORT_QUOTE_MAX).join("")}…` : value;
}

/** A checklist step's title as an import keeps it (trimmed, one line, a task title's length), or null when it cannot be one. */
export function importedSubtaskTitle(title: string): string | null {
  const parsed = subtaskTitleSchema.safeParse(title);
  return parsed.success ? parsed.data : null;
}
