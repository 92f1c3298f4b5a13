"use client";

import { useId, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { boardCopy } from "@/lib/copy/board";
import { cn } from "@/components/ui/cn";
import { columnLook } from "./column-look";
import { useCompletedOpen } from "./preferences";

export interface CompletedGroupProps<T> {
  /** Whose group: a column id, or 'list'; its open state is remembered per device under it. */
  group: string;
  tasks: readonly T[];
  renderTask: (task: T) => ReactNode;
}

/**
 * The completed tasks at the end of a column (or of the list), folded into 'Completed (N)' until opened;
 * whether it is open is remembered on this device (components/board/preferences.ts). Not there when the
 * column has none, or when the top bar's toggle hides completed tasks.
 */
export function CompletedGroup<T extends { id: string }>({ group, tasks, renderTask }: CompletedGroupProps<T>) {
  const [open, setOpen] = useCompletedOpen(group);
  const listId = useId();
  if (tasks.length === 0) return null;
  const label = boardCopy.completedGroup(tasks.length);
  return (
    <div className={columnLook.completed} data-testid="completed-group">
      <button type="button" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)} className={columnLook.completedToggle}>
        <ChevronRight className={cn("size-4 shrink-0 transition-transform motion-reduce:transition-none", open && "rotate-90")} aria-hidden />
        {label}
      </button>
      {open && (
        <ul id={listId} className={columnLook.list}>
          {tasks.map((task) => (
            <li key={task.id}>{renderTask(task)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
