/**
 * The persistence port. Adapters (sqlite/, later appwrite/) implement `Store`; services use only this.
 * Rules of the port (ARCHITECTURE.md): plain CRUD and queries, no product rules; no joins across
 * tables inside one method that TablesDB could not do; every list is explicitly paginated.
 * Instants are UTC ISO strings ("2026-11-22T08:00:00.000Z").
 */

import type { ReminderStatus, ReminderView } from "@/lib/schemas/reminder";
import type { Comment, Task } from "@/lib/schemas/task";

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, or null when this was the last. */
  nextCursor: string | null;
}

/** Adapters serve at most this many items per page, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 500;

export interface PageRequest {
  /** At most this many items (adapters cap it at MAX_PAGE_SIZE). */
  limit: number;
  cursor?: string | null;
}

// ---------------------------------------------------------------- workspaces

export interface WorkspaceRecord {
  id: string;
  name: string;
  icon: string;
  color: string;
  userId: string; // owner
  ownerEmail: string;
  isDefault: boolean;
  /** Member e-mails, stored lower-cased, in the order they were added. */
  members: string[];
  createdAt: string;
  updatedAt: string;
}

/** The answer of addMember / removeMember: the workspace as changed, or why nothing changed. */
export type MemberChange =
  | { ok: true; workspace: WorkspaceRecord }
  | { ok: false; reason: "workspace_not_found" | "full" | "already_member" | "not_member" };

export interface WorkspaceStore {
  createWorkspace(input: Omit<WorkspaceRecord, "createdAt" | "updatedAt"> & { now: string }): Promise<WorkspaceRecord>;
  getWorkspace(id: string): Promise<WorkspaceRecord | null>;
  /** Owned by userId, oldest first. */
  listWorkspacesByOwner(userId: string, page: PageRequest): Promise<Page<WorkspaceRecord>>;
  /** Where `email` (case-insensitive) is among the members, oldest first. */
  listWorkspacesByMember(email: string, page: PageRequest): Promise<Page<WorkspaceRecord>>;
  /** Members are not part of the patch: they change only through addMember and removeMember. */
  updateWorkspace(
    id: string,
    patch: Partial<Pick<WorkspaceRecord, "name" | "icon" | "color" | "isDefault" | "ownerEmail">> & { now: string },
  ): Promise<WorkspaceRecord | null>;
  /**
   * Adds `email` (lower-cased) at the end of the members unless the workspace is missing, already has
   * it, or already has `max` members; one atomic step, so concurrent adds never pass `max` and never
   * lose one another. Sets updatedAt to `now` when it adds.
   */
  addMember(input: { workspaceId: string; email: string; max: number; now: string }): Promise<MemberChange>;
  /** Removes `email` (case-insensitive); atomic with respect to concurrent adds and removes. */
  removeMember(input: { workspaceId: string; email: string; now: string }): Promise<MemberChange>;
  /** Deletes the workspace with its tasks, comments and reminders. */
  deleteWorkspace(id: string): Promise<void>;
}

// ---------------------------------------------------------------- tasks and comments

/** Stored exactly as the API returns them, comments oldest first. */
export type CommentRecord = Comment;
export type TaskRecord = Task;

export interface TaskStore {
  createTask(input: Omit<TaskRecord, "comments" | "completedAt" | "completed" | "updatedAt"> & { completed?: boolean }): Promise<TaskRecord>;
  getTask(id: string): Promise<TaskRecord | null>;
  /** All tasks of a workspace, or only those of `userId` in it; ordered by createdAt then id. */
  listTasks(filter: { workspaceId: string; userId?: string }, page: PageRequest): Promise<Page<TaskRecord>>;
  updateTask(
    id: string,
    patch: Partial<Pick<TaskRecord, "title" | "dueDate" | "urgency" | "completed" | "completedAt">> & { now: string },
  ): Promise<TaskRecord | null>;
  /** Deletes the task with its comments and reminders. */
  deleteTask(id: string): Promise<void>;
  addComment(taskId: string, comment: CommentRecord): Promise<TaskRecord | null>;
  deleteComment(taskId: string, commentId: string): Promise<TaskRecord | null>;
}

// ---------------------------------------------------------------- reminders

export type { ReminderStatus };

/** The API's ReminderView and what the sender needs besides, which the API does not show. */
export interface ReminderRecord extends ReminderView {
  userId: string;
  userEmail: string;
  userName: string;
  /** The user's IANA zone when the reminder was made, for the e-mail's date. */
  timeZone: string;
  /**
   * The comment whose reminder command made it; deleting that comment deletes only the reminders it
   * made. Null for a reminder made otherwise, or before reminders recorded their comment.
   */
  commentId: string | null;
  attempts: number;
  /** Not retried before this instant (back-off after a failed send). */
  nextAttemptAt: string | null;
  lastError: string | null;
}

export interface ReminderStore {
  /** A status other than pending/done is stored as pending. */
  createReminder(
    input: Omit<ReminderRecord, "attempts" | "nextAttemptAt" | "lastError" | "sentAt" | "status" | "commentId"> & {
      status?: ReminderStatus;
      commentId?: string | null;
    },
  ): Promise<ReminderRecord>;
  getReminder(id: string): Promise<ReminderRecord | null>;
  /** Oldest first (createdAt, then id), like every list of the port. */
  listRemindersByUser(filter: { userId: string; workspaceId?: string }, page: PageRequest): Promise<Page<ReminderRecord>>;
  listRemindersByTask(taskId: string, page: PageRequest): Promise<Page<ReminderRecord>>;
  deleteReminder(id: string): Promise<void>;
  deleteRemindersOfTask(taskId: string): Promise<number>;
  /** Deletes the reminders of this task that this comment made (commentId); how many. */
  deleteRemindersOfComment(input: { taskId: string; commentId: string }): Promise<number>;
  /**
   * Atomically leases up to `limit` due reminders (pending, dueDate <= now, nextAttemptAt null or <= now,
   * no live lease) to `claimToken` until `leaseUntil`. Two concurrent callers never receive the same one.
   */
  claimDueReminders(input: { now: string; limit: number; claimToken: string; leaseUntil: string }): Promise<ReminderRecord[]>;
  /** Sets status done if the lease is still held by `claimToken`. */
  markReminderSent(input: { id: string; claimToken: string; sentAt: string }): Promise<boolean>;
  /** Keeps it pending, records the failure and the earliest next attempt, and drops the lease. */
  releaseReminder(input: { id: string; claimToken: string; error: string; nextAttemptAt: string }): Promise<void>;
}

/**
 * The product's data (both backends), and nothing else: accounts live behind server/auth (the local
 * adapter's own port is server/auth/local/store.ts).
 */
export interface Store extends WorkspaceStore, TaskStore, ReminderStore {
  readonly backend: "sqlite" | "appwrite";
  /** Cheap round trip for /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
