import { AppwriteVersionError, requireAppwriteVersion } from "@/server/appwrite/version";
import { config, ConfigError } from "@/server/config";
import { startReminderScheduler, stopReminderScheduler } from "@/server/jobs/reminder-scheduler";
import { installRequestHook } from "@/server/node-server";
import { installGracefulShutdown } from "@/server/shutdown";
import { closeStore } from "@/server/store";

/**
 * What a server instance does once when it starts (called from instrumentation.ts in the Node.js
 * runtime): validate the configuration — a malformed variable stops start-up with a message naming it —
 * and on the appwrite backend the server's version (an Appwrite older than 1.9.5 stops it too), then,
 * on the sqlite backend, start the in-process reminder scheduler (at once and every 60 s;
 * REMINDERS_SCHEDULER=off disables it). Before that it hooks Next's HTTP server (the client's address
 * for rate limits, requests in flight: server/node-server.ts) and takes over SIGTERM for a graceful
 * shutdown (server/shutdown.ts).
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
  installRequestHook();
  installGracefulShutdown({ stopJobs: stopReminderScheduler, closeStore });
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
