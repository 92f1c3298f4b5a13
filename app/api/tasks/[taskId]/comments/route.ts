import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { addComment } from "@/server/services/comments";

/**
 * POST /api/tasks/{taskId}/comments { text, timeZone? } -> 201 { data: { task, comment, reminder? } }.
 * Author and time come from the session and the server clock; `reminder` (absent for an ordinary
 * comment) says what became of a reminder command.
 */
export const POST = handle(taskRoutes.addComment, async ({ user, params: { taskId }, body: { text, timeZone } }) => addComment({ user, taskId, text, timeZone }));
