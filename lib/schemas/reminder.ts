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

export type ReminderStatus = "pending" | "done";

/** A reminder as the API returns it to its owner. */
export interface ReminderView {
  id: string;
  /** At most 200 characters. */
  text: string;
  dueDate: string;
  taskId: string;
  /** At most 100 characters; '' when unknown. */
  taskTitle: string;
  workspaceId: string;
  status: ReminderStatus;
  createdAt: string;
  sentAt: string | null;
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
