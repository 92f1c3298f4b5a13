import { GET as startRoute } from "@/app/api/auth/google/route";
import { GET as callbackRoute } from "@/app/api/auth/google/callback/route";
import { POST as tokenSessionRoute } from "@/app/api/auth/google/session/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { OAUTH_COOKIE, SESSION_COOKIE } from "@/lib/cookies";
import { resetConfigForTests } from "@/server/config";
import { useTempDatabase } from "@/tests/support/db";
import { signInAtProvider, startOidcServer, type OidcIdentityInput, type OidcServer } from "@/tests/support/oidc-server";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { APP_URL } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, session, sessionCookieOf, setCookies } from "./support";

const db = useTempDatabase();
useApiEnvironment();

const CALLBACK = `${APP_URL}/api/auth/google/callback`;
let op: OidcServer;

beforeAll(async () => {
  op = await startOidcServer({ redirectUris: [CALLBACK] });
  Object.assign(process.env, { GOOGLE_ISSUER: op.issuer, GOOGLE_CLIENT_ID: op.clientId, GOOGLE_CLIENT_SECRET: op.clientSecret });
  resetConfigForTests();
});
afterAll(async () => {
  await op.close();
});

/** GET /api/auth/google: the provider URL and the checks cookie. */
async function start() {
  const res = await call(startRoute, { method: "GET", url: "/api/auth/google" });
  const location = new URL(res.headers.get("location") ?? "");
  const cookie = setCookies(res).find((c) => c.name === OAUTH_COOKIE);
  return { res, location, cookie };
}

/** The provider's redirect back to the app, as the browser would follow it. */
function callback(returned: URL, oauthCookie: string | undefined) {
  return call(callbackRoute, { method: "GET", url: `/api/auth/google/callback${returned.search}`, cookies: oauthCookie ? { [OAUTH_COOKIE]: oauthCookie } : {} });
}

async function googleSignIn(identity: OidcIdentityInput) {
  const { location, cookie } = await start();
  const returned = await signInAtProvider(location, identity);
  return callback(returned, cookie?.value);
}

const landing = (res: Response) => res.headers.get("location");

/** The callback logs why it refused; the tests check the reason so a refusal for the wrong cause fails. */
let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

function expectRefused(res: Response, reason: RegExp) {
  expect(landing(res)).toBe(`${APP_URL}/login?error=google`);
  expect(sessionCookieOf(res)).toBeUndefined();
  const errors = logged.mock.calls.map(([, error]) => describeError(error));
  expect(errors.at(-1)).toMatch(reason);
}

function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) parts.push(`${e.message}${"error" in e ? ` ${String(e.error)}` : ""}`);
  return parts.join(" <- ");
}

