import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { staleFields } from "@/lib/tasks/conflicts";
import { assigneeOnInsert, isAssignable } from "@/server/store/assignee";
import { noticeOfNewTask, noticeOfUpdate } from "@/server/store/assignment-notice";
import { expectationHolds } from "@/server/store/expected";
import { clearableTaskColumns, newTaskRow, toInstant, toNullableInstant } from "@/server/store/rows";
import type { SubtaskUpdate, TaskFilter, TaskRecord, TaskStore, TaskUpdate } from "@/server/store/types";
import { applySubtaskChange } from "@/lib/tasks/subtasks";
import { readPage } from "@/server/store/sqlite/pagination";
import type { Outbox, Tx } from "./events";
import type { Db } from "./open";
import { bumpRevision, bumpRevisionOfTask, readRevision } from "./revision";
import { comments, subtasks, tasks, workspaces } from "./schema";

/** Why a change of the checklist was not made: thrown inside its transaction to roll it back. */
class SubtaskRefusal extends Error {
  constructor(readonly reason: Extract<SubtaskUpdate, { ok: false }>["reason"]) {
    super(reason);
  }
}

/** The task's stored JSON (tasks.json_text, kept by the triggers of ./task-json.ts; not in the drizzle schema). */
const jsonText = sql<string>`json_text`;

const parsed = (json: string | undefined): TaskRecord | null => (json === undefined ? null : (JSON.parse(json) as TaskRecord));

/**
 * Tasks, their comments and their subtasks (tables of their own). A task is read as its stored JSON: the task as the API
 * answers it, in one column. Every change is a transaction of the outbox (./events.ts) that first moves the
 * workspace's revision (./revision.ts), which locks the workspace's row: the workspace's changes, from
 * any process, take turns, so a comment's rebuilt JSON always holds the comments committed before it, a task
 * deleted meanwhile gets no comment, and an ETag built from the revision is exact. Locks are always taken in
 * one order (the workspace's row, the rows of the change, then the event's), so two writes never deadlock.
 */
