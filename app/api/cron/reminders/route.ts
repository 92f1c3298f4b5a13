import { reminderRoutes } from "@/server/contracts/reminders";
import { handle } from "@/server/http";
import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import { processDueReminders } from "@/server/jobs/reminder-processor";

/** Vercel: let one run use its whole time budget (the processor stops claiming after 25 s). */
export const maxDuration = 60;

/**
 * GET /api/cron/reminders with `Authorization: Bearer $CRON_SECRET`: one run of the due-reminder
 * processor (Vercel Cron or any scheduler), then of the assignment notices left unsent. Answers `{ data: { claimed, sent, failed, durationMs } }`;
 * 401 without the right secret, 503 while CRON_SECRET is unset.
 */
export const GET = handle(reminderRoutes.run, async () => {
  const report = await processDueReminders();
  await processAssignmentNotices();
  return report;
});
