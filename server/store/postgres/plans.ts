import "server-only";
import { and, asc, between, eq, sql } from "drizzle-orm";
import { toInstant } from "@/server/store/rows";
import type { PlannedDay, PlanStore } from "@/server/store/types";
import type { Tx } from "./events";
import type { Db } from "./open";
import { plannedTasks, tasks } from "./schema";

/** The first key of the advisory locks that make records of one user's day take turns (two-integer keys: a space of their own). */
const PLAN_DAY_LOCKS = 7_270_185;

/**
 * Records an accepted day plan inside setDueDates' transaction: the day's rows of the user in the workspace go,
 * then one row per slot whose task still is in that workspace. Two records of the same day at once take turns on
 * an advisory lock of that day, so the later one's delete sees the earlier one's rows (each statement reads what
 * is committed when it starts) and the day holds one plan, never a mix or a duplicate key.
 */
export async function recordPlan(tx: Tx, { userId, workspaceId, day, acceptedAt, slots }: PlannedDay): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(PLAN_DAY_LOCKS))}, hashtext(${JSON.stringify([userId, workspaceId, day])}))`);
  await tx.delete(plannedTasks).where(and(eq(plannedTasks.userId, userId), eq(plannedTasks.workspaceId, workspaceId), eq(plannedTasks.day, day)));
  for (const { taskId, start, end } of slots) {
    await tx.execute(sql`INSERT INTO ${plannedTasks} (user_id, workspace_id, task_id, day, start_at, end_at, accepted_at)
      SELECT ${userId}, ${workspaceId}, ${taskId}, ${day}, ${toInstant(start)}, ${toInstant(end)}, ${toInstant(acceptedAt)}
      WHERE EXISTS (SELECT 1 FROM ${tasks} WHERE id = ${taskId} AND workspace_id = ${workspaceId})`);
  }
}

export function planQueries(db: Db): PlanStore {
  return {
    async listPlannedTasks({ userId, workspaceId, fromDay, toDay }) {
      const rows = await db
        .select()
        .from(plannedTasks)
        .where(and(eq(plannedTasks.userId, userId), eq(plannedTasks.workspaceId, workspaceId), between(plannedTasks.day, fromDay, toDay)))
        .orderBy(asc(plannedTasks.day), asc(plannedTasks.startAt), asc(plannedTasks.taskId));
      return rows.map(({ startAt, endAt, ...row }) => ({ ...row, start: startAt, end: endAt }));
    },

    async deletePlannedTasksOfUser(userId) {
      const { rowCount } = await db.delete(plannedTasks).where(eq(plannedTasks.userId, userId));
      return rowCount ?? 0;
    },
  };
}
