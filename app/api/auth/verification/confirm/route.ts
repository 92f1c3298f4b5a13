import { NextResponse } from "next/server";
import { verificationConfirmSchema } from "@/lib/schemas/auth";
import { sessionTokenOf, setSessionCookie } from "@/server/auth/session";
import { readJson, route } from "@/server/http";
import { confirmVerification } from "@/server/services/accounts";

/**
 * The e-mailed link's userId + secret: marks the e-mail verified (no session needed). A browser signed
 * in to that account gets a new session cookie (every older session ended); `passwordReset` says the
 * password was dropped and a recovery link e-mailed instead (the clicker had no session of the account).
 */
export const POST = route(async (req) => {
  const input = await readJson(req, verificationConfirmSchema);
  const { account, session, passwordReset } = await confirmVerification({ ...input, sessionToken: sessionTokenOf(req) });
  const res = NextResponse.json({ data: { user: account, passwordReset } });
  if (session) setSessionCookie(res, session);
  return res;
});
