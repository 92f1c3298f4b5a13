"use client";

import { useState, type FormEvent } from "react";
import { formatDueText } from "@/lib/format";
import { HEADING_TITLE_MAX } from "@/lib/constants/tasks";
import { parseCopy } from "@/lib/copy/parse";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { fallbackDateSuggestions } from "@/lib/parse/follow-up";
import type { DateSuggestion } from "@/lib/parse/types";
import type { Task } from "@/lib/schemas/task";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Input } from "@/components/ui/Input";
import { useBoard } from "@/components/board/BoardContext";
import { parseTaskText } from "@/components/board/add-task/parse-api";
import { TaskHeading } from "./TaskHeading";

/** The text read as a plain date (the fallback when the parser cannot be reached); null when it is none. */
function plainDate(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const isDateSuggestion = (s: { type: string }): s is DateSuggestion => s.type !== "urgency";

/**
 * 'Reschedule Task': the text goes to the parser as 'Reschedule to {text}'; a due date
 * found is applied at once, otherwise the parser's date suggestions are offered. When the parser
 * cannot be reached the text is tried as a plain date, and ignored when it is none.
 */
export function RescheduleDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { actions, clock } = useBoard();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<DateSuggestion[]>([]);

  const apply = (dueDate: string) => {
    onClose();
    void actions.update(task, { dueDate }, { undoable: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      const { task: data } = await parseTaskText({ prompt: taskDetailsCopy.reschedulePrompt(value), timeZone: clock.timeZone });
      if (data.dueDate) return apply(data.dueDate);
      setSuggestions(data.suggestions.filter(isDateSuggestion));
    } catch {
      const date = plainDate(value);
      if (date) return apply(date);
    } finally {
      setBusy(false);
    }
  };

  const current = formatDueText(task.dueDate, clock) ?? taskDetailsCopy.noDueDate;
  // Tomorrow morning (09:00) and Next week (+7 days, 09:00): the parser's fallback suggestions but 'Later today'.
  const quick = fallbackDateSuggestions(clock).filter((s) => s.displayText !== parseCopy.laterToday);

  return (
    <Dialog
      open
      onClose={onClose}
      title={<TaskHeading title={taskDetailsCopy.rescheduleTitle} taskTitle={task.title} max={HEADING_TITLE_MAX} />}
      description={taskDetailsCopy.rescheduleQuestion} dismissible={!busy}>
      <form onSubmit={submit} className="flex gap-2">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={taskDetailsCopy.reschedulePlaceholder}
          aria-label={taskDetailsCopy.rescheduleQuestion}
          autoFocus
        />
        <Button type="submit" loading={busy} disabled={!text.trim()}>
          {taskDetailsCopy.rescheduleSet}
        </Button>
      </form>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{taskDetailsCopy.currentlyDue(current)}</p>

      {suggestions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2" aria-label={taskDetailsCopy.suggestions}>
          {suggestions.map((s) => (
            <Button key={`${s.type}-${s.value}`} size="sm" variant="secondary" onClick={() => apply(s.value)}>
              {s.displayText}
            </Button>
          ))}
        </div>
      )}

      <p className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{taskDetailsCopy.quickOptions}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {quick.map((option) => (
          <Button key={option.displayText} size="sm" variant="secondary" onClick={() => apply(option.value)}>
            {option.displayText}
          </Button>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{taskDetailsCopy.rescheduleTip}</p>
    </Dialog>
  );
}
