import "server-only";
import { config } from "@/server/config";
import { REMINDER_PROCESS_INTERVAL_MS } from "@/lib/constants/reminders";
import { processAssignmentNotices } from "./assignment-notices";
import { processDueReminders, type ProcessorReport } from "./reminder-processor";
import { startScheduler, type Scheduler } from "./scheduler";

/**
 * The in-process reminder scheduler of the sqlite and postgres backends (due reminders are processed on start
 * and every 60 s, and then the assignment notices left unsent: ./assignment-notices.ts), started from
 * instrumentation.ts. One per process, also across Next's hot reloads; the claims make several processes safe.
 * Off with REMINDERS_SCHEDULER=off, and on Appwrite (hosted deployments call GET /api/cron/reminders from a
 * scheduler instead).
 */

const holder = globalThis as typeof globalThis & { __duelyReminderScheduler?: Scheduler<ProcessorReport> };

/** Starts the scheduler when the configuration asks for it; the running one (or null) either way. */
export function startReminderScheduler(): Scheduler<ProcessorReport> | null {
  const { backend, REMINDERS_SCHEDULER } = config();
  if (backend === "appwrite" || REMINDERS_SCHEDULER === "off") return null;
  holder.__duelyReminderScheduler ??= startScheduler({
    intervalMs: REMINDER_PROCESS_INTERVAL_MS,
    job: async () => {
      const report = await processDueReminders();
      if (report.claimed > 0) console.info(`[reminders] sent ${report.sent}, failed ${report.failed} in ${report.durationMs} ms`);
      const notices = await processAssignmentNotices();
      if (notices.claimed > 0) console.info(`[assignees] notices sent ${notices.sent}, skipped ${notices.skipped}, failed ${notices.failed}`);
      return report;
    },
    onError: (error) => console.error("[reminders] the scheduled run failed", error),
  });
  return holder.__duelyReminderScheduler;
}

/** Stops and forgets the process's scheduler; resolves once a run in progress has finished (shutdown, tests). */
export async function stopReminderScheduler(): Promise<void> {
  const running = holder.__duelyReminderScheduler;
  holder.__duelyReminderScheduler = undefined;
  await running?.stop();
}

export const stopReminderSchedulerForTests = stopReminderScheduler;
