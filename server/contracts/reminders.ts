import { z } from "zod";
import { remindersCopy } from "@/lib/copy/reminders";
import { listRemindersQuerySchema, reminderIdSchema, reminderRunAnswerSchema, reminderViewSchema } from "@/lib/schemas/reminder";
import { defineRoute, noContent, ok } from "./types";

/** The caller's own reminders, and the scheduler's run of the due ones. */

const tag = "Reminders";

export const reminderRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/reminders",
    summary: "The caller's reminders (of a workspace, of a task, or all), oldest first",
    tag,
    auth: "session-or-token",
    query: listRemindersQuerySchema,
    success: ok(z.array(reminderViewSchema)),
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/reminders/{reminderId}",
    summary: "Delete a reminder (its owner only)",
    tag,
    auth: "session-or-token",
    params: { reminderId: { schema: reminderIdSchema, notFound: remindersCopy.notFound } },
    success: noContent,
  }),
  run: defineRoute({
    method: "GET",
    path: "/api/cron/reminders",
    summary: "Send due reminders (scheduler only; 503 while CRON_SECRET is unset)",
    tag,
    auth: "cron",
    success: { ...ok(reminderRunAnswerSchema), headers: { "cache-control": "no-store" } },
  }),
};
