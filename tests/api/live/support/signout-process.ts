/**
 * A second server process for tests/api/live/processes.test.ts: on the database of DATABASE_URL, it calls
 * the real POST /api/auth/logout route handler with the session cookie argv[2] and exits. Run with
 * `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { NextRequest } from "next/server";
import { POST } from "@/app/api/auth/logout/route";
import { closeStoreForTests } from "@/server/store";

async function main(): Promise<void> {
  const [cookie] = process.argv.slice(2);
  const req = new NextRequest("http://localhost:3000/api/auth/logout", { method: "POST", headers: { cookie, origin: "http://localhost:3000" } });
  const res = await POST(req, { params: Promise.resolve({}) });
  if (res.status !== 200) throw new Error(`POST /api/auth/logout answered ${res.status}: ${await res.text()}`);
  await closeStoreForTests();
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
