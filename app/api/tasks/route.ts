import { readJson, readQuery, withSession } from "@/server/http";
import { createTask, listTasks } from "@/server/services/tasks";
import { createTaskSchema, listTasksQuerySchema } from "@/lib/schemas/task";

/** GET /api/tasks?workspaceId=&q= — the tasks of the workspace the caller may see (those q finds, when given). */
export const GET = withSession(async (req, { user }) => {
  const { workspaceId, q } = readQuery(req, listTasksQuerySchema);
  return Response.json({ data: await listTasks({ user, workspaceId, q }) });
});

/** POST /api/tasks { title, dueDate?, urgency?, workspaceId } — a new task of the caller. */
export const POST = withSession(async (req, { user }) => {
  const task = await readJson(req, createTaskSchema);
  return Response.json({ data: await createTask({ user, task }) }, { status: 201 });
});
