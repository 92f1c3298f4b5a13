import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { deleteComment } from "@/server/services/comments";

/** DELETE /api/tasks/{taskId}/comments/{commentId} — its author or the workspace owner; answers the task. */
export const DELETE = handle(taskRoutes.deleteComment, async ({ user, params: { taskId, commentId } }) => deleteComment({ user, taskId, commentId }));
