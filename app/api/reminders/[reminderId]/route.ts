import { withSession } from "@/server/http";
import { notFound } from "@/server/errors";
import { deleteReminder } from "@/server/services/reminders";
import { remindersCopy } from "@/lib/copy/reminders";
import { reminderIdSchema } from "@/lib/schemas/reminder";

/** DELETE /api/reminders/{reminderId} — its owner only; anyone else's is 404 'Reminder not found'. */
export const DELETE = withSession<{ reminderId: string }>(async (_req, { user, params }) => {
  const { reminderId } = await params;
  if (!reminderIdSchema.safeParse(reminderId).success) throw notFound(remindersCopy.notFound);
  await deleteReminder({ user, reminderId });
  return new Response(null, { status: 204 });
});
