import "server-only";
import { Query } from "node-appwrite";
import { commonCopy } from "@/lib/copy/common";
import { AppError } from "@/server/errors";
import { collectAll } from "@/server/store/pages";
import { clearableTaskColumns, normalizeMemberEmail, toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskRecord, TaskStore } from "@/server/store/types";
import { listPage } from "./pagination";
import { encodeComment, toStoredTask, toStoredWorkspace, toTaskRecord, type StoredTask } from "./rows";
import { taskRowPermissions } from "./readers";
import { staleFields } from "@/lib/tasks/conflicts";
import { applySubtaskChange } from "@/lib/tasks/subtasks";
import { defined, type RowData, type Tables } from "./tables";
import { createRowsTogether, noticeRow } from "./assignment-notices";
import { compareAndSet, MAX_COMPARE_AND_SET_ATTEMPTS, pauseBeforeRetry } from "./versioned";

/**
 * Tasks, with their comments as the original hosted layout stores them: a list of JSON-encoded strings on the task row.
 * Adding or deleting a comment is a read-modify-write of that list, done as an optimistic retry on the
 * row's `version` column (compareAndSet in versioned.ts): a writer whose read went stale loses, reads
 * again and re-applies its change, so a concurrent comment is never lost. An update of the task's fields
 * is one too, which checks its expected values (updateTask's `expected`) on each read it writes over.
 */
