import "server-only";
import { toReminderStatus } from "@/server/store/rows";
import type { ReminderRecord, WorkspaceRecord } from "@/server/store/types";
import type { reminders, workspaces } from "./schema";

/** Rows of the sqlite schema -> records of the port (the normalisations shared by both backends are in server/store/rows.ts). */

type WorkspaceRow = typeof workspaces.$inferSelect;
type ReminderRow = typeof reminders.$inferSelect;

/** The revision column stays in the store (taskListRevision), out of the record. */
export function toWorkspaceRecord(row: WorkspaceRow, members: string[]): WorkspaceRecord {
  const { id, name, icon, color, userId, ownerEmail, isDefault, createdAt, updatedAt } = row;
  return { id, name, icon, color, userId, ownerEmail, isDefault, createdAt, updatedAt, members };
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
    commentId: row.commentId,
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