export function taskQueries(db: Db, outbox: Outbox): TaskStore {
  async function readJson(on: Tx | Db, id: string): Promise<TaskRecord | null> {
    const [row] = await on.select({ json: jsonText }).from(tasks).where(eq(tasks.id, id));
    return parsed(row?.json);
  }

  /**
   * The list as one JSON text: each task's own JSON joined by PostgreSQL in the list's order, with the
   * revision in the same statement (one snapshot, so an ETag built from it never outlives the list).
   */
  async function readList({ workspaceId, userId }: TaskFilter): Promise<{ list: string; revision: string | null }> {
    const mine = userId === undefined ? sql`` : sql` AND t.user_id = ${userId}`;
    const { rows } = await db.execute<{ revision: number | null; list: string }>(sql`
      SELECT (SELECT revision FROM ${workspaces} WHERE id = ${workspaceId}) AS revision,
             (SELECT '[' || coalesce(string_agg(t.json_text, ',' ORDER BY t.created_at, t.id), '') || ']'
                FROM ${tasks} t WHERE t.workspace_id = ${workspaceId}${mine}) AS list`);
    const [row] = rows;
    return { list: row.list, revision: row.revision === null ? null : String(row.revision) };
  }

  return {
    async createTask({ notice, ...input }, event) {
      return outbox.write(event, async (tx) => {
        await bumpRevision(tx, input.workspaceId);
        const [row] = await tx
          .insert(tasks)
          .values({ ...newTaskRow(input), assignee: assigneeOnInsert(input.workspaceId, input.assignee) })
          .returning({ json: jsonText });
        if (notice) await tx.execute(noticeOfNewTask(input.id, notice));
        return { changed: true, result: parsed(row.json)!, source: { taskId: input.id } };
      });
    },

    async createTaskOnce(input, event) {
      // The insert does nothing when the id exists; of concurrent callers, the later ones wait at the
      // workspace's row, then find the task committed.
      return outbox.write<{ task: TaskRecord | null; created: boolean }>(event, async (tx) => {
        await bumpRevision(tx, input.workspaceId);
        const [row] = await tx
          .insert(tasks)
          .values({ ...newTaskRow({ ...input, completed: false }), assignee: assigneeOnInsert(input.workspaceId, input.assignee) })
          .onConflictDoNothing({ target: tasks.id })
          .returning({ json: jsonText });
        if (row) return { changed: true, result: { task: parsed(row.json), created: true }, source: { taskId: input.id } };
        return { changed: false, result: { task: await readJson(tx, input.id), created: false } };
      });
    },

    getTask: (id) => readJson(db, id),

    async listTasks({ workspaceId, userId }, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, tasks, ({ after, orderBy, limit }) =>
        db
          .select({ id: tasks.id, createdAt: tasks.createdAt, json: jsonText })
          .from(tasks)
          .where(and(eq(tasks.workspaceId, workspaceId), userId === undefined ? undefined : eq(tasks.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: pageRows.map((row) => JSON.parse(row.json) as TaskRecord), nextCursor };
    },

    async listAllTasks(filter) {
      const { list, revision } = await readList(filter);
      return { items: JSON.parse(list) as TaskRecord[], revision };
    },

    async listAllTasksJson(filter) {
      const { list, revision } = await readList(filter);
      return { json: Buffer.from(list, "utf8"), revision };
    },

    taskListRevision: (workspaceId) => readRevision(db, workspaceId),

    async updateTask(id, { now, expected = {}, notice, ...patch }, event): Promise<TaskUpdate> {
      const { description, recurrence, assignee, ...fields } = patch;
      const where = and(eq(tasks.id, id), ...expectationHolds(tasks, expected), assignee ? isAssignable(tasks.workspaceId, assignee) : undefined)!;
      return outbox.write<TaskUpdate>(event, async (tx) => {
        if (!(await bumpRevisionOfTask(tx, id))) return { changed: false, result: { ok: false, reason: "not_found" } };
        // The expectation and the assignee's membership are part of the UPDATE's WHERE: one statement
        // decides, after the workspace's lock (which a member's removal takes too), and the event follows only a change.
        // The notice (docs/product.md#assignees) is decided right before the update, under the same WHERE.
        if (assignee && notice) await tx.execute(noticeOfUpdate(assignee, where, notice));
        const [row] = await tx
          .update(tasks)
          .set({
            ...fields,
            ...clearableTaskColumns({ description, recurrence, assignee }),
            dueDate: toNullableInstant(patch.dueDate),
            completedAt: toNullableInstant(patch.completedAt),
            updatedAt: toInstant(now),
          })
          .where(where)
          .returning({ json: jsonText });
        if (row) return { changed: true, result: { ok: true, task: parsed(row.json)! }, source: { taskId: id } };
        const task = await readJson(tx, id);
        if (!task) return { changed: false, result: { ok: false, reason: "not_found" } };
        return { changed: false, result: { ok: false, reason: staleFields(task, expected).length > 0 ? "conflict" : "not_assignable", task } };
      });
    },

    async deleteTask(id, event) {
      // ON DELETE CASCADE removes its comments and reminders.
      await outbox.write(event, async (tx) => {
        if (!(await bumpRevisionOfTask(tx, id))) return { changed: false, result: undefined };
        const deleted = await tx.delete(tasks).where(eq(tasks.id, id));
        return { changed: (deleted.rowCount ?? 0) > 0, result: undefined };
      });
    },

    async addComment(taskId, comment, event) {
      const { id, text, user, userId } = comment;
      return outbox.write(event, async (tx) => {
        if (!(await bumpRevisionOfTask(tx, taskId))) return { changed: false, result: null };
        // A statement of its own, after the workspace's lock: a task deleted meanwhile is seen gone (no comment, no event).
        const inserted = await tx.execute(sql`
          INSERT INTO ${comments} (task_id, id, text, user_name, user_id, time)
          SELECT ${taskId}, ${id}, ${text}, ${user}, ${userId}, ${toInstant(comment.time)}
          WHERE EXISTS (SELECT 1 FROM ${tasks} WHERE id = ${taskId})`);
        if (!inserted.rowCount) return { changed: false, result: null };
        return { changed: true, result: await readJson(tx, taskId), source: { taskId } };
      });
    },

    async deleteComment(taskId, commentId, event) {
      return outbox.write(event, async (tx) => {
        if (!(await bumpRevisionOfTask(tx, taskId))) return { changed: false, result: null };
        const removed = await tx.delete(comments).where(and(eq(comments.taskId, taskId), eq(comments.id, commentId)));
        const task = await readJson(tx, taskId);
        return { changed: Boolean(removed.rowCount) && task !== null, result: task, source: { taskId } };
      });
    },

    async changeSubtasks(taskId, change, now, event) {
      // Under the workspace's lock the checklist read is the one written over: the rule of
      // lib/tasks/subtasks.ts decides, and the list is written again numbered 0, 1, 2, … A refusal rolls
      // the transaction back, so the revision moved first stays where it was.
      try {
        return await outbox.write<SubtaskUpdate>(event, async (tx) => {
          if (!(await bumpRevisionOfTask(tx, taskId))) throw new SubtaskRefusal("not_found");
          const current = await tx
            .select({ id: subtasks.id, title: subtasks.title, done: subtasks.done })
            .from(subtasks)
            .where(eq(subtasks.taskId, taskId))
            .orderBy(subtasks.position, subtasks.id);
          const next = applySubtaskChange(current, change);
          if (typeof next === "string") throw new SubtaskRefusal(next);
          await tx.delete(subtasks).where(eq(subtasks.taskId, taskId));
          if (next.length > 0) await tx.insert(subtasks).values(next.map((subtask, position) => ({ ...subtask, taskId, position })));
          const [row] = await tx.update(tasks).set({ updatedAt: toInstant(now) }).where(eq(tasks.id, taskId)).returning({ json: jsonText });
          return { changed: true, result: { ok: true, task: parsed(row.json)! }, source: { taskId } };
        });
      } catch (error) {
        if (error instanceof SubtaskRefusal) return { ok: false, reason: error.reason };
        throw error;
      }
    },
  };
}
