import "server-only";
import * as oidc from "openid-client";
import { z } from "zod";
import { GOOGLE_SCOPES } from "@/lib/constants/auth";
import { config } from "@/server/config";
import { accounts } from "./index";
import type { OidcIdentity } from "./types";

/**
 * Google sign-in, one of two ways, chosen by the account backend:
 * - hosted (appwrite): the backend's own OAuth2 flow. We redirect to its consent URL; it returns the
 *   browser to /auth/callback?state=…&userId=…&secret=…, and that page posts the three to
 *   /api/auth/google/session (signInWithGoogleToken in server/services/accounts).
 * - our OpenID Connect client (local): authorization code + PKCE + state + nonce against GOOGLE_ISSUER,
 *   so tests can put a real OIDC provider on loopback in Google's place; the provider returns to
 *   /api/auth/google/callback (finishGoogleSignIn).
 * Either way a short-lived httpOnly cookie (OAUTH_COOKIE, sent to /api/auth/google/* only) binds the
 * return to the browser that started the sign-in: the state (hosted), or state, nonce and PKCE verifier.
 */

export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";

/** The "Continue with Google" button works: the backend signs in with Google itself, or GOOGLE_CLIENT_ID/SECRET are set. */
export function googleConfigured(): boolean {
  return accounts().hostedGoogleSignIn !== undefined || config().features.google;
}

let discovered: { key: string; configuration: Promise<oidc.Configuration> } | undefined;

/** The provider's metadata, discovered once per issuer and client (retried after a failure). */
function configuration(): Promise<oidc.Configuration> {
  const { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = config();
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) throw new Error("Google sign-in is not configured");
  const key = `${GOOGLE_ISSUER}\n${GOOGLE_CLIENT_ID}`;
  if (discovered?.key !== key) {
    const issuer = new URL(GOOGLE_ISSUER);
    // Plain http is only possible for a loopback test provider: a real deployment names an https issuer.
    const options = issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined;
    const configuration = oidc.discovery(issuer, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, undefined, options);
    configuration.catch(() => {
      if (discovered?.configuration === configuration) discovered = undefined;
    });
    discovered = { key, configuration };
  }
  return discovered.configuration;
}

const checksSchema = z.object({ state: z.string().min(1), nonce: z.string().min(1), verifier: z.string().min(1) });
type Checks = z.infer<typeof checksSchema>;

const encodeChecks = (checks: Checks) => Buffer.from(JSON.stringify(checks)).toString("base64url");

function decodeChecks(cookie: string | undefined): Checks | null {
  if (!cookie) return null;
  try {
    return checksSchema.parse(JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")));
  } catch {
    return null;
  }
}

const redirectUri = () => `${config().APP_URL}${GOOGLE_CALLBACK_PATH}`;

/** Where to send the browser, and the cookie value to keep until the return. */
export async function startGoogleSignIn(): Promise<{ url: URL; cookie: string }> {
  const hosted = accounts().hostedGoogleSignIn;
  if (hosted) {
    const state = oidc.randomState();
    const { APP_URL } = config();
    const url = await hosted.startUrl({ success: `${APP_URL}/auth/callback?state=${state}`, failure: `${APP_URL}/login?error=google` });
    return { url: new URL(url), cookie: state };
  }
  const checks: Checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(await configuration(), {
    redirect_uri: redirectUri(),
    scope: GOOGLE_SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: "S256",
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url, cookie: encodeChecks(checks) };
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/**
 * Exchanges the code of the callback URL (`search` is its query string) for tokens, checking state,
 * PKCE and nonce. Throws on any mismatch or provider error.
 */
export async function finishGoogleSignIn({ search, cookie }: { search: string; cookie: string | undefined }): Promise<OidcIdentity> {
  const checks = decodeChecks(cookie);
  if (!checks) throw new Error("Google sign-in: no sign-in in progress (missing or malformed state cookie)");
  const tokens = await oidc.authorizationCodeGrant(await configuration(), new URL(`${redirectUri()}${search}`), {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.verifier,
    idTokenExpected: true,
  });
  // Google puts email, email_verified and name into the ID token itself.
  const claims = claimsSchema.parse(tokens.claims());
  return { subject: claims.sub, email: claims.email, emailVerified: claims.email_verified === true, name: claims.name ?? "" };
}
