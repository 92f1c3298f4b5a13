import "server-only";
import type { Account } from "@/server/auth/types";
import type { EventDraft, ReminderRecord, TaskRecord } from "@/server/store/types";
import { authorName } from "@/lib/author-name";
import type { LiveActor } from "@/lib/schemas/live";
import type { Comment } from "@/lib/schemas/task";

/**
 * What the services publish (docs/product.md#live-boards): one change event per kind of change, drafted
 * before the write and handed to the store's write method, which stores it in the change's own
 * transaction (the outbox: server/store/types.ts EventDraft). Who may read each event is the feed's
 * business (server/services/events.ts). This module imports no service, so every service can use it.
 */

const actorOf = (user: Account): LiveActor => ({ id: user.id, name: authorName(user) });

/** One draft per kind of change; `with` names what the store adds from the state it writes. */
export const changeEvent = {
  taskCreated: (actor: Account, workspaceId: string): EventDraft => ({ type: "task.created", with: "task", workspaceId, actor: actorOf(actor) }),
  /** Any change of a task's fields: title, due date (reschedule, reorder), urgency, completion, description, recurrence. */
  taskUpdated: (actor: Account, workspaceId: string): EventDraft => ({ type: "task.updated", with: "task", workspaceId, actor: actorOf(actor) }),
  /** `task`: the task as it was; its creator alone saw it in a workspace nobody shares. */
  taskDeleted: (actor: Account, task: Pick<TaskRecord, "id" | "userId" | "workspaceId">): EventDraft => ({
    type: "task.deleted",
    taskId: task.id,
    taskUserId: task.userId,
    workspaceId: task.workspaceId,
    actor: actorOf(actor),
  }),
  commentAdded: (actor: Account, workspaceId: string, comment: Comment): EventDraft => ({
    type: "comment.added",
    comment,
    with: "task",
    workspaceId,
    actor: actorOf(actor),
  }),
  commentDeleted: (actor: Account, workspaceId: string, commentId: string): EventDraft => ({
    type: "comment.deleted",
    commentId,
    with: "task",
    workspaceId,
    actor: actorOf(actor),
  }),
  workspaceUpdated: (actor: Account, workspaceId: string): EventDraft => ({ type: "workspace.updated", with: "workspace", workspaceId, actor: actorOf(actor) }),
  workspaceDeleted: (actor: Account, workspaceId: string): EventDraft => ({ type: "workspace.deleted", workspaceId, actor: actorOf(actor) }),
  memberAdded: (actor: Account, workspaceId: string, email: string): EventDraft => ({ type: "member.added", email, with: "members", workspaceId, actor: actorOf(actor) }),
  memberRemoved: (actor: Account, workspaceId: string, email: string): EventDraft => ({ type: "member.removed", email, with: "members", workspaceId, actor: actorOf(actor) }),
  memberLeft: (actor: Account, workspaceId: string, email: string): EventDraft => ({ type: "member.left", email, with: "members", workspaceId, actor: actorOf(actor) }),
  /** Reminders go to their owner only. */
  reminderCreated: (actor: Account, reminder: Pick<ReminderRecord, "workspaceId" | "userId">): EventDraft => ({
    type: "reminder.created",
    with: "reminder",
    workspaceId: reminder.workspaceId,
    actor: actorOf(actor),
    audience: reminder.userId,
  }),
  reminderSent: (reminder: Pick<ReminderRecord, "workspaceId" | "userId">): EventDraft => ({
    type: "reminder.sent",
    with: "reminder",
    workspaceId: reminder.workspaceId,
    actor: null,
    audience: reminder.userId,
  }),
  reminderDeleted: (actor: Account | null, reminder: Pick<ReminderRecord, "id" | "workspaceId" | "userId">): EventDraft => ({
    type: "reminder.deleted",
    reminderId: reminder.id,
    workspaceId: reminder.workspaceId,
    actor: actor && actorOf(actor),
    audience: reminder.userId,
  }),
};
