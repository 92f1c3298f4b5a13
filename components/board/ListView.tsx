"use client";

import { memo } from "react";
import type { BoardClock, ListSection, TaskList } from "@/lib/board";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { TaskCard } from "@/components/task/TaskCard";
import { columnLook } from "./column-look";
import { CompletedGroup } from "./CompletedGroup";
import { EmptyList, ListSectionFrame, listLook, rowDue } from "./list-look";
import { useShowMore } from "./useShowMore";

const completedRow = (task: Task) => <TaskCard task={task} dragHandle={null} row="full" />;

/** One day of the list: its rows, a page at a time. */
const Section = memo(function Section({ section, clock }: { section: ListSection<Task>; clock: BoardClock }) {
  const { limit, ref, showMore } = useShowMore(section.tasks);
  const visible = section.tasks.slice(0, limit);
  const row = rowDue(section);
  return (
    <ListSectionFrame section={section} clock={clock}>
      <ul className={listLook.rows}>
        {visible.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} dragHandle={null} row={row} />
          </li>
        ))}
      </ul>
      {section.tasks.length > visible.length && (
        <Button ref={ref} variant="ghost" size="sm" className={columnLook.showMore} onClick={showMore}>
          {tasksCopy.showMore(Math.min(COLUMN_PAGE_SIZE, section.tasks.length - visible.length))}
        </Button>
      )}
    </ListSectionFrame>
  );
});

/**
 * The list view (docs/product.md#the-board): the open tasks by day (Overdue, Today, Tomorrow, the next
 * days by name, Later, No date), ordered by time, as compact rows with the cards' own controls and
 * keyboard; the completed ones folded into 'Completed (N)' at the end. Rows are not dragged: reschedule
 * moves a task to another day.
 */
export function ListView({ list, clock }: { list: TaskList<Task>; clock: BoardClock }) {
  return (
    <div className={listLook.panel} data-testid="list-view">
      {list.sections.length === 0 && <EmptyList />}
      {list.sections.map((section) => (
        <Section key={section.id} section={section} clock={clock} />
      ))}
      <CompletedGroup group="list" tasks={list.completed} renderTask={completedRow} />
    </div>
  );
}
