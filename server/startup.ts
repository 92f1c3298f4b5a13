import { AppwriteVersionError, requireAppwriteVersion } from "@/server/appwrite/version";
import { config, ConfigError } from "@/server/config";
import { startReminderScheduler, stopReminderScheduler } from "@/server/jobs/reminder-scheduler";
import { endStreamsOnSignal, registerShutdownSteps } from "@/server/shutdown";
import { closeStore } from "@/server/store";

/**
 * What a server instance does once when it starts (called from instrumentation.ts in the Node.js
 * runtime): validate the configuration — a malformed variable stops start-up with a message naming it —
 * and on the appwrite backend the server's version (an Appwrite older than 1.9.5 stops it too), then,
 * on the sqlite backend, start the in-process reminder scheduler (at once and every 60 s;
 * REMINDERS_SCHEDULER=off disables it). It hands the stopping of the scheduler and the closing of the
 * store to the custom server's graceful shutdown (server/shutdown.ts), which uses them when server.ts runs
 * the process (`npm start`, `npm run dev`); under plain `next start`, a signal still ends the streams and
 * stops the scheduler before Next's own shutdown.
 */
export async function startServer(): Promise<void> {
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n[duely] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const refused = await checkAppwriteServer();
  if (refused) {
    console.error(`\n[duely] ${refused}\n`);
    process.exit(1);
  }
  registerShutdownSteps({ stopJobs: stopReminderScheduler, closeStore });
  endStreamsOnSignal();
  startReminderScheduler();
}

/**
 * On the appwrite backend, the server must be Appwrite 1.9.5 or newer (server/appwrite/version.ts
 * says why): the reason to refuse to start, naming the found and required versions, or null.
 */
export async function checkAppwriteServer(): Promise<string | null> {
  const c = config();
  if (c.DUELY_BACKEND !== "appwrite" || !c.APPWRITE_ENDPOINT || !c.APPWRITE_PROJECT_ID) return null;
  try {
    await requireAppwriteVersion({ endpoint: c.APPWRITE_ENDPOINT, projectId: c.APPWRITE_PROJECT_ID });
    return null;
  } catch (error) {
    if (error instanceof AppwriteVersionError) return error.message;
    throw error;
  }
}
