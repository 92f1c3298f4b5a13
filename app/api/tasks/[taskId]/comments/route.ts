import { readJson, withSession } from "@/server/http";
import { addComment } from "@/server/services/comments";
import { addCommentSchema } from "@/lib/schemas/task";
import { timeZoneSchema } from "@/lib/schemas/reminder";
import { readTaskParams } from "../../params";

/**
 * The comment body plus the commenter's IANA zone, in which a `!remindme` command's time is read. A
 * missing or unknown zone never refuses the comment (a reminder failure always keeps the comment): it becomes
 * undefined and a reminder command then answers the failure flag. Extended here rather than in
 * lib/schemas/task, which lib/schemas/reminder imports.
 */
const addCommentBodySchema = addCommentSchema.extend({ timeZone: timeZoneSchema.optional().catch(undefined) });

/**
 * POST /api/tasks/{taskId}/comments { text, timeZone? } -> 201 { data: { task, comment, reminder? } }.
 * Author and time come from the session and the server clock; `reminder` (absent for an ordinary
 * comment) says what became of a reminder command.
 */
export const POST = withSession<{ taskId: string }>(async (req, { user, params }) => {
  const { taskId } = await readTaskParams(params);
  const { text, timeZone } = await readJson(req, addCommentBodySchema);
  return Response.json({ data: await addComment({ user, taskId, text, timeZone }) }, { status: 201 });
});
