import { readJson, withSession } from "@/server/http";
import { deleteTask, updateTask } from "@/server/services/tasks";
import { updateTaskSchema } from "@/lib/schemas/task";
import { readTaskParams } from "../params";

/** PATCH /api/tasks/{taskId} { title?, dueDate?, urgency?, completed? } — a partial update. */
export const PATCH = withSession<{ taskId: string }>(async (req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  const patch = await readJson(req, updateTaskSchema);
  return Response.json({ data: await updateTask({ user, taskId, patch }) });
});

/** DELETE /api/tasks/{taskId} — its creator or the workspace owner. */
export const DELETE = withSession<{ taskId: string }>(async (_req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  await deleteTask({ user, taskId });
  return new Response(null, { status: 204 });
});
