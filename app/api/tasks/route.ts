import { readJson, readQuery, withSession } from "@/server/http";
import { knownVersion, notModified, versionedJsonBytes } from "@/server/conditional";
import { createTask, listTasksJsonIfChanged } from "@/server/services/tasks";
import { createTaskSchema, listTasksQuerySchema } from "@/lib/schemas/task";

/**
 * GET /api/tasks?workspaceId=&q= — the tasks of the workspace the caller may see (those q finds, when
 * given), with an ETag; If-None-Match with the current one answers 304 without reading the list.
 */
export const GET = withSession(async (req, { user }) => {
  const { workspaceId, q } = readQuery(req, listTasksQuerySchema);
  const answer = await listTasksJsonIfChanged({ user, workspaceId, q, knownVersion: knownVersion(req) });
  return answer.changed ? versionedJsonBytes(answer.tasks, answer.version) : notModified(answer.version);
});

/** POST /api/tasks { title, dueDate?, urgency?, workspaceId } — a new task of the caller. */
export const POST = withSession(async (req, { user }) => {
  const task = await readJson(req, createTaskSchema);
  return Response.json({ data: await createTask({ user, task }) }, { status: 201 });
});
