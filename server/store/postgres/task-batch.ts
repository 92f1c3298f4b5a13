import "server-only";
import { eq, sql } from "drizzle-orm";
import { toInstant, toNullableInstant } from "@/server/store/rows";
import type { TaskBatchStore, TaskRecord } from "@/server/store/types";
import type { Outbox } from "./events";
import { bumpRevisionOfTask } from "./revision";
import { tasks } from "./schema";

/** Several task changes in one transaction of the outbox, each with its event, as updateTask writes one. */
export function taskBatchQueries(outbox: Outbox): TaskBatchStore {
  return {
    async setDueDates(changes, now) {
      if (changes.length === 0) return [];
      return outbox.writeAll(
        changes.map(({ id, dueDate, event }) => ({
          event,
          change: async (tx) => {
            if (!(await bumpRevisionOfTask(tx, id))) return { changed: false, result: null };
            const [row] = await tx
              .update(tasks)
              .set({ dueDate: toNullableInstant(dueDate), updatedAt: toInstant(now) })
              .where(eq(tasks.id, id))
              .returning({ json: sql<string>`json_text` });
            return { changed: row !== undefined, result: row ? (JSON.parse(row.json) as TaskRecord) : null, source: { taskId: id } };
          },
        })),
      );
    },
  };
}
