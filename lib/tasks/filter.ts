import type { Task } from "@/lib/schemas/task";
import { isDueIn, isOverdue, type DueWindow } from "@/lib/tasks/due-window";
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
  /** Assigned to the signed-in user (docs/product.md#assignees). */
  assignedToMe: boolean;
  /** Due in any of these windows (on the user's calendar); none: any date. */
  due: readonly Exclude<DueWindow, "overdue">[];
  noDate: boolean;
  /** Created by one of these users (ids); null: by anyone. Empty keeps none (a name nobody on the board has). */
  createdBy: readonly string[] | null;
  /** In this workspace; null: any. */
  workspaceId: string | null;
  status: "open" | "completed" | null;
}

export const EMPTY_FILTER: BoardFilter = {
  q: "", bands: [], overdue: false, hasReminders: false, repeating: false, mine: false, assignedToMe: false,
  due: [], noDate: false, createdBy: null, workspaceId: null, status: null,
};

export const isFilterActive = (f: BoardFilter) =>
  f.q.trim() !== "" || f.bands.length > 0 || f.overdue || f.hasReminders || f.repeating || f.mine || f.assignedToMe ||
  f.due.length > 0 || f.noDate || f.createdBy !== null || f.workspaceId !== null || f.status !== null;

export interface FilterContext {
  now: Date;
  /** The user's zone, for the due windows. */
  timeZone: string;
  meId: string;
  /** The user's e-mail (any case), for "Assigned to me". */
  meEmail: string;
  /** Ids of the tasks that have a reminder not yet sent. */
  taskIdsWithReminders: ReadonlySet<string>;
}

export function filterTasks<T extends Task>(tasks: readonly T[], filter: BoardFilter, { now, timeZone, meId, meEmail, taskIdsWithReminders }: FilterContext): T[] {
  if (!isFilterActive(filter)) return tasks as T[];
  const words = searchWords(filter.q);
  return tasks.filter((task) => {
    if (!matchesSearch(task, words)) return false;
    if (filter.bands.length > 0 && !filter.bands.includes(urgencyBand(task.urgency))) return false;
    if (filter.overdue && !isOverdue(task, now)) return false;
    if (filter.hasReminders && !taskIdsWithReminders.has(task.id)) return false;
    if (filter.repeating && !task.recurrence) return false;
    if (filter.mine && task.userId !== meId) return false;
    if (filter.assignedToMe && task.assignee !== meEmail.toLowerCase()) return false;
    if (filter.due.length > 0 && !filter.due.some((window) => isDueIn(task, window, now, timeZone))) return false;
    if (filter.noDate && task.dueDate !== null) return false;
    if (filter.createdBy && !filter.createdBy.includes(task.userId)) return false;
    if (filter.workspaceId !== null && task.workspaceId !== filter.workspaceId) return false;
    if (filter.status !== null && task.completed !== (filter.status === "completed")) return false;
    return true;
  });
}
