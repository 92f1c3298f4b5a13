import "server-only";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { chunks, importedRows } from "@/server/store/rows";
import type { ImportStore } from "@/server/store/types";
import type { Db } from "./open";
import { bumpRevision } from "./revision";
import { comments, subtasks, tasks } from "./schema";

/** Rows per INSERT, under SQLite's 32,766 bound variables (13 per task, 6 per comment). */
const TASKS_PER_STATEMENT = 1000;
const COMMENTS_PER_STATEMENT = 2500;
/** 5 per subtask. */
const SUBTASKS_PER_STATEMENT = 5000;

/**
 * An import's batch of new tasks: one transaction holding multi-row INSERTs for the comments, the subtasks and
 * the tasks and the revision of each workspace touched; nothing is read back.
 *
 * The comments and subtasks go in before their tasks, with the foreign keys checked at COMMIT (defer_foreign_keys
 * holds for this transaction only). The triggers of drizzle/0010_task_json.sql rebuild a task's JSON
 * from all of its comments for every comment row inserted, so n comments added to an existing task cost
 * n²/2 comment objects (2,500 comments: 2.4 s, during which the local client holds the event loop); a
 * comment inserted before its task finds no task row to rebuild, and the task's own insert builds its
 * JSON once, with every comment (2,500 comments: about 30 ms).
 */
export function importQueries(db: Db): ImportStore {
  return {
    async importTasks(records) {
      if (records.length === 0) return;
      const { taskRows, commentRows, subtaskRows, workspaceIds } = importedRows(records);
      const statements: BatchItem<"sqlite">[] = [
        ...chunks(commentRows, COMMENTS_PER_STATEMENT).map((rows) => db.insert(comments).values(rows)),
        ...chunks(subtaskRows, SUBTASKS_PER_STATEMENT).map((rows) => db.insert(subtasks).values(rows)),
        ...chunks(taskRows, TASKS_PER_STATEMENT).map((rows) => db.insert(tasks).values(rows)),
        ...workspaceIds.map((workspaceId) => bumpRevision(db, workspaceId)),
      ];
      await db.batch([db.run(sql`PRAGMA defer_foreign_keys = ON`), ...statements]);
    },
  };
}

