/**
 * The libSQL schema of the sqlite backend (drizzle). `npm run db:generate` turns changes into a new
 * migration under drizzle/, which the store applies when it opens.
 * Instants are UTC ISO text ("2026-11-22T08:00:00.000Z"), so text order is time order.
 * Plain drizzle imports only: drizzle-kit loads this file outside Next.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerification: integer("email_verification", { mode: "boolean" }).notNull().default(false),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const oneTimeSecrets = sqliteTable(
  "one_time_secrets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["verification", "recovery"] }).notNull(),
    secretHash: text("secret_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("secrets_user_kind_idx").on(t.userId, t.kind, t.createdAt)],
);

// ---------------------------------------------------------------- workspaces

export const workspaces = sqliteTable(
  "workspaces",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    icon: text("icon").notNull(),
    color: text("color").notNull(),
    userId: text("user_id").notNull(),
    ownerEmail: text("owner_email").notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Counts every change to the workspace, its members, tasks and comments (made in the same batch as the change). */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [index("workspaces_user_idx").on(t.userId, t.createdAt, t.id)],
);

/**
 * One row per member e-mail (lower-cased); `position` keeps the order they were added in. `joined_seq`
 * is the first of the workspace's event numbers the member may read (docs/product.md#live-boards): the
 * number of the event that added them (the next one when added without an event; 1 for the members a
 * workspace is created with). A member removed and added again starts again from the new number.
 */
export const workspaceMembers = sqliteTable(
  "workspace_members",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    position: integer("position").notNull(),
    joinedSeq: integer("joined_seq").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.email] }), index("members_email_idx").on(t.email, t.workspaceId)],
);

// ---------------------------------------------------------------- tasks and comments

/**
 * The table also has `json_text`, the task's JSON as the API answers it, kept by triggers and read by the
 * task queries (added by drizzle/0010_task_json.sql; its view and triggers are made at open from
 * server/store/sqlite/task-json.ts): it is left out here so no insert carries it. A new column of a task
 * field goes into task-json.ts's column map too (the compiler asks for it).
 */
export const tasks = sqliteTable(
  "tasks",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    dueDate: text("due_date"),
    urgency: real("urgency").notNull().default(3),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completedAt: text("completed_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** Plain text; "" when the task has none. */
    description: text("description").notNull().default(""),
    /** The RRULE value and the IANA zone it was written in; both null when the task does not repeat. */
    recurrenceRule: text("recurrence_rule"),
    recurrenceZone: text("recurrence_zone"),
    /** The assignee's e-mail, lower-cased (the owner's or a member's); null when nobody is assigned. */
    assignee: text("assignee"),
  },
  (t) => [
    index("tasks_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    index("tasks_workspace_user_idx").on(t.workspaceId, t.userId, t.createdAt, t.id),
    // A member's removal finds the tasks it unassigns in their workspace.
    index("tasks_workspace_assignee_idx").on(t.workspaceId, t.assignee),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    text: text("text").notNull(),
    user: text("user_name").notNull(),
    userId: text("user_id").notNull(),
    time: text("time").notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.id] })],
);

/** A task's checklist (docs/product.md#subtasks): `position` orders it (smallest first, then id). */
export const subtasks = sqliteTable(
  "subtasks",
  {
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    title: text("title").notNull(),
    done: integer("done", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.id] })],
);

// ---------------------------------------------------------------- reminders

export const reminders = sqliteTable(
  "reminders",
  {
    id: text("id").primaryKey(),
    text: text("text").notNull(),
    dueDate: text("due_date").notNull(),
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    taskTitle: text("task_title").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    userName: text("user_name").notNull(),
    timeZone: text("time_zone").notNull(),
    /** The comment whose reminder command made it; null for older reminders. */
    commentId: text("comment_id"),
    createdAt: text("created_at").notNull(),
    /** "pending" or "done"; anything else reads as pending. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at"),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    /** The lease of the due-reminder processor that is sending it (claimDueReminders). */
    claimToken: text("claim_token"),
    leaseUntil: text("lease_until"),
  },
  (t) => [
    index("reminders_user_workspace_idx").on(t.userId, t.workspaceId),
    index("reminders_task_idx").on(t.taskId),
    index("reminders_task_comment_idx").on(t.taskId, t.commentId),
    index("reminders_status_due_idx").on(t.status, t.dueDate),
  ],
);

// ---------------------------------------------------------------- rate limits

/**
 * Fixed-window counters shared by every process on the database (server/rate-limit.ts). A row is one
 * key's current window; a hit after `reset_at` starts a new window in the same upsert.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** Epoch milliseconds when the window ends. */
    resetAt: integer("reset_at").notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

// ---------------------------------------------------------------- idempotency keys

