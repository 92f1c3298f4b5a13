import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { AUTH_RATE_LIMITS, SESSION_LIFETIME_MS } from "@/lib/constants/auth";
import { SESSION_COOKIE } from "@/lib/cookies";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { APP_URL } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, session, sessionCookieOf, setCookies } from "./support";

const db = useTempDatabase();
const env = useApiEnvironment();

const register = (body: Record<string, unknown>, ip?: string) => call(registerRoute, { body, ip });
const login = (body: Record<string, unknown>, ip?: string) => call(loginRoute, { body, ip });
const newUser = (email = uniqueEmail()) => ({ name: "Ada Lovelace", email, password: "secret1", confirmPassword: "secret1" });

describe("POST /api/auth/register", () => {
  it("creates an unverified account, signs it in with a session cookie and e-mails the verification link", async () => {
    const user = newUser();
    const res = await register(user);
    expect(res.status).toBe(201);
    const body = (await res.json()).data;
    expect(body).toEqual({
      user: { id: expect.any(String), name: "Ada Lovelace", email: user.email, emailVerification: false },
      emailVerificationRequired: true,
      verificationEmailSent: true,
    });

    const [cookie] = setCookies(res).filter((c) => c.name === SESSION_COOKIE);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookie.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/" });
    expect(cookie.attributes).not.toHaveProperty("secure"); // APP_URL is http here
    const expires = Date.parse(cookie.attributes.expires);
    expect(Math.abs(expires - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(5_000);

    // Only the hash of the token is stored.
    const store = await db.accounts();
    expect(await store.getSession(cookie.value)).toBeNull();

    const mail = await env.sink().waitFor((m) => m.to.includes(user.email));
    const link = linkIn(mail, "/verify-email");
    expect(link.url.origin + link.url.pathname).toBe(`${APP_URL}/verify-email`);
    expect(link.userId).toBe(body.user.id);
    expect(link.secret.length).toBeGreaterThanOrEqual(43);
    expect(mail.html).toContain(link.url.href.replace(/&/g, "&amp;"));
  });

  it("stores a scrypt hash, never the password", async () => {
    const user = newUser();
    await register(user);
    const record = await (await db.accounts()).getUserByEmail(user.email);
    expect(record?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(record?.passwordHash).not.toContain(user.password);
  });

  it("refuses a second account for the same e-mail, whatever its case", async () => {
    const user = newUser();
    expect((await register(user)).status).toBe(201);
    const again = await register({ ...user, email: user.email.toUpperCase() });
    expect(await errorOf(again)).toEqual({ status: 409, code: "conflict", message: authCopy.accountExists });
  });

  it.each([
    ["a missing field", { name: "Ada", email: uniqueEmail(), password: "secret1" }, authCopy.fillAllFields],
    ["a blank name", { ...newUser(), name: "   " }, authCopy.fillAllFields],
    ["mismatched passwords", { ...newUser(), confirmPassword: "secret2" }, authCopy.passwordsDoNotMatch],
    ["a short password", { ...newUser(), password: "12345", confirmPassword: "12345" }, authCopy.passwordMinRegister],
    ["a malformed e-mail", { ...newUser(), email: "not-an-email" }, commonCopy.invalidEmail],
  ])("answers 400 with the user-facing message for %s", async (_case, body, message) => {
    expect(await errorOf(await register(body))).toEqual({ status: 400, code: "bad_request", message });
  });

  it.each([
    ["name", { ...newUser(), name: "n".repeat(10_240) }],
    ["password", { ...newUser(), password: "p".repeat(10_240), confirmPassword: "p".repeat(10_240) }],
    ["e-mail", { ...newUser(), email: `${"e".repeat(10_240)}@example.com` }],
  ])("answers 400, not 500, to a 10 kB %s", async (_field, body) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("bad_request");
  });

  it("answers 400 to a body that is not JSON", async () => {
    expect((await call(registerRoute, { rawBody: "{nope" })).status).toBe(400);
  });

  it("refuses a request from a foreign Origin with 403 and creates nothing", async () => {
    const user = newUser();
    const res = await call(registerRoute, { body: user, origin: "https://evil.example" });
    expect(await errorOf(res)).toEqual({ status: 403, code: "forbidden", message: commonCopy.forbiddenOrigin });
    expect(await (await db.accounts()).getUserByEmail(user.email)).toBeNull();
  });

  it(`limits registrations to ${AUTH_RATE_LIMITS.registerPerIp.limit} per hour per IP`, async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < AUTH_RATE_LIMITS.registerPerIp.limit; i++) expect((await register(newUser(), ip)).status).toBe(201);
    const res = await register(newUser(), ip);
    expect(await errorOf(res)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await register(newUser(), "198.51.100.8")).status).toBe(201);
  }, 30_000);
});

