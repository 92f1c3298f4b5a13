import { googleTokenSchema } from "@/lib/schemas/auth";
import { signInWithGoogleToken } from "@/server/services/accounts";
import { clearOauthCookie, oauthChecksOf, signedInResponse } from "@/server/auth/session";
import { clientIp, readJson, route } from "@/server/http";

/**
 * POST { state, userId, secret } from /auth/callback after a hosted Google sign-in (the appwrite
 * backend): sets the session cookie and answers the account; 401 'Failed to authenticate with Google.
 * Please try again.' for any refusal; 404 on a backend that signs in with our own OIDC client.
 */
export const POST = route(async (req) => {
  const token = await readJson(req, googleTokenSchema);
  const { account, session } = await signInWithGoogleToken({ token, cookie: oauthChecksOf(req), ip: clientIp(req) });
  const res = signedInResponse({ account, session, emailVerificationRequired: !account.emailVerification });
  clearOauthCookie(res);
  return res;
});
