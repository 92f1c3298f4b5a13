/**
 * A second (and third) process for tests/store/postgres-races.test.ts: once started (./start-signal.ts), it
 * completes the task argv[3] as the account argv[2] (JSON) through the tasks service, on the database of
 * DATABASE_URL, and prints the completed task as JSON.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { verifiedAccount } from "@/server/auth/verified";
import { toggleCompletion } from "@/server/services/tasks";
import { closeStoreForTests, getStore } from "@/server/store";
import { startSignal } from "./start-signal";

async function main(): Promise<void> {
  const [account, taskId] = process.argv.slice(2);
  const user = verifiedAccount(JSON.parse(account));
  if (!user) throw new Error("the account is not verified");
  await (await getStore()).ping(); // opened, with a live connection, before the race starts
  await startSignal();
  const completed = await toggleCompletion({ user, taskId, completed: true });
  await closeStoreForTests();
  process.stdout.write(JSON.stringify(completed));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