describe("POST /api/auth/login", () => {
  const user = newUser();
  beforeAll(async () => {
    expect((await register(user)).status).toBe(201);
  });

  it("signs in with the right password (e-mail in any case) and reports the unverified e-mail", async () => {
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ user: { email: user.email, emailVerification: false }, emailVerificationRequired: true });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await login({ email: user.email, password: "wrong-password" });
    const unknown = await login({ email: uniqueEmail("nobody"), password: "wrong-password" });
    const expected = { status: 401, code: "unauthorized", message: authCopy.invalidCredentials };
    expect(await errorOf(wrong)).toEqual(expected);
    expect(await errorOf(unknown)).toEqual(expected);
    expect(setCookies(wrong)).toEqual([]);
    expect(setCookies(unknown)).toEqual([]);
  });

  it("needs both fields", async () => {
    expect(await errorOf(await login({ email: user.email, password: "" }))).toMatchObject({ status: 400, message: authCopy.fillAllFields });
    expect(await errorOf(await login({ password: "x" }))).toMatchObject({ status: 400, message: authCopy.fillAllFields });
  });

  it("answers 400 to a 10 kB password", async () => {
    expect((await login({ email: user.email, password: "p".repeat(10_240) })).status).toBe(400);
  });

  it("does not let strangers rotating addresses lock the owner out: 10 wrong passwords, then the owner signs in from their address", async () => {
    for (let i = 0; i < 10; i++) expect((await login({ email: user.email, password: "bad" }, `198.51.100.${i}`)).status).toBe(401);
    expect((await login({ email: user.email, password: user.password }, "192.0.2.200")).status).toBe(200);
  }, 30_000);

  it("backs off one client on one e-mail: after the first step's attempts it answers 429 with Retry-After, even to the right password", async () => {
    const [first] = AUTH_RATE_LIMITS.signInPerEmailClient;
    const ip = "198.51.100.77";
    for (let i = 0; i < first.limit; i++) expect((await login({ email: user.email, password: "bad" }, ip)).status).toBe(401);
    const res = await login({ email: user.email, password: user.password }, ip);
    expect(await errorOf(res)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(first.windowMs / 1000);
    // The owner, from their own address, is not held back.
    expect((await login({ email: user.email, password: user.password }, "192.0.2.201")).status).toBe(200);
  }, 30_000);

  it(`holds every client of one e-mail to a ceiling of ${AUTH_RATE_LIMITS.signInPerEmail.limit} attempts`, async () => {
    const { limit } = AUTH_RATE_LIMITS.signInPerEmail;
    for (let i = 0; i < limit; i++) await login({ email: user.email, password: "bad" }, `203.0.${Math.floor(i / 200)}.${i % 200}`);
    expect((await login({ email: user.email, password: user.password }, "192.0.2.202")).status).toBe(429);
  }, 120_000);

  it("forgets a client's failures on an e-mail after its successful sign-in", async () => {
    const [first] = AUTH_RATE_LIMITS.signInPerEmailClient;
    for (let i = 0; i < first.limit - 1; i++) await login({ email: user.email, password: "bad" });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < first.limit - 1; i++) expect((await login({ email: user.email, password: "bad" })).status).toBe(401);
  }, 30_000);

  it(`limits attempts per IP to ${AUTH_RATE_LIMITS.signInPerIp.limit}, whatever the e-mail`, async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerIp.limit; i++) {
      expect((await login({ email: uniqueEmail("spray"), password: "bad" }, ip)).status).toBe(401);
    }
    expect((await login({ email: user.email, password: user.password }, ip)).status).toBe(429);
    expect((await login({ email: user.email, password: user.password }, "192.0.2.100")).status).toBe(200);
  }, 60_000);
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("knows the session until logout, which deletes it and clears the cookie", async () => {
    const user = newUser();
    const token = sessionCookieOf(await register(user));
    expect(token).toBeDefined();

    const me = await call(meRoute, { method: "GET", cookies: session(token) });
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ user: { email: user.email }, emailVerificationRequired: true });

    const out = await call(logoutRoute, { cookies: session(token) });
    expect(out.status).toBe(200);
    const cleared = setCookies(out).find((c) => c.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: "", attributes: { "max-age": "0", path: "/" } });

    expect(await errorOf(await call(meRoute, { method: "GET", cookies: session(token) }))).toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("answers 401 without a cookie and with a forged one", async () => {
    expect((await call(meRoute, { method: "GET" })).status).toBe(401);
    expect((await call(meRoute, { method: "GET", cookies: session("forged-token") })).status).toBe(401);
  });

  it("logs out cleanly when already signed out", async () => {
    expect((await call(logoutRoute)).status).toBe(200);
  });

  it("refuses a cross-site logout (foreign Origin)", async () => {
    const token = sessionCookieOf(await register(newUser()));
    expect((await call(logoutRoute, { cookies: session(token), origin: "https://evil.example" })).status).toBe(403);
    expect((await call(meRoute, { method: "GET", cookies: session(token) })).status).toBe(200);
  });
});
