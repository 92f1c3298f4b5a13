"use client";

import { useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from "react";
import { SUBTASKS_PER_TASK_MAX } from "@/lib/constants/subtasks";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Subtask, Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { inputClasses } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { useBoard } from "@/components/board/BoardContext";
import { BreakdownProposal } from "./BreakdownProposal";
import { useSubtaskWrites } from "./useSubtaskWrites";

/** The lines of a typed or pasted text, each a step (blank ones dropped). */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The edit panel's checklist (docs/product.md#subtasks): add one line each, quick-add style (several
 * pasted lines add several), check, rename in place, reorder with Alt+Up/Alt+Down, the arrow buttons or a
 * drag, delete; and Break down, whose proposal is saved only when accepted.
 */
export function Checklist({ task }: { task: Task }) {
  const writes = useSubtaskWrites(task);
  const { clock } = useBoard();
  const [text, setText] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const { subtasks } = task;
  // Folded while there is none, so the panel stays short; open as soon as the task has steps.
  const [open, setOpen] = useState(subtasks.length > 0);
  const done = subtasks.filter((s) => s.done).length;
  const room = SUBTASKS_PER_TASK_MAX - subtasks.length;

  /**
   * Adds the steps (typed, pasted or accepted from Break down); the field empties at once, so the next step can be
   * typed while these are saved. A refused add puts the field's text back, unless something new was typed since.
   */
  async function add(titles: string[]) {
    if (titles.length === 0) return;
    const typed = text;
    setText("");
    setOpen(true);
    if (!(await writes.add(titles)) && typed) setText((current) => current || typed);
  }

  const onAddKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // the panel's form is not submitted by a step
    void add(linesOf(text));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const lines = linesOf(event.clipboardData.getData("text"));
    if (lines.length < 2) return;
    event.preventDefault();
    void add(lines);
  };
  const move = (subtask: Subtask, to: number) => {
    if (to >= 0 && to < subtasks.length) void writes.edit({ kind: "move", id: subtask.id, to });
  };
  const onDrop = (event: DragEvent, at: number) => {
    event.preventDefault();
    const from = subtasks.find((s) => s.id === dragged);
    setDragged(null);
    if (from) move(from, at);
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby="checklist-heading" data-testid="checklist">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="checklist-heading" className="text-sm font-medium text-slate-700 dark:text-slate-300">
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex items-baseline gap-2 rounded focus-visible:outline-2 focus-visible:outline-indigo-500">
            <span aria-hidden>{open ? "▾" : "▸"}</span>
            {subtasksCopy.checklist}
            {subtasks.length > 0 && <span className="text-xs font-normal tabular-nums text-slate-600 dark:text-slate-400">{subtasksCopy.progress(done, subtasks.length)}</span>}
          </button>
        </h3>
        {room > 0 && <BreakdownProposal taskId={task.id} timeZone={clock.timeZone} room={room} onAccept={add} />}
      </div>
      {open && subtasks.length > 0 && (
        <ul className="flex flex-col gap-1" aria-describedby="checklist-hint">
          {subtasks.map((subtask, i) => (
            <li
              key={subtask.id}
              draggable
              onDragStart={() => setDragged(subtask.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, i)}
              className={cn("flex items-center gap-2 rounded-md px-1", dragged === subtask.id && "opacity-50")}
              data-testid="subtask"
            >
              <input
                type="checkbox"
                checked={subtask.done}
                onChange={(event) => void writes.edit({ kind: "update", id: subtask.id, done: event.target.checked })}
                aria-label={subtask.title}
                className="size-4 accent-indigo-600"
              />
              <StepTitle subtask={subtask} onRename={(title) => void writes.edit({ kind: "update", id: subtask.id, title })} onMove={(by) => move(subtask, i + by)} />
              <Button size="sm" variant="ghost" aria-label={subtasksCopy.moveUp(subtask.title)} disabled={i === 0} onClick={() => move(subtask, i - 1)}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" aria-label={subtasksCopy.moveDown(subtask.title)} disabled={i === subtasks.length - 1} onClick={() => move(subtask, i + 1)}>
                ↓
              </Button>
              <Button size="sm" variant="ghost" aria-label={subtasksCopy.remove(subtask.title)} onClick={() => void writes.edit({ kind: "delete", id: subtask.id })}>
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p id="checklist-hint" hidden>
        {subtasksCopy.reorderHint}
      </p>
      {open && room > 0 && (
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onAddKey}
          onPaste={onPaste}
          aria-label={subtasksCopy.newSubtask}
          placeholder={subtasksCopy.addPlaceholder}
          className={inputClasses}
          data-testid="subtask-add"
        />
      )}
    </section>
  );
}

/** A step's title, renamed in place: saved on Enter or when the field is left, Escape keeps the old one; Alt+Up/Down moves the step. */
function StepTitle({ subtask, onRename, onMove }: { subtask: Subtask; onRename: (title: string) => void; onMove: (by: number) => void }) {
  const [value, setValue] = useState<string>();
  const commit = () => {
    const title = value?.trim();
    setValue(undefined);
    if (title && title !== subtask.title) onRename(title);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      onMove(event.key === "ArrowUp" ? -1 : 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && value !== undefined) {
      event.stopPropagation(); // leaves the panel open
      setValue(undefined);
    }
  };
  return (
    <input
      value={value ?? subtask.title}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      aria-label={subtasksCopy.rename(subtask.title)}
      className={cn("min-w-0 flex-1 rounded bg-transparent px-1 py-0.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-500", subtask.done && "text-slate-500 line-through")}
    />
  );
}
