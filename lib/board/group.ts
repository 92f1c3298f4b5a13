import { parseInstant } from "@/lib/dates";
import { normaliseUrgency } from "@/lib/urgency";
import { dateBoundaries, dateColumnOf, priorityColumn, VIEW_COLUMNS } from "./columns";
import type { BoardClock, BoardColumn, BoardTask, BoardView, ColumnId, ColumnOrder } from "./types";

export interface GroupOptions extends BoardClock {
  view: BoardView;
  /** The saved per-column order; ids of tasks no longer in that column are skipped. */
  order?: ColumnOrder;
}

interface Keyed<T> {
  task: T;
  due: number; // epoch ms; +Infinity without a due date, so those sort last
  urgency: number;
}

// Two tasks without a due date compare equal (Infinity - Infinity would be NaN).
const dueOrder = (a: number, b: number) => (a === b ? 0 : a - b);
const byDueThenUrgency = <T>(a: Keyed<T>, b: Keyed<T>) => dueOrder(a.due, b.due) || b.urgency - a.urgency;
const byUrgencyThenDue = <T>(a: Keyed<T>, b: Keyed<T>) => b.urgency - a.urgency || dueOrder(a.due, b.due);

/**
 * Splits tasks into the view's columns, in display order. Within a column the ids of the saved
 * order come first, in that order; the remaining tasks follow, sorted in the date view by due date
 * (earliest first, no due date last, then higher urgency first) and in the priority view by urgency
 * (highest first, then earliest due date). Ties keep the input order. O(n log n).
 */
export function groupTasks<T extends BoardTask>(tasks: readonly T[], options: GroupOptions): BoardColumn<T>[] {
  const { view, order = {} } = options;
  const boundaries = view === "date" ? dateBoundaries(options) : null;
  const buckets = new Map<ColumnId, Map<string, Keyed<T>>>(VIEW_COLUMNS[view].map((id) => [id, new Map()]));

  for (const task of tasks) {
    const due = parseInstant(task.dueDate);
    const column = boundaries ? dateColumnOf(due, boundaries) : priorityColumn(task);
    const keyed = { task, due: due ?? Number.POSITIVE_INFINITY, urgency: normaliseUrgency(task.urgency) };
    buckets.get(column)!.set(task.id, keyed);
  }

  return VIEW_COLUMNS[view].map((id) => {
    const bucket = buckets.get(id)!;
    const ordered: T[] = [];
    for (const savedId of order[id] ?? []) {
      const keyed = bucket.get(savedId);
      if (!keyed) continue;
      ordered.push(keyed.task);
      bucket.delete(savedId);
    }
    const rest = [...bucket.values()].sort(view === "date" ? byDueThenUrgency : byUrgencyThenDue);
    return { id, tasks: [...ordered, ...rest.map((keyed) => keyed.task)] };
  });
}
