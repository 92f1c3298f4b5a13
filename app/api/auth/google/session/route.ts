import { signInWithGoogleToken } from "@/server/services/accounts";
import { clearOauthCookie, oauthChecksOf, signedInResponse } from "@/server/auth/session";
import { accountRoutes } from "@/server/contracts/account";
import { clientIp, handle } from "@/server/http";

/**
 * POST { state, userId, secret } from /auth/callback after a hosted Google sign-in (the appwrite
 * backend): sets the session cookie and answers the account; 401 'Failed to authenticate with Google.
 * Please try again.' for any refusal; 404 on a backend that signs in with our own OIDC client.
 */
export const POST = handle(accountRoutes.googleSession, async ({ req, body: token }) => {
  const { account, session } = await signInWithGoogleToken({ token, cookie: oauthChecksOf(req), ip: clientIp(req) });
  const res = signedInResponse({ account, session, emailVerificationRequired: !account.emailVerification });
  clearOauthCookie(res);
  return res;
});
