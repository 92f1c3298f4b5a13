import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./open";
import { workspaces } from "./schema";

/**
 * The workspaces.revision counter behind taskListRevision: each statement here goes into the same
 * batch (one transaction) as the change it counts, so no reader sees the change without the new revision.
 */

export const bumpRevision = (db: Db, workspaceId: string) =>
  db.update(workspaces).set({ revision: sql`${workspaces.revision} + 1` }).where(eq(workspaces.id, workspaceId));

/** For a change to a task (or its comments): the task's workspace moves. Run it before a delete. */
export const bumpRevisionOfTask = (db: Db, taskId: string) =>
  db.run(sql`UPDATE workspaces SET revision = revision + 1 WHERE id = (SELECT workspace_id FROM tasks WHERE id = ${taskId})`);

/** bumpRevisionOfTask, only when the statement before it in the batch changed a row (SQLite's changes()). */
export const bumpRevisionOfTaskIfChanged = (db: Db, taskId: string) =>
  db.run(sql`UPDATE workspaces SET revision = revision + 1 WHERE id = (SELECT workspace_id FROM tasks WHERE id = ${taskId}) AND changes() > 0`);

export async function readRevision(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ revision: workspaces.revision }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row ? String(row.revision) : null;
}
