/**
 * The persistence port. Adapters (sqlite/, later appwrite/) implement `Store`; services use only this.
 * Rules of the port (ARCHITECTURE.md): plain CRUD and queries, no product rules; no joins across
 * tables inside one method that TablesDB could not do; every list is explicitly paginated.
 * Instants are UTC ISO strings ("2026-11-22T08:00:00.000Z").
 * A write that changes shared state takes its change event (EventDraft, below) and stores it with the
 * change, in one transaction: no change without its event, no event without its change.
 */

import type { ReminderChannels } from "@/lib/constants/push";
import type { LiveActor, LiveEventBody } from "@/lib/schemas/live";
import type { ReminderStatus, ReminderView } from "@/lib/schemas/reminder";
import type { Comment, Task, TaskExpectation } from "@/lib/schemas/task";
import type { SubtaskChange, SubtaskRefusal } from "@/lib/tasks/subtasks";

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, or null when this was the last. */
  nextCursor: string | null;
}

/** listReminderDeliveries takes at most this many reminder ids at once (a batch of the processor). */
export const MAX_DELIVERY_LOOKUP = 100;

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
  /**
   * getWorkspace with the workspace's taskListRevision read in the same step (sqlite: the same row), so
   * a conditional request for the task list needs no query of its own for the revision.
   */
  getWorkspaceWithRevision(id: string): Promise<{ workspace: WorkspaceRecord; revision: string | null } | null>;
  /** Owned by userId, oldest first. */
  listWorkspacesByOwner(userId: string, page: PageRequest): Promise<Page<WorkspaceRecord>>;
  /** Where `email` (case-insensitive) is among the members, oldest first. */
  listWorkspacesByMember(email: string, page: PageRequest): Promise<Page<WorkspaceRecord>>;
  /** Members are not part of the patch: they change only through addMember and removeMember. */
  updateWorkspace(
    id: string,
    patch: Partial<Pick<WorkspaceRecord, "name" | "icon" | "color" | "isDefault" | "ownerEmail">> & { now: string },
    event?: EventDraft,
  ): Promise<WorkspaceRecord | null>;
  /**
   * Adds `email` (lower-cased) at the end of the members unless the workspace is missing, already has
   * it, or already has `max` members; one atomic step, so concurrent adds never pass `max` and never
   * lose one another. Sets updatedAt to `now` when it adds. A backend with an event log records, in the
   * same step, the number of the event that adds them (the next one handed out when there is no event)
   * as the first the member may read (EventLogStore.claimStreamSlot answers it); the members a workspace
   * is created with read from its first event.
   */
  addMember(input: { workspaceId: string; email: string; max: number; now: string }, event?: EventDraft): Promise<MemberChange>;
  /**
   * Removes `email` (case-insensitive); atomic with respect to concurrent adds and removes. In the same
   * transaction it unassigns the member's tasks in this workspace (their other workspaces keep theirs),
   * each task's change with `taskEvent` (a draft `with: "task"`, filled from that task): no task keeps an
   * assignee who is neither its workspace's owner nor a member (docs/product.md#assignees). Appwrite,
   * without transactions, unassigns them right after the removal.
   */
  removeMember(input: { workspaceId: string; email: string; now: string }, event?: EventDraft, taskEvent?: EventDraft): Promise<MemberChange>;
  /** Deletes the workspace with its tasks, comments and reminders. */
  deleteWorkspace(id: string, event?: EventDraft): Promise<void>;
}

// ---------------------------------------------------------------- tasks and comments

/** Stored exactly as the API returns them, comments oldest first. */
export type CommentRecord = Comment;
export type TaskRecord = Task;

export interface TaskFilter {
  workspaceId: string;
  /** Only this user's tasks (a workspace nobody shares shows each user their own). */
  userId?: string;
}

export interface TaskList {
  items: TaskRecord[];
  /** taskListRevision as of this list (read with it, so an ETag built from it never outlives the list). */
  revision: string | null;
}

