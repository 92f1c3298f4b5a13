import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./open";
import type { Tx } from "./events";
import { tasks, workspaces } from "./schema";

/**
 * The workspaces.revision counter behind taskListRevision, moved in the transaction of the change it
 * counts, as its first statement: the UPDATE locks the workspace's row until the commit, so the changes of
 * one workspace take turns and no reader sees a change without its revision.
 */

/** Moves the workspace's revision; false when there is no such workspace. */
export async function bumpRevision(tx: Tx, workspaceId: string): Promise<boolean> {
  const rows = await tx
    .update(workspaces)
    .set({ revision: sql`${workspaces.revision} + 1` })
    .where(eq(workspaces.id, workspaceId))
    .returning({ id: workspaces.id });
  return rows.length === 1;
}

/** For a change to a task (or its comments): moves the revision of the task's workspace; false when there is no such task. */
export async function bumpRevisionOfTask(tx: Tx, taskId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`UPDATE ${workspaces} SET revision = revision + 1 WHERE id = (SELECT workspace_id FROM ${tasks} WHERE id = ${taskId}) RETURNING id`,
  );
  return rows.length === 1;
}

export async function readRevision(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ revision: workspaces.revision }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row ? String(row.revision) : null;
}
