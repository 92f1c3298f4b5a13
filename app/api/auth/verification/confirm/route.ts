import { sessionTokenOf, setSessionCookie } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle, respond } from "@/server/http";
import { confirmVerification } from "@/server/services/accounts";

/**
 * The e-mailed link's userId + secret, with this browser's session or the account's password (or a new
 * password from the mailbox's owner): marks the e-mail verified and sets the clicker's new session cookie.
 * 401 `password_required` when the browser proved neither; nothing changes then (the service says why).
 */
export const POST = handle(accountRoutes.verificationConfirm, async ({ req, body }) => {
  const { account, session } = await confirmVerification({ ...body, sessionToken: sessionTokenOf(req), ip: clientIp(req) });
  const res = respond(accountRoutes.verificationConfirm.success, { user: account, signedIn: session !== undefined });
  if (session) setSessionCookie(res, session);
  return res;
});
