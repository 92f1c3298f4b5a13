"use client";

import { useCallback, useState } from "react";
import {
  closestCorners,
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { DROP_ANIMATION_MS } from "@/lib/constants/board";
import type { BoardColumn as Column, BoardView, ColumnOrder } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { TaskCard } from "@/components/task/TaskCard";
import { useBoard } from "./BoardContext";
import { BoardColumn } from "./BoardColumn";
import { columnLook } from "./column-look";
import { resolveDrop, type DragData } from "./drag";
import { useBoardSensors } from "./sensors";
import { liveBoard } from "./live/live-board";

const isTask = (data: unknown): data is Extract<DragData, { type: "task" }> => (data as DragData | undefined)?.type === "task";

/** Under the pointer, a card wins over its column; without a pointer (keyboard) the nearest corners decide. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCorners(args);
  const cards = within.filter((c) => c.data?.droppableContainer.data.current?.type === "task");
  return cards.length ? cards : within;
};

export interface BoardColumnsProps {
  view: BoardView;
  columns: Column<Task>[];
  saveOrder: (order: ColumnOrder) => void;
}

/**
 * The columns with drag and drop (docs/product.md#the-board): mouse, touch and keyboard sensors, a floating
 * copy of the card while dragging and a 150 ms drop animation; the drop's outcome comes from
 * lib/board (via resolveDrop) and is saved optimistically, the order kept on the client.
 */
export function BoardColumns({ view, columns, saveOrder }: BoardColumnsProps) {
  const { actions, clock } = useBoard();
  const sensors = useBoardSensors();
  const [dragged, setDragged] = useState<Task | null>(null);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const data = active.data.current;
      if (!isTask(data)) return;
      liveBoard.setDragging(true);
      setDragged(columns.find((c) => c.id === data.columnId)?.tasks.find((t) => t.id === data.taskId) ?? null);
    },
    [columns],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragged(null);
      // Teammates' changes held back during the drag apply after this drop's own change.
      queueMicrotask(() => liveBoard.setDragging(false));
      const activeData = active.data.current;
      const overData = over?.data.current as DragData | undefined;
      if (!isTask(activeData) || !overData) return;
      const result = resolveDrop({ view, columns, active: activeData, over: overData, ...clock });
      if (!result) return;
      saveOrder(result.order);
      const task = columns.find((c) => c.id === activeData.columnId)?.tasks.find((t) => t.id === activeData.taskId);
      if (task && Object.keys(result.patch).length > 0) void actions.update(task, result.patch);
    },
    [view, columns, clock, saveOrder, actions],
  );

  return (
    <DndContext sensors={sensors} collisionDetection={collisions} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => {
        setDragged(null);
        liveBoard.setDragging(false);
      }}>
      <div className={columnLook.grid}>
        {columns.map((column) => (
          <BoardColumn key={column.id} column={column} />
        ))}
      </div>
      <DragOverlay dropAnimation={{ duration: DROP_ANIMATION_MS, easing: "ease-out" }}>
        {dragged && (
          <div className="rotate-1 cursor-grabbing shadow-xl" data-testid="drag-overlay">
            <TaskCard task={dragged} dragHandle={null} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
