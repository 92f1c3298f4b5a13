"use client";

import { memo, useMemo } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ColumnId } from "@/lib/board";
import { springEasing } from "@/lib/board/spring";
import { DRAG_SPRING } from "@/lib/constants/board";
import type { Task } from "@/lib/schemas/task";
import { TaskCard, type DragHandle } from "@/components/task/TaskCard";
import { isPending } from "./useTaskActions";
import type { DragData } from "./drag";
import { useColumnMove, type CardMove } from "./column-move";

/** Cards making room for the dragged one move with the product's spring. */
const spring = springEasing(DRAG_SPRING);
const transition = { duration: spring.durationMs, easing: spring.easing };

/** A card that can be dragged by its handle within and between the columns, or moved by its 'Move to…' menu. */
export const SortableTaskCard = memo(function SortableTaskCard({ task, columnId }: { task: Task; columnId: ColumnId }) {
  const data: DragData = useMemo(() => ({ type: "task", taskId: task.id, columnId }), [task.id, columnId]);
  const disabled = isPending(task.id);
  const sortable = useSortable({ id: task.id, data, disabled, transition });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = sortable;
  const handle: DragHandle | null = useMemo(
    () => (disabled ? null : { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } }),
    [disabled, setActivatorNodeRef, attributes, listeners],
  );
  const mover = useColumnMove();
  const move: CardMove | null = useMemo(
    () => (disabled || !mover ? null : { targets: mover.columns.filter((id) => id !== columnId), onMove: (to) => mover.move(task.id, columnId, to) }),
    [disabled, mover, task.id, columnId],
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition: sortable.transition }}>
      <TaskCard task={task} dragHandle={handle} dragging={isDragging} move={move} />
    </li>
  );
});