/** A TaskList whose items are still JSON: the UTF-8 bytes of the array's text (same order, same objects). */
export interface TaskListJson {
  json: Uint8Array;
  revision: string | null;
}

/**
 * The answer of updateTask: the task as written, or why nothing was (with the task as it is now when it
 * exists): `expected` no longer held, or the assignee is neither the workspace's owner nor a member.
 */
export type TaskUpdate =
  | { ok: true; task: TaskRecord }
  | { ok: false; reason: "conflict" | "not_assignable"; task: TaskRecord }
  | { ok: false; reason: "not_found" };

/** The answer of changeSubtasks: the task as written, or why nothing was. */
export type SubtaskUpdate = { ok: true; task: TaskRecord } | { ok: false; reason: "not_found" | SubtaskRefusal };

export interface TaskStore {
  /**
   * An assignee (createTask, createTaskOnce) is kept only when the workspace's owner or a member as the
   * write finds them, else the task is made unassigned (the service refuses one first: docs/product.md#assignees).
   */
  createTask(
    input: Omit<TaskRecord, "comments" | "subtasks" | "completedAt" | "completed" | "updatedAt"> & { completed?: boolean; notice?: AssignmentNoticeDraft },
    event?: EventDraft,
  ): Promise<TaskRecord>;
  /**
   * Creates the task unless a task with its id exists, in one atomic step: of concurrent callers with
   * the same id exactly one creates it (`created`), the others get the stored task (null if it was
   * deleted in between). Recurring tasks derive the next occurrence's id from the completed one's.
   * `event` is stored only by the caller that creates it.
   */
  createTaskOnce(
    input: Omit<TaskRecord, "comments" | "subtasks" | "completedAt" | "completed" | "updatedAt">,
    event?: EventDraft,
  ): Promise<{ task: TaskRecord | null; created: boolean }>;
  getTask(id: string): Promise<TaskRecord | null>;
  /** All tasks of a workspace, or only those of `userId` in it; ordered by createdAt then id. */
  listTasks(filter: TaskFilter, page: PageRequest): Promise<Page<TaskRecord>>;
  /**
   * The whole list of listTasks in as few round trips as the backend allows (sqlite: one query that
   * builds the JSON), with the workspace's revision read in the same step (see taskListRevision).
   */
  listAllTasks(filter: TaskFilter): Promise<TaskList>;
  /**
   * listAllTasks as the UTF-8 bytes of its JSON text, for an answer that sends the list as it is: parsed,
   * they equal listAllTasks' items (sqlite: the bytes SQLite builds, never made a string or parsed; others
   * may serialise their items).
   */
  listAllTasksJson(filter: TaskFilter): Promise<TaskListJson>;
  /**
   * An opaque value that changes with every change to the workspace, its members, its tasks or their
   * comments (an ETag's source); null when the backend keeps none, and then callers hash the list itself.
   */
  taskListRevision(workspaceId: string): Promise<string | null>;
  /**
   * Writes the patch and its event, unless the task is missing or `expected` names a field whose value
   * the task no longer has (compared as lib/tasks/conflicts.ts `staleFields` does), or `assignee` names
   * someone who is neither the owner nor a member of the task's workspace: then nothing is written, no
   * event stored. The check and the write are one atomic step, so of concurrent updates with
   * the same expectation exactly one succeeds.
   */
  updateTask(
    id: string,
    /** `description: ""`, `recurrence: null` and `assignee: null` clear them. */
    patch: Partial<Pick<TaskRecord, "title" | "dueDate" | "urgency" | "completed" | "completedAt" | "description">> & {
      recurrence?: TaskRecord["recurrence"] | null;
      assignee?: string | null;
      /** Stored with the write when it changes the assignee to another (docs/product.md#assignees). */
      notice?: AssignmentNoticeDraft;
      now: string;
      expected?: TaskExpectation;
    },
    event?: EventDraft,
  ): Promise<TaskUpdate>;
  /** Deletes the task with its comments and reminders. */
  deleteTask(id: string, event?: EventDraft): Promise<void>;
  /** Adds the comment unless the task is gone (null then). */
  addComment(taskId: string, comment: CommentRecord, event?: EventDraft): Promise<TaskRecord | null>;
  /** Deletes the comment if the task has it (the event only then); the task as it is now, null when it is gone. */
  deleteComment(taskId: string, commentId: string, event?: EventDraft): Promise<TaskRecord | null>;
  /**
   * Applies the change to the task's subtasks as lib/tasks/subtasks.ts `applySubtaskChange` says, sets the
   * task's updatedAt to `now` and stores the event, in one atomic step (an add counts the subtasks the task
   * has at that moment, so concurrent adds never pass `max`); nothing written and no event when the task or
   * the subtask is missing or the add would pass `max`.
   */
  changeSubtasks(taskId: string, change: SubtaskChange, now: string, event?: EventDraft): Promise<SubtaskUpdate>;
}

