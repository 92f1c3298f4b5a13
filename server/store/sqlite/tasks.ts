import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { staleFields } from "@/lib/tasks/conflicts";
import { assigneeOnInsert, isAssignable } from "@/server/store/assignee";
import { noticeOfNewTask, noticeOfUpdate } from "@/server/store/assignment-notice";
import { expectationHolds } from "@/server/store/expected";
import { clearableTaskColumns, newTaskRow, toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskFilter, TaskRecord, TaskStore } from "@/server/store/types";
import type { Outbox } from "./events";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { comments, tasks } from "./schema";
import { bumpRevision, bumpRevisionOfTask, bumpRevisionOfTaskIfChanged, readRevision } from "./revision";
import { subtaskStatement } from "./subtasks";

/**
 * Tasks, their comments and their subtasks (tables of their own). A task is read as its stored JSON (tasks.json_text,
 * which triggers keep as server/store/sqlite/task-json.ts defines it, comments included): the task as the
 * API answers it, in one column. Every change moves the workspace's revision and stores its change event
 * in the same batch (one transaction), so an ETag built from the revision is exact and no change goes
 * unannounced.
 */
export function taskQueries(db: Db, outbox: Outbox): TaskStore {
  /** The task's stored JSON, as a statement of a batch (after the change it should show). */
  const readJson = (id: string) => db.all<{ json: string }>(sql`SELECT json_text AS json FROM ${tasks} WHERE id = ${id}`);
  const parsed = (rows: unknown): TaskRecord | null => {
    const [row] = rows as { json: string }[];
    return row ? (JSON.parse(row.json) as TaskRecord) : null;
  };
  const changed = (result: unknown) => (result as { rowsAffected: number }).rowsAffected > 0;

  async function getTask(id: string): Promise<TaskRecord | null> {
    return parsed(await readJson(id));
  }

  /**
   * The list as one JSON text: each task's own JSON joined in SQLite, with the revision in the same
   * statement. SQLite concatenates the rows in the order the inner query yields them (a subquery with
   * ORDER BY is not flattened into an aggregate); an ORDER BY inside group_concat would sort the whole text
   * again. As a BLOB, the text comes out as its UTF-8 bytes, which an answer sends as they are.
   */
  async function readList({ workspaceId, userId }: TaskFilter, as: "text" | "bytes") {
    const mine = userId === undefined ? sql`` : sql` AND t.user_id = ${userId}`;
    const list = sql`(SELECT '[' || COALESCE(group_concat(task, ','), '') || ']'
      FROM (SELECT t.json_text AS task FROM tasks t WHERE t.workspace_id = ${workspaceId}${mine} ORDER BY t.created_at, t.id))`;
    const result = await db.run(sql`
      SELECT (SELECT revision FROM workspaces WHERE id = ${workspaceId}) AS revision,
             ${as === "bytes" ? sql`CAST(${list} AS BLOB)` : list} AS list`);
    const [row] = result.rows;
    return { list: row.list, revision: row.revision === null ? null : String(row.revision) };
  }

  return {
    async createTask({ notice, ...input }, event) {
      const insert = db.insert(tasks).values({ ...newTaskRow(input), assignee: assigneeOnInsert(input.workspaceId, input.assignee) });
      const { after } = await outbox.write({
        change: notice ? [insert, db.run(noticeOfNewTask(input.id, notice))] : [insert],
        event,
        source: { taskId: input.id },
        after: [bumpRevision(db, input.workspaceId), readJson(input.id)],
      });
      return parsed(after[1])!;
    },

    async createTaskOnce(input, event) {
      // One statement decides: the insert does nothing when the id exists (the revision may move for nothing: harmless).
      const { change, after } = await outbox.write({
        change: [
          db
            .insert(tasks)
            .values({ ...newTaskRow({ ...input, completed: false }), assignee: assigneeOnInsert(input.workspaceId, input.assignee) })
            .onConflictDoNothing({ target: tasks.id }),
        ],
        event,
        source: { taskId: input.id },
        after: [bumpRevision(db, input.workspaceId), readJson(input.id)],
      });
      return { task: parsed(after[1]), created: changed(change[0]) };
    },

    getTask,

    async listTasks({ workspaceId, userId }, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, tasks, ({ after, orderBy, limit }) =>
        db
          .select({ id: tasks.id, createdAt: tasks.createdAt, json: sql<string>`json_text` })
          .from(tasks)
          .where(and(eq(tasks.workspaceId, workspaceId), userId === undefined ? undefined : eq(tasks.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: pageRows.map((row) => JSON.parse(row.json) as TaskRecord), nextCursor };
    },

    async listAllTasks(filter) {
      const { list, revision } = await readList(filter, "text");
      return { items: JSON.parse(String(list)) as TaskRecord[], revision };
    },

    async listAllTasksJson(filter) {
      const { list, revision } = await readList(filter, "bytes");
      return { json: new Uint8Array(list as ArrayBuffer), revision };
    },

    taskListRevision: (workspaceId) => readRevision(db, workspaceId),

    async updateTask(id, { now, expected = {}, notice, ...patch }, event) {
      const { description, recurrence, assignee, ...fields } = patch;
      const where = and(eq(tasks.id, id), ...expectationHolds(tasks, expected), assignee ? isAssignable(tasks.workspaceId, assignee) : undefined)!;
      // The expectation and the assignee's membership are part of the UPDATE's WHERE: one statement
      // decides, and the event follows only a change.
      const update = db
        .update(tasks)
        .set({
          ...fields,
          ...clearableTaskColumns({ description, recurrence, assignee }),
          dueDate: toNullableInstant(patch.dueDate),
          completedAt: toNullableInstant(patch.completedAt),
          updatedAt: toInstant(now),
        })
        .where(where);
      // The task as it was is read in the same batch (one transaction), right before the update. The batch
      // opens with a write (the revision), so it waits for another process's write lock instead of reading
      // first and then failing to upgrade its read to a write (SQLITE_BUSY).
      const { change, after } = await outbox.write({
        // The notice (docs/product.md#assignees) is decided right before the update, under the same WHERE.
        change: [bumpRevisionOfTask(db, id), readJson(id), ...(assignee && notice ? [db.run(noticeOfUpdate(assignee, where, notice))] : []), update],
        event,
        source: { taskId: id },
        after: [readJson(id)],
      });
      const task = parsed(after[0]);
      if (!task) return { ok: false, reason: "not_found" };
      if (changed(change[change.length - 1])) return { ok: true, task };
      return { ok: false, reason: staleFields(task, expected).length > 0 ? "conflict" : "not_assignable", task };
    },

    async deleteTask(id, event) {
      // ON DELETE CASCADE removes its comments and reminders; the revision moves first, while the task still says where.
      await outbox.write({ change: [bumpRevisionOfTask(db, id), db.delete(tasks).where(eq(tasks.id, id))], event });
    },

    async addComment(taskId, comment, event) {
      const { id, text, user, userId } = comment;
      // The task's existence is checked by the INSERT itself: a task deleted meanwhile gets no comment and no event.
      const insert = db.run(sql`
        INSERT INTO ${comments} (task_id, id, text, user_name, user_id, time)
        SELECT ${taskId}, ${id}, ${text}, ${user}, ${userId}, ${toInstant(comment.time)}
        WHERE EXISTS (SELECT 1 FROM ${tasks} WHERE id = ${taskId})`);
      const { change, after } = await outbox.write({ change: [insert], event, source: { taskId }, after: [bumpRevisionOfTask(db, taskId), readJson(taskId)] });
      return changed(change[0]) ? parsed(after[1]) : null;
    },

    async deleteComment(taskId, commentId, event) {
      const remove = db.delete(comments).where(and(eq(comments.taskId, taskId), eq(comments.id, commentId)));
      const { after } = await outbox.write({ change: [remove], event, source: { taskId }, after: [bumpRevisionOfTask(db, taskId), readJson(taskId)] });
      return parsed(after[1]);
    },

    async changeSubtasks(taskId, change, now, event) {
      // The task's updatedAt and the workspace's revision move only when the change did (changes() counts
      // the statement before, not its triggers): a refused change writes nothing at all.
      const touch = db.run(sql`UPDATE ${tasks} SET updated_at = ${toInstant(now)} WHERE id = ${taskId} AND changes() > 0`);
      const { change: results, after } = await outbox.write({
        change: [subtaskStatement(db, taskId, change), touch, bumpRevisionOfTaskIfChanged(db, taskId)],
        event,
        source: { taskId },
        after: [readJson(taskId)],
      });
      const task = parsed(after[0]);
      if (!task) return { ok: false, reason: "not_found" };
      if (changed(results[1])) return { ok: true, task };
      return { ok: false, reason: change.kind === "add" ? "full" : "subtask_not_found" };
    },
  };
}
