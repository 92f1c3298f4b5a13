/**
 * A second server process for tests/api/live/processes.test.ts that dies at the worst moment: on the
 * database of DATABASE_URL, it calls the real POST /api/tasks route handler with the session cookie
 * argv[2] for the workspace argv[3] and the title argv[4], and kills itself with SIGKILL the moment the
 * change's transaction has committed (the store's onAppended), before anything else of the request
 * runs. Run with `node --conditions=react-server --import tsx`.
 */
import { NextRequest } from "next/server";
import { POST } from "@/app/api/tasks/route";
import { getStore } from "@/server/store";

async function main(): Promise<void> {
  const [cookie, workspaceId, title] = process.argv.slice(2);
  const log = (await getStore()).eventLog;
  if (!log) throw new Error("the store keeps no event log");
  log.onAppended(() => process.kill(process.pid, "SIGKILL"));
  const req = new NextRequest("http://localhost:3000/api/tasks", {
    method: "POST",
    headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
    body: JSON.stringify({ title, workspaceId, urgency: 3 }),
  });
  const res = await POST(req, { params: Promise.resolve({}) });
  process.stdout.write(`survived its commit (${res.status})`);
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
