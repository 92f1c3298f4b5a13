import "server-only";
import type { PlannedDay, TaskBatchStore, TaskStore } from "@/server/store/types";

/**
 * Several task changes on Appwrite, which has no transactions across rows: one row after another through
 * the adapter's own methods (Realtime delivers each row's change; there is no event log); a batch of new
 * tasks that fails part way deletes the ones it made; an accepted day plan is recorded after the due dates.
 */
export function taskBatchQueries(
  taskStore: Pick<TaskStore, "createTask" | "updateTask" | "deleteTask">,
  recordPlan: (plan: PlannedDay) => Promise<void>,
): TaskBatchStore {
  return {
    async createTasks(inputs) {
      const made = [];
      try {
        for (const { task } of inputs) made.push(await taskStore.createTask(task));
      } catch (error) {
        for (const task of made) await taskStore.deleteTask(task.id).catch(() => undefined);
        throw error;
      }
      return made;
    },

    async setDueDates(changes, now, plan) {
      const answers = [];
      for (const { id, dueDate } of changes) {
        const update = await taskStore.updateTask(id, { dueDate, now });
        answers.push(update.ok ? update.task : null);
      }
      if (plan) await recordPlan(plan);
      return answers;
    },
  };
}
