"use client";

import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BoardColumn as Column } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { Button } from "@/components/ui/Button";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";
import { SortableTaskCard } from "./SortableTaskCard";
import { ColumnHeading, columnLook, EmptyColumn } from "./column-look";
import type { DragData } from "./drag";

/** Shows more cards when `ref`'s element comes near the viewport (and on click). */
function useShowMore(total: number) {
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  const ref = useRef<HTMLButtonElement>(null);
  const more = total > limit;
  useEffect(() => {
    const element = ref.current;
    if (!more || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((n) => n + COLUMN_PAGE_SIZE);
    }, { rootMargin: "600px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, limit]);
  return { limit, ref, showMore: () => setLimit((n) => n + COLUMN_PAGE_SIZE) };
}

/**
 * One column of the board: its title with the count, its cards, and the empty state. Long columns
 * render their first cards and add more as their end scrolls into view.
 */
export const BoardColumn = memo(function BoardColumn({ column }: { column: Column<Task> }) {
  const { limit, ref, showMore } = useShowMore(column.tasks.length);
  const visible = useMemo(() => column.tasks.slice(0, limit), [column.tasks, limit]);
  const data: DragData = useMemo(() => ({ type: "column", columnId: column.id, visible: visible.length }), [column.id, visible.length]);
  const { setNodeRef, isOver } = useDroppable({ id: `column:${column.id}`, data });
  const ids = useMemo(() => visible.map((t) => t.id), [visible]);
  const count = column.tasks.length;

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
          <ul className={columnLook.list}>
            {visible.map((task) => (
              <SortableTaskCard key={task.id} task={task} columnId={column.id} />
            ))}
          </ul>
        )}
      </SortableContext>
      {count > visible.length && (
        <Button ref={ref} variant="ghost" size="sm" className={columnLook.showMore} onClick={showMore}>
          {tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, count - visible.length))}
        </Button>
      )}
    </section>
  );
});
