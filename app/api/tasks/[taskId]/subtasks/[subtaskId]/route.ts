import { subtaskRoutes } from "@/server/contracts/subtasks";
import { handle } from "@/server/http";
import { deleteSubtask, updateSubtask } from "@/server/services/subtasks";

/** PATCH /api/tasks/{taskId}/subtasks/{subtaskId} { title?, done?, position? } -> { data: task }. */
export const PATCH = handle(subtaskRoutes.update, async ({ user, params: { taskId, subtaskId }, body }) => updateSubtask({ user, taskId, subtaskId, patch: body }));

/** DELETE /api/tasks/{taskId}/subtasks/{subtaskId} -> { data: task }. */
export const DELETE = handle(subtaskRoutes.remove, async ({ user, params: { taskId, subtaskId } }) => deleteSubtask({ user, taskId, subtaskId }));
