import { Client, Users } from "node-appwrite";
import { GET as startRoute } from "@/app/api/auth/google/route";
import { POST as sessionRoute } from "@/app/api/auth/google/session/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { OAUTH_COOKIE, SESSION_COOKIE } from "@/lib/cookies";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { googleConfigured } from "@/server/auth/google";
import { call, errorOf, session, sessionCookieOf, setCookies } from "@/tests/api/auth/support";
import type { GooglePerson, RecordedRequest } from "@/tests/support/appwrite-fake";
import { APP_URL } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";
import { useAppwriteBackend } from "./support";

/**
 * Google sign-in on DUELY_BACKEND=appwrite through Appwrite's own OAuth2 token flow, with the real
 * routes and node-appwrite talking to the Appwrite protocol fake (a loopback stand-in, not Appwrite;
 * it also plays Google's part, see completeGoogleSignIn). No GOOGLE_CLIENT_ID/SECRET are set.
 */

const { fake } = useAppwriteBackend();

/** GET /api/auth/google: where the browser is sent, and the state cookie. */
async function start() {
  const res = await call(startRoute, { method: "GET", url: "/api/auth/google" });
  const cookie = setCookies(res).find((c) => c.name === OAUTH_COOKIE);
  return { res, location: res.headers.get("location") ?? "", cookie };
}

/** Google sign-in up to Appwrite's redirect back to the app; the URL the browser lands on and its state cookie. */
async function returnFromGoogle(person: GooglePerson | "denied") {
  const { location, cookie } = await start();
  return { returned: new URL(fake().completeGoogleSignIn(location, person)), cookie: cookie?.value ?? "" };
}

/** What /auth/callback posts: the query Appwrite returned, with the browser's state cookie. */
function exchange(returned: URL, cookie: string | undefined, overrides: Record<string, string> = {}) {
  const body = { state: returned.searchParams.get("state"), userId: returned.searchParams.get("userId"), secret: returned.searchParams.get("secret"), ...overrides };
  return call(sessionRoute, { body, cookies: cookie ? { [OAUTH_COOKIE]: cookie } : {} });
}

async function signIn(person: GooglePerson) {
  const { returned, cookie } = await returnFromGoogle(person);
  return exchange(returned, cookie);
}

const person = (email = uniqueEmail("google"), subject = `google-${email}`): GooglePerson => ({ subject, email, name: "Grace Hopper" });
const me = async (token: string | undefined) => (await (await call(meRoute, { method: "GET", cookies: session(token) })).json()).data;
const REFUSED = { status: 401, code: "unauthorized", message: authCopy.googleFailed };

/** The requests `run` made to the fake, but those of the product's own rate-limit counters (a table of the store). */
async function sentBy(run: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const from = fake().requests.length;
  await run();
  return fake().requests.slice(from).filter((r) => !r.path.includes("/tables/rate_limits/"));
}

