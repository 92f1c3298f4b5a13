/**
 * The Appwrite layout of the store: one database with three tables (workspaces, tasks, reminders), their columns and
 * indexes. `npm run appwrite:setup` creates or updates exactly this; the adapter reads and writes only
 * these column keys. Plain data, no "server-only", so the setup script can import it.
 *
 * The original hosted layout's fields keep their names and types, so a deployment that already holds rows in that
 * layout is read as it is. The port needs a few more columns: they are additions, optional with a
 * default, and rows written before they existed still read (server/store/appwrite/rows.ts):
 * - workspaces.createdAt / updatedAt: the port's instants (rows without them fall back to $createdAt / $updatedAt);
 * - workspaces.version, tasks.version, reminders.version: the compare-and-set counter of every
 *   read-modify-write (versioned.ts): a workspace's members, a task's comments, a reminder's lease;
 * - reminders.timeZone, attempts, nextAttemptAt, lastError, sentAt: the processor's bookkeeping;
 * - reminders.claimToken, leaseUntil: the lease of a claimed reminder;
 * - tasks.description (plain text), tasks.recurrenceRule and recurrenceZone (a recurring task's RRULE and zone);
 * - tasks.subtasks: the checklist as one JSON array, changed by compare-and-set like the comments;
 * - tasks.assignee: the assignee's e-mail, lower-cased (docs/product.md#assignees).
 * A fourth table, rate_limits, holds the fixed-window counters every instance shares
 * (server/rate-limit.ts): one row per key (its id a hash of the key), updated by compare-and-set.
 * Another, idempotency_keys, holds each user's Idempotency-Keys and their first answers (server/services/idempotency.ts):
 * one row per user and key (its id a hash of both), taken over by compare-and-set once expired or abandoned.
 * Two more, api_tokens and calendar_feeds, hold personal API tokens and secret calendar feed URLs
 * (only the SHA-256 of each secret), found by that hash.
 * Push notifications keep four: push_subscriptions (a device's endpoint and keys, the row id derived from the
 * endpoint), notification_settings (a user's reminder channels, the row id the user's), vapid_keys (the
 * generated key pair, one row "vapid") and reminder_deliveries (the channels of a pending reminder that went
 * out, the row id derived from reminder and channel, so a second record of the same is refused).
 * planned_tasks holds the day plans users accepted (server/store/appwrite/plans.ts): one row per planned task,
 * the plan's day (YYYY-MM-DD on the user's wall clock) and the slot.
 * assignment_notices holds the notices to new assignees (docs/product.md#assignees), written with the assignment
 * in one transaction and leased by compare-and-set like reminders (server/store/appwrite/assignment-notices.ts).
 */

import { EMAIL_MAX } from "@/lib/constants/auth";
import { PUSH_ENDPOINT_MAX } from "@/lib/constants/push";
import { IDEMPOTENCY_KEY_MAX } from "@/lib/constants/idempotency";
import { RRULE_MAX_LENGTH } from "@/lib/constants/recurrence";
import { TASK_DESCRIPTION_MAX } from "@/lib/constants/tasks";

export type ColumnSpec =
  | { key: string; type: "varchar"; size: number; required: boolean; array?: boolean; default?: string }
  | { key: string; type: "integer"; required: boolean; default?: number }
  | { key: string; type: "float"; required: boolean; default?: number }
  | { key: string; type: "boolean"; required: boolean; default?: boolean }
  | { key: string; type: "datetime"; required: boolean }
  /** Up to 65,535 characters, kept outside the row (Appwrite's text column). */
  | { key: string; type: "text"; required: boolean };

export interface IndexSpec {
  key: string;
  columns: string[];
}

export interface TableSpec {
  id: TableId;
  name: string;
  columns: ColumnSpec[];
  indexes: IndexSpec[];
}

export type TableId =
  | "workspaces"
  | "tasks"
  | "reminders"
  | "rate_limits"
  | "idempotency_keys"
  | "api_tokens"
  | "calendar_feeds"
  | "push_subscriptions"
  | "notification_settings"
  | "vapid_keys"
  | "reminder_deliveries"
  | "planned_tasks"
  | "assignment_notices";

/** Appwrite row ids are at most 36 characters; ours (server/ids.ts) are 32. */
const ID_SIZE = 36;
const EMAIL_SIZE = 320;
/** One JSON-encoded comment: 2,000 characters of text, escaped at worst to twice that, plus its fields. */
const COMMENT_SIZE = 10_000;

