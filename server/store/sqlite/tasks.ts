import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskFilter, TaskRecord, TaskStore } from "@/server/store/types";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { groupBy, taskExtraColumns, toCommentRecord, toTaskRecord } from "./rows";
import { comments, tasks } from "./schema";
import { bumpRevision, bumpRevisionOfTask, readRevision } from "./revision";

type TaskRow = typeof tasks.$inferSelect;

/** The row of a new task: not completed unless asked, updatedAt = createdAt, instants normalised. */
export function newTaskRow({ completed = false, description, recurrence, ...input }: Parameters<TaskStore["createTask"]>[0]) {
  const createdAt = toInstant(input.createdAt);
  return {
    ...input,
    ...taskExtraColumns({ description: description ?? "", recurrence: recurrence ?? null }),
    dueDate: toNullableInstant(input.dueDate),
    createdAt,
    updatedAt: createdAt,
    completed,
    completedAt: null,
  };
}

/**
 * Tasks and their comments (a table of their own, read with one query per page of tasks). Every change
 * moves the workspace's revision in the same batch (one transaction), so an ETag built from it is exact.
 */
export function taskQueries(db: Db): TaskStore {
  async function withComments(rows: TaskRow[]): Promise<TaskRecord[]> {
    if (rows.length === 0) return [];
    const commentRows = await db
      .select()
      .from(comments)
      .where(inArray(comments.taskId, rows.map((row) => row.id)))
      .orderBy(asc(comments.taskId), asc(comments.time), asc(comments.id));
    const byTask = groupBy(commentRows, (c) => c.taskId, toCommentRecord);
    return rows.map((row) => toTaskRecord(row, byTask.get(row.id) ?? []));
  }

  async function getTask(id: string): Promise<TaskRecord | null> {
    const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
    if (!row) return null;
    const [record] = await withComments([row]);
    return record;
  }

  /**
   * The list as one JSON text: each task's own JSON (tasks.json_text, which triggers keep as the task_json
   * view of drizzle/0010_task_json.sql builds it) joined in SQLite, with the revision in the same statement.
   * SQLite concatenates the rows in the order the inner query yields them (a subquery with ORDER BY is not
   * flattened into an aggregate); an ORDER BY inside group_concat would sort the whole text again.
   * As a BLOB, the text comes out as its UTF-8 bytes, which an answer sends as they are.
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
    async createTask(input) {
      const insert = db.insert(tasks).values(newTaskRow(input)).returning();
      const [[row]] = await db.batch([insert, bumpRevision(db, input.workspaceId)]);
      return toTaskRecord(row, []);
    },

    async createTaskOnce(input) {
      // One statement decides: the insert does nothing when the id exists (the revision may move for nothing: harmless).
      const insert = db
        .insert(tasks)
        .values(newTaskRow({ ...input, completed: false }))
        .onConflictDoNothing({ target: tasks.id })
        .returning();
      const [rows] = await db.batch([insert, bumpRevision(db, input.workspaceId)]);
      const [row] = rows;
      if (row) return { task: toTaskRecord(row, []), created: true };
      return { task: await getTask(input.id), created: false };
    },

    getTask,

    async listTasks({ workspaceId, userId }, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, tasks, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(tasks)
          .where(and(eq(tasks.workspaceId, workspaceId), userId === undefined ? undefined : eq(tasks.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: await withComments(pageRows), nextCursor };
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

    async updateTask(id, { now, ...patch }) {
      const { description, recurrence, ...fields } = patch;
      const update = db
        .update(tasks)
        .set({
          ...fields,
          ...taskExtraColumns({ description, recurrence }),
          dueDate: toNullableInstant(patch.dueDate),
          completedAt: toNullableInstant(patch.completedAt),
          updatedAt: toInstant(now),
        })
        .where(eq(tasks.id, id))
        .returning();
      const [[row]] = await db.batch([update, bumpRevisionOfTask(db, id)]);
      if (!row) return null;
      const [record] = await withComments([row]);
      return record;
    },

    async deleteTask(id) {
      // ON DELETE CASCADE removes its comments and reminders.
      await db.batch([bumpRevisionOfTask(db, id), db.delete(tasks).where(eq(tasks.id, id))]);
    },

    async addComment(taskId, comment) {
      const exists = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId));
      if (exists.length === 0) return null;
      await db.batch([db.insert(comments).values({ ...comment, taskId, time: toInstant(comment.time) }), bumpRevisionOfTask(db, taskId)]);
      return getTask(taskId);
    },

    async deleteComment(taskId, commentId) {
      await db.batch([db.delete(comments).where(and(eq(comments.taskId, taskId), eq(comments.id, commentId))), bumpRevisionOfTask(db, taskId)]);
      return getTask(taskId);
    },
  };
}