/**
 * Idempotency keys (server/services/idempotency.ts): one row per user and key, claimed by an insert
 * that takes over only an expired or abandoned row; the first answer is kept until `expires_at`.
 * No foreign key: accounts may live in Appwrite.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request's method, path and body. */
    fingerprint: text("fingerprint").notNull(),
    /** Random; names the claim that may write the answer. */
    claimToken: text("claim_token").notNull(),
    /** The first answer's status and body; null while its request runs (body null too when too long to keep). */
    status: integer("status"),
    body: text("body"),
    /** Epoch milliseconds. */
    claimedAt: integer("claimed_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- personal API tokens and calendar feeds

/** Personal API tokens (server/services/tokens.ts): the secret's SHA-256 only. No foreign key: accounts may live in Appwrite. */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    /** "read" or "read_write". */
    scope: text("scope", { enum: ["read", "read_write"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at"),
    lastUsedAt: text("last_used_at"),
    /** The owner's IANA zone at creation; null: UTC. */
    timeZone: text("time_zone"),
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId, t.createdAt, t.id)],
);

/** Secret calendar feed URLs (server/services/calendar-feeds.ts): the secret's SHA-256 only. */
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    /** Null: every workspace the user can see. */
    workspaceId: text("workspace_id"),
    includeCompleted: integer("include_completed", { mode: "boolean" }).notNull().default(false),
    tokenHash: text("token_hash").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("calendar_feeds_hash_unique").on(t.tokenHash), index("calendar_feeds_user_idx").on(t.userId, t.createdAt, t.id)],
);

// ---------------------------------------------------------------- live change feed

/**
 * The last sequence number handed out per workspace: monotonic for the workspace's whole life, even
 * after its events are pruned. `latestSeq` reads it (a cheap revision of the workspace's data).
 */
export const eventSequences = sqliteTable("event_sequences", {
  workspaceId: text("workspace_id").primaryKey(),
  seq: integer("seq").notNull(),
});

/**
 * Change events of every workspace, in the order they were stored (`id`), which every server process
 * polls to deliver the others' changes. Pruned after a day or beyond the newest 10,000 of a workspace.
 * No foreign key: a workspace's deletion is itself an event.
 */
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    workspaceId: text("workspace_id").notNull(),
    seq: integer("seq").notNull(),
    /** The event as JSON (lib/schemas/live LiveEventBody). */
    body: text("body").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("events_workspace_seq_unique").on(t.workspaceId, t.seq), index("events_created_idx").on(t.createdAt)],
);

/**
 * Open event streams, one row each, so the per-user limit holds across server processes. A row lives
 * while its stream renews it (every heartbeat); a process that dies leaves rows that expire.
 */
export const liveStreams = sqliteTable(
  "live_streams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    workspaceId: text("workspace_id").notNull(),
    /** Epoch milliseconds. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("live_streams_user_workspace_idx").on(t.userId, t.workspaceId, t.expiresAt)],
);

// ---------------------------------------------------------------- push notifications

/**
 * Devices with push notifications on (server/push): one row per endpoint, its id derived from the endpoint.
 * No foreign key: accounts may live in Appwrite.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    /** The device's RFC 8291 keys, unpadded base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt, t.id)],
);

/** The channels a user chose for their reminders ("email", "push" or "both"); no row: never chose. */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: text("user_id").primaryKey(),
  reminderChannels: text("reminder_channels", { enum: ["email", "push", "both"] }).notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** The VAPID key pair made on first use when none is configured: one row, whose id is "vapid". */
export const vapidKeys = sqliteTable("vapid_keys", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: text("created_at").notNull(),
});

/** The channels of a pending reminder that went out ("email", "push:<subscription id>"); gone with the reminder. */
export const reminderDeliveries = sqliteTable(
  "reminder_deliveries",
  {
    reminderId: text("reminder_id")
      .notNull()
      .references(() => reminders.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    deliveredAt: text("delivered_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.channel] })],
);

// ---------------------------------------------------------------- accepted day plans

/**
 * What the user planned (docs/product.md#insights, 'Planned vs done'): one row per task of a day plan the user
 * accepted, the plan's day on the user's wall clock (YYYY-MM-DD) and the slot's instants. Accepting a plan for a
 * day again replaces that day's rows of the user in that workspace. Rows go with their task or workspace; the
 * user's go with the account (no foreign key: accounts may live in Appwrite).
 */
export const plannedTasks = sqliteTable(
  "planned_tasks",
  {
    userId: text("user_id").notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    acceptedAt: text("accepted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId, t.day, t.taskId] }), index("planned_tasks_task_idx").on(t.taskId)],
);

// ---------------------------------------------------------------- assignment notices

/**
 * The notice to a task's new assignee (docs/product.md#assignees): written in the assignment's own
 * transaction, sent by the background job under a lease (claimAssignmentNotices). `delivered` lists the
 * channels that went out ("email", "push:<device>"), so a retry never repeats one. Goes with its task.
 */
export const assignmentNotices = sqliteTable(
  "assignment_notices",
  {
    id: text("id").primaryKey(),
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id").notNull(),
    assignee: text("assignee").notNull(),
    assignedBy: text("assigned_by").notNull(),
    assignedByName: text("assigned_by_name").notNull(),
    createdAt: text("created_at").notNull(),
    /** "pending", "done" (sent, or nothing to send) or "failed" (given up). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at"),
    lastError: text("last_error"),
    delivered: text("delivered").notNull().default(""),
    claimToken: text("claim_token"),
    leaseUntil: text("lease_until"),
  },
  (t) => [index("assignment_notices_status_idx").on(t.status, t.createdAt)],
);

export const schema = { users, sessions, oneTimeSecrets, workspaces, workspaceMembers, tasks, comments, subtasks, reminders, rateLimits, idempotencyKeys, eventSequences, events, liveStreams, apiTokens, calendarFeeds, pushSubscriptions, notificationSettings, vapidKeys, reminderDeliveries, plannedTasks, assignmentNotices };
