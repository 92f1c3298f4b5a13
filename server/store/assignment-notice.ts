import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { normalizeMemberEmail, toInstant } from "./rows";
import type { AssignmentNoticeDraft, AssignmentNoticeRecord } from "./types";

/**
 * The assignment notice's statements that sqlite and postgres share (they name the tables and columns
 * alike): the notice is inserted in the assignment's own transaction (docs/product.md#assignees).
 */

/** Inserts the notice of the task `where` selects (FROM tasks), to `assignee`; nothing when it selects none. */
function insertNotice(notice: AssignmentNoticeDraft, assignee: SQL, where: SQL): SQL {
  return sql`INSERT INTO assignment_notices (id, task_id, workspace_id, assignee, assigned_by, assigned_by_name, created_at)
    SELECT ${notice.id}, tasks.id, tasks.workspace_id, ${assignee}, ${notice.assignedBy}, ${notice.assignedByName}, ${toInstant(notice.createdAt)}
    FROM tasks WHERE ${where}`;
}

/** After a task's insert: the notice to the assignee the insert kept (none when it dropped them). */
export function noticeOfNewTask(taskId: string, notice: AssignmentNoticeDraft): SQL {
  return insertNotice(notice, sql`tasks.assignee`, sql`tasks.id = ${taskId} AND tasks.assignee IS NOT NULL`);
}

/**
 * Before an update that sets `assignee` where `update` holds (the update's own WHERE): the notice, when the
 * update is going to change the assignee to them. Run in the update's transaction, it sees what the update sees.
 */
export function noticeOfUpdate(assignee: string, update: SQL, notice: AssignmentNoticeDraft): SQL {
  const who = normalizeMemberEmail(assignee);
  return insertNotice(notice, sql`CAST(${who} AS text)`, sql`${update} AND (tasks.assignee IS NULL OR tasks.assignee <> ${who})`);
}

/** A stored notice row (either schema's) as a record. */
export function toNoticeRecord(row: {
  id: string;
  taskId: string;
  workspaceId: string;
  assignee: string;
  assignedBy: string;
  assignedByName: string;
  createdAt: string;
  attempts: number;
  delivered: string;
}): AssignmentNoticeRecord {
  const { id, taskId, workspaceId, assignee, assignedBy, assignedByName, createdAt, attempts } = row;
  return { id, taskId, workspaceId, assignee, assignedBy, assignedByName, createdAt, attempts, delivered: parseDelivered(row.delivered) };
}

/** The delivered channels as stored: one text, channels separated by spaces (a device id has none). */
export function parseDelivered(text: string): string[] {
  return text.split(" ").filter(Boolean);
}

export function withDelivered(text: string, channel: string): string {
  const channels = parseDelivered(text);
  return channels.includes(channel) ? text : [...channels, channel].join(" ");
}
