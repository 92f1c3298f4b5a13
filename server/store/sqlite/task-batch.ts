import "server-only";
import { eq, sql } from "drizzle-orm";
import { newTaskRow, toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskBatchStore, TaskRecord } from "@/server/store/types";
import type { Outbox } from "./events";
import type { Db } from "./open";
import { recordPlanStatements } from "./plans";
import { bumpRevision, bumpRevisionOfTask } from "./revision";
import { tasks } from "./schema";

/**
 * Several task changes in one batch of the outbox (one transaction), each with its event, as updateTask writes one;
 * an accepted day plan's record in the same batch.
 */
export function taskBatchQueries(db: Db, outbox: Outbox): TaskBatchStore {
  const readJson = (id: string) => db.all<{ json: string }>(sql`SELECT json_text AS json FROM ${tasks} WHERE id = ${id}`);
  const parsed = (rows: unknown): TaskRecord | null => {
    const [row] = rows as { json: string }[];
    return row ? (JSON.parse(row.json) as TaskRecord) : null;
  };
  return {
    async createTasks(inputs) {
      if (inputs.length === 0) return [];
      const answers = await outbox.writeAll(
        inputs.map(({ task, event }) => ({
          change: [db.insert(tasks).values(newTaskRow(task))],
          event,
          source: { taskId: task.id },
          after: [bumpRevision(db, task.workspaceId), readJson(task.id)],
        })),
      );
      return answers.map(({ after }) => parsed(after[1])!);
    },

    async setDueDates(changes, now, plan) {
      if (changes.length === 0 && !plan) return [];
      const answers = await outbox.writeAll([
        ...changes.map(({ id, dueDate, event }) => ({
          change: [db.update(tasks).set({ dueDate: toNullableInstant(dueDate), updatedAt: toInstant(now) }).where(eq(tasks.id, id))],
          event,
          source: { taskId: id },
          after: [bumpRevisionOfTask(db, id), readJson(id)],
        })),
        ...(plan ? [{ change: recordPlanStatements(db, plan) }] : []),
      ]);
      return answers.slice(0, changes.length).map(({ after }) => parsed(after[1]));
    },
  };
}
