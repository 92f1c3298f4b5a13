import { formatDayAndTime, type FormatContext } from "@/lib/format";
import { parseInstant } from "@/lib/dates";
import { remindersCopy } from "@/lib/copy/reminders";
import type { ReminderView } from "@/lib/schemas/reminder";
import { Badge } from "@/components/ui/Badge";

/** When a reminder is due, written in full in the user's zone and clock ('Thu, Dec 17, 9:00 AM'). */
export function reminderWhen(reminder: ReminderView, clock: FormatContext): string {
  const due = parseInstant(reminder.dueDate);
  return due === null ? remindersCopy.noDate : formatDayAndTime(new Date(due), clock);
}

/**
 * A `!remindme` comment shown as the reminder it made (docs/product.md#reminders): '⏰ Thu, Dec 17,
 * 9:00 AM — Call the bank', a sent one marked 'Sent', and the command as it was typed in a disclosure.
 */
export function ReminderComment({ reminder, command, clock }: { reminder: ReminderView; command: string; clock: FormatContext }) {
  const sent = reminder.status === "done";
  return (
    <div data-testid="comment-reminder" data-status={reminder.status} className="mt-0.5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 break-words text-slate-800 dark:text-slate-100">
        <span className={sent ? "text-slate-600 dark:text-slate-400" : "font-medium"}>{remindersCopy.commentReminder(reminderWhen(reminder, clock), reminder.text)}</span>
        {sent && <Badge tone="green">{remindersCopy.sent}</Badge>}
      </p>
      <details className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        <summary className="w-fit cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-500">{remindersCopy.commandAsTyped}</summary>
        <p className="mt-1 whitespace-pre-wrap break-words font-mono text-slate-700 dark:text-slate-300">{command}</p>
      </details>
    </div>
  );
}
