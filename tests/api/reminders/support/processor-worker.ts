/**
 * A second server for tests/api/reminders/processor.test.ts: a separate Node process that runs the real
 * due-reminder processor against the same database file (DATABASE_URL) and SMTP server (SMTP_URL).
 * It opens the store, prints "ready", waits for a line on stdin, runs once and prints the report as JSON.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { once } from "node:events";
import { processDueReminders } from "@/server/jobs/reminder-processor";
import { closeMail } from "@/server/mail";
import { closeStoreForTests, getStore } from "@/server/store";

async function main(): Promise<void> {
  await getStore();
  process.stdout.write("ready\n");
  await once(process.stdin, "data");
  const report = await processDueReminders();
  await closeMail();
  await closeStoreForTests();
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.stdin.destroy();
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
