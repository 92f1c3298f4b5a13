import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskRecord, TaskStore } from "@/server/store/types";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { groupBy, toCommentRecord, toTaskRecord } from "./rows";
import { comments, tasks } from "./schema";

type TaskRow = typeof tasks.$inferSelect;

/** Tasks and their comments (a table of their own, read with one query per page of tasks). */
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

  return {
    async createTask({ completed = false, ...input }) {
      const createdAt = toInstant(input.createdAt);
      const [row] = await db
        .insert(tasks)
        .values({ ...input, dueDate: toNullableInstant(input.dueDate), createdAt, updatedAt: createdAt, completed, completedAt: null })
        .returning();
      return toTaskRecord(row, []);
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

    async updateTask(id, { now, ...patch }) {
      const [row] = await db
        .update(tasks)
        .set({
          ...patch,
          dueDate: toNullableInstant(patch.dueDate),
          completedAt: toNullableInstant(patch.completedAt),
          updatedAt: toInstant(now),
        })
        .where(eq(tasks.id, id))
        .returning();
      if (!row) return null;
      const [record] = await withComments([row]);
      return record;
    },

    async deleteTask(id) {
      // ON DELETE CASCADE removes its comments and reminders.
      await db.delete(tasks).where(eq(tasks.id, id));
    },

    async addComment(taskId, comment) {
      const exists = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId));
      if (exists.length === 0) return null;
      await db.insert(comments).values({ ...comment, taskId, time: toInstant(comment.time) });
      return getTask(taskId);
    },

    async deleteComment(taskId, commentId) {
      await db.delete(comments).where(and(eq(comments.taskId, taskId), eq(comments.id, commentId)));
      return getTask(taskId);
    },
  };
}
