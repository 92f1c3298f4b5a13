import { config, ConfigError } from "@/server/config";
import { startReminderScheduler } from "@/server/jobs/reminder-scheduler";

/**
 * What a server instance does once when it starts (called from instrumentation.ts in the Node.js
 * runtime): validate the configuration — a malformed variable stops start-up with a message naming it —
 * then, on the sqlite backend, start the in-process reminder scheduler (at once and every 60 s;
 * REMINDERS_SCHEDULER=off disables it).
 */
export function startServer(): void {
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n[duely] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  startReminderScheduler();
}
