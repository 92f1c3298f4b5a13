import "server-only";
import { and, asc, between, eq, sql } from "drizzle-orm";
import { toInstant } from "@/server/store/rows";
import type { PlannedDay, PlanStore } from "@/server/store/types";
import type { Db } from "./open";
import { plannedTasks, tasks } from "./schema";

/**
 * The statements that record an accepted day plan (run in setDueDates' batch, one transaction): the day's rows of
 * the user in the workspace go, then one row per slot whose task still is in that workspace.
 */
export function recordPlanStatements(db: Db, { userId, workspaceId, day, acceptedAt, slots }: PlannedDay) {
  return [
    db.delete(plannedTasks).where(and(eq(plannedTasks.userId, userId), eq(plannedTasks.workspaceId, workspaceId), eq(plannedTasks.day, day))),
    ...slots.map(({ taskId, start, end }) =>
      db.run(sql`INSERT INTO ${plannedTasks} (user_id, workspace_id, task_id, day, start_at, end_at, accepted_at)
        SELECT ${userId}, ${workspaceId}, ${taskId}, ${day}, ${toInstant(start)}, ${toInstant(end)}, ${toInstant(acceptedAt)}
        WHERE EXISTS (SELECT 1 FROM ${tasks} WHERE id = ${taskId} AND workspace_id = ${workspaceId})`),
    ),
  ];
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
      const { rowsAffected } = await db.delete(plannedTasks).where(eq(plannedTasks.userId, userId));
      return rowsAffected;
    },
  };
}