/** A change of several tasks in one request (accepting a day plan): server/store/<backend>/task-batch.ts. */
export interface TaskBatchStore {
  /**
   * Sets each task's due date (and updatedAt to `now`), each change with its event, in one transaction
   * (Appwrite has none: one row after another). A task gone meanwhile is skipped: null in the answer, no event.
   */
  setDueDates(
    changes: readonly { id: string; dueDate: string | null; event?: EventDraft }[],
    now: string,
    /** The accepted day plan, recorded in the same transaction (PlanStore); its slots of tasks gone are skipped. */
    plan?: PlannedDay,
  ): Promise<(TaskRecord | null)[]>;
  /**
   * Creates the tasks (new ids), each with its event, all or none: one transaction (Appwrite: one row after
   * another, and the rows made are deleted again when one fails, then the error is thrown).
   */
  createTasks(inputs: readonly { task: Parameters<TaskStore["createTask"]>[0]; event?: EventDraft }[]): Promise<TaskRecord[]>;
}

// ---------------------------------------------------------------- accepted day plans

/** One task's slot in a day plan the user accepted: instants (UTC ISO). */
export interface PlannedSlot {
  taskId: string;
  start: string;
  end: string;
}

/**
 * A day plan as accepted (docs/product.md#insights): its day on the user's wall clock (YYYY-MM-DD) and its
 * slots. Recording it replaces every row of that user, workspace and day, so an empty `slots` clears the day.
 */
export interface PlannedDay {
  userId: string;
  workspaceId: string;
  day: string;
  acceptedAt: string;
  slots: readonly PlannedSlot[];
}

export interface PlannedTaskRecord extends PlannedSlot {
  userId: string;
  workspaceId: string;
  day: string;
  acceptedAt: string;
}

/**
 * The recorded day plans (server/store/<backend>/plans.ts); setDueDates records one. A task's rows go with the
 * task, a workspace's with the workspace (cascades; Appwrite deletes them first).
 */
export interface PlanStore {
  /** The user's rows in the workspace whose day lies in [fromDay, toDay] (YYYY-MM-DD, inclusive), by day, then start. */
  listPlannedTasks(query: { userId: string; workspaceId: string; fromDay: string; toDay: string }): Promise<PlannedTaskRecord[]>;
  /** Deletes every row of the user (the account's deletion); says how many. */
  deletePlannedTasksOfUser(userId: string): Promise<number>;
}

