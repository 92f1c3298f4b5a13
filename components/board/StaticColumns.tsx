import type { BoardClock, BoardColumn as Column } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { buttonClasses } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { StaticTaskCard } from "@/components/task/StaticTaskCard";
import { ColumnHeading, columnLook, EmptyColumn } from "./column-look";

export interface StaticColumnsProps {
  columns: Column<Task>[];
  clock: BoardClock;
}

/**
 * The board's columns as the server renders them, and as the browser shows them until the interactive
 * columns (BoardColumns: drag and drop, card actions) have loaded: the same columns, counts and first
 * cards, as plain markup (StaticTaskCard), the 'Show N more' line without its action yet.
 */
export function StaticColumns({ columns, clock }: StaticColumnsProps) {
  return (
    <div className={columnLook.grid} data-testid="static-board">
      {columns.map((column) => {
        const count = column.tasks.length;
        const shown = column.tasks.slice(0, COLUMN_PAGE_SIZE);
        return (
          <section key={column.id} aria-label={boardCopy.columnTitles[column.id]} data-testid={`column-${column.id}`} className={cn(columnLook.section, columnLook.sectionIdle)}>
            <ColumnHeading id={column.id} count={count} />
            {count === 0 ? (
              <EmptyColumn id={column.id} />
            ) : (
              <ul className={columnLook.list}>
                {shown.map((task) => (
                  <li key={task.id}>
                    <StaticTaskCard task={task} clock={clock} />
                  </li>
                ))}
              </ul>
            )}
            {count > shown.length && (
              <span className={buttonClasses({ variant: "ghost", size: "sm", className: columnLook.showMore })}>
                {tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, count - shown.length))}
              </span>
            )}
          </section>
        );
      })}
    </div>
  );
}
