import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { DEFAULT_WORKSPACE } from "@/lib/constants/workspaces";
import { normalizeMembers, toInstant, toReminderStatus } from "@/server/store/rows";
import type { CommentRecord, ReminderRecord, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import type { Row } from "./tables";

/**
 * Rows of Appwrite -> records of the port, validated with zod. Rows written by an earlier deployment
 * of the original hosted layout read as they are: a missing or null column takes its default (urgency 3, icon 📋,
 * color indigo, no comments...), instants in any ISO form become UTC "Z" strings, a status other than
 * done is pending, and a comment may be a JSON-encoded string or an object. Columns added by this
 * adapter (schema.ts) may be missing too.
 */

/** An instant in any form Date understands, as UTC ISO; null when absent or unreadable. */
function parseInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const text = (fallback: string) => z.string().nullish().transform((v) => v ?? fallback);
const flag = z.boolean().nullish().transform((v) => v ?? false);
const optionalInstant = z.string().nullish().transform(parseInstant);
const system = { $id: z.string().min(1), $createdAt: z.string(), $updatedAt: z.string() };

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
  version: z.number().int().nullish().transform((v) => v ?? null),
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

/** One entry of a task's comments as stored, with what it says (null when it cannot be read). */
export interface StoredComment {
  raw: string;
  comment: CommentRecord | null;
}

/** A task with what a read-modify-write of its comments needs. */
export interface StoredTask {
  record: TaskRecord;
  comments: StoredComment[];
  /** Compare-and-set counter; null on a row written before the column existed (setup backfills it). */
  version: number | null;
}

const commentFields = z.object({
  id: z.string().min(1).optional(),
  text: z.string(),
  user: z.string().optional(),
  userId: z.string().optional(),
  time: z.string(),
});

/** A comment without an id (written by hand, or by another client) gets one derived from its content. */
const derivedCommentId = (raw: string) => `c${createHash("sha256").update(raw).digest("hex").slice(0, 31)}`;

function readComment(entry: unknown): StoredComment {
  const raw = typeof entry === "string" ? entry : JSON.stringify(entry);
  let value: unknown = entry;
  if (typeof entry === "string") {
    try {
      value = JSON.parse(entry);
    } catch {
      return { raw, comment: null };
    }
  }
  const parsed = commentFields.safeParse(value);
  const time = parsed.success ? parseInstant(parsed.data.time) : null;
  if (!parsed.success || !time) return { raw, comment: null };
  const { id, text: body, user, userId } = parsed.data;
  return { raw, comment: { id: id ?? derivedCommentId(raw), text: body, user: user ?? "", userId: userId ?? "", time } };
}

/** A comment as the JSON-encoded string the original hosted layout stores in `comments`. */
export function encodeComment(comment: CommentRecord): string {
  const { id, text: body, user, userId, time } = comment;
  return JSON.stringify({ id, text: body, user, userId, time: toInstant(time) });
}

const byTimeThenId = (a: CommentRecord, b: CommentRecord) =>
  a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const taskRow = z.object({
  ...system,
  title: text(""),
  dueDate: optionalInstant,
  urgency: z.number().nullish().transform((v) => v ?? URGENCY_DEFAULT),
  completed: flag,
  completedAt: optionalInstant,
  createdAt: optionalInstant,
  updatedAt: optionalInstant,
  workspaceId: z.string(),
  userId: z.string(),
  comments: z.array(z.unknown()).nullish().transform((v) => (v ?? []).map(readComment)),
  version: z.number().int().nullish().transform((v) => v ?? null),
  description: text(""),
  recurrenceRule: z.string().nullish(),
  recurrenceZone: z.string().nullish(),
});

export function toStoredTask(row: Row): StoredTask {
  const r = parseRow(taskRow, row, "tasks");
  const createdAt = r.createdAt ?? toInstant(r.$createdAt);
  const comments = r.comments.flatMap((c) => (c.comment ? [c.comment] : [])).sort(byTimeThenId);
  return {
    record: {
      id: r.$id,
      title: r.title,
      dueDate: r.dueDate,
      urgency: r.urgency,
      completed: r.completed,
      completedAt: r.completedAt,
      createdAt,
      updatedAt: r.updatedAt ?? createdAt,
      workspaceId: r.workspaceId,
      userId: r.userId,
      comments,
      ...(r.description !== "" && { description: r.description }),
      ...(r.recurrenceRule && r.recurrenceZone && { recurrence: { rrule: r.recurrenceRule, timeZone: r.recurrenceZone } }),
    },
    comments: r.comments,
    version: r.version,
  };
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
  version: z.number().int().nullish().transform((v) => v ?? null),
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
