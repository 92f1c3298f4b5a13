import { parseInstant } from "@/lib/dates";
import { normaliseUrgency } from "@/lib/urgency";
import { dateBoundaries, dateColumnOf, priorityColumn, VIEW_COLUMNS } from "./columns";
import type { BoardClock, BoardColumn, BoardTask, ColumnId, ColumnOrder, ColumnView } from "./types";

export interface GroupOptions extends BoardClock {
  view: ColumnView;
  /** The saved per-column order; ids of tasks no longer in that column are skipped. */
  order?: ColumnOrder;
}

export interface Keyed<T> {
  task: T;
  due: number; // epoch ms; +Infinity without a due date, so those sort last
  urgency: number;
  saved: number; // place in the column's saved order; +Infinity when not in it
}

/** Ascending, where two infinities are equal (Infinity - Infinity would be NaN). */
export const ascending = (a: number, b: number) => (a === b ? 0 : a - b);
/** By due date (none last), then the saved order, then higher urgency first; ties keep the input order. */
export const byTime = <T>(a: Keyed<T>, b: Keyed<T>) => ascending(a.due, b.due) || ascending(a.saved, b.saved) || b.urgency - a.urgency;

export function keyed<T extends BoardTask>(task: T, saved = Number.POSITIVE_INFINITY): Keyed<T> {
  return { task, due: parseInstant(task.dueDate) ?? Number.POSITIVE_INFINITY, urgency: normaliseUrgency(task.urgency), saved };
}

/**
 * The saved order of a column with the other tasks merged in by time: a task not placed by hand goes
 * before the first placed one due later than it, so a new task lands where its time puts it.
 */
function mergeByTime<T>(placed: readonly Keyed<T>[], rest: readonly Keyed<T>[]): Keyed<T>[] {
  const merged: Keyed<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < placed.length && j < rest.length) merged.push(ascending(rest[j].due, placed[i].due) < 0 ? rest[j++] : placed[i++]);
  return merged.concat(placed.slice(i), rest.slice(j));
}

/**
 * Splits tasks into the view's columns, in display order (docs/product.md#the-board). Completed tasks
 * form each column's own group at its end. The open ones are ordered by time: due date first (none
 * last), then higher urgency. In the date view a reorder by hand sets the due date between the new
 * neighbours, so time order keeps it; the saved order only decides between equal due dates (tasks
 * without one, above all), which come last in 'Today & Overdue' under a heading of their own. In the
 * priority view a reorder changes nothing but the order, so the saved order stands and the other tasks
 * are merged into it by time. O(n log n).
 */
export function groupTasks<T extends BoardTask>(tasks: readonly T[], options: GroupOptions): BoardColumn<T>[] {
  const { view, order = {} } = options;
  const boundaries = view === "date" ? dateBoundaries(options) : null;
  const savedAt = new Map<ColumnId, Map<string, number>>();
  for (const id of VIEW_COLUMNS[view]) {
    const places = new Map<string, number>();
    (order[id] ?? []).forEach((taskId, index) => places.has(taskId) || places.set(taskId, index));
    savedAt.set(id, places);
  }
  const buckets = new Map<ColumnId, { open: Keyed<T>[]; completed: Keyed<T>[] }>(VIEW_COLUMNS[view].map((id) => [id, { open: [], completed: [] }]));

  for (const task of tasks) {
    const due = parseInstant(task.dueDate);
    const column = boundaries ? dateColumnOf(due, boundaries) : priorityColumn(task);
    const bucket = buckets.get(column)!;
    (task.completed ? bucket.completed : bucket.open).push(keyed(task, savedAt.get(column)!.get(task.id)));
  }

  return VIEW_COLUMNS[view].map((id) => {
    const { open, completed } = buckets.get(id)!;
    let ordered: Keyed<T>[];
    if (view === "date") {
      ordered = open.sort(byTime);
    } else {
      const placed = open.filter((k) => k.saved !== Number.POSITIVE_INFINITY).sort((a, b) => a.saved - b.saved);
      ordered = mergeByTime(placed, open.filter((k) => k.saved === Number.POSITIVE_INFINITY).sort(byTime));
    }
    const firstUndated = view === "date" ? ordered.findIndex((k) => k.due === Number.POSITIVE_INFINITY) : -1;
    return {
      id,
      tasks: ordered.map((k) => k.task),
      undatedFrom: firstUndated === -1 ? null : firstUndated,
      completed: completed.sort(byTime).map((k) => k.task),
    };
  });
}
