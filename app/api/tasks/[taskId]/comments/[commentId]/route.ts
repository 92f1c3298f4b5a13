import { withSession } from "@/server/http";
import { deleteComment } from "@/server/services/comments";
import { readCommentParams } from "../../../params";

/** DELETE /api/tasks/{taskId}/comments/{commentId} — its author or the workspace owner. */
export const DELETE = withSession<{ taskId: string; commentId: string }>(async (_req, { user, params }) => {
  const { taskId, commentId } = await readCommentParams(params);
  return Response.json({ data: await deleteComment({ user, taskId, commentId }) });
});
