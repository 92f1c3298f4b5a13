import "server-only";
import { notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import type { TaskRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import type { Account } from "@/server/auth/types";
import { REMINDER_TASK_TITLE_MAX, REMINDER_TEXT_MAX, REMINDER_USER_NAME_MAX } from "@/lib/constants/reminders";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { parseReminderCommand } from "@/lib/reminder-command";
import { isReminderCommand } from "@/lib/reminder-command-word";
import { timeZoneSchema, toReminderView, type CommentReminder, type ReminderView } from "@/lib/schemas/reminder";
import type { Comment } from "@/lib/schemas/task";

/**
 * Reminders (docs/product.md#reminders): made from `!remindme` /
 * `!rmd` comments, owned by the commenter, seen and deleted by their owner only. A reminder another
 * user owns is 'Reminder not found', whether it exists or not. Sending is server/jobs' business.
 */

/** The first `max` characters (code points, so an emoji is never split). */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

export interface CommentReminderInput {
  /** The commenter, who owns the reminder. */
  user: Account;
  /** The name on the comment (lib/author-name.ts). */
  userName: string;
  task: TaskRecord;
  /** The comment's id: the reminder remembers it, so deleting the comment deletes only its reminders. */
  commentId: string;
  /** The comment's text. */
  text: string;
  /** The commenter's IANA zone, in which "tomorrow 9am" is read. */
  timeZone: string | undefined;
  now?: Date;
}

/**
 * The reminder a just-stored comment asks for: null for an ordinary comment, otherwise what became of
 * it. Never throws: the comment is already stored and stays, so any failure is answered as
 * `{ status: "failed" }` with the reason (no text, no time, an invalid zone, a store error).
 */
export async function reminderFromComment({ user, userName, task, commentId, text, timeZone, now = new Date() }: CommentReminderInput): Promise<CommentReminder | null> {
  if (!isReminderCommand(text)) return null;
  const failed = (reason: string): CommentReminder => ({ status: "failed", message: remindersCopy.reminderFailedCommentAdded, reason });
  const zone = timeZoneSchema.safeParse(timeZone);
  if (!zone.success) return failed(remindersCopy.invalidTimeZone);
  const command = parseReminderCommand(text, { now, timeZone: zone.data });
  if (!command) return null;
  if (!command.ok) return failed(command.error);
  try {
    const store = await getStore();
    const record = await store.createReminder(
      {
        id: newId(),
        text: cut(command.text, REMINDER_TEXT_MAX),
        dueDate: command.dueDate,
        taskId: task.id,
        taskTitle: cut(task.title, REMINDER_TASK_TITLE_MAX),
        workspaceId: task.workspaceId,
        userId: user.id,
        userEmail: user.email,
        userName: cut(userName, REMINDER_USER_NAME_MAX),
        timeZone: zone.data,
        commentId,
        createdAt: now.toISOString(),
      },
      changeEvent.reminderCreated(user, { workspaceId: task.workspaceId, userId: user.id }),
    );
    return { status: "created", reminder: toReminderView(record) };
  } catch (error) {
    console.error("[reminders] could not store the reminder of a comment", error);
    return failed(commonCopy.unexpectedError);
  }
}

/**
 * After a comment was deleted: when it was a reminder command, the reminders it made go too, and no
 * other (a member deleting their own command never touches anyone else's reminders). A reminder made
 * before reminders recorded their comment has no commentId: of those, only the comment author's own
 * reminders of the task go. Returns how many were deleted.
 */
export async function deleteRemindersOfComment({ taskId, comment }: { taskId: string; comment: Pick<Comment, "id" | "text" | "userId"> }): Promise<number> {
  if (!isReminderCommand(comment.text)) return 0;
  const store = await getStore();
  const ofTask = await collectAll((page) => store.listRemindersByTask(taskId, page));
  const going = ofTask.filter((r) => r.commentId === comment.id || (r.commentId === null && r.userId === comment.userId));
  // One at a time, each with its event (its owner's reminders panel drops it).
  for (const reminder of going) await store.deleteReminder(reminder.id, changeEvent.reminderDeleted(null, reminder));
  return going.length;
}

export interface ListRemindersInput {
  user: VerifiedAccount;
  /** Only this workspace's (the badge and panel of the active workspace). */
  workspaceId?: string;
  /** Only this task's. */
  taskId?: string;
}

/** The caller's own reminders, oldest first: of a task, of a workspace, or all of them. */
export async function listReminders({ user: actor, workspaceId, taskId }: ListRemindersInput): Promise<ReminderView[]> {
  const store = await getStore();
  if (taskId !== undefined) {
    const ofTask = await collectAll((page) => store.listRemindersByTask(taskId, page));
    return ofTask.filter((r) => r.userId === actor.id && (workspaceId === undefined || r.workspaceId === workspaceId)).map(toReminderView);
  }
  const mine = await collectAll((page) => store.listRemindersByUser({ userId: actor.id, workspaceId }, page));
  return mine.map(toReminderView);
}

/** Deletes one of the caller's reminders; anyone else's is 'Reminder not found'. */
export async function deleteReminder({ user: actor, reminderId }: { user: VerifiedAccount; reminderId: string }): Promise<void> {
  const store = await getStore();
  const reminder = await store.getReminder(reminderId);
  if (!reminder || reminder.userId !== actor.id) throw notFound(remindersCopy.notFound);
  await store.deleteReminder(reminder.id, changeEvent.reminderDeleted(actor, reminder));
}
