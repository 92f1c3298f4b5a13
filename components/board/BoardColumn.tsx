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
import type { DragData } from "./drag";

const accents: Record<Column<Task>["id"], string> = {
  today: "bg-rose-500",
  upcoming: "bg-sky-500",
  future: "bg-violet-500",
  high: "bg-red-500",
  medium: "bg-amber-500",
  low: "bg-emerald-500",
};

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
  const title = boardCopy.columnTitles[column.id];
  const count = column.tasks.length;

  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      data-testid={`column-${column.id}`}
      data-over={isOver || undefined}
      className={cn(
        "flex min-h-64 flex-col rounded-2xl border bg-slate-50/80 p-3 transition-colors dark:bg-slate-900/40",
        isOver ? "border-indigo-400 bg-indigo-50/60 dark:border-indigo-500/60 dark:bg-indigo-500/10" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <h2 className="mb-3 flex items-center gap-2 px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <span className={cn("size-2 rounded-full", accents[column.id])} aria-hidden />
        {title}
        {count > 0 && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="column-count">
            {count}
          </span>
        )}
      </h2>
      <SortableContext id={column.id} items={ids} strategy={verticalListSortingStrategy}>
        {count === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-200 p-6 text-center dark:border-slate-800">
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{boardCopy.emptyColumn[column.id]}</p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{boardCopy.emptyHint}</p>
          </div>
        ) : (
          <ul className="flex flex-1 flex-col gap-2">
            {visible.map((task) => (
              <SortableTaskCard key={task.id} task={task} columnId={column.id} />
            ))}
          </ul>
        )}
      </SortableContext>
      {count > visible.length && (
        <Button ref={ref} variant="ghost" size="sm" className="mt-2" onClick={showMore}>
          {tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, count - visible.length))}
        </Button>
      )}
    </section>
  );
});
