import { subtaskRoutes } from "@/server/contracts/subtasks";
import { handle } from "@/server/http";
import { addSubtasks } from "@/server/services/subtasks";

/** POST /api/tasks/{taskId}/subtasks { titles } -> 201 { data: task }: added at the end, in order, all or none. */
export const POST = handle(subtaskRoutes.add, async ({ user, params: { taskId }, body: { titles } }) => addSubtasks({ user, taskId, titles }));
