/**
 * A second server process for tests/api/live/processes.test.ts: on the database of DATABASE_URL, it calls
 * the real POST /api/tasks route handler with the session cookie argv[2] for the workspace argv[3], once per
 * title argv[4..], and prints the created tasks as JSON. Run with
 * `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { NextRequest } from "next/server";
import { POST } from "@/app/api/tasks/route";
import { closeStoreForTests } from "@/server/store";

async function main(): Promise<void> {
  const [cookie, workspaceId, ...titles] = process.argv.slice(2);
  const created: unknown[] = [];
  for (const title of titles) {
    const req = new NextRequest("http://localhost:3000/api/tasks", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ title, workspaceId, urgency: 3 }),
    });
    const res = await POST(req, { params: Promise.resolve({}) });
    if (res.status !== 201) throw new Error(`POST /api/tasks answered ${res.status}: ${await res.text()}`);
    created.push(((await res.json()) as { data: unknown }).data);
  }
  await closeStoreForTests();
  process.stdout.write(JSON.stringify(created));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
