import { readJson, withSession } from "@/server/http";
import { addComment } from "@/server/services/comments";
import { addCommentRequestSchema } from "@/lib/schemas/reminder";
import { readTaskParams } from "../../params";

/**
 * POST /api/tasks/{taskId}/comments { text, timeZone? } -> 201 { data: { task, comment, reminder? } }.
 * Author and time come from the session and the server clock; `reminder` (absent for an ordinary
 * comment) says what became of a reminder command.
 */
export const POST = withSession<{ taskId: string }>(async (req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  const { text, timeZone } = await readJson(req, addCommentRequestSchema);
  return Response.json({ data: await addComment({ user, taskId, text, timeZone }) }, { status: 201 });
});
