import { readJson, withSession } from "@/server/http";
import { toggleCompletion } from "@/server/services/tasks";
import { toggleTaskSchema } from "@/lib/schemas/task";
import { readTaskParams } from "../../params";

/** POST /api/tasks/{taskId}/toggle { completed? } — sets completion, or flips it without a body. */
export const POST = withSession<{ taskId: string }>(async (req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  const { completed } = await readJson(req, toggleTaskSchema);
  return Response.json({ data: await toggleCompletion({ user, taskId, completed }) });
});
