import { FakeError, arrayParam, randomSecret, type FakeServer } from "../server";
import type { FakeJwts } from "./jwt";
import { OAUTH2_SECRET_LENGTH, SESSION_LIFETIME_MS, type Accounts, type FakeToken } from "./store";

/**
 * Google sign-in through Appwrite's OAuth2 token flow: createOAuth2Token's redirect to Google's consent
 * URL (redirect URLs limited to the project's platforms), then completeGoogleSignIn does what Appwrite's
 * OAuth2 callback does once Google answered (link or create the user, issue the one-time token, send
 * the browser to the success or failure URL). POST /account/sessions/token (account.ts) exchanges the
 * token for a session. The fake never talks to Google.
 */

/** A person as the fake's Google vouches for them to Appwrite. */
export interface GooglePerson {
  subject: string;
  email: string;
  name?: string;
  /** Google verified the address (true unless told). */
  emailVerified?: boolean;
}

export interface GoogleConfig {
  projectId: string;
  /** The client id configured for the Google provider in the console. */
  googleClientId: string;
  /** Hostnames of the project's Web platforms: redirect URLs must point there. */
  platforms: string[];
}

/** Appwrite's Google provider asks for these scopes besides those passed in. */
const GOOGLE_DEFAULT_SCOPES = ["https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/userinfo.profile", "openid"];
const GOOGLE_CONSENT_URL = "https://accounts.google.com/o/oauth2/v2/auth";

/** Versions as numbers to compare: "1.9.5" -> [1, 9, 5]. */
function versionAtLeast(version: string, minimum: string): boolean {
  const [a, b] = [version, minimum].map((v) => v.split("-")[0].split(".").map((n) => Number(n) || 0));
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/**
 * 1.9.0 on, the secret Appwrite's OAuth2 callback returns is a JWT carrying the inner secret and the
 * provider, and the session is named after the provider; 1.8 returned the bare secret.
 */
export const oauth2TokensAreJwts = (version: string) => versionAtLeast(version, "1.9.0");

/** The payload of an OAuth2 token JWT this fake signed that is at most 60 s old; null for anything else (used as a bare secret). */
export function readOAuth2Jwt(jwts: FakeJwts, value: string): { secret: string; provider: string } | null {
  const claims = jwts.claims(value);
  if (typeof claims === "string") return null;
  const { secret, provider, iat } = claims as { secret?: string; provider?: string; iat?: number };
  if (!iat || Date.now() / 1000 - iat > 60) return null;
  if (!provider || !secret) throw new FakeError(401, "user_invalid_token", "Invalid token passed in the request.");
  return { secret, provider };
}

/** Appwrite's redirect validator: an absolute http(s) URL on one of the project's platforms. */
function checkRedirect(platforms: string[], param: string, value: unknown): string | undefined {
  if (value === undefined || value === "") return undefined;
  let host = "";
  try {
    const url = new URL(String(value));
    if (url.protocol === "http:" || url.protocol === "https:") host = url.hostname;
  } catch {
    // not a URL: refused below
  }
  if (!platforms.includes(host)) {
    throw new FakeError(400, "general_argument_invalid", `Invalid \`${param}\` param: URL host must be one of: ${platforms.join(", ")}`);
  }
  return String(value);
}

/** The URL Appwrite's OAuth2 callback redirects to: `base` with `values` set in its query. */
function withQuery(base: string, values: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * What Appwrite's OAuth2 callback does once Google answered: the user of the identity, of the e-mail,
 * or a new one. Read from appwrite/appwrite app/controllers/api/account.php (the OAuth2 callback): from
 * 1.9.0 the browser gets an HS256 JWT valid for 60 s (Ahc\Jwt with maxAge 60) of the secret and the
 * provider; before, the bare secret.
 */
export function completeGoogleSignIn(accounts: Accounts, jwts: FakeJwts, version: string, consentUrl: string, person: GooglePerson | "denied"): string {
  const state = JSON.parse(new URL(consentUrl).searchParams.get("state") ?? "null") as { success: string; failure: string; token: boolean } | null;
  if (!state?.token) throw new Error("not a consent URL of createOAuth2Token");
  const fail = (type: string, code: number, message: string) => withQuery(state.failure, { error: JSON.stringify({ message, type, code }) });
  if (person === "denied") return fail("user_oauth2_provider_error", 424, "The Google OAuth2 provider returned an error: access_denied");
  const email = person.email.toLowerCase();
  const linked = accounts.identities.find((i) => i.provider === "google" && i.providerUid === person.subject);
  let u = linked ? accounts.user(linked.userId) : accounts.userByEmail(email);
  if (!linked && u && person.emailVerified === false) {
    return fail("general_bad_request", 400, "There was an error processing your request. Please check the inputs and try again.");
  }
  u ??= accounts.newUser({ email, name: person.name ?? "", emailVerification: true });
  if (!linked) accounts.identities.push({ userId: u.$id, provider: "google", providerUid: person.subject, providerEmail: email });
  if (!u.name) u.name = person.name ?? "";
  const token: FakeToken = { userId: u.$id, secret: randomSecret(OAUTH2_SECRET_LENGTH), kind: "oauth2", expire: Date.now() + SESSION_LIFETIME_MS, used: false };
  accounts.tokens.push(token);
  const returned = oauth2TokensAreJwts(version) ? jwts.sign({ secret: token.secret, provider: "google" }) : token.secret;
  return withQuery(state.success, { secret: returned, userId: u.$id });
}

/**
 * createOAuth2Token: Appwrite answers 301 to the provider's consent screen, with its own callback as
 * redirect_uri and success, failure and token mode in the state.
 */
export function googleRoutes(server: FakeServer, config: GoogleConfig): void {
  server.on("GET", "/account/tokens/oauth2/:provider", (req, [provider]) => {
    if (provider !== "google") throw new FakeError(412, "project_provider_disabled", "This provider is disabled. Please enable the provider from your Appwrite console to continue.");
    const success = checkRedirect(config.platforms, "success", req.query.success) ?? `${server.origin}/console/auth/oauth2/success`;
    const failure = checkRedirect(config.platforms, "failure", req.query.failure) ?? `${server.origin}/console/auth/oauth2/failure`;
    const scopes = arrayParam(req, "scopes");
    const consent = new URL(GOOGLE_CONSENT_URL);
    consent.search = new URLSearchParams({
      client_id: config.googleClientId,
      redirect_uri: `${server.origin}/v1/account/sessions/oauth2/callback/google/${config.projectId}`,
      scope: [...new Set([...GOOGLE_DEFAULT_SCOPES, ...scopes])].join(" "),
      state: JSON.stringify({ success, failure, token: true }),
      response_type: "code",
    }).toString();
    return [301, null, { location: consent.toString(), "cache-control": "no-store, no-cache, must-revalidate, max-age=0" }];
  });
}
