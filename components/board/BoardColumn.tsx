"use client";

import { memo, useMemo } from "react";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BoardColumn as Column } from "@/lib/board";
import { BOARD_COPY } from "@/lib/messages";
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

/** One column of the board: its title with the count, its cards, and the empty state. */
export const BoardColumn = memo(function BoardColumn({ column }: { column: Column<Task> }) {
  const data: DragData = useMemo(() => ({ type: "column", columnId: column.id }), [column.id]);
  const { setNodeRef, isOver } = useDroppable({ id: `column:${column.id}`, data });
  const ids = useMemo(() => column.tasks.map((t) => t.id), [column.tasks]);
  const title = BOARD_COPY.columnTitles[column.id];
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
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{BOARD_COPY.emptyColumn[column.id]}</p>
            <p className="mt-1 text-xs text-slate-400 dark:text-slate-500">{BOARD_COPY.emptyHint}</p>
          </div>
        ) : (
          <ul className="flex flex-1 flex-col gap-2">
            {column.tasks.map((task) => (
              <SortableTaskCard key={task.id} task={task} columnId={column.id} />
            ))}
          </ul>
        )}
      </SortableContext>
    </section>
  );
});
