import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { toggleCompletion } from "@/server/services/tasks";

/** POST /api/tasks/{taskId}/toggle { completed?, expected? } — sets completion, or flips it without a body. */
export const POST = handle(taskRoutes.toggle, async ({ user, params: { taskId }, body: { completed, expected } }) =>
  toggleCompletion({ user, taskId, completed, expected }),
);
