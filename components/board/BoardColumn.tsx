"use client";

import { memo, useMemo } from "react";
import { useDndContext, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BoardColumn as Column } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { Button } from "@/components/ui/Button";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";
import { TaskCard } from "@/components/task/TaskCard";
import { SortableTaskCard } from "./SortableTaskCard";
import { ColumnHeading, columnLook, EmptyColumn, NoDateHeading } from "./column-look";
import { CompletedGroup } from "./CompletedGroup";
import type { DragData } from "./drag";
import { useShowMore } from "./useShowMore";

const completedCard = (task: Task) => <TaskCard task={task} dragHandle={null} />;

/**
 * One column of the board: its title with the count of open tasks, their cards (those without a due date
 * under 'No date' at the end of 'Today & Overdue'), the empty state, and the completed tasks folded into
 * 'Completed (N)'. Long columns render their first cards and add more as their end scrolls into view.
 * Completed cards are not dragged: reopen one to move it.
 */
export const BoardColumn = memo(function BoardColumn({ column }: { column: Column<Task> }) {
  // While a card is dragged the column does not grow: the columns below stay put as drop targets.
  const dragging = useDndContext().active !== null;
  const { limit, ref, showMore } = useShowMore(column.tasks, { paused: dragging });
  const visible = useMemo(() => column.tasks.slice(0, limit), [column.tasks, limit]);
  const data: DragData = useMemo(() => ({ type: "column", columnId: column.id, visible: visible.length }), [column.id, visible.length]);
  const { setNodeRef, isOver } = useDroppable({ id: `column:${column.id}`, data });
  // The same array while the cards are the same: dnd-kit takes a new one for a changed list and turns every
  // card's transition off and on again (two style writes a card) on the next renders.
  const idList = visible.map((t) => t.id).join("\n");
  const ids = useMemo(() => (idList === "" ? [] : idList.split("\n")), [idList]);
  const count = column.tasks.length;
  const split = column.undatedFrom ?? visible.length;
  const cards = (tasks: Task[]) => (
    <ul className={columnLook.list}>
      {tasks.map((task) => (
        <SortableTaskCard key={task.id} task={task} columnId={column.id} />
      ))}
    </ul>
  );

  return (
    <section
      ref={setNodeRef}
      aria-label={boardCopy.columnTitles[column.id]}
      data-testid={`column-${column.id}`}
      data-over={isOver || undefined}
      className={cn(columnLook.section, isOver ? columnLook.sectionOver : columnLook.sectionIdle)}
    >
      <ColumnHeading id={column.id} count={count} />
      <SortableContext id={column.id} items={ids} strategy={verticalListSortingStrategy}>
        {count === 0 ? (
          <EmptyColumn id={column.id} />
        ) : (
          <>
            {split > 0 && cards(visible.slice(0, split))}
            {split < visible.length && (
              <>
                <NoDateHeading />
                {cards(visible.slice(split))}
              </>
            )}
          </>
        )}
      </SortableContext>
      {count > visible.length && (
        <Button ref={ref} variant="ghost" size="sm" className={columnLook.showMore} onClick={showMore}>
          {tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, count - visible.length))}
        </Button>
      )}
      <CompletedGroup group={column.id} tasks={column.completed} renderTask={completedCard} />
    </section>
  );
});
