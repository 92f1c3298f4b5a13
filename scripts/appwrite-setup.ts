/**
 * `npm run appwrite:setup`: creates or updates the Appwrite database of DUELY_BACKEND=appwrite — the
 * database, the workspaces / tasks / reminders tables, their columns and indexes
 * (server/store/appwrite/schema.ts) — and prints what it changed. Safe to run again: a second run
 * changes nothing. Reads APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID, APPWRITE_API_KEY and
 * APPWRITE_DATABASE_ID from the environment (and from .env.local / .env when present). The API key
 * needs the databases.read/write, tables.read/write, columns.read/write, indexes.read/write and
 * rows.read/write scopes.
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
}

if (process.execArgv.includes(CONDITION)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  // Later files win, as .env.local does over .env in Next.
  const envFiles = [".env", ".env.local"].filter((file) => existsSync(file)).map((file) => `--env-file=${file}`);
  const run = spawnSync(process.execPath, [CONDITION, ...envFiles, "--import", "tsx", __filename], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
