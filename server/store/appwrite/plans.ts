import "server-only";
import { createHash } from "node:crypto";
import { Query } from "node-appwrite";
import { AppError } from "@/server/errors";
import { toInstant } from "@/server/store/rows";
import { MAX_PAGE_SIZE, type PlannedDay, type PlannedTaskRecord, type PlanStore } from "@/server/store/types";
import type { Row, Tables } from "./tables";

/**
 * Accepted day plans in planned_tasks (schema.ts). Appwrite has no transactions across rows nor cascades: a plan
 * is recorded after its due dates, row by row (the day's rows go first; a row's id is derived from user,
 * workspace, day and task, so two records of the same day at once cannot leave a task twice), and a task's or a
 * workspace's rows are deleted with it (index.ts).
 */
export function planQueries(tables: Tables): PlanStore & {
  recordPlan(plan: PlannedDay): Promise<void>;
  deletePlannedTasksOf(field: "taskId" | "workspaceId", id: string): Promise<void>;
} {
  return {
    async recordPlan({ userId, workspaceId, day, acceptedAt, slots }) {
      await tables.removeWhere("planned_tasks", [Query.equal("userId", userId), Query.equal("workspaceId", workspaceId), Query.equal("day", day)]);
      for (const { taskId, start, end } of slots) {
        const task = await tables.get("tasks", taskId);
        if (!task || task.workspaceId !== workspaceId) continue;
        const rowId = createHash("sha256").update(JSON.stringify([userId, workspaceId, day, taskId])).digest("hex").slice(0, 32);
        const data = { userId, workspaceId, taskId, day, start: toInstant(start), end: toInstant(end), acceptedAt: toInstant(acceptedAt) };
        try {
          await tables.create("planned_tasks", rowId, data);
        } catch (error) {
          if (!(error instanceof AppError && error.status === 409)) throw error;
          await tables.update("planned_tasks", rowId, data);
        }
      }
    },

    async listPlannedTasks({ userId, workspaceId, fromDay, toDay }) {
      const filters = [
        Query.equal("userId", userId),
        Query.equal("workspaceId", workspaceId),
        Query.greaterThanEqual("day", fromDay),
        Query.lessThanEqual("day", toDay),
        Query.orderAsc("day"),
        Query.orderAsc("start"),
        Query.orderAsc("taskId"),
      ];
      const records: PlannedTaskRecord[] = [];
      for (;;) {
        const page = await tables.list("planned_tasks", [...filters, Query.offset(records.length), Query.limit(MAX_PAGE_SIZE)]);
        records.push(...page.map(toRecord));
        if (page.length < MAX_PAGE_SIZE) return records;
      }
    },

    deletePlannedTasksOfUser: (userId) => tables.removeWhere("planned_tasks", [Query.equal("userId", userId)]),

    async deletePlannedTasksOf(field, id) {
      await tables.removeWhere("planned_tasks", [Query.equal(field, id)]);
    },
  };
}

function toRecord(row: Row): PlannedTaskRecord {
  const r = row as Row & { userId: string; workspaceId: string; taskId: string; day: string; start: string; end: string; acceptedAt: string };
  return { userId: r.userId, workspaceId: r.workspaceId, taskId: r.taskId, day: r.day, start: toInstant(r.start), end: toInstant(r.end), acceptedAt: toInstant(r.acceptedAt) };
}
