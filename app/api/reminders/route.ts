import { reminderRoutes } from "@/server/contracts/reminders";
import { handle } from "@/server/http";
import { listReminders } from "@/server/services/reminders";

/**
 * GET /api/reminders[?workspaceId=…][&taskId=…] — the caller's own reminders (of a workspace, of a task,
 * or all), oldest first.
 */
export const GET = handle(reminderRoutes.list, async ({ user, query: { workspaceId, taskId } }) => listReminders({ user, workspaceId, taskId }));
