/**
 * A second app instance for tests/api/tasks/assignment-processes*.test.ts: with DATABASE_URL, SMTP_URL and
 * APP_URL from the environment, sends argv[2] concurrent PATCH /api/tasks/{argv[4]} through the real route
 * handler with the session cookie argv[3], each making argv[5] the assignee, and prints each answer's status
 * as JSON. Run with `node --conditions=react-server --import tsx`; the race starts on ./start-signal's signal.
 */
import { PATCH } from "@/app/api/tasks/[taskId]/route";
import { closeMail } from "@/server/mail";
import { getStore } from "@/server/store";
import { startSignal } from "@/tests/store/support/start-signal";
import { apiRequest, params } from "@/tests/support/requests";

async function main(): Promise<void> {
  const [count, cookie, taskId, assignee] = process.argv.slice(2);
  await (await getStore()).ping(); // opened, with a live connection, before the race starts
  await startSignal();
  const send = async () => {
    const response = await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller: { cookie }, body: { assignee } }), params({ taskId }));
    return response.status;
  };
  const answers = await Promise.all(Array.from({ length: Number(count) }, send));
  await closeMail();
  await (await getStore()).close();
  process.stdout.write(JSON.stringify(answers));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
