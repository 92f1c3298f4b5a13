import {
  dropOnDateColumn,
  dropOnPriorityColumn,
  dropOnTaskInOtherColumn,
  reorderInColumn,
  type BoardClock,
  type BoardColumn,
  type BoardTask,
  type ColumnView,
  type ColumnId,
  type ColumnOrder,
  type PriorityColumnId,
  type TaskPatch,
} from "@/lib/board";
import { isDateColumn } from "@/lib/board/columns";

/** What a draggable card and a droppable column tell dnd-kit about themselves (`data`). */
export type DragData =
  | { type: "task"; taskId: string; columnId: ColumnId }
  /** `visible`: how many of the column's cards are rendered (a long column shows its first ones). */
  | { type: "column"; columnId: ColumnId; visible: number };

export interface DropInput extends BoardClock {
  view: ColumnView;
  /** The columns as displayed when the drag ended. */
  columns: readonly BoardColumn<BoardTask>[];
  active: Extract<DragData, { type: "task" }>;
  over: DragData;
}

export interface DropResult {
  /** The change to the dragged task ({} for none). */
  patch: TaskPatch;
  /** The new order of the column(s) that changed. */
  order: ColumnOrder;
}

/**
 * The outcome of a drop, from the rules of lib/board: within the dragged card's
 * column a reorder (in the date view also a new due date between the neighbours); onto another column
 * its bucket's due date or urgency, the card placed after the column's rendered cards; onto a card in
 * another column that card's bucket, the dragged card placed just before it. Null when nothing changes.
 */
export function resolveDrop({ view, columns, active, over, now, timeZone }: DropInput): DropResult | null {
  const source = columns.find((c) => c.id === active.columnId);
  const task = source?.tasks.find((t) => t.id === active.taskId);
  if (!source || !task) return null;
  if (over.type === "task" && over.taskId === task.id) return null;

  if (over.columnId === source.id) {
    const toIndex = over.type === "task" ? source.tasks.findIndex((t) => t.id === over.taskId) : Math.min(over.visible, source.tasks.length) - 1;
    if (toIndex === -1) return null;
    const { order, patch } = reorderInColumn({ tasks: source.tasks, activeId: task.id, toIndex, view, now, timeZone });
    return { patch, order: { [source.id]: order } };
  }

  const target = columns.find((c) => c.id === over.columnId);
  if (!target) return null;
  const targetIds = target.tasks.map((t) => t.id);
  if (over.type === "task") {
    const overTask = target.tasks.find((t) => t.id === over.taskId);
    if (!overTask) return null;
    targetIds.splice(targetIds.indexOf(overTask.id), 0, task.id);
    return { patch: dropOnTaskInOtherColumn({ task, target: overTask, view, now, timeZone }), order: { [target.id]: targetIds } };
  }
  targetIds.splice(over.visible, 0, task.id);
  const patch = isDateColumn(target.id)
    ? dropOnDateColumn({ task, column: target.id, now, timeZone })
    : dropOnPriorityColumn(target.id as PriorityColumnId);
  return { patch, order: { [target.id]: targetIds } };
}
