import { remindersCopy } from "@/lib/copy/reminders";
import { parseTask } from "@/lib/parse/parse-task";
import type { ParseContext } from "@/lib/parse/types";
import { REMINDER_COMMAND } from "@/lib/reminder-command-word";

/**
 * The reminder command: a comment starting with `!remindme` or `!rmd` (any case) followed
 * by text such as "tomorrow 9am call the bank". The time is read by the quick-add parser in the user's
 * zone; the reminder text is what remains once the time words are taken out (the whole text when
 * nothing else remains, e.g. "!rmd tomorrow 9am").
 */

export type ReminderCommand =
  | { ok: true; text: string; dueDate: string }
  | { ok: false; error: typeof remindersCopy.noReminderText | typeof remindersCopy.noReminderTime };

/**
 * The reminder a comment asks for, the error when it asks wrongly (no text, no time), or null when the comment is not a
 * reminder command at all.
 */
export function parseReminderCommand(comment: string, ctx: ParseContext): ReminderCommand | null {
  const match = REMINDER_COMMAND.exec(comment);
  if (!match) return null;
  const rest = comment.slice(match[0].length).trim();
  if (!rest) return { ok: false, error: remindersCopy.noReminderText };
  const parsed = parseTask(rest, ctx);
  if (parsed.dueDate === null) return { ok: false, error: remindersCopy.noReminderTime };
  const text = parsed.stillNeeded.includes("title") ? rest : parsed.title;
  return { ok: true, text, dueDate: parsed.dueDate };
}
