import { knownVersion, notModified, versionedJsonBytes } from "@/server/conditional";
import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { createTask, listTasksJsonIfChanged } from "@/server/services/tasks";

/**
 * GET /api/tasks?workspaceId=&q= — the tasks of the workspace the caller may see (those q finds, when
 * given), with an ETag; If-None-Match with the current one answers 304 without reading the list.
 */
export const GET = handle(taskRoutes.list, async ({ req, user, query: { workspaceId, q } }) => {
  const answer = await listTasksJsonIfChanged({ user, workspaceId, q, knownVersion: knownVersion(req) });
  return answer.changed ? versionedJsonBytes(answer.tasks, answer.version) : notModified(answer.version);
});

/** POST /api/tasks { title, dueDate?, urgency?, workspaceId, description?, recurrence? } — a new task of the caller. */
export const POST = handle(taskRoutes.create, async ({ user, body: task }) => createTask({ user, task }));
