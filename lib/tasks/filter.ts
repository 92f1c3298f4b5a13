import type { Task } from "@/lib/schemas/task";
import { isOverdue } from "@/lib/tasks/due-window";
import { matchesSearch, searchWords } from "@/lib/tasks/search";
import { urgencyBand, type UrgencyBand } from "@/lib/urgency";

/**
 * The board's find bar as a pure filter: the search text (lib/tasks/search.ts) and the chips, all of
 * which must hold. An empty filter keeps every task.
 */

export interface BoardFilter {
  q: string;
  /** Only tasks of these urgency bands; none: any band. */
  bands: readonly UrgencyBand[];
  overdue: boolean;
  hasReminders: boolean;
  repeating: boolean;
  mine: boolean;
}

export const EMPTY_FILTER: BoardFilter = { q: "", bands: [], overdue: false, hasReminders: false, repeating: false, mine: false };

export const isFilterActive = (f: BoardFilter) =>
  f.q.trim() !== "" || f.bands.length > 0 || f.overdue || f.hasReminders || f.repeating || f.mine;

export interface FilterContext {
  now: Date;
  meId: string;
  /** Ids of the tasks that have a reminder not yet sent. */
  taskIdsWithReminders: ReadonlySet<string>;
}

export function filterTasks<T extends Task>(tasks: readonly T[], filter: BoardFilter, { now, meId, taskIdsWithReminders }: FilterContext): T[] {
  if (!isFilterActive(filter)) return tasks as T[];
  const words = searchWords(filter.q);
  return tasks.filter((task) => {
    if (!matchesSearch(task, words)) return false;
    if (filter.bands.length > 0 && !filter.bands.includes(urgencyBand(task.urgency))) return false;
    if (filter.overdue && !isOverdue(task, now)) return false;
    if (filter.hasReminders && !taskIdsWithReminders.has(task.id)) return false;
    if (filter.repeating && !task.recurrence) return false;
    if (filter.mine && task.userId !== meId) return false;
    return true;
  });
}
