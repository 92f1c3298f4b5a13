import "server-only";
import type { Config } from "@/server/config";
import type { Store } from "@/server/store/types";
import { accessTokenQueries } from "./access-tokens";
import { assignmentNoticeQueries } from "./assignment-notices";
import { idempotencyQueries } from "./idempotency";
import { importQueries } from "./import";
import { planQueries } from "./plans";
import { pushQueries } from "./push";
import { rateLimitQueries } from "./rate-limits";
import { reminderQueries } from "./reminders";
import { realtimeReaders } from "./readers";
import { openTables, type AppwriteStoreOptions } from "./tables";
import { taskBatchQueries } from "./task-batch";
import { taskQueries } from "./tasks";
import { workspaceQueries } from "./workspaces";

export type { AppwriteStoreOptions } from "./tables";

export type AppwriteStore = Store & { readonly backend: "appwrite" };

/**
 * The appwrite adapter of the store: the database, tables and indexes made by `npm run appwrite:setup`
 * (schema.ts), reached with the server's API key through node-appwrite's TablesDB. Opening it sends
 * nothing; /api/health's ping is the first call. It keeps no event log: Appwrite Realtime delivers the
 * rows themselves, so its write methods accept change events (EventDraft) and ignore them.
 */
export function openAppwriteStore(options: AppwriteStoreOptions): AppwriteStore {
  const tables = openTables(options);
  const realtime = realtimeReaders(options);
  const taskStore = taskQueries(tables);
  const workspaceStore = workspaceQueries(tables, realtime);
  const { recordPlan, deletePlannedTasksOf, ...plans } = planQueries(tables);
  return {
    backend: "appwrite",
    realtime,
    assignmentNotices: assignmentNoticeQueries(tables),
    ...workspaceStore,
    ...taskStore,
    // No cascades: a task's or a workspace's planned rows go first.
    async deleteWorkspace(id) {
      await deletePlannedTasksOf("workspaceId", id);
      await workspaceStore.deleteWorkspace(id);
    },
    async deleteTask(id, event) {
      await deletePlannedTasksOf("taskId", id);
      await taskStore.deleteTask(id, event);
    },
    ...taskBatchQueries(taskStore, recordPlan),
    ...plans,
    ...importQueries(tables),
    ...reminderQueries(tables),
    ...rateLimitQueries(tables),
    ...idempotencyQueries(tables),
    ...accessTokenQueries(tables),
    ...pushQueries(tables),
    ping: () => tables.ping(),
    // Plain HTTP requests: nothing stays open.
    async close() {},
  };
}

/** The connection named by the configuration (server/config.ts requires all four with DUELY_BACKEND=appwrite). */
export function appwriteOptions(
  c: Pick<Config, "APPWRITE_ENDPOINT" | "APPWRITE_PROJECT_ID" | "APPWRITE_API_KEY" | "APPWRITE_DATABASE_ID">,
): AppwriteStoreOptions {
  const { APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID, APPWRITE_API_KEY, APPWRITE_DATABASE_ID } = c;
  if (!APPWRITE_ENDPOINT || !APPWRITE_PROJECT_ID || !APPWRITE_API_KEY || !APPWRITE_DATABASE_ID) {
    throw new Error("APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID, APPWRITE_API_KEY and APPWRITE_DATABASE_ID are required");
  }
  return { endpoint: APPWRITE_ENDPOINT, projectId: APPWRITE_PROJECT_ID, apiKey: APPWRITE_API_KEY, databaseId: APPWRITE_DATABASE_ID };
}
