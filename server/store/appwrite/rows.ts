import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { DEFAULT_WORKSPACE } from "@/lib/constants/workspaces";
import { readTaskRow, rowColumn, type StoredComment } from "@/lib/tasks/appwrite-row";
import { normalizeMembers, toInstant, toReminderStatus } from "@/server/store/rows";
import type { AssignmentNoticeRecord, CommentRecord, ReminderRecord, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import { toNoticeRecord } from "@/server/store/assignment-notice";
import type { Row } from "./tables";

/**
 * Rows of Appwrite -> records of the port, validated with zod (a task row by lib/tasks/appwrite-row.ts,
 * which the browser shares). Rows written by an earlier deployment of the original hosted layout read
 * as they are: a missing or null column takes its default (urgency 3, icon 📋,
 * color indigo, no comments...), instants in any ISO form become UTC "Z" strings, a status other than
 * done is pending, and a comment may be a JSON-encoded string or an object. Columns added by this
 * adapter (schema.ts) may be missing too.
 */

const { text, flag, optionalInstant, system } = rowColumn;

/** Parses a row or fails loudly: a row we cannot read is a fault, never silently skipped. */
function parseRow<S extends z.ZodType>(schema: S, row: Row, table: string): z.infer<S> {
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join(".")).join(", ");
  throw new Error(`Appwrite ${table} row ${String(row.$id)} cannot be read (${fields})`);
}

// ---------------------------------------------------------------- workspaces

const workspaceRow = z.object({
  ...system,
  name: text(""),
  icon: text(DEFAULT_WORKSPACE.icon),
  color: text(DEFAULT_WORKSPACE.color),
  userId: z.string(),
  isDefault: flag,
  members: z.array(z.string()).nullish().transform((v) => normalizeMembers(v ?? [])),
  ownerEmail: text(""),
  createdAt: optionalInstant,
  updatedAt: optionalInstant,
  version: rowColumn.version,
});

/** A workspace with the compare-and-set counter a change of its members needs (null before setup backfilled it). */
export interface StoredWorkspace {
  record: WorkspaceRecord;
  version: number | null;
}

export function toStoredWorkspace(row: Row): StoredWorkspace {
  const r = parseRow(workspaceRow, row, "workspaces");
  const record: WorkspaceRecord = {
    id: r.$id,
    name: r.name,
    icon: r.icon,
    color: r.color,
    userId: r.userId,
    ownerEmail: r.ownerEmail,
    isDefault: r.isDefault,
    members: r.members,
    createdAt: r.createdAt ?? toInstant(r.$createdAt),
    updatedAt: r.updatedAt ?? toInstant(r.$updatedAt),
  };
  return { record, version: r.version };
}

export const toWorkspaceRecord = (row: Row): WorkspaceRecord => toStoredWorkspace(row).record;

// ---------------------------------------------------------------- tasks and comments

/** A task with what a read-modify-write of its comments needs. */
export interface StoredTask {
  record: TaskRecord;
  /** The entries of `comments` as stored, with what each says (null when it cannot be read). */
  comments: StoredComment[];
  /** Compare-and-set counter; null on a row written before the column existed (setup backfills it). */
  version: number | null;
}

/** A comment without an id (written by hand, or by another client) gets one derived from its content. */
const derivedCommentId = (raw: string) => `c${createHash("sha256").update(raw).digest("hex").slice(0, 31)}`;

/** A comment as the JSON-encoded string the original hosted layout stores in `comments`. */
export function encodeComment(comment: CommentRecord): string {
  const { id, text: body, user, userId, time } = comment;
  return JSON.stringify({ id, text: body, user, userId, time: toInstant(time) });
}

/** A task row read as the API's task (lib/tasks/appwrite-row.ts, the reading the browser's live merge shares). */
export function toStoredTask(row: Row): StoredTask {
  const reading = readTaskRow(row, derivedCommentId);
  if (!reading.ok) throw new Error(`Appwrite tasks row ${String(row.$id)} cannot be read (${reading.columns})`);
  return { record: reading.task, comments: reading.comments, version: reading.version };
}

export const toTaskRecord = (row: Row): TaskRecord => toStoredTask(row).record;

// ---------------------------------------------------------------- reminders

/** A reminder with its lease and compare-and-set counter, which the port does not show. */
export interface StoredReminder {
  record: ReminderRecord;
  claimToken: string | null;
  leaseUntil: string | null;
  version: number | null;
}

const reminderRow = z.object({
  ...system,
  text: text(""),
  dueDate: optionalInstant,
  taskId: z.string(),
  taskTitle: text(""),
  workspaceId: z.string(),
  userId: z.string(),
  userEmail: text(""),
  userName: text(""),
  timeZone: text("UTC"),
  commentId: z.string().nullish().transform((v) => v ?? null),
  createdAt: optionalInstant,
  status: z.string().nullish().transform(toReminderStatus),
  attempts: z.number().int().nullish().transform((v) => v ?? 0),
  nextAttemptAt: optionalInstant,
  lastError: z.string().nullish().transform((v) => v ?? null),
  sentAt: optionalInstant,
  claimToken: z.string().nullish().transform((v) => v ?? null),
  leaseUntil: optionalInstant,
  version: rowColumn.version,
});

export function toStoredReminder(row: Row): StoredReminder {
  const r = parseRow(reminderRow, row, "reminders");
  const createdAt = r.createdAt ?? toInstant(r.$createdAt);
  return {
    record: {
      id: r.$id,
      text: r.text,
      // A reminder's due date defaults to the moment it was made.
      dueDate: r.dueDate ?? createdAt,
      taskId: r.taskId,
      taskTitle: r.taskTitle,
      workspaceId: r.workspaceId,
      userId: r.userId,
      userEmail: r.userEmail,
      userName: r.userName,
      timeZone: r.timeZone,
      commentId: r.commentId,
      createdAt,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.nextAttemptAt,
      lastError: r.lastError,
      sentAt: r.sentAt,
    },
    claimToken: r.claimToken,
    leaseUntil: r.leaseUntil,
    version: r.version,
  };
}

export const toReminderRecord = (row: Row): ReminderRecord => toStoredReminder(row).record;

// ---------------------------------------------------------------- assignment notices

const noticeRow = z.object({
  ...system,
  taskId: z.string(),
  workspaceId: z.string(),
  assignee: z.string(),
  assignedBy: z.string(),
  assignedByName: text(""),
  createdAt: optionalInstant,
  status: text("pending"),
  attempts: z.number().int().nullish().transform((v) => v ?? 0),
  delivered: text(""),
  claimToken: z.string().nullish().transform((v) => v ?? null),
  version: rowColumn.version,
});

/** A notice with its lease holder, status and compare-and-set counter. */
export interface StoredNotice {
  record: AssignmentNoticeRecord;
  status: string;
  claimToken: string | null;
  deliveredText: string;
  version: number | null;
}

export function toStoredNotice(row: Row): StoredNotice {
  const r = parseRow(noticeRow, row, "assignment_notices");
  return {
    record: toNoticeRecord({ ...r, id: r.$id, createdAt: r.createdAt ?? toInstant(r.$createdAt) }),
    status: r.status,
    claimToken: r.claimToken,
    deliveredText: r.delivered,
    version: r.version,
  };
}
