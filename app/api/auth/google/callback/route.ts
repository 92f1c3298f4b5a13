import { NextResponse } from "next/server";
import { finishGoogleSignIn } from "@/server/auth/google";
import { clearOauthCookie, oauthChecksOf, setSessionCookie } from "@/server/auth/session";
import { config } from "@/server/config";
import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";
import { signInWithGoogle } from "@/server/services/accounts";

/**
 * The provider's redirect: checks state, PKCE and nonce, signs in, and lands on /auth/callback
 * ('Completing Sign In'); any failure lands on /login?error=google.
 */
export const GET = handle(accountRoutes.googleCallback, async ({ req }) => {
  let res: NextResponse;
  try {
    const identity = await finishGoogleSignIn({ search: req.nextUrl.search, cookie: oauthChecksOf(req) });
    const { session } = await signInWithGoogle(identity);
    res = NextResponse.redirect(`${config().APP_URL}/auth/callback`);
    setSessionCookie(res, session);
  } catch (error) {
    console.error("[auth] Google sign-in failed", error);
    res = NextResponse.redirect(`${config().APP_URL}/login?error=google`);
  }
  clearOauthCookie(res);
  return res;
});