const id = (key: string, required = true): ColumnSpec => ({ key, type: "varchar", size: ID_SIZE, required });
const instant = (key: string, required = false): ColumnSpec => ({ key, type: "datetime", required });
const version: ColumnSpec = { key: "version", type: "integer", required: false, default: 0 };

export const TABLES: readonly TableSpec[] = [
  {
    id: "workspaces",
    name: "Workspaces",
    columns: [
      { key: "name", type: "varchar", size: 128, required: true },
      { key: "icon", type: "varchar", size: 32, required: false, default: "📋" },
      { key: "color", type: "varchar", size: 32, required: false, default: "indigo" },
      id("userId"),
      { key: "isDefault", type: "boolean", required: false, default: false },
      { key: "members", type: "varchar", size: EMAIL_SIZE, required: false, array: true },
      { key: "ownerEmail", type: "varchar", size: EMAIL_SIZE, required: false },
      instant("createdAt"),
      instant("updatedAt"),
      version,
    ],
    indexes: [{ key: "workspaces_owner", columns: ["userId", "createdAt"] }],
  },
  {
    id: "tasks",
    name: "Tasks",
    columns: [
      { key: "title", type: "varchar", size: 1000, required: true },
      instant("dueDate"),
      { key: "urgency", type: "float", required: false, default: 3 },
      { key: "completed", type: "boolean", required: false, default: false },
      instant("completedAt"),
      instant("createdAt", true),
      instant("updatedAt"),
      id("workspaceId"),
      id("userId"),
      { key: "comments", type: "varchar", size: COMMENT_SIZE, required: false, array: true },
      version,
      { key: "description", type: "varchar", size: TASK_DESCRIPTION_MAX, required: false },
      { key: "recurrenceRule", type: "varchar", size: RRULE_MAX_LENGTH, required: false },
      { key: "recurrenceZone", type: "varchar", size: 64, required: false },
      /** The checklist: one JSON array of { id, title, done } in its order (at most 50 of 500 characters). */
      { key: "subtasks", type: "text", required: false },
      { key: "assignee", type: "varchar", size: EMAIL_MAX, required: false },
    ],
    indexes: [
      { key: "tasks_workspace", columns: ["workspaceId", "createdAt"] },
      { key: "tasks_workspace_user", columns: ["workspaceId", "userId", "createdAt"] },
      { key: "tasks_workspace_assignee", columns: ["workspaceId", "assignee"] },
    ],
  },
  {
    id: "reminders",
    name: "Reminders",
    columns: [
      { key: "text", type: "varchar", size: 400, required: true },
      instant("dueDate", true),
      id("taskId"),
      { key: "taskTitle", type: "varchar", size: 200, required: false },
      id("workspaceId"),
      id("userId"),
      { key: "userEmail", type: "varchar", size: EMAIL_SIZE, required: false },
      { key: "userName", type: "varchar", size: 200, required: false },
      instant("createdAt", true),
      { key: "status", type: "varchar", size: 16, required: false, default: "pending" },
      { key: "timeZone", type: "varchar", size: 64, required: false, default: "UTC" },
      id("commentId", false),
      { key: "attempts", type: "integer", required: false, default: 0 },
      instant("nextAttemptAt"),
      { key: "lastError", type: "varchar", size: 1000, required: false },
      instant("sentAt"),
      { key: "claimToken", type: "varchar", size: 64, required: false },
      instant("leaseUntil"),
      version,
    ],
    indexes: [
      { key: "reminders_user", columns: ["userId", "createdAt"] },
      { key: "reminders_user_workspace", columns: ["userId", "workspaceId", "createdAt"] },
      { key: "reminders_task", columns: ["taskId", "createdAt"] },
      { key: "reminders_task_comment", columns: ["taskId", "commentId"] },
      { key: "reminders_workspace", columns: ["workspaceId"] },
      { key: "reminders_due", columns: ["status", "dueDate"] },
    ],
  },
  {
    id: "rate_limits",
    name: "Rate limits",
    columns: [
      { key: "count", type: "integer", required: true },
      /** Epoch milliseconds when the window ends. */
      { key: "resetAt", type: "integer", required: true },
      version,
    ],
    indexes: [{ key: "rate_limits_reset", columns: ["resetAt"] }],
  },
  {
    id: "idempotency_keys",
    name: "Idempotency keys",
    columns: [
      id("userId"),
      { key: "key", type: "varchar", size: IDEMPOTENCY_KEY_MAX, required: true },
      /** SHA-256 hex of the request's method, path and body. */
      { key: "fingerprint", type: "varchar", size: 64, required: true },
      { key: "claimToken", type: "varchar", size: ID_SIZE, required: true },
      /** The first answer's status and body; null while its request runs. */
      { key: "status", type: "integer", required: false },
      { key: "body", type: "text", required: false },
      /** Epoch milliseconds. */
      { key: "claimedAt", type: "integer", required: true },
      { key: "expiresAt", type: "integer", required: true },
      version,
    ],
    indexes: [{ key: "idempotency_keys_expires", columns: ["expiresAt"] }],
  },
  {
    id: "api_tokens",
    name: "API tokens",
    columns: [
      id("userId"),
      { key: "name", type: "varchar", size: 200, required: true },
      { key: "scope", type: "varchar", size: 16, required: true },
      { key: "tokenHash", type: "varchar", size: 64, required: true },
      instant("createdAt", true),
      instant("expiresAt"),
      instant("lastUsedAt"),
      { key: "timeZone", type: "varchar", size: 64, required: false },
    ],
    indexes: [
      { key: "api_tokens_hash", columns: ["tokenHash"] },
      { key: "api_tokens_user", columns: ["userId", "createdAt"] },
    ],
  },
  {
    id: "calendar_feeds",
    name: "Calendar feeds",
    columns: [
      id("userId"),
      id("workspaceId", false),
      { key: "includeCompleted", type: "boolean", required: false, default: false },
      { key: "tokenHash", type: "varchar", size: 64, required: true },
      instant("createdAt", true),
    ],
    indexes: [
      { key: "calendar_feeds_hash", columns: ["tokenHash"] },
      { key: "calendar_feeds_user", columns: ["userId", "createdAt"] },
    ],
  },
  {
    id: "push_subscriptions",
    name: "Push subscriptions",
    columns: [
      id("userId"),
      { key: "endpoint", type: "varchar", size: PUSH_ENDPOINT_MAX, required: true },
      { key: "p256dh", type: "varchar", size: 100, required: true },
      { key: "auth", type: "varchar", size: 32, required: true },
      instant("createdAt", true),
    ],
    indexes: [{ key: "push_subscriptions_user", columns: ["userId", "createdAt"] }],
  },
  {
    id: "notification_settings",
    name: "Notification settings",
    columns: [
      { key: "reminderChannels", type: "varchar", size: 16, required: true },
      instant("updatedAt", true),
    ],
    indexes: [],
  },
  {
    id: "vapid_keys",
    name: "VAPID keys",
    columns: [
      { key: "publicKey", type: "varchar", size: 100, required: true },
      { key: "privateKey", type: "varchar", size: 64, required: true },
      instant("createdAt", true),
    ],
    indexes: [],
  },
  {
    id: "reminder_deliveries",
    name: "Reminder deliveries",
    columns: [id("reminderId"), { key: "channel", type: "varchar", size: 64, required: true }, instant("deliveredAt", true)],
    indexes: [{ key: "reminder_deliveries_reminder", columns: ["reminderId"] }],
  },
  {
    id: "planned_tasks",
    name: "Planned tasks",
    columns: [
      id("userId"),
      id("workspaceId"),
      id("taskId"),
      { key: "day", type: "varchar", size: 10, required: true },
      instant("start", true),
      instant("end", true),
      instant("acceptedAt", true),
    ],
    indexes: [
      { key: "planned_tasks_user_day", columns: ["userId", "workspaceId", "day"] },
      { key: "planned_tasks_task", columns: ["taskId"] },
      { key: "planned_tasks_workspace", columns: ["workspaceId"] },
    ],
  },
  {
    id: "assignment_notices",
    name: "Assignment notices",
    columns: [
      id("taskId"),
      id("workspaceId"),
      { key: "assignee", type: "varchar", size: EMAIL_SIZE, required: true },
      { key: "assignedBy", type: "varchar", size: EMAIL_SIZE, required: true },
      { key: "assignedByName", type: "varchar", size: 200, required: false },
      instant("createdAt", true),
      { key: "status", type: "varchar", size: 16, required: false, default: "pending" },
      { key: "attempts", type: "integer", required: false, default: 0 },
      instant("nextAttemptAt"),
      { key: "lastError", type: "varchar", size: 1000, required: false },
      { key: "delivered", type: "varchar", size: 2000, required: false, default: "" },
      { key: "claimToken", type: "varchar", size: 64, required: false },
      instant("leaseUntil"),
      version,
    ],
    indexes: [{ key: "assignment_notices_pending", columns: ["status", "createdAt"] }],
  },
];

/** Tables whose rows carry the compare-and-set `version` column. */
export const VERSIONED_TABLES: readonly TableId[] = ["workspaces", "tasks", "reminders", "assignment_notices"];
