import "server-only";
import type { ImportStore } from "@/server/store/types";
import { taskRowPermissions } from "./readers";
import type { Tables } from "./tables";
import { newTaskRow } from "./tasks";

/** Rows created at once: a remote store answers each in a round trip, so a few overlap. */
const CONCURRENT_ROWS = 8;

/**
 * An import's batch of new tasks: one createRow per task with its comments, completion and times in it
 * (the comments are a column of the task's row), nothing read back. Not atomic: when a row fails, rows
 * of the batch may already exist, and the import deletes every task of the batch again.
 */
export function importQueries(tables: Tables): ImportStore {
  return {
    async importTasks(records) {
      for (let i = 0; i < records.length; i += CONCURRENT_ROWS) {
        await Promise.all(
          records.slice(i, i + CONCURRENT_ROWS).map((task) => tables.create("tasks", task.id, newTaskRow(task), taskRowPermissions(task.workspaceId))),
        );
      }
    },
  };
}
