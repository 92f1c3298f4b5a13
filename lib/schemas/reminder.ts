import { z } from "zod";
import { remindersCopy } from "@/lib/copy/reminders";
import { addCommentSchema, taskIdSchema } from "@/lib/schemas/task";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { workspaceIdSchema } from "@/lib/schemas/workspace";

/**
 * Reminder payloads shared by the API and the reminders panel. Instants are UTC ISO
 * strings.
 */

export const reminderIdSchema = z.string().max(64, { error: remindersCopy.notFound, abort: true }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: remindersCopy.notFound });

/** The browser's IANA zone, in which a reminder command's time is read ("tomorrow 9am"). */
export { timeZoneSchema } from "@/lib/schemas/time-zone";

/** GET /api/reminders: the caller's reminders of a workspace, of a task, or (neither) all of them. */
export const listRemindersQuerySchema = z.object({
  workspaceId: workspaceIdSchema.optional(),
  taskId: taskIdSchema.optional(),
});

/** A reminder as the API returns it to its owner. */
export const reminderViewSchema = z.object({
  id: z.string(),
  /** At most 200 characters. */
  text: z.string(),
  dueDate: z.string(),
  taskId: z.string(),
  /** At most 100 characters; '' when unknown. */
  taskTitle: z.string(),
  workspaceId: z.string(),
  status: z.enum(["pending", "done"]),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The comment whose `!remindme` command made it (the board shows that comment as the reminder); null for reminders made before reminders recorded their comment. */
  commentId: z.string().nullable(),
});
export type ReminderView = z.infer<typeof reminderViewSchema>;
export type ReminderStatus = ReminderView["status"];

/** What one run of the due-reminder processor did (GET /api/cron/reminders). */
export const reminderRunAnswerSchema = z.object({ claimed: z.number(), sent: z.number(), failed: z.number(), durationMs: z.number() });

/** The view of a reminder record, which holds more than its owner sees (their address, the sender's lease...). */
export function toReminderView({ id, text, dueDate, taskId, taskTitle, workspaceId, status, createdAt, sentAt, commentId }: ReminderView): ReminderView {
  return { id, text, dueDate, taskId, taskTitle, workspaceId, status, createdAt, sentAt, commentId };
}

/**
 * What became of a reminder command in a comment (POST /api/tasks/{taskId}/comments answers it as
 * `reminder`, absent for an ordinary comment). A failure never loses the comment: `message` is
 * 'Failed to set reminder, but comment was added.' and `reason` the cause (no text, no time, ...).
 */
export type CommentReminder =
  | { status: "created"; reminder: ReminderView }
  | { status: "failed"; message: string; reason: string };

/**
 * POST /api/tasks/{taskId}/comments: the comment plus the commenter's IANA zone, in which a `!remindme`
 * command's time is read. A missing or unknown zone never refuses the comment (a reminder failure
 * always keeps the comment): it becomes undefined and a reminder command then answers the failure
 * flag.
 */
export const addCommentRequestSchema = addCommentSchema.extend({ timeZone: timeZoneSchema.optional().catch(undefined) });
