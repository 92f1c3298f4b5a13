import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { deleteTask, updateTask } from "@/server/services/tasks";

/** PATCH /api/tasks/{taskId} { title?, dueDate?, urgency?, completed?, description?, recurrence?, expected? } — a partial update. */
export const PATCH = handle(taskRoutes.update, async ({ user, params: { taskId }, body: patch }) => updateTask({ user, taskId, patch }));

/** DELETE /api/tasks/{taskId} — its creator or the workspace owner. */
export const DELETE = handle(taskRoutes.remove, async ({ user, params: { taskId } }) => deleteTask({ user, taskId }));