export function taskQueries(tables: Tables): TaskStore {
  async function getTask(id: string): Promise<TaskRecord | null> {
    const row = await tables.get("tasks", id);
    return row && toTaskRecord(row);
  }

  /**
   * Whether `email` is the owner or a member of the workspace as stored now. TablesDB has no transaction
   * across rows: an assignment checks before it writes and again after (a member's removal writes the
   * members, then unassigns: workspaces.ts), so one of the two sees the other and no assignee outlives
   * their membership.
   */
  async function assignable(workspaceId: string, email: string): Promise<boolean> {
    const row = await tables.get("workspaces", workspaceId);
    if (!row) return false;
    const { ownerEmail, members } = toStoredWorkspace(row).record;
    const member = normalizeMemberEmail(email);
    return normalizeMemberEmail(ownerEmail) === member || members.includes(member);
  }

  /**
   * Applies `change` to the stored comment strings until it sticks. `change` answers null when there
   * is nothing to do. Null when the task does not exist.
   */
  async function rewriteComments(taskId: string, change: (task: StoredTask) => string[] | null): Promise<TaskRecord | null> {
    for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
      const row = await tables.get("tasks", taskId);
      if (!row) return null;
      const task = toStoredTask(row);
      const comments = change(task);
      if (comments === null) return task.record;
      if (task.version === null) throw new Error(`Appwrite task ${taskId} has no version: run npm run appwrite:setup`);
      if (await compareAndSet(tables, { tableId: "tasks", rowId: taskId, version: task.version, data: { comments } })) {
        return toStoredTask({ ...row, comments, version: task.version + 1 }).record;
      }
      await pauseBeforeRetry(attempt);
    }
    throw new AppError("conflict", commonCopy.genericError, 409);
  }

  const listTasks: TaskStore["listTasks"] = ({ workspaceId, userId }, page) =>
    listPage({
      tables,
      tableId: "tasks",
      filters: [Query.equal("workspaceId", workspaceId), ...(userId === undefined ? [] : [Query.equal("userId", userId)])],
      page,
      toRecord: toTaskRecord,
    });

  const createTask: TaskStore["createTask"] = async ({ completed = false, assignee, notice, ...input }) => {
    const createdAt = toInstant(input.createdAt);
    const kept = assignee && (await assignable(input.workspaceId, assignee)) ? normalizeMemberEmail(assignee) : undefined;
    const task = { ...input, ...(kept && { assignee: kept }), completed, completedAt: null, createdAt, updatedAt: createdAt, comments: [], subtasks: [] };
    let created: TaskRecord;
    if (kept && notice) {
      // The notice to the assignee (docs/product.md#assignees) is created with the task, in one transaction.
      await createRowsTogether(tables, [
        { tableId: "tasks", rowId: input.id, data: newTaskRow(task), permissions: taskRowPermissions(input.workspaceId) },
        { tableId: "assignment_notices", rowId: notice.id, data: noticeRow(notice, input, kept) },
      ]);
      created = toTaskRecord((await tables.get("tasks", input.id))!);
    } else created = toTaskRecord(await tables.create("tasks", input.id, newTaskRow(task), taskRowPermissions(input.workspaceId)));
    if (!kept || (await assignable(input.workspaceId, kept))) return created;
    const unassigned = await updateTask(input.id, { assignee: null, expected: { assignee: kept }, now: created.updatedAt });
    return unassigned.ok ? unassigned.task : created;
  };

  // Every write of a task's fields moves the row's version, plain ones too: an expectation checked
  // against a row read earlier then cannot hold over a write made since.
  const updateTask: TaskStore["updateTask"] = async (id, { now, expected = {}, description, recurrence, assignee, notice, ...patch }) => {
    const data = defined({
      ...patch,
      ...clearableTaskColumns({ description, recurrence, assignee }),
      dueDate: toNullableInstant(patch.dueDate),
      completedAt: toNullableInstant(patch.completedAt),
      updatedAt: toInstant(now),
    });
    for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
      const row = await tables.get("tasks", id);
      if (!row) return { ok: false, reason: "not_found" };
      const { record, version } = toStoredTask(row);
      if (staleFields(record, expected).length > 0) return { ok: false, reason: "conflict", task: record };
      if (assignee && !(await assignable(record.workspaceId, assignee))) return { ok: false, reason: "not_assignable", task: record };
      if (version === null) throw new Error(`Appwrite task ${id} has no version: run npm run appwrite:setup`);
      // The notice to a new assignee (docs/product.md#assignees) is created in the write's own transaction.
      const who = assignee ? normalizeMemberEmail(assignee) : null;
      const alsoCreate = who && notice && who !== (record.assignee ?? null) ? { tableId: "assignment_notices" as const, rowId: notice.id, data: noticeRow(notice, record, who) } : undefined;
      if (await compareAndSet(tables, { tableId: "tasks", rowId: id, version, data, ...(alsoCreate && { alsoCreate }) })) {
        const task = toTaskRecord({ ...row, ...data, version: version + 1 });
        if (!assignee || (await assignable(record.workspaceId, assignee))) return { ok: true, task };
        // Removed meanwhile: their removal may have swept before this write landed.
        const undone = await updateTask(id, { assignee: null, expected: { assignee: task.assignee ?? null }, now });
        return { ok: false, reason: "not_assignable", task: undone.ok ? undone.task : task };
      }
      await pauseBeforeRetry(attempt);
    }
    throw new AppError("conflict", commonCopy.genericError, 409);
  };

  return {
    createTask,

    // createRow with an id that exists fails with 409 (row_already_exists): the row is the lock.
    async createTaskOnce(input) {
      try {
        return { task: await createTask(input), created: true };
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) throw error;
        return { task: await getTask(input.id), created: false };
      }
    },

    getTask,

    listTasks,

    // TablesDB keeps no revision of a workspace's rows: callers hash the list instead.
    listAllTasks: async (filter) => ({ items: await collectAll((page) => listTasks(filter, page)), revision: null }),

    listAllTasksJson: async (filter) => ({
      json: new TextEncoder().encode(JSON.stringify(await collectAll((page) => listTasks(filter, page)))),
      revision: null,
    }),

    taskListRevision: async () => null,

    updateTask,

    async deleteTask(id) {
      await tables.removeWhere("reminders", [Query.equal("taskId", id)]);
      await tables.remove("tasks", id);
    },

    addComment: (taskId, comment) => rewriteComments(taskId, (task) => [...task.comments.map((c) => c.raw), encodeComment(comment)]),

    deleteComment: (taskId, commentId) =>
      rewriteComments(taskId, (task) => {
        const kept = task.comments.filter((c) => c.comment?.id !== commentId);
        return kept.length === task.comments.length ? null : kept.map((c) => c.raw);
      }),

    // The checklist is one column of the task's row, rewritten by compare-and-set like the comments.
    async changeSubtasks(taskId, change, now) {
      for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
        const row = await tables.get("tasks", taskId);
        if (!row) return { ok: false, reason: "not_found" };
        const { record, version } = toStoredTask(row);
        const subtasks = applySubtaskChange(record.subtasks, change);
        if (typeof subtasks === "string") return { ok: false, reason: subtasks };
        if (version === null) throw new Error(`Appwrite task ${taskId} has no version: run npm run appwrite:setup`);
        const data = { subtasks: JSON.stringify(subtasks), updatedAt: toInstant(now) };
        if (await compareAndSet(tables, { tableId: "tasks", rowId: taskId, version, data })) {
          return { ok: true, task: toTaskRecord({ ...row, ...data, version: version + 1 }) };
        }
        await pauseBeforeRetry(attempt);
      }
      throw new AppError("conflict", commonCopy.genericError, 409);
    },
  };
}

/** The row of a new task as its record says, comments and subtasks included (createTask, importTasks). */
export function newTaskRow(task: TaskRecord): RowData {
  return {
    title: task.title,
    dueDate: toNullableInstant(task.dueDate),
    urgency: task.urgency,
    completed: task.completed,
    completedAt: toNullableInstant(task.completedAt),
    createdAt: toInstant(task.createdAt),
    updatedAt: toInstant(task.updatedAt),
    workspaceId: task.workspaceId,
    userId: task.userId,
    comments: task.comments.map(encodeComment),
    version: 0,
    ...(task.subtasks.length > 0 ? { subtasks: JSON.stringify(task.subtasks) } : {}),
    // Only when set: a plain task's row keeps the original hosted layout's columns.
    ...clearableTaskColumns({ description: task.description || undefined, recurrence: task.recurrence ?? undefined, assignee: task.assignee ?? undefined }),
  };
}

