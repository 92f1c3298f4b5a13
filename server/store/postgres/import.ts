import "server-only";
import { chunks, importedRows } from "@/server/store/rows";
import type { ImportStore } from "@/server/store/types";
import type { Db } from "./open";
import { bumpRevision } from "./revision";
import { comments, subtasks, tasks } from "./schema";

/** Rows per INSERT, under PostgreSQL's 65,535 bound parameters (13 per task, 6 per comment). */
const TASKS_PER_STATEMENT = 1000;
const COMMENTS_PER_STATEMENT = 5000;
/** 5 per subtask. */
const SUBTASKS_PER_STATEMENT = 10000;

/**
 * An import's batch of new tasks: one transaction that moves the revision of each workspace touched (their
 * rows locked first, in id order, as every write of a workspace begins), then multi-row INSERTs for the
 * tasks and for their comments; nothing is read back. The tasks go in first (their JSON built with no
 * comments yet), then the comments and the subtasks, whose statement triggers (./task-json.ts) builds each task's JSON once
 * per statement with all of its comments.
 */
export function importQueries(db: Db): ImportStore {
  return {
    async importTasks(records) {
      if (records.length === 0) return;
      const { taskRows, commentRows, subtaskRows, workspaceIds } = importedRows(records);
      await db.transaction(async (tx) => {
        for (const workspaceId of [...workspaceIds].sort()) await bumpRevision(tx, workspaceId);
        for (const rows of chunks(taskRows, TASKS_PER_STATEMENT)) await tx.insert(tasks).values(rows);
        for (const rows of chunks(commentRows, COMMENTS_PER_STATEMENT)) await tx.insert(comments).values(rows);
        for (const rows of chunks(subtaskRows, SUBTASKS_PER_STATEMENT)) await tx.insert(subtasks).values(rows);
      });
    },
  };
}