describe("GET /api/auth/google", () => {
  it("redirects to the provider with code flow, PKCE S256, state, nonce and the three scopes", async () => {
    const { res, location, cookie } = await start();
    expect(res.status).toBe(307);
    expect(`${location.origin}${location.pathname}`).toBe(`${op.issuer}/auth`);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({ response_type: "code", client_id: op.clientId, redirect_uri: CALLBACK, scope: "openid email profile", code_challenge_method: "S256" });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    expect(cookie?.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/api/auth/google", "max-age": "600" });
    const checks = JSON.parse(Buffer.from(cookie?.value ?? "", "base64url").toString());
    expect(checks.state).toBe(q.state);
    expect(checks.nonce).toBe(q.nonce);
    expect(checks.verifier).not.toBe(q.code_challenge); // the verifier never leaves the server
  });
});

describe("GET /api/auth/google/callback", () => {
  it("creates a verified account, signs it in and lands on /auth/callback", async () => {
    const email = uniqueEmail("google");
    const res = await googleSignIn({ email, name: "Katherine Johnson" });
    expect(landing(res)).toBe(`${APP_URL}/auth/callback`);
    const token = sessionCookieOf(res);
    expect(setCookies(res).find((c) => c.name === SESSION_COOKIE)?.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/" });
    expect(setCookies(res).find((c) => c.name === OAUTH_COOKIE)).toMatchObject({ value: "", attributes: { "max-age": "0" } });

    const me = await call(meRoute, { method: "GET", cookies: session(token) });
    expect((await me.json()).data).toMatchObject({ user: { email, name: "Katherine Johnson", emailVerification: true }, emailVerificationRequired: false });
    const record = await (await db.accounts()).getUserByEmail(email);
    expect(record).toMatchObject({ passwordHash: null, googleSub: expect.stringMatching(/^test-/) });
  });

  it("signs the same Google account into the same user again", async () => {
    const email = uniqueEmail("again");
    const first = await call(meRoute, { method: "GET", cookies: session(sessionCookieOf(await googleSignIn({ email, name: "A" }))) });
    const second = await call(meRoute, { method: "GET", cookies: session(sessionCookieOf(await googleSignIn({ email, name: "A" }))) });
    expect((await second.json()).data.user.id).toBe((await first.json()).data.user.id);
  });

  it("signs into the existing account with the same verified e-mail and counts it as verified", async () => {
    const email = uniqueEmail("existing");
    const reg = await call(registerRoute, { body: { name: "Mary", email, password: "secret1", confirmPassword: "secret1" } });
    const { user } = (await reg.json()).data;
    const res = await googleSignIn({ email: email.toUpperCase(), name: "Mary G" });
    expect(landing(res)).toBe(`${APP_URL}/auth/callback`);
    const me = (await (await call(meRoute, { method: "GET", cookies: session(sessionCookieOf(res)) })).json()).data;
    expect(me.user).toEqual({ id: user.id, name: "Mary", email, emailVerification: true });
  });

  it("drops the password of a never-verified account it takes over (someone else may have set it)", async () => {
    const email = uniqueEmail("squatted");
    const reg = await call(registerRoute, { body: { name: "Squatter", email, password: "secret1", confirmPassword: "secret1" } });
    const squatterSession = sessionCookieOf(reg);
    await googleSignIn({ email, name: "Owner" });
    expect((await call(loginRoute, { body: { email, password: "secret1" } })).status).toBe(401);
    expect((await call(meRoute, { method: "GET", cookies: session(squatterSession) })).status).toBe(401);
  });

  it("refuses a Google identity whose e-mail the provider has not verified", async () => {
    const res = await googleSignIn({ email: uniqueEmail("unverified"), emailVerified: false });
    expectRefused(res, /^Failed to authenticate with Google\. Please try again\.$/);
  });

  it("refuses a state that does not match the cookie's (forged or crossed sign-in)", async () => {
    const { location, cookie } = await start();
    const returned = await signInAtProvider(location, { email: uniqueEmail("state") });
    returned.searchParams.set("state", "forged-state-value-0123456789");
    expectRefused(await callback(returned, cookie?.value), /unexpected "state" response parameter value/);
  });

  it("refuses a code redeemed with another PKCE verifier", async () => {
    const { location, cookie } = await start();
    const returned = await signInAtProvider(location, { email: uniqueEmail("pkce") });
    const checks = JSON.parse(Buffer.from(cookie?.value ?? "", "base64url").toString());
    const tampered = Buffer.from(JSON.stringify({ ...checks, verifier: "x".repeat(43) })).toString("base64url");
    expectRefused(await callback(returned, tampered), /invalid_grant/);
  });

  it("refuses a callback without the checks cookie, and one carrying the provider's error", async () => {
    const { location } = await start();
    const returned = await signInAtProvider(location, { email: uniqueEmail("nocookie") });
    expectRefused(await callback(returned, undefined), /no sign-in in progress/);

    const { location: again, cookie } = await start();
    const denied = new URL(CALLBACK);
    denied.search = new URLSearchParams({ error: "access_denied", state: again.searchParams.get("state") ?? "", iss: op.issuer }).toString();
    expectRefused(await callback(denied, cookie?.value), /access_denied/);
  });

  it("uses a code once", async () => {
    const { location, cookie } = await start();
    const returned = await signInAtProvider(location, { email: uniqueEmail("replay") });
    expect(landing(await callback(returned, cookie?.value))).toBe(`${APP_URL}/auth/callback`);
    expectRefused(await callback(returned, cookie?.value), /invalid_grant/);
  });
});

describe("POST /api/auth/google/session (the hosted sign-in's token exchange)", () => {
  it("does not exist on the local backend, whose Google sign-in is our OIDC client", async () => {
    const res = await call(tokenSessionRoute, { body: { state: "state-1", userId: "user-1", secret: "secret" }, cookies: { [OAUTH_COOKIE]: "state-1" } });
    expect(await errorOf(res)).toMatchObject({ status: 404, code: "not_found" });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe("when Google is not configured", () => {
  it("sends the browser back to /login?error=google", async () => {
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    resetConfigForTests();
    try {
      const res = await call(startRoute, { method: "GET", url: "/api/auth/google" });
      expect(landing(res)).toBe(`${APP_URL}/login?error=google`);
    } finally {
      process.env.GOOGLE_CLIENT_ID = saved;
      resetConfigForTests();
    }
  });
});
