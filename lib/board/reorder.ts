/**
 * Reordering inside one column (docs/product.md#the-board).
 *
 * The new order is the column's ids with the dragged task moved to `toIndex`. In the date view the
 * dragged task also gets a due date from its new neighbours:
 *   - both have due dates: halfway between them (to the millisecond); when the gap from the previous
 *     to the next is under 30 minutes (or negative, in a hand-made order) the previous one's + 15 min;
 *   - only one has a due date (first or last place, or the other neighbour has none): 30 minutes
 *     before the next one, or 30 minutes after the previous one;
 *   - neither has a due date: the due date does not change, only the order.
 * The result is kept inside the task's column (the columns of lib/board/columns), so a reorder never
 * moves a card to another column: it is clamped to 23:59 of the column's last day or to 00:00 of its
 * first day. In the priority view only the order changes.
 */
import { REORDER_GAP_THRESHOLD_MIN, REORDER_SINGLE_OFFSET_MIN, REORDER_STEP_MIN } from "@/lib/constants/board";
import { parseInstant } from "@/lib/dates";
import { dateBoundaries, dateColumnOf, type DateBoundaries } from "./columns";
import type { BoardClock, BoardTask, ColumnView, DateColumnId, TaskPatch } from "./types";

const MINUTE_MS = 60_000;

export interface Reorder extends BoardClock {
  /** The column's tasks in their current display order. */
  tasks: readonly Pick<BoardTask, "id" | "dueDate">[];
  activeId: string;
  /** The dragged task's index in the new order (clamped to the column). */
  toIndex: number;
  view: ColumnView;
}

export interface ReorderResult {
  order: string[];
  patch: TaskPatch;
}

/** The due date (epoch ms) from the neighbours' due dates, or null when neither has one. */
function dueBetween(previous: number | null, next: number | null): number | null {
  if (previous !== null && next !== null) {
    if (next - previous < REORDER_GAP_THRESHOLD_MIN * MINUTE_MS) return previous + REORDER_STEP_MIN * MINUTE_MS;
    return previous + Math.floor((next - previous) / 2);
  }
  if (previous !== null) return previous + REORDER_SINGLE_OFFSET_MIN * MINUTE_MS;
  if (next !== null) return next - REORDER_SINGLE_OFFSET_MIN * MINUTE_MS;
  return null;
}

function clampToColumn(due: number, column: DateColumnId, { upcomingStart, futureStart }: DateBoundaries): number {
  if (column === "today") return Math.min(due, upcomingStart - MINUTE_MS);
  if (column === "upcoming") return Math.min(Math.max(due, upcomingStart), futureStart - MINUTE_MS);
  return Math.max(due, futureStart);
}

export function reorderInColumn({ tasks, activeId, toIndex, view, now, timeZone }: Reorder): ReorderResult {
  const from = tasks.findIndex((task) => task.id === activeId);
  if (from === -1) return { order: tasks.map((task) => task.id), patch: {} };
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), tasks.length - 1);
  const moved = [...tasks];
  const [active] = moved.splice(from, 1);
  moved.splice(to, 0, active);
  const order = moved.map((task) => task.id);
  if (view === "priority" || from === to) return { order, patch: {} };

  const due = dueBetween(parseInstant(moved[to - 1]?.dueDate), parseInstant(moved[to + 1]?.dueDate));
  if (due === null) return { order, patch: {} };
  const boundaries = dateBoundaries({ now, timeZone });
  const column = dateColumnOf(parseInstant(active.dueDate), boundaries);
  return { order, patch: { dueDate: new Date(clampToColumn(due, column, boundaries)).toISOString() } };
}
