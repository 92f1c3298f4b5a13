import { NextResponse } from "next/server";
import { googleConfigured, startGoogleSignIn } from "@/server/auth/google";
import { setOauthCookie } from "@/server/auth/session";
import { config } from "@/server/config";
import { accountRoutes } from "@/server/contracts/account";
import { handle } from "@/server/http";

/**
 * "Continue with Google": redirects to Google's consent screen (through the backend's own sign-in, or our
 * OpenID Connect client); when Google is off or the start fails, back to /login?error=google.
 */
export const GET = handle(accountRoutes.google, async () => {
  if (!googleConfigured()) return NextResponse.redirect(`${config().APP_URL}/login?error=google`);
  try {
    const { url, cookie } = await startGoogleSignIn();
    const res = NextResponse.redirect(url);
    setOauthCookie(res, cookie);
    return res;
  } catch (error) {
    console.error("[auth] Google sign-in could not start", error);
    return NextResponse.redirect(`${config().APP_URL}/login?error=google`);
  }
});
