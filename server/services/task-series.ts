import "server-only";
import { createHash } from "node:crypto";
import { getStore } from "@/server/store";
import type { TaskRecord } from "@/server/store/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import { nextInSeries } from "@/lib/recurrence/series";

/**
 * Recurring tasks (docs/product.md#recurring-tasks): completing an occurrence makes the next one, a
 * task of its own with the same title, urgency, description and rule (comments and reminders stay
 * with the completed one), due at the rule's next date after the completed one's due date, at the same
 * wall-clock time in the rule's zone. The next occurrence's id is derived from the completed one's, and
 * the store creates a task only when its id is new, so completing twice, or two members completing
 * at once, makes it exactly once.
 */

/** The id of the occurrence that follows `taskId` (32 hex characters, like every id). */
export function nextOccurrenceId(taskId: string): string {
  return createHash("sha256").update(`next-occurrence:${taskId}`).digest("hex").slice(0, 32);
}

/** Makes the occurrence after `completed` unless it exists already or the series is over. */
export async function continueSeries(actor: VerifiedAccount, completed: TaskRecord, now: Date): Promise<void> {
  if (!completed.recurrence) return;
  const next = nextInSeries({ recurrence: completed.recurrence, dueDate: completed.dueDate, now });
  if (!next) return;
  const store = await getStore();
  await store.createTaskOnce({
    id: nextOccurrenceId(completed.id),
    title: completed.title,
    dueDate: next.dueDate,
    urgency: completed.urgency,
    workspaceId: completed.workspaceId,
    // The series stays its creator's, so it stays visible to them in a workspace nobody shares.
    userId: completed.userId,
    createdAt: now.toISOString(),
    ...(completed.description && { description: completed.description }),
    ...(completed.assignee && { assignee: completed.assignee }),
    recurrence: next.recurrence,
  }, changeEvent.taskCreated(actor, completed.workspaceId));
}

/**
 * Reopening a completed occurrence (Undo, or unticking it) withdraws the next occurrence it made, as
 * long as nobody has touched that one yet (never edited, completed or commented on); otherwise both stay.
 */
export async function withdrawNextOccurrence(actor: VerifiedAccount, reopened: TaskRecord): Promise<void> {
  if (!reopened.recurrence) return;
  const store = await getStore();
  const next = await store.getTask(nextOccurrenceId(reopened.id));
  if (!next || next.completed || next.updatedAt !== next.createdAt || next.comments.length > 0) return;
  await store.deleteTask(next.id, changeEvent.taskDeleted(actor, next));
}
