import "server-only";
import { eq, sql } from "drizzle-orm";
import { newTaskRow, toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskBatchStore, TaskRecord } from "@/server/store/types";
import type { Outbox, Tx } from "./events";
import { recordPlan } from "./plans";
import { bumpRevision, bumpRevisionOfTask } from "./revision";
import { tasks } from "./schema";

/**
 * Several task changes in one transaction of the outbox, each with its event, as updateTask writes one; an
 * accepted day plan's record in the same transaction.
 */
const jsonText = sql<string>`json_text`;
const parsed = (json: string | undefined): TaskRecord | null => (json === undefined ? null : (JSON.parse(json) as TaskRecord));

export function taskBatchQueries(outbox: Outbox): TaskBatchStore {
  return {
    async createTasks(inputs) {
      if (inputs.length === 0) return [];
      return outbox.writeAll(
        inputs.map(({ task, event }) => ({
          event,
          change: async (tx) => {
            await bumpRevision(tx, task.workspaceId);
            const [row] = await tx.insert(tasks).values(newTaskRow(task)).returning({ json: jsonText });
            return { changed: true, result: parsed(row.json)!, source: { taskId: task.id } };
          },
        })),
      );
    },

    async setDueDates(changes, now, plan) {
      if (changes.length === 0 && !plan) return [];
      const answers = await outbox.writeAll<TaskRecord | null>([
        ...changes.map(({ id, dueDate, event }) => ({
          event,
          change: async (tx: Tx) => {
            if (!(await bumpRevisionOfTask(tx, id))) return { changed: false, result: null };
            const [row] = await tx
              .update(tasks)
              .set({ dueDate: toNullableInstant(dueDate), updatedAt: toInstant(now) })
              .where(eq(tasks.id, id))
              .returning({ json: jsonText });
            return { changed: row !== undefined, result: parsed(row?.json), source: { taskId: id } };
          },
        })),
        ...(plan
          ? [
              {
                change: async (tx: Tx) => {
                  await recordPlan(tx, plan);
                  return { changed: false, result: null };
                },
              },
            ]
          : []),
      ]);
      return answers.slice(0, changes.length);
    },
  };
}
