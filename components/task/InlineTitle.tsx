"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { checkTitle } from "@/lib/tasks/title";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { useBoard } from "@/components/board/BoardContext";
import { cardAction, cardControl } from "@/components/board/shortcuts";
import { cardLook } from "./card-look";

/**
 * A card's title, edited in place: a click (or Enter on it) turns it into a field; Enter or leaving the
 * field saves, Escape cancels. An empty or over-long title shows the schema's message and is not saved.
 * The rename expects the title the field opened with: one a teammate changed meanwhile is refused, not
 * overwritten (docs/product.md#concurrent-edits).
 * `compact`: one line, cut with an ellipsis.
 */
export function InlineTitle({ task, checked, disabled, compact = false }: { task: Task; checked: boolean; disabled: boolean; compact?: boolean }) {
  const { actions } = useBoard();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  // The title the field opened with: what the rename expects (a teammate's rename meanwhile is not overwritten).
  const opened = useRef(task.title);

  const start = () => {
    if (disabled) return;
    done.current = false;
    opened.current = task.title;
    setDraft(task.title);
    setError(null);
  };
  const stop = () => {
    done.current = true;
    setDraft(null);
    setError(null);
  };
  /** Enter keeps the field open on a refused title; leaving it gives up with the message as a toast. */
  const save = (leaving: boolean) => {
    if (draft === null || done.current) return;
    const checkedTitle = checkTitle(draft);
    if ("error" in checkedTitle) {
      if (!leaving) return setError(checkedTitle.error);
      toast.error(checkedTitle.error);
      return stop();
    }
    stop();
    if (checkedTitle.title !== opened.current) void actions.update(task, { title: checkedTitle.title }, { expected: { title: opened.current } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save(false);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  if (draft !== null) {
    return (
      <div className="min-w-0 flex-1">
        <input
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => save(true)}
          autoFocus
          aria-label={taskDetailsCopy.fieldTitle}
          aria-invalid={error ? true : undefined}
          data-testid="inline-title"
          className="w-full rounded-md border border-indigo-400 bg-white px-1.5 py-0.5 text-sm font-medium text-slate-900 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 aria-invalid:border-red-500 dark:bg-slate-900 dark:text-slate-100"
        />
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <h3 className={cardLook.titleHeading}>
      <button
        type="button"
        {...cardAction("title")}
        {...cardControl}
        onClick={start}
        disabled={disabled}
        title={taskDetailsCopy.editTitle(task.title)}
        className={cn(cardLook.titleBox, compact && cardLook.compactTitleBox, cardLook.titleInteractive, checked && cardLook.titleDone)}
      >
        {task.title}
      </button>
    </h3>
  );
}
