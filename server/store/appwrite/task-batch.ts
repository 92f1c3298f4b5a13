import "server-only";
import type { TaskBatchStore, TaskStore } from "@/server/store/types";

/**
 * Several task changes on Appwrite, which has no transactions across rows: one row after another through
 * the adapter's own updateTask (Realtime delivers each row's change; there is no event log).
 */
export function taskBatchQueries(taskStore: Pick<TaskStore, "updateTask">): TaskBatchStore {
  return {
    async setDueDates(changes, now) {
      const answers = [];
      for (const { id, dueDate } of changes) answers.push(await taskStore.updateTask(id, { dueDate, now }));
      return answers;
    },
  };
}