/** An import's writes (server/services/transfer/import.ts). */
export interface ImportStore {
  /**
   * Writes new tasks exactly as given, completion, times and comments included (a batch of an import),
   * reading nothing back: sqlite in one transaction (one statement for the tasks, one for the comments),
   * Appwrite one row per task. The ids must be new. A call that fails may have written some of its tasks
   * (Appwrite): the caller deletes them.
   */
  importTasks(tasks: TaskRecord[]): Promise<void>;
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
    event?: EventDraft,
  ): Promise<ReminderRecord>;
  getReminder(id: string): Promise<ReminderRecord | null>;
  /** Oldest first (createdAt, then id), like every list of the port. */
  listRemindersByUser(filter: { userId: string; workspaceId?: string }, page: PageRequest): Promise<Page<ReminderRecord>>;
  listRemindersByTask(taskId: string, page: PageRequest): Promise<Page<ReminderRecord>>;
  deleteReminder(id: string, event?: EventDraft): Promise<void>;
  deleteRemindersOfTask(taskId: string): Promise<number>;
  /**
   * Atomically leases up to `limit` due reminders (pending, dueDate <= now, nextAttemptAt null or <= now,
   * no live lease) to `claimToken` until `leaseUntil`. Two concurrent callers never receive the same one.
   */
  claimDueReminders(input: { now: string; limit: number; claimToken: string; leaseUntil: string }): Promise<ReminderRecord[]>;
  /** Sets status done if the lease is still held by `claimToken`. */
  markReminderSent(input: { id: string; claimToken: string; sentAt: string }, event?: EventDraft): Promise<boolean>;
  /** Keeps it pending, records the failure and the earliest next attempt, and drops the lease. */
  releaseReminder(input: { id: string; claimToken: string; error: string; nextAttemptAt: string }): Promise<void>;
}

// ---------------------------------------------------------------- assignment notices

/**
 * What a write that makes someone else a task's assignee asks to be told (docs/product.md#assignees): the
 * store writes the notice in the write's own transaction, and only when the write changed the assignee.
 */
export interface AssignmentNoticeDraft {
  id: string;
  /** The e-mail of who assigned, and the name the notice gives them. */
  assignedBy: string;
  assignedByName: string;
  createdAt: string;
}

export interface AssignmentNoticeRecord extends AssignmentNoticeDraft {
  taskId: string;
  workspaceId: string;
  assignee: string;
  attempts: number;
  /** The channels already sent ("email", "push:<device id>"). */
  delivered: string[];
}

export interface AssignmentNoticeStore {
  /**
   * Atomically leases up to `limit` pending notices (oldest first; nextAttemptAt null or <= now, no live
   * lease; only `id` when given) to `claimToken` until `leaseUntil`. Two concurrent callers never receive the same one.
   */
  claimAssignmentNotices(input: { now: string; limit: number; claimToken: string; leaseUntil: string; id?: string }): Promise<AssignmentNoticeRecord[]>;
  /** Adds a sent channel to the notice while `claimToken` holds its lease. */
  recordNoticeDelivery(input: { id: string; claimToken: string; channel: string }): Promise<void>;
  /** Ends the notice ("done": sent or nothing to send; "failed": given up) while `claimToken` holds its lease. */
  finishAssignmentNotice(input: { id: string; claimToken: string; status: "done" | "failed"; error?: string }): Promise<boolean>;
  /** Keeps it pending, counts the attempt, records the failure and the earliest next attempt, and drops the lease. */
  releaseAssignmentNotice(input: { id: string; claimToken: string; error: string; nextAttemptAt: string }): Promise<void>;
}

// ---------------------------------------------------------------- rate limits

/** One key's fixed window after a hit: how many hits it holds, and when (epoch ms) it ends. */
export interface RateLimitWindow {
  count: number;
  resetAt: number;
}

/**
 * Counters shared by every process on the store, so limits hold across instances and restarts.
 * `countHit` is atomic: concurrent hits on one key, from any process, each get a distinct count.
 */
export interface RateLimitStore {
  /** Adds one hit to `key`'s window, starting a new window of `windowMs` when there is none or it ended by `now`. */
  countHit(input: { key: string; windowMs: number; now: number }): Promise<RateLimitWindow>;
  /** Forgets `key`'s window. */
  clearHits(key: string): Promise<void>;
}

