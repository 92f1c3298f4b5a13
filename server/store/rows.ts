import "server-only";
import type { Task } from "@/lib/schemas/task";
import type { TaskClearableField } from "@/lib/tasks/clearable";
import type { ReminderStatus, ReminderStore, TaskRecord, TaskStore } from "./types";

/** Normalisations every backend applies to what it stores and reads, so both keep the same forms. */

/**
 * Every stored instant in one form (UTC, milliseconds, "Z"), so that comparing the text compares the time.
 * Throws a RangeError on a value that is not a date.
 */
export function toInstant(value: string): string {
  return new Date(value).toISOString();
}

/** The same for an optional instant; null (cleared) and undefined (left unchanged in a patch) pass through. */
export function toNullableInstant(value: string | null): string | null;
export function toNullableInstant(value: string | null | undefined): string | null | undefined;
export function toNullableInstant(value: string | null | undefined): string | null | undefined {
  return value == null ? value : toInstant(value);
}

/** A status other than pending or done is pending. */
export function toReminderStatus(value: string | null | undefined): ReminderStatus {
  return value === "done" ? "done" : "pending";
}

/** A member e-mail as stored and compared: trimmed and lower-cased. */
export function normalizeMemberEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Member e-mails are stored lower-cased, once each, in the order given. */
export function normalizeMembers(members: readonly string[]): string[] {
  return [...new Set(members.map(normalizeMemberEmail))];
}

/**
 * The columns of a task's clearable fields (lib/schemas/task.ts), named alike on both backends: for each,
 * undefined leaves the columns as stored; "" or null clears them.
 */
const CLEARABLE_COLUMNS = {
  description: (description: string | null | undefined) => ({ description: description === null ? "" : description }),
  recurrence: (recurrence: Task["recurrence"] | null) =>
    recurrence === undefined ? {} : { recurrenceRule: recurrence?.rrule ?? null, recurrenceZone: recurrence?.timeZone ?? null },
  assignee: (assignee: string | null | undefined) => (assignee === undefined ? {} : { assignee: assignee === null ? null : normalizeMemberEmail(assignee) }),
} satisfies { [K in TaskClearableField]: (value: Task[K] | null) => object };

export function clearableTaskColumns(record: { [K in TaskClearableField]?: Task[K] | null }) {
  return {
    ...CLEARABLE_COLUMNS.description(record.description),
    ...CLEARABLE_COLUMNS.recurrence(record.recurrence),
    ...CLEARABLE_COLUMNS.assignee(record.assignee),
  };
}

/** The row of a new task (either schema's column names): not completed unless asked, updatedAt = createdAt, instants normalised. */
export function newTaskRow({ completed = false, description, recurrence, assignee, ...input }: Parameters<TaskStore["createTask"]>[0]) {
  const createdAt = toInstant(input.createdAt);
  return {
    ...input,
    ...clearableTaskColumns({ description: description ?? "", recurrence: recurrence ?? null, assignee: assignee ?? null }),
    dueDate: toNullableInstant(input.dueDate),
    createdAt,
    updatedAt: createdAt,
    completed,
    completedAt: null,
  };
}

/** The rows an import writes for its tasks: each task exactly as given (completion and times included), its comments and subtasks. */
export function importedRows(records: TaskRecord[]) {
  const taskRows = records.map((task) => ({
    ...newTaskRow({
      id: task.id,
      title: task.title,
      dueDate: task.dueDate,
      urgency: task.urgency,
      completed: task.completed,
      createdAt: task.createdAt,
      workspaceId: task.workspaceId,
      userId: task.userId,
      description: task.description,
      recurrence: task.recurrence,
      assignee: task.assignee,
    }),
    completedAt: toNullableInstant(task.completedAt),
    updatedAt: toInstant(task.updatedAt),
  }));
  const commentRows = records.flatMap((task) => task.comments.map((c) => ({ ...c, taskId: task.id, time: toInstant(c.time) })));
  const subtaskRows = records.flatMap((task) => task.subtasks.map((subtask, position) => ({ ...subtask, taskId: task.id, position })));
  return { taskRows, commentRows, subtaskRows, workspaceIds: [...new Set(records.map((task) => task.workspaceId))] };
}

/** `items` in slices of at most `size` (the rows of one multi-row INSERT). */
export function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The row of a new reminder (either schema's column names): instants normalised, any status but done stored as pending. */
export function newReminderRow({ status, ...input }: Parameters<ReminderStore["createReminder"]>[0]) {
  return { ...input, commentId: input.commentId ?? null, dueDate: toInstant(input.dueDate), createdAt: toInstant(input.createdAt), status: toReminderStatus(status) };
}
