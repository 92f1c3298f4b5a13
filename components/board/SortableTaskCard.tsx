"use client";

import { memo, useMemo } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ColumnId } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { TaskCard, type DragHandle } from "@/components/task/TaskCard";
import { isPending } from "./useTaskActions";
import type { DragData } from "./drag";

/** A card that can be dragged by its handle within and between the columns. */
export const SortableTaskCard = memo(function SortableTaskCard({ task, columnId }: { task: Task; columnId: ColumnId }) {
  const data: DragData = useMemo(() => ({ type: "task", taskId: task.id, columnId }), [task.id, columnId]);
  const disabled = isPending(task.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data,
    disabled,
  });
  const handle: DragHandle | null = useMemo(
    () => (disabled ? null : { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } }),
    [disabled, setActivatorNodeRef, attributes, listeners],
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <TaskCard task={task} dragHandle={handle} dragging={isDragging} />
    </li>
  );
});