// ---------------------------------------------------------------- idempotency keys

/** The first answer to a request sent with an Idempotency-Key: its status and body ("" for none; null when too long to keep). */
export interface IdempotentAnswer {
  status: number;
  body: string | null;
}

/** A user's live key: the request it was first sent with (a hash of method, path and body), and its answer once there is one. */
export interface IdempotencyRecord {
  fingerprint: string;
  answer: IdempotentAnswer | null;
}

/** Which claim of a key (its random token), so that a claim taken over after its lease cannot be overwritten by the old one. */
export interface IdempotencyClaimRef {
  userId: string;
  key: string;
  claimToken: string;
}

/**
 * Idempotency keys, per user, shared by every process on the store (server/services/idempotency.ts).
 * Times are epoch milliseconds.
 */
export interface IdempotencyStore {
  /**
   * Claims the user's key for a request, atomically: of any number of concurrent claims, from any
   * process, one gets null (claimed) and the others the live record. A key whose record expired
   * (`expiresAt` <= `now`) or whose claim has no answer yet and was made at or before `staleBefore`
   * is claimed afresh.
   */
  claimIdempotencyKey(claim: IdempotencyClaimRef & { fingerprint: string; now: number; expiresAt: number; staleBefore: number }): Promise<IdempotencyRecord | null>;
  /** The user's key, unless it expired by `now`. */
  getIdempotencyKey(input: { userId: string; key: string; now: number }): Promise<IdempotencyRecord | null>;
  /** Keeps the answer of a claim that is still this one's; false when it was taken over. */
  saveIdempotentAnswer(claim: IdempotencyClaimRef, answer: IdempotentAnswer): Promise<boolean>;
  /** Gives a claim up (its request did nothing that must not be repeated), if it is still this one's. */
  releaseIdempotencyKey(claim: IdempotencyClaimRef): Promise<void>;
  /** Deletes the keys that expired by `now`; says how many. */
  pruneIdempotencyKeys(now: number): Promise<number>;
}

// ---------------------------------------------------------------- personal API tokens and calendar feeds

/** `read` tokens may only read; `read_write` tokens may do what the owner's session may (account routes excepted). */
export type ApiTokenScope = "read" | "read_write";

/** A personal API token: only the SHA-256 of the secret is kept. */
export interface ApiTokenRecord {
  id: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  createdAt: string;
  /** Null: never expires. */
  expiresAt: string | null;
  /** Null: never used. */
  lastUsedAt: string | null;
  /** The owner's IANA zone when the token was made (where the MCP tools read times); null: UTC. */
  timeZone: string | null;
}

/** A secret calendar feed URL of a user: one workspace, or every workspace the user can see (workspaceId null). */
export interface CalendarFeedRecord {
  id: string;
  userId: string;
  workspaceId: string | null;
  /** Completed tasks are listed (marked done) when true, left out otherwise. */
  includeCompleted: boolean;
  tokenHash: string;
  createdAt: string;
}

export interface AccessTokenStore {
  createApiToken(record: ApiTokenRecord): Promise<ApiTokenRecord>;
  getApiTokenByHash(tokenHash: string): Promise<ApiTokenRecord | null>;
  /** The user's tokens, oldest first. */
  listApiTokens(userId: string, page: PageRequest): Promise<Page<ApiTokenRecord>>;
  /** Sets lastUsedAt (a plain write: the latest use wins). */
  touchApiToken(input: { id: string; lastUsedAt: string }): Promise<void>;
  /** Deletes the token when it is the user's; whether it was. */
  deleteApiToken(input: { id: string; userId: string }): Promise<boolean>;
  /** Deletes every token of the user; how many. */
  deleteApiTokensOfUser(userId: string): Promise<number>;

