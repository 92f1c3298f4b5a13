/**
 * A second server process for tests/api/live/processes.test.ts: on the database of DATABASE_URL, with the
 * session cookie argv[3], it ends a credential through its real route handler and exits: argv[2] `logout`
 * calls POST /api/auth/logout (that session ends), `revoke-token` calls DELETE /api/tokens/{argv[4]}.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import { NextRequest } from "next/server";
import { POST as logout } from "@/app/api/auth/logout/route";
import { DELETE as revokeToken } from "@/app/api/tokens/[tokenId]/route";
import { closeStoreForTests } from "@/server/store";

async function main(): Promise<void> {
  const [what, cookie, tokenId = ""] = process.argv.slice(2);
  const headers = { cookie, origin: "http://localhost:3000" };
  const res =
    what === "logout"
      ? await logout(new NextRequest("http://localhost:3000/api/auth/logout", { method: "POST", headers }), { params: Promise.resolve({}) })
      : await revokeToken(new NextRequest(`http://localhost:3000/api/tokens/${tokenId}`, { method: "DELETE", headers }), { params: Promise.resolve({ tokenId }) });
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  await closeStoreForTests();
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
