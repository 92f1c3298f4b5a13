"use client";

import { Trash2 } from "lucide-react";
import { formatDueText, reminderStatusLabel, type FormatContext } from "@/lib/format";
import { remindersCopy } from "@/lib/copy/reminders";
import type { ReminderView } from "@/lib/schemas/reminder";
import { Badge, type BadgeTone } from "@/components/ui/Badge";

/** Sent green, due and not yet sent amber, counting down indigo. */
function toneOf(reminder: ReminderView, now: Date): BadgeTone {
  if (reminder.status === "done") return "green";
  return Date.parse(reminder.dueDate) <= now.getTime() ? "amber" : "indigo";
}

/**
 * One reminder in the side panel: its text, a delete button, the status badge ('Sent',
 * 'Sending...', a countdown or 'No date'), the task's title (or 'Unknown task') and the due date and time.
 */
export function ReminderCard({ reminder, clock, onDelete }: { reminder: ReminderView; clock: FormatContext; onDelete: () => void }) {
  const due = formatDueText(reminder.dueDate, clock);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm font-medium text-slate-900 dark:text-slate-100">{reminder.text}</p>
        <Badge tone={toneOf(reminder, clock.now)}>{reminderStatusLabel(reminder, clock)}</Badge>
        <button
          type="button"
          onClick={onDelete}
          aria-label={remindersCopy.deleteReminder}
          className="-mr-1 rounded p-1 text-slate-400 transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
        <span className="min-w-0 truncate">{reminder.taskTitle.trim() || remindersCopy.unknownTask}</span>
        {due && <time dateTime={reminder.dueDate}>{due}</time>}
      </div>
    </li>
  );
}
