/**
 * `npm run appwrite:setup`: checks that the server is Appwrite 1.9.5 or newer (it stops with both
 * versions named otherwise), then creates or updates the Appwrite database of DUELY_BACKEND=appwrite — the
 * database, the workspaces / tasks / reminders tables, their columns and indexes
 * (server/store/appwrite/schema.ts) — and prints what it changed. Safe to run again: a second run
 * changes nothing. Reads APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID, APPWRITE_API_KEY and
 * APPWRITE_DATABASE_ID from the environment (and from .env.local / .env when present). The API key
 * needs the databases.read/write, tables.read/write, columns.read/write, indexes.read/write and
 * rows.read/write scopes (the running app's key also sessions.write, users.read and users.write).
 *
 * `npm run appwrite:setup -- --reminders-function` also prints how to deploy the Appwrite Function in
 * scripts/appwrite-function (a schedule of every minute calling GET /api/cron/reminders with
 * CRON_SECRET): the reminder scheduler for a host without one, such as Vercel Hobby.
 *
 * Re-runs itself under `--conditions=react-server`, so that the server modules' "server-only" guard resolves.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CONDITION = "--conditions=react-server";

async function main(): Promise<void> {
  const { parseConfig } = await import("@/server/config");
  const { appwriteOptions } = await import("@/server/store/appwrite");
  const { setUpAppwrite } = await import("@/server/store/appwrite/setup");
  const options = appwriteOptions(parseConfig({ ...process.env, DUELY_BACKEND: "appwrite" }));
  console.log(`Appwrite ${options.endpoint}, project ${options.projectId}, database ${options.databaseId}`);
  const changes = await setUpAppwrite(options);
  for (const change of changes) console.log(`  ${change}`);
  console.log(changes.length === 0 ? "Nothing to change: the database is up to date." : `${changes.length} change(s) made.`);
  if (process.argv.includes(FUNCTION_FLAG)) console.log(`\n${remindersFunctionSteps(process.env.APP_URL, Boolean(process.env.CRON_SECRET))}`);
}

const FUNCTION_FLAG = "--reminders-function";

/** How to run the reminder processor every minute from an Appwrite Function (no other scheduler needed). */
function remindersFunctionSteps(appUrl: string | undefined, cronSecretSet: boolean): string {
  return [
    "Reminders every minute from an Appwrite Function (instead of Vercel Cron or another scheduler):",
    "  1. Appwrite console > Functions > Create function > Manual: runtime Node.js 18 or newer, entrypoint main.js;",
    "     deploy the folder scripts/appwrite-function (main.js only, no dependencies, no build command).",
    "  2. Settings > Schedule: * * * * *   Execute access: nobody (the schedule runs it)   Timeout: 60 seconds.",
    `  3. Settings > Environment variables: DUELY_APP_URL = ${appUrl ?? "<your APP_URL>"}`,
    `     and CRON_SECRET = ${cronSecretSet ? "the value of this deployment's CRON_SECRET" : "<the app's CRON_SECRET: set one in the app too>"} (mark it secret).`,
    "  4. Remove the crons entry from vercel.json on Vercel Hobby (it allows one run a day): the function replaces it.",
    "  Each run logs the app's answer ({ data: { claimed, sent, failed, durationMs } }) under the function's Executions.",
  ].join("\n");
}

if (process.execArgv.includes(CONDITION)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  // Later files win, as .env.local does over .env in Next.
  const envFiles = [".env", ".env.local"].filter((file) => existsSync(file)).map((file) => `--env-file=${file}`);
  const run = spawnSync(process.execPath, [CONDITION, ...envFiles, "--import", "tsx", __filename, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
