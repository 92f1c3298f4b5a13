import { readQuery, withSession } from "@/server/http";
import { listReminders } from "@/server/services/reminders";
import { listRemindersQuerySchema } from "@/lib/schemas/reminder";

/**
 * GET /api/reminders[?workspaceId=…][&taskId=…] — the caller's own reminders (of a workspace, of a task,
 * or all), oldest first.
 */
export const GET = withSession(async (req, { user }) => {
  const { workspaceId, taskId } = readQuery(req, listRemindersQuerySchema);
  return Response.json({ data: await listReminders({ user, workspaceId, taskId }) });
});
