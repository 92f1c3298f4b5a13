import { join } from "node:path";
import { createClient, type InStatement } from "@libsql/client";

/**
 * Writes straight into the database file of the e2e server (`next start` of playwright.config.ts), past
 * the API: such a change publishes no live event, so a board can only learn of it by loading again. The
 * statements run in one transaction; a test that changes tasks also moves the workspace's revision, as
 * every store write does, or the task list's ETag would still call the old list current.
 */
export async function writeToDatabase(statements: InStatement[]): Promise<void> {
  const dir = process.env.DUELY_E2E_DIR;
  if (!dir) throw new Error("DUELY_E2E_DIR is not set (playwright.config.ts sets it)");
  const client = createClient({ url: `file:${join(dir, "e2e.db")}` });
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.batch(statements, "write");
  } finally {
    client.close();
  }
}

/** The statement that moves a workspace's revision (the source of its task list's ETag). */
export const bumpRevision = (workspaceId: string): InStatement => ({
  sql: "UPDATE workspaces SET revision = revision + 1 WHERE id = ?",
  args: [workspaceId],
});
