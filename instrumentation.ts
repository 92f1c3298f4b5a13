/**
 * Runs once when a server instance starts: validates the configuration (a malformed variable stops
 * start-up with a message naming it) and prepares the backend. On the sqlite backend it then starts the
 * in-process reminder scheduler (at once and every 60 s; REMINDERS_SCHEDULER=off disables it).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config, ConfigError } = await import("@/server/config");
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n[duely] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { startReminderScheduler } = await import("@/server/jobs/reminder-scheduler");
  startReminderScheduler();
}
