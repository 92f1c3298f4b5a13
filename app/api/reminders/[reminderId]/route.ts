import { reminderRoutes } from "@/server/contracts/reminders";
import { handle } from "@/server/http";
import { deleteReminder } from "@/server/services/reminders";

/** DELETE /api/reminders/{reminderId} — its owner only; anyone else's is 404 'Reminder not found'. */
export const DELETE = handle(reminderRoutes.remove, async ({ user, params: { reminderId } }) => deleteReminder({ user, reminderId }));
