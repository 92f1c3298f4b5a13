/**
 * A second app instance for tests/api/http/idempotency-processes*.test.ts: with DATABASE_URL from the
 * environment, sends argv[2] concurrent POST /api/tasks through the real route handler, each with the
 * session cookie argv[3], the Idempotency-Key argv[4] and workspace argv[5], and prints each answer's
 * status and task id as JSON. Run with `node --conditions=react-server --import tsx` (so that
 * "server-only" resolves to its empty module); the race starts on ./start-signal's signal.
 */
import { POST } from "@/app/api/tasks/route";
import { getStore } from "@/server/store";
import { IDEMPOTENCY_HEADER } from "@/lib/constants/idempotency";
import { startSignal } from "@/tests/store/support/start-signal";
import { apiRequest, params } from "@/tests/support/requests";

async function main(): Promise<void> {
  const [count, cookie, key, workspaceId] = process.argv.slice(2);
  await (await getStore()).ping(); // opened, with a live connection, before the race starts
  await startSignal();
  const send = async () => {
    const request = apiRequest("POST", "/api/tasks", { caller: { cookie }, body: { title: "Across processes", workspaceId }, headers: { [IDEMPOTENCY_HEADER]: key } });
    const response = await POST(request, params({}));
    const body = (await response.json()) as { data?: { id: string } };
    return { status: response.status, id: body.data?.id ?? null };
  };
  const answers = await Promise.all(Array.from({ length: Number(count) }, send));
  await (await getStore()).close();
  process.stdout.write(JSON.stringify(answers));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
