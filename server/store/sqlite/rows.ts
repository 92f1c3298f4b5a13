import "server-only";
import type { CommentRecord, ReminderRecord, ReminderStatus, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import type { comments, reminders, tasks, workspaces } from "./schema";

/** Rows of the sqlite schema -> records of the port, and the normalisations applied on the way in. */

type TaskRow = typeof tasks.$inferSelect;
type CommentRow = typeof comments.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;
type ReminderRow = typeof reminders.$inferSelect;

/**
 * Every stored instant in one form (UTC, milliseconds, "Z"), so that comparing the text compares the time.
 * Throws a RangeError on a value that is not a date.
 */
export function toInstant(value: string): string {
  return new Date(value).toISOString();
}

/** The same for an optional instant; null (cleared) and undefined (left unchanged in a patch) pass through. */
export function toNullableInstant(value: string | null): string | null;
export function toNullableInstant(value: string | null | undefined): string | null | undefined;
export function toNullableInstant(value: string | null | undefined): string | null | undefined {
  return value == null ? value : toInstant(value);
}

/** Spec §3: a status other than pending or done is pending. */
export function toReminderStatus(value: string | null | undefined): ReminderStatus {
  return value === "done" ? "done" : "pending";
}

/** Member e-mails are stored lower-cased, once each, in the order given. */
export function normalizeMembers(members: readonly string[]): string[] {
  return [...new Set(members.map((email) => email.trim().toLowerCase()))];
}

export function toCommentRecord(row: CommentRow): CommentRecord {
  return { id: row.id, text: row.text, user: row.user, userId: row.userId, time: row.time };
}

export function toTaskRecord(row: TaskRow, taskComments: CommentRecord[]): TaskRecord {
  return { ...row, comments: taskComments };
}

export function toWorkspaceRecord(row: WorkspaceRow, members: string[]): WorkspaceRecord {
  return { ...row, members };
}

export function toReminderRecord(row: ReminderRow): ReminderRecord {
  return {
    id: row.id,
    text: row.text,
    dueDate: row.dueDate,
    taskId: row.taskId,
    taskTitle: row.taskTitle,
    workspaceId: row.workspaceId,
    userId: row.userId,
    userEmail: row.userEmail,
    userName: row.userName,
    timeZone: row.timeZone,
    createdAt: row.createdAt,
    status: toReminderStatus(row.status),
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    sentAt: row.sentAt,
  };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<R, T>(rows: R[], key: (row: R) => string, map: (row: R) => T): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(map(row));
    else groups.set(key(row), [map(row)]);
  }
  return groups;
}
