import { readJson, withSession } from "@/server/http";
import { addComment } from "@/server/services/comments";
import { addCommentSchema } from "@/lib/schemas/task";
import { readTaskParams } from "../../params";

/** POST /api/tasks/{taskId}/comments { text } — author and time come from the session and the server clock. */
export const POST = withSession<{ taskId: string }>(async (req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  const { text } = await readJson(req, addCommentSchema);
  const { task, comment } = await addComment({ user, taskId, text });
  return Response.json({ data: task, comment }, { status: 201 });
});
