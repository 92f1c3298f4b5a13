import { sessionTokenOf, setSessionCookie } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { handle, respond } from "@/server/http";
import { confirmVerification } from "@/server/services/accounts";

/**
 * The e-mailed link's userId + secret: marks the e-mail verified (no session needed). A browser signed
 * in to that account gets a new session cookie (every older session ended); `passwordReset` says the
 * password was dropped and a recovery link e-mailed instead (the clicker had no session of the account).
 */
export const POST = handle(accountRoutes.verificationConfirm, async ({ req, body }) => {
  const { account, session, passwordReset } = await confirmVerification({ ...body, sessionToken: sessionTokenOf(req) });
  const res = respond(accountRoutes.verificationConfirm.success, { user: account, passwordReset });
  if (session) setSessionCookie(res, session);
  return res;
});