describe("GET /api/auth/google", () => {
  it("counts as configured without GOOGLE_CLIENT_ID/SECRET (the provider is set up in the Appwrite console)", () => {
    expect(googleConfigured()).toBe(true);
  });

  it("asks Appwrite for an OAuth2 token URL with the project, success, failure and the three scopes, and redirects to it", async () => {
    let started: Awaited<ReturnType<typeof start>> | undefined;
    const [asked] = await sentBy(async () => {
      started = await start();
    });
    if (!started?.cookie) throw new Error("no state cookie");
    const state = started.cookie.value;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.cookie.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/api/auth/google", "max-age": "600" });

    expect(asked).toMatchObject({ method: "GET", path: "/account/tokens/oauth2/google" });
    expect(asked.headers["x-appwrite-project"]).toBe(fake().projectId);
    expect(asked.query).toEqual({
      success: `${APP_URL}/auth/callback?state=${state}`,
      failure: `${APP_URL}/login?error=google`,
      "scopes[0]": "openid",
      "scopes[1]": "email",
      "scopes[2]": "profile",
    });

    // Appwrite answered with Google's consent screen, Appwrite's callback as redirect_uri; the browser goes there.
    expect(started.res.status).toBe(307);
    const consent = new URL(started.location);
    expect(`${consent.origin}${consent.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(consent.searchParams.get("redirect_uri")).toBe(`${fake().endpoint}/account/sessions/oauth2/callback/google/${fake().projectId}`);
    expect(JSON.parse(consent.searchParams.get("state") ?? "")).toEqual({ success: asked.query.success, failure: asked.query.failure, token: true });
  });

  it("sends the browser back to /login?error=google when Appwrite refuses (Google not enabled in the console), and logs why", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      fake().failNext({ path: /^\/account\/tokens\/oauth2\/google$/ }, { status: 412, type: "project_provider_disabled", message: "This provider is disabled." });
      const { res, cookie } = await start();
      expect(res.headers.get("location")).toBe(`${APP_URL}/login?error=google`);
      expect(cookie).toBeUndefined();
      expect(logged.mock.calls[0]).toEqual(["[auth] Google sign-in could not start", expect.objectContaining({ code: 412 })]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("POST /api/auth/google/session", () => {
  it("exchanges the userId and secret Appwrite returned for our httpOnly session cookie and answers the verified account", async () => {
    const google = person();
    const { returned, cookie } = await returnFromGoogle(google);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${APP_URL}/auth/callback`);
    expect(returned.searchParams.get("state")).toBe(cookie);

    let res: Response | undefined;
    const sent = await sentBy(async () => {
      res = await exchange(returned, cookie);
    });
    if (!res) throw new Error("no answer");
    expect(res.status).toBe(200);
    const body = (await res.json()).data;
    expect(body).toEqual({
      user: { id: returned.searchParams.get("userId"), name: "Grace Hopper", email: google.email, emailVerification: true },
      emailVerificationRequired: false,
    });

    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /account/sessions/token", `GET /users/${body.user.id}`]);
    expect(sent[0].body).toEqual({ userId: returned.searchParams.get("userId"), secret: returned.searchParams.get("secret") });
    expect(sent[0].headers["x-appwrite-key"]).toBe(fake().apiKey);

    const [sessionCookie] = setCookies(res).filter((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/" });
    expect(setCookies(res).find((c) => c.name === OAUTH_COOKIE)).toMatchObject({ value: "", attributes: { "max-age": "0", path: "/api/auth/google" } });
    expect(await me(sessionCookie.value)).toMatchObject({ user: { id: body.user.id }, emailVerificationRequired: false });
  });

  it("signs the same Google account into the same user again, and takes each secret once", async () => {
    const google = person();
    const first = (await (await signIn(google)).json()).data;
    const { returned, cookie } = await returnFromGoogle({ ...google, email: uniqueEmail("renamed") });
    const again = await exchange(returned, cookie);
    expect((await again.json()).data.user.id).toBe(first.user.id);
    expect(await errorOf(await exchange(returned, cookie))).toEqual(REFUSED);
  });

  it("refuses a wrong secret, another browser's state and a missing state cookie alike, with the Google failure message and no cookie", async () => {
    const { returned, cookie } = await returnFromGoogle(person());
    const answers = [
      await exchange(returned, cookie, { secret: "0".repeat(64) }),
      await exchange(returned, cookie, { userId: "not a user id" }),
      await exchange(returned, "another-browsers-state-0123456789"),
      await exchange(returned, undefined),
    ];
    for (const res of answers) {
      expect(await errorOf(res)).toEqual(REFUSED);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    // The state checks refused before Appwrite saw the secret: it still signs this browser in.
    expect((await exchange(returned, cookie)).status).toBe(200);
  });

  it("answers 400 with the same message for a body without the three values", async () => {
    const res = await call(sessionRoute, { body: { userId: "abc" } });
    expect(await errorOf(res)).toEqual({ status: 400, code: "bad_request", message: authCopy.googleFailed });
  });

  it("refuses a token that did not come from Google sign-in (a verification link's: Appwrite 1.9.5 makes no session of it)", async () => {
    const email = uniqueEmail("link");
    await call(registerRoute, { body: { name: "Ada", email, password: "correct horse", confirmPassword: "correct horse" } });
    const link = fake().outbox.at(-1);
    if (!link) throw new Error("no verification e-mail");
    const { cookie } = await start();
    const returned = new URL(`${APP_URL}/auth/callback?state=${cookie?.value}&userId=${link.userId}&secret=${link.secret}`);
    const sent = await sentBy(async () => expect(await errorOf(await exchange(returned, cookie?.value))).toEqual(REFUSED));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /account/sessions/token"]);
  });

  it("refuses a session of a generic Users API token (provider 'token') and ends the session Appwrite made of it", async () => {
    const userId = fake().seedUser({ email: uniqueEmail("generic") });
    const token = await new Users(new Client().setEndpoint(fake().endpoint).setProject(fake().projectId).setKey(fake().apiKey)).createToken({ userId, length: 64 });
    const { cookie } = await start();
    const returned = new URL(`${APP_URL}/auth/callback?state=${cookie?.value}&userId=${userId}&secret=${token.secret}`);
    const sent = await sentBy(async () => expect(await errorOf(await exchange(returned, cookie?.value))).toEqual(REFUSED));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /account/sessions/token", expect.stringMatching(`^DELETE /users/${userId}/sessions/\\w+$`)]);
  });

  it("takes over a never-verified password account of the same address: verified, its password and sessions end", async () => {
    const email = uniqueEmail("squatted");
    const registered = await call(registerRoute, { body: { name: "Squatter", email, password: "correct horse", confirmPassword: "correct horse" } });
    const squatter = sessionCookieOf(registered);
    const { user } = (await registered.json()).data;

    const res = await signIn(person(email));
    expect((await res.json()).data).toEqual({ user: { id: user.id, name: "Squatter", email, emailVerification: true }, emailVerificationRequired: false });
    expect(await me(sessionCookieOf(res))).toMatchObject({ user: { id: user.id } });
    expect((await call(meRoute, { method: "GET", cookies: session(squatter) })).status).toBe(401);
    expect((await call(loginRoute, { body: { email, password: "correct horse" } })).status).toBe(401);
  });

  it("keeps a verified account's password and sessions when its owner signs in with Google", async () => {
    const email = uniqueEmail("verified");
    fake().seedUser({ email, password: "correct horse", name: "Owner", emailVerification: true });
    const before = sessionCookieOf(await call(loginRoute, { body: { email, password: "correct horse" } }));
    expect((await signIn(person(email))).status).toBe(200);
    expect((await call(meRoute, { method: "GET", cookies: session(before) })).status).toBe(200);
    expect((await call(loginRoute, { body: { email, password: "correct horse" } })).status).toBe(200);
  });

  it("refuses a cross-origin post", async () => {
    const { returned, cookie } = await returnFromGoogle(person());
    const res = await call(sessionRoute, {
      body: Object.fromEntries(returned.searchParams),
      cookies: { [OAUTH_COOKIE]: cookie },
      origin: "https://evil.example",
    });
    expect(await errorOf(res)).toEqual({ status: 403, code: "forbidden", message: commonCopy.forbiddenOrigin });
  });

  it("answers Appwrite's outage with 503 and no detail, and logs why", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { returned, cookie } = await returnFromGoogle(person());
      fake().failNext({ path: /^\/account\/sessions\/token$/ }, { status: 503, type: "general_server_error", message: "maintenance" });
      expect(await errorOf(await exchange(returned, cookie))).toEqual({ status: 503, code: "unavailable", message: commonCopy.unexpectedError });
      expect(String(logged.mock.calls[0][0])).toContain("503 general_server_error: maintenance");
    } finally {
      logged.mockRestore();
    }
  });

  it(`limits attempts to ${AUTH_RATE_LIMITS.signInPerIp.limit} per address (the API key is exempt from Appwrite's own limit)`, async () => {
    const { returned, cookie } = await returnFromGoogle(person());
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerIp.limit; i++) {
      expect((await exchange(returned, cookie, { secret: `wrong-${i}` })).status).toBe(401);
    }
    const limited = await exchange(returned, cookie);
    expect(await errorOf(limited)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
  });
});
