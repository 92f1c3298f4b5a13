import "server-only";
import type { EventLogStore, ImportStore, TaskStore } from "@/server/store/types";

/**
 * The parts of the port the postgres backend does not serve yet: tasks and their comments, the task list
 * and its revision, an import's batches, and the live feed's event log. Each method throws at once, so nothing runs half-done
 * on PostgreSQL until they are written.
 */

function notYet(method: string): () => Promise<never> {
  return async () => {
    throw new Error(`The PostgreSQL store does not implement ${method} yet`);
  };
}

export const pendingTaskStore: TaskStore = {
  createTask: notYet("createTask"),
  createTaskOnce: notYet("createTaskOnce"),
  getTask: notYet("getTask"),
  listTasks: notYet("listTasks"),
  listAllTasks: notYet("listAllTasks"),
  listAllTasksJson: notYet("listAllTasksJson"),
  taskListRevision: notYet("taskListRevision"),
  updateTask: notYet("updateTask"),
  deleteTask: notYet("deleteTask"),
  addComment: notYet("addComment"),
  deleteComment: notYet("deleteComment"),
};

export const pendingImportStore: ImportStore = {
  importTasks: notYet("importTasks"),
};

export const pendingEventLog: EventLogStore = {
  appendEvent: notYet("appendEvent"),
  onAppended() {
    throw new Error("The PostgreSQL store does not implement onAppended yet");
  },
  listEventsAfter: notYet("listEventsAfter"),
  listEventsSince: notYet("listEventsSince"),
  lastEventId: notYet("lastEventId"),
  latestSeq: notYet("latestSeq"),
  oldestSeq: notYet("oldestSeq"),
  pruneEvents: notYet("pruneEvents"),
  claimStreamSlot: notYet("claimStreamSlot"),
  renewStreamSlot: notYet("renewStreamSlot"),
  releaseStreamSlot: notYet("releaseStreamSlot"),
};
