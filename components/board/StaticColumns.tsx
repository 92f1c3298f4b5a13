import type { ReactNode } from "react";
import type { BoardClock, BoardColumn as Column, CardDensity, ColumnView, TaskList } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { buttonClasses } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { StaticTaskCard } from "@/components/task/StaticTaskCard";
import { ColumnHeading, columnLook, EmptyColumn, NoDateHeading } from "./column-look";
import { CompletedGroup } from "./CompletedGroup";
import { EmptyList, ListSectionFrame, listLook, rowDue } from "./list-look";

/** What the board shows: the columns of the date or priority view, or the list view's sections. */
export type BoardLayout = { view: ColumnView; columns: Column<Task>[] } | { view: "list"; list: TaskList<Task> };

export interface StaticColumnsProps {
  layout: BoardLayout;
  clock: BoardClock;
  density: CardDensity;
}

/** Light cards in a list. */
function Cards({ tasks, card, className }: { tasks: Task[]; card: (task: Task) => ReactNode; className: string }) {
  return (
    <ul className={className}>
      {tasks.map((task) => (
        <li key={task.id}>{card(task)}</li>
      ))}
    </ul>
  );
}

/** The 'Show N more' line for `hidden` cards beyond the first page, without its action yet. */
function ShowMoreText({ hidden }: { hidden: number }) {
  if (hidden <= 0) return null;
  return <span className={buttonClasses({ variant: "ghost", size: "sm", className: columnLook.showMore })}>{tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, hidden))}</span>;
}

/**
 * The board as the server renders it, and as the browser shows it until the interactive board
 * (BoardColumns: drag and drop, card actions) has loaded: the same columns or list sections, counts,
 * headings and first cards, as plain markup (StaticTaskCard) in the same density, the 'Show N more'
 * line and the 'Completed (N)' group without their actions yet.
 */
export function StaticColumns({ layout, clock, density }: StaticColumnsProps) {
  const card = (task: Task) => <StaticTaskCard task={task} clock={clock} density={density} />;
  if (layout.view === "list") {
    const { sections, completed } = layout.list;
    return (
      <div className={listLook.panel} data-testid="static-board">
        {sections.length === 0 && <EmptyList />}
        {sections.map((section) => (
          <ListSectionFrame key={section.id} section={section} clock={clock}>
            <Cards
              tasks={section.tasks.slice(0, COLUMN_PAGE_SIZE)}
              card={(task) => <StaticTaskCard task={task} clock={clock} density="compact" row={rowDue(section)} />}
              className={listLook.rows}
            />
            <ShowMoreText hidden={section.tasks.length - COLUMN_PAGE_SIZE} />
          </ListSectionFrame>
        ))}
        <CompletedGroup group="list" tasks={completed} renderTask={(task) => <StaticTaskCard task={task} clock={clock} density="compact" row="full" />} isStatic />
      </div>
    );
  }
  return (
    <div className={columnLook.grid} data-testid="static-board">
      {layout.columns.map((column) => {
        const count = column.tasks.length;
        const shown = column.tasks.slice(0, COLUMN_PAGE_SIZE);
        const split = Math.min(column.undatedFrom ?? count, shown.length);
        return (
          <section key={column.id} aria-label={boardCopy.columnTitles[column.id]} data-testid={`column-${column.id}`} className={cn(columnLook.section, columnLook.sectionIdle)}>
            <ColumnHeading id={column.id} count={count} />
            {count === 0 ? (
              <EmptyColumn id={column.id} />
            ) : (
              <>
                {split > 0 && <Cards tasks={shown.slice(0, split)} card={card} className={columnLook.list} />}
                {split < shown.length && (
                  <>
                    <NoDateHeading />
                    <Cards tasks={shown.slice(split)} card={card} className={columnLook.list} />
                  </>
                )}
              </>
            )}
            <ShowMoreText hidden={count - shown.length} />
            <CompletedGroup group={column.id} tasks={column.completed} renderTask={card} isStatic />
          </section>
        );
      })}
    </div>
  );
}