  createCalendarFeed(record: CalendarFeedRecord): Promise<CalendarFeedRecord>;
  getCalendarFeedByHash(tokenHash: string): Promise<CalendarFeedRecord | null>;
  /** The user's feeds, oldest first. */
  listCalendarFeeds(userId: string, page: PageRequest): Promise<Page<CalendarFeedRecord>>;
  deleteCalendarFeed(input: { id: string; userId: string }): Promise<boolean>;
  deleteCalendarFeedsOfUser(userId: string): Promise<number>;
}

// ---------------------------------------------------------------- push notifications

/** A device's push subscription (RFC 8030): where its push service takes messages, and its RFC 8291 keys. */
export interface PushSubscriptionRecord {
  /** Derived from the endpoint (server/push/subscriptions.ts): one record per endpoint. */
  id: string;
  userId: string;
  endpoint: string;
  /** The device's P-256 public key and auth secret, unpadded base64url. */
  p256dh: string;
  auth: string;
  /** When it was last saved (saving the same endpoint again replaces it). */
  createdAt: string;
}

/** The VAPID key pair (RFC 8292), unpadded base64url: the 65-byte public point and the 32-byte private key. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/**
 * One channel of a reminder that reached its recipient: "email", or "push:" and a subscription's id. The
 * due-reminder processor sends only the channels without one, so a retry never repeats what went out.
 */
export interface ReminderDelivery {
  reminderId: string;
  channel: string;
  deliveredAt: string;
}

export interface PushStore {
  /**
   * Saves the subscription, replacing the one with its id whoever it belonged to, and in the same step
   * drops the user's subscriptions beyond the `keep` saved most recently (on Appwrite, once concurrent
   * saves of the user have settled).
   */
  savePushSubscription(record: PushSubscriptionRecord, options: { keep: number }): Promise<PushSubscriptionRecord>;
  /** The user's subscriptions, oldest first. */
  listPushSubscriptions(userId: string, page: PageRequest): Promise<Page<PushSubscriptionRecord>>;
  /** Deletes the subscription when it is the user's; whether it was. */
  deletePushSubscription(input: { id: string; userId: string }): Promise<boolean>;
  /** Deletes every subscription of the user; how many. */
  deletePushSubscriptionsOfUser(userId: string): Promise<number>;
  /** The channels the user chose for their reminders; null when they never chose (or it was forgotten). */
  getReminderChannels(userId: string): Promise<ReminderChannels | null>;
  /** Sets them (the latest write wins); null forgets the choice. */
  setReminderChannels(input: { userId: string; channels: ReminderChannels | null; now: string }): Promise<void>;
  /**
   * Stores `candidate` unless a pair is stored already, in one atomic step, and answers the stored pair:
   * every instance that asks gets the same one, whichever asked first.
   */
  ensureVapidKeys(candidate: VapidKeyPair): Promise<VapidKeyPair>;
  /** Records a delivered channel of a reminder; a record of one already recorded changes nothing. */
  recordReminderDelivery(delivery: ReminderDelivery): Promise<void>;
  /** The delivered channels of these reminders (at most MAX_DELIVERY_LOOKUP ids a call). */
  listReminderDeliveries(reminderIds: string[]): Promise<ReminderDelivery[]>;
  /** Forgets the reminder's delivered channels (once it is done). */
  clearReminderDeliveries(reminderId: string): Promise<void>;
}

// ---------------------------------------------------------------- change events (the outbox)

/**
 * What the store adds to an event from the state it has just written, in the same transaction, under
 * the key of the same name:
 * - "task": the changed task as the API returns it (the task of the method: created, updated, commented);
 * - "members": the workspace's member e-mails after the change, in the order they were added;
 * - "workspace": the workspace as every member sees it after the change (LiveWorkspace: WorkspaceView
 *   without the reader's role);
 * - "reminder": the reminder as its owner sees it after the change (ReminderView).
 */
export type EventFill = "task" | "members" | "workspace" | "reminder";

