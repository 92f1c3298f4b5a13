"use client";

import Link from "next/link";
import { Trash2 } from "lucide-react";
import { taskLink } from "@/lib/push/payload";
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
 * The text links to the task on the board (the whole card is its target; `onOpen` closes the panel).
 */
export function ReminderCard({ reminder, clock, onDelete, onOpen }: { reminder: ReminderView; clock: FormatContext; onDelete: () => void; onOpen: () => void }) {
  const due = formatDueText(reminder.dueDate, clock);
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-3 shadow-xs transition-colors hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50">
      <div className="flex items-start gap-2">
        <Link
          href={taskLink({ workspaceId: reminder.workspaceId, taskId: reminder.taskId })}
          onClick={onOpen}
          // The board scrolls to the card itself (components/board/useOpenTaskFromUrl.ts).
          scroll={false}
          title={remindersCopy.openTask}
          className="min-w-0 flex-1 whitespace-pre-wrap break-words rounded-sm text-sm font-medium text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-100"
        >
          {reminder.text}
        </Link>
        <Badge tone={toneOf(reminder, clock.now)}>{reminderStatusLabel(reminder, clock)}</Badge>
        <button
          type="button"
          onClick={onDelete}
          aria-label={remindersCopy.deleteReminder}
          className="relative z-10 -mr-1 rounded p-1 text-slate-400 transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
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
