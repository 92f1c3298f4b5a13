import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { OAUTH_COOKIE, OAUTH_COOKIE_LIFETIME_MS, SESSION_COOKIE } from "@/lib/cookies";
import type { SessionAnswer } from "@/lib/schemas/auth";
import { config } from "@/server/config";
import type { Account, IssuedSession } from "./types";

/**
 * The session cookie: httpOnly, SameSite=Lax, Secure when the app is served over https, path /,
 * expiring with the session. Route handlers read it from `req.cookies` and set it on the response
 * they return; server components go through getCurrentUser() (server/auth/current-user.ts).
 */

export function secureCookies(): boolean {
  return config().APP_URL.startsWith("https:");
}

export function sessionTokenOf(req: NextRequest): string | undefined {
  return req.cookies.get(SESSION_COOKIE)?.value || undefined;
}

export function setSessionCookie(res: NextResponse, session: IssuedSession): void {
  res.cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: 0 });
}

/** The JSON answer of register and login, `{ data: SessionAnswer }`, with the new session's cookie. */
export function signedInResponse(
  {
    account,
    session,
    emailVerificationRequired,
    verificationEmailSent,
  }: { account: Account; session: IssuedSession; emailVerificationRequired: boolean; verificationEmailSent?: boolean },
  status = 200,
): NextResponse {
  const res = NextResponse.json({ data: { user: account, emailVerificationRequired, verificationEmailSent } satisfies SessionAnswer }, { status });
  setSessionCookie(res, session);
  return res;
}

/** The Google sign-in checks (the state, and with our OIDC client nonce and PKCE verifier), only sent to /api/auth/google/*. */
const oauthCookie = { httpOnly: true, sameSite: "lax", path: "/api/auth/google" } as const;

export function oauthChecksOf(req: NextRequest): string | undefined {
  return req.cookies.get(OAUTH_COOKIE)?.value || undefined;
}

export function setOauthCookie(res: NextResponse, value: string): void {
  res.cookies.set(OAUTH_COOKIE, value, { ...oauthCookie, secure: secureCookies(), maxAge: OAUTH_COOKIE_LIFETIME_MS / 1000 });
}

export function clearOauthCookie(res: NextResponse): void {
  res.cookies.set(OAUTH_COOKIE, "", { ...oauthCookie, secure: secureCookies(), maxAge: 0 });
}