/** One kind of event as drafted: its fields, less the one the store fills, which `with` names instead. */
type DraftOf<Body> = Body extends unknown
  ? [Extract<keyof Body, EventFill>] extends [never]
    ? Body
    : Omit<Body, Extract<keyof Body, EventFill>> & { with: Extract<keyof Body, EventFill> }
  : never;

/**
 * A change event as its writer knows it before the write (lib/schemas/live.ts LiveEventBody, one per kind
 * of change), which the write method stores with the change. Plain data, no SQL: every backend with an
 * event log builds the stored event from it in its own dialect.
 *
 * The contract, for every write method that takes one:
 * - The event is stored if and only if the change happened, in the same transaction as the change and
 *   the revision it moves: a crash or a failure anywhere in between stores neither. A change that did
 *   not happen (the task or workspace is missing, the member was there already or the cap was reached,
 *   nothing to delete, the lease was lost, createTaskOnce finding the task) stores no event and takes
 *   no sequence number.
 * - It takes the workspace's next sequence number (gapless, monotonic for the workspace's whole life);
 *   the log's ids grow in commit order (StoredEvent).
 * - Its stored body is the draft without `workspaceId` (the channel) and `with`, plus the field `with`
 *   names, read from the state the transaction wrote: parsed and given `workspaceId` and `seq`, it is the
 *   LiveEvent that streams deliver.
 * - After the commit, the event log's onAppended listeners in this process are told (other processes
 *   find the event when they next read the log).
 * A backend without an event log (Appwrite: Realtime delivers its rows) accepts drafts and ignores them.
 */
export type EventDraft = DraftOf<LiveEventBody> & {
  /** The workspace whose sequence the event takes and whose streams read it. */
  workspaceId: string;
  /** Who made the change; null for the server itself (a reminder sent). */
  actor: LiveActor | null;
  /** Only this user receives it (a reminder, which only its owner may see); absent: every reader of the record. */
  audience?: string;
};

/** One stored change event: `body` is the event's JSON (lib/schemas/live), `id` the table's global order. */
export interface StoredEvent {
  id: number;
  workspaceId: string;
  /** Monotonic per workspace, never reused (not even after pruning or the workspace's deletion). */
  seq: number;
  body: string;
  createdAt: string;
}

/**
 * The change events every server process reads to deliver the others' changes (server/live). Only a
 * backend without its own change delivery keeps one (sqlite/libSQL, postgres; Appwrite has Realtime). Events are
 * written by the write methods (EventDraft); the log keeps each for LIVE_RETENTION_MS at least, and
 * may drop a workspace's events beyond its newest LIVE_RETENTION_PER_WORKSPACE as it appends.
 */
