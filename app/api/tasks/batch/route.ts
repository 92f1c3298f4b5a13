import { brainDumpRoutes } from "@/server/contracts/brain-dump";
import { handle } from "@/server/http";
import { createTasks } from "@/server/services/task-batch";

/** POST /api/tasks/batch { workspaceId, tasks: [{ title, dueDate?, urgency?, description?, recurrence? }] } — all created, or none. */
export const POST = handle(brainDumpRoutes.createMany, async ({ user, body }) => createTasks({ user, input: body }));
