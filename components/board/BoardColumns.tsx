"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  closestCorners,
  DndContext,
  DragOverlay,
  pointerWithin,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { COLUMN_PAGE_SIZE, DROP_ANIMATION_MS } from "@/lib/constants/board";
import { VIEW_COLUMNS, type BoardColumn as Column, type ColumnId, type ColumnOrder, type ColumnView, type TaskList } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { TaskCard } from "@/components/task/TaskCard";
import { CardIconSprite } from "@/components/task/card-icons";
import { useBoard } from "./BoardContext";
import { BoardColumn } from "./BoardColumn";
import { columnLook } from "./column-look";
import { resolveDrop, type DragData } from "./drag";
import { saveDrop } from "./drop-toast";
import { ColumnMoveProvider, revealMovedCard, type ColumnMove } from "./column-move";
import { ListView } from "./ListView";
import { BOARD_AUTO_SCROLL, useBoardSensors } from "./sensors";
import { liveBoard } from "./live/live-board";

const isTask = (data: unknown): data is Extract<DragData, { type: "task" }> => (data as DragData | undefined)?.type === "task";

/** Under the pointer, a card wins over its column; without a pointer (keyboard) the nearest corners decide. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCorners(args);
  const cards = within.filter((c) => c.data?.droppableContainer.data.current?.type === "task");
  return cards.length ? cards : within;
};

/** What the board shows: the columns of the date or priority view, or the list view's sections. */
export type BoardLayout = { view: ColumnView; columns: Column<Task>[] } | { view: "list"; list: TaskList<Task> };

export interface BoardColumnsProps {
  layout: BoardLayout;
  saveOrder: (order: ColumnOrder) => void;
}

/**
 * The interactive board, with the cards' icons (CardIconSprite): the list view (ListView), or the columns with drag and drop
 * (docs/product.md#the-board): mouse, touch and keyboard sensors, a floating copy of the card while
 * dragging and a 150 ms drop animation; the drop's outcome comes from lib/board (via resolveDrop), is
 * saved optimistically and announced in a toast with Undo, the order kept on the client.
 */
export function BoardColumns({ layout, saveOrder }: BoardColumnsProps) {
  const { clock } = useBoard();
  return (
    <>
      <CardIconSprite />
      {layout.view === "list" ? (
        <ListView list={layout.list} clock={clock} />
      ) : (
        <DraggableColumns view={layout.view} columns={layout.columns} saveOrder={saveOrder} />
      )}
    </>
  );
}

function DraggableColumns({ view, columns, saveOrder }: { view: ColumnView; columns: Column<Task>[]; saveOrder: (order: ColumnOrder) => void }) {
  const { actions, clock } = useBoard();
  const sensors = useBoardSensors();
  // The id dnd-kit writes into each handle's aria-describedby: React's, so the server's markup hydrates.
  const dndId = useId();
  const [dragged, setDragged] = useState<Task | null>(null);
  // The columns as they are now, for a drop's Undo some seconds later.
  const latest = useRef(columns);
  useEffect(() => {
    latest.current = columns;
  }, [columns]);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const data = active.data.current;
      if (!isTask(data)) return;
      liveBoard.setDragging(true);
      setDragged(columns.find((c) => c.id === data.columnId)?.tasks.find((t) => t.id === data.taskId) ?? null);
    },
    [columns],
  );

  /** A drop's outcome, saved: the new order at once, the change optimistically with its toast and Undo. */
  const applyDrop = useCallback(
    (active: Extract<DragData, { type: "task" }>, over: DragData) => {
      const result = resolveDrop({ view, columns, active, over, ...clock });
      if (!result) return;
      saveOrder(result.order);
      const task = columns.find((c) => c.id === active.columnId)?.tasks.find((t) => t.id === active.taskId);
      if (!task || Object.keys(result.patch).length === 0) return;
      const current = (id: string) => latest.current.flatMap((c) => [...c.tasks, ...c.completed]).find((t) => t.id === id);
      void saveDrop({ actions, task, patch: result.patch, clock, current });
    },
    [view, columns, clock, saveOrder, actions],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragged(null);
      // Teammates' changes held back during the drag apply after this drop's own change.
      queueMicrotask(() => liveBoard.setDragging(false));
      const activeData = active.data.current;
      const overData = over?.data.current as DragData | undefined;
      if (!isTask(activeData) || !overData) return;
      applyDrop(activeData, overData);
    },
    [applyDrop],
  );

  // 'Move to…' is a drop on the column's free space after its first page of cards; the card is then brought
  // into view, highlighted, and takes the focus.
  const latestDrop = useRef(applyDrop);
  useEffect(() => {
    latestDrop.current = applyDrop;
  }, [applyDrop]);
  const move = useMemo<ColumnMove>(
    () => ({
      columns: VIEW_COLUMNS[view],
      move: (taskId: string, from: ColumnId, to: ColumnId) => {
        const visible = Math.min(COLUMN_PAGE_SIZE, latest.current.find((c) => c.id === to)?.tasks.length ?? 0);
        latestDrop.current({ type: "task", taskId, columnId: from }, { type: "column", columnId: to, visible });
        revealMovedCard(taskId, to);
      },
    }),
    [view],
  );

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={collisions}
      autoScroll={BOARD_AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        liveBoard.setDragging(false);
      }}
    >
      <ColumnMoveProvider value={move}>
        <div className={columnLook.grid}>
          {columns.map((column) => (
            <BoardColumn key={column.id} column={column} />
          ))}
        </div>
      </ColumnMoveProvider>
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