export interface EventLogStore {
  /**
   * Stores an event that is no change of the store's data (a channel that is not a workspace: the
   * credentials ended by a sign-out) under the channel's next sequence number; returns it as stored.
   */
  appendEvent(input: { workspaceId: string; body: string; createdAt: string }): Promise<StoredEvent>;
  /**
   * Calls `listener` after every commit that stored events through this store (this process only);
   * returns the function that stops it. A listener that throws harms neither the write nor the others.
   */
  onAppended(listener: () => void): () => void;
  /**
   * On a backend that hears every process's appends as they commit (PostgreSQL: a NOTIFY heard on one
   * LISTEN connection per process): tells `handlers` of each (with the stored event's id, this process's
   * own included) and of whether it hears them at all (false while its connection is down); returns the
   * function that stops. While it does not hear them, a reader polls. Absent on a backend that cannot
   * (libSQL), or when LISTEN is switched off (DATABASE_LISTEN=off): readers poll.
   */
  watchAppends?(handlers: AppendHandlers): () => void;
  /** The workspace's events with seq > afterSeq, oldest first, at most `limit`. */
  listEventsAfter(input: { workspaceId: string; afterSeq: number; limit: number }): Promise<StoredEvent[]>;
  /** Every workspace's events with id > afterId, in id order, at most `limit` (what the pollers read). */
  listEventsSince(input: { afterId: number; limit: number }): Promise<StoredEvent[]>;
  /** The highest id stored (0 for none): where a poller starts. */
  lastEventId(): Promise<number>;
  /** The last sequence number handed out in the workspace (0 for none): a revision of its data. */
  latestSeq(workspaceId: string): Promise<number>;
  /** The smallest seq still kept for the workspace, or null when none is. */
  oldestSeq(workspaceId: string): Promise<number | null>;
  /** Deletes events created before `before`, and (with workspaceId) those of the workspace with seq <= keepAfterSeq. */
  pruneEvents(input: { before: string; workspaceId?: string; keepAfterSeq?: number }): Promise<void>;
  /**
   * Records an open stream `id` of the user on the workspace until `expiresAt` (epoch ms), unless the user
   * already holds `maxPerWorkspace` unexpired ones on the workspace or `maxPerUser` on all workspaces
   * together (any process); one atomic step, which drops the user's expired slots first. In the same step
   * it reads where `memberEmail`'s access to the workspace's events starts (addMember: the number of the
   * event that added them), for a reader who reads as a member; the owner reads from the start.
   */
  claimStreamSlot(input: {
    id: string;
    userId: string;
    workspaceId: string;
    /** The reader's e-mail when they read as a member (case-insensitive); null for the owner. */
    memberEmail: string | null;
    maxPerWorkspace: number;
    maxPerUser: number;
    now: number;
    expiresAt: number;
  }): Promise<StreamClaim>;
  /** Keeps the stream's slot until `expiresAt`. */
  renewStreamSlot(input: { id: string; expiresAt: number }): Promise<void>;
  releaseStreamSlot(id: string): Promise<void>;
}

/** claimStreamSlot's answer: the slot, or which limit refused it. */
export type StreamClaim =
  | {
      ok: true;
      /** The first event number `memberEmail` may read (null when the workspace has no such member, or for the owner). */
      memberSince: number | null;
    }
  | { ok: false; full: "workspace" | "user" };

/** What EventLogStore.watchAppends tells a reader of the log. */
export interface AppendHandlers {
  /** A commit in any process stored the event `id` (and every event with a smaller id is committed or gone). */
  appended(id: number): void;
  /** Appends are heard from now on (true; any made before may have been missed), or no longer (false). */
  listening(on: boolean): void;
}

/**
 * Live boards on a backend that delivers row changes itself (Appwrite Realtime): where the browser
 * subscribes, and who may read a workspace's rows (server/store/appwrite/readers.ts).
 */
export interface RealtimeStore {
  readonly subscription: { endpoint: string; projectId: string; channels: string[] };
  /** Makes the workspace's readers its owner and the members who have an account; safe to repeat. */
  syncReaders(workspace: WorkspaceRecord): Promise<void>;
  /** Forgets the readers of a deleted workspace. */
  dropReaders(workspaceId: string): Promise<void>;
}

/**
 * The product's data (both backends), and nothing else: accounts live behind server/auth (the local
 * adapter's own port is server/auth/local/store.ts).
 */
export interface Store extends WorkspaceStore, TaskStore, TaskBatchStore, PlanStore, ImportStore, ReminderStore, RateLimitStore, IdempotencyStore, AccessTokenStore, PushStore {
  readonly backend: "sqlite" | "postgres" | "appwrite";
  /** The notices to new assignees, written with their assignments, that server/jobs/assignment-notices.ts sends. */
  readonly assignmentNotices: AssignmentNoticeStore;
  /** The change events for live boards; absent when the backend delivers changes itself (Appwrite Realtime). */
  readonly eventLog?: EventLogStore;
  /** Appwrite Realtime's readers of each workspace's rows; present on the appwrite backend only. */
  readonly realtime?: RealtimeStore;
  /** Cheap round trip for /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
