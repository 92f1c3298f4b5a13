import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as recoveryRoute } from "@/app/api/auth/recovery/route";
import { POST as recoveryConfirmRoute } from "@/app/api/auth/recovery/confirm/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resendRoute } from "@/app/api/auth/verification/route";
import { POST as verifyRoute } from "@/app/api/auth/verification/confirm/route";
import { SESSION_COOKIE } from "@/lib/cookies";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { accounts } from "@/server/auth";
import { call, errorOf, session, sessionCookieOf, setCookies } from "@/tests/api/auth/support";
import { RATE_LIMITED, type RecordedRequest } from "@/tests/support/appwrite-fake";
import { APP_URL } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";
import { useAppwriteBackend, waitForOutbox } from "./support";

/**
 * The account flows with DUELY_BACKEND=appwrite, through the real route handlers and services, with
 * node-appwrite talking to the Appwrite protocol fake (a loopback stand-in, not Appwrite).
 */

const { fake } = useAppwriteBackend();

const register = (body: Record<string, unknown>) => call(registerRoute, { body });
const login = (email: string, password: string) => call(loginRoute, { body: { email, password } });
const me = (token: string | undefined) => call(meRoute, { method: "GET", cookies: session(token) });
const newUser = (email = uniqueEmail()) => ({ name: "Ada Lovelace", email, password: "correct horse", confirmPassword: "correct horse" });

/** The requests `run` made to the fake, but those of the product's own rate-limit counters (a table of the store). */
async function sentBy(run: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const from = fake().requests.length;
  await run();
  return fake().requests.slice(from).filter((r) => !r.path.includes("/tables/rate_limits/"));
}

const line = (r: RecordedRequest) => `${r.method} ${r.path}`;

describe("register", () => {
  it("creates the account with the admin client, keeps the e-mail session's secret in our httpOnly cookie, and has Appwrite e-mail the verification link", async () => {
    const user = newUser();
    let res: Response | undefined;
    const sent = await sentBy(async () => {
      res = await register(user);
    });
    if (!res) throw new Error("no answer");
    expect(res.status).toBe(201);
    const body = (await res.json()).data;
    expect(body).toEqual({
      user: { id: expect.any(String), name: "Ada Lovelace", email: user.email, emailVerification: false },
      emailVerificationRequired: true,
      verificationEmailSent: true,
    });
    const [cookie] = setCookies(res).filter((c) => c.name === SESSION_COOKIE);
    expect(cookie.attributes).toMatchObject({ httponly: "", samesite: "lax", path: "/" });

    expect(sent.map(line)).toEqual([
      "POST /account",
      "POST /account/sessions/email",
      `GET /users/${body.user.id}`,
      `POST /users/${body.user.id}/sessions`,
      "POST /account/verifications/email",
      // Ended with the API key: Appwrite limits DELETE /account/sessions to 100 an hour per server IP.
      expect.stringMatching(`^DELETE /users/${body.user.id}/sessions/\\w+$`),
    ]);
    const [create, emailSession, , , verification, endTemporary] = sent;
    expect(create.body).toEqual({ userId: body.user.id, email: user.email, password: user.password, name: "Ada Lovelace" });
    expect(create.headers["x-appwrite-key"]).toBe(fake().apiKey);
    expect(emailSession.headers["x-appwrite-key"]).toBe(fake().apiKey);
    // The cookie is the session's secret, which Appwrite only returns to the API key.
    expect(cookie.value).toMatch(/^[a-f0-9]{256}$/);
    // The verification is asked for as the user, with a short-lived session that is ended at once.
    expect(verification.headers["x-appwrite-key"]).toBeUndefined();
    expect(verification.headers["x-appwrite-session"]).toMatch(/^[a-f0-9]{256}$/);
    expect(verification.headers["x-appwrite-session"]).not.toBe(cookie.value);
    expect(verification.body).toEqual({ url: `${APP_URL}/verify-email` });
    expect(endTemporary.headers).toMatchObject({ "x-appwrite-key": fake().apiKey });
    expect(endTemporary.headers["x-appwrite-session"]).toBeUndefined();

    const mail = fake().outbox.at(-1);
    expect(mail).toMatchObject({ kind: "verification", to: user.email, userId: body.user.id });
    expect(mail?.link).toMatch(new RegExp(`^${APP_URL}/verify-email\\?userId=${body.user.id}&secret=[a-f0-9]+&expire=`));
  });

  it("answers 409 'already exists' for a taken e-mail, whatever its case", async () => {
    const user = newUser();
    await register(user);
    expect(await errorOf(await register({ ...user, email: user.email.toUpperCase() }))).toEqual({ status: 409, code: "conflict", message: authCopy.accountExists });
  });

  it("turns Appwrite's password policy (at least 8 characters) into 'Please use a stronger password.'", async () => {
    const res = await register({ ...newUser(), password: "secret", confirmPassword: "secret" });
    expect(await errorOf(res)).toEqual({ status: 400, code: "bad_request", message: authCopy.strongerPassword });
  });
});

describe("register on an Appwrite without SMTP (createEmailVerification answers 503)", () => {
  it("creates and signs in the account, says the e-mail could not be sent, and Resend sends it once SMTP works", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    fake().setSmtp(false);
    try {
      const user = newUser();
      const res = await register(user);
      expect(res.status).toBe(201);
      const body = (await res.json()).data;
      expect(body).toMatchObject({ user: { email: user.email, emailVerification: false }, emailVerificationRequired: true, verificationEmailSent: false });
      expect(String(logged.mock.calls.flat().join(" "))).toContain("503 general_smtp_disabled");
      const token = sessionCookieOf(res);
      expect((await me(token)).status).toBe(200);
      expect(fake().outbox.filter((m) => m.userId === body.user.id)).toEqual([]);

      fake().setSmtp(true);
      expect(await (await call(resendRoute, { cookies: session(token) })).json()).toEqual({ data: { sent: true } });
      expect(fake().outbox.filter((m) => m.userId === body.user.id)).toHaveLength(1);
    } finally {
      fake().setSmtp(true);
      logged.mockRestore();
    }
  });
});

describe("lookup by e-mail (for the invitation link)", () => {
  it("finds a registered account whatever the case of the address, through the Users API, and null for a stranger", async () => {
    const user = newUser(uniqueEmail().toLowerCase());
    expect((await register(user)).status).toBe(201);
    const sent = await sentBy(async () => {
      expect(await accounts().findAccountByEmail(user.email.toUpperCase())).toMatchObject({ email: user.email, name: "Ada Lovelace" });
    });
    expect(sent.map(line)).toEqual(["GET /users"]);
    expect(await accounts().findAccountByEmail("nobody-" + user.email)).toBeNull();
  });
});

describe("sessions", () => {
  it("signs in, reads the account with a session client built from the cookie, and signs out", async () => {
    const user = newUser();
    await register(user);
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    const token = sessionCookieOf(res);

    const sent = await sentBy(async () => {
      const answer = await me(token);
      expect((await answer.json()).data).toEqual({ user: expect.objectContaining({ email: user.email }), emailVerificationRequired: true });
    });
    expect(sent.map(line)).toEqual(["GET /account"]);
    expect(sent[0].headers["x-appwrite-session"]).toBe(token);
    expect(sent[0].headers["x-appwrite-key"]).toBeUndefined();

    let out: Response | undefined;
    const signOut = await sentBy(async () => {
      out = await call(logoutRoute, { cookies: session(token) });
    });
    expect(out?.status).toBe(200);
    // The session client only asks which session the cookie is; the API key ends it (no per-IP limit).
    expect(signOut.map(line)).toEqual(["GET /account/sessions/current", expect.stringMatching(/^DELETE \/users\/\w+\/sessions\/\w+$/)]);
    expect(signOut[0].headers["x-appwrite-session"]).toBe(token);
    expect(signOut[1].headers).toMatchObject({ "x-appwrite-key": fake().apiKey });
    expect(await errorOf(await me(token))).toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = newUser();
    await register(user);
    const wrong = await errorOf(await login(user.email, "not the password"));
    const unknown = await errorOf(await login(uniqueEmail(), "whatever password"));
    const tooShort = await errorOf(await login(user.email, "short"));
    for (const answer of [wrong, unknown, tooShort]) expect(answer).toEqual({ status: 401, code: "unauthorized", message: authCopy.invalidCredentials });
  });

  it("passes Appwrite's 429 on as the product's rate limit", async () => {
    fake().failNext({ method: "POST", path: /^\/account\/sessions\/email$/ }, RATE_LIMITED);
    const res = await login(uniqueEmail(), "whatever password");
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await errorOf(res)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
  });

  it("treats a session Appwrite no longer knows as signed out", async () => {
    expect(await errorOf(await me("0".repeat(48)))).toMatchObject({ status: 401, code: "unauthorized" });
  });
});

describe("verification", () => {
  it("verifies with the e-mailed userId and secret once, and resends for the signed-in user", async () => {
    const user = newUser();
    const token = sessionCookieOf(await register(user));
    const link = fake().outbox.at(-1);
    if (!link) throw new Error("no verification e-mail");

    const resent = await call(resendRoute, { cookies: session(token) });
    expect(await resent.json()).toEqual({ data: { sent: true } });
    expect(fake().outbox.filter((m) => m.userId === link.userId)).toHaveLength(2);

    const ok = await call(verifyRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(token) });
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer.data.user).toMatchObject({ id: link.userId, emailVerification: true });
    expect(fake().requests.filter((r) => r.path === "/account/verifications/email" && r.method === "PUT").at(-1)?.body).toEqual({ userId: link.userId, secret: link.secret });
    // Confirmed from its own session: that session is replaced by a new one, the old one ended.
    const fresh = sessionCookieOf(ok);
    expect(fresh).toBeDefined();
    const mine = await (await me(fresh)).json();
    expect(mine.data).toMatchObject({ emailVerificationRequired: false });
    expect((await me(token)).status).toBe(401);

    expect(await errorOf(await call(verifyRoute, { body: { userId: link.userId, secret: link.secret } }))).toEqual({ status: 400, code: "bad_request", message: authCopy.verifyFailed });
  });
});

describe("recovery", () => {
  it("has Appwrite e-mail a /reset-password link, sets the new password with it once, and ends every session", async () => {
    const user = newUser();
    const token = sessionCookieOf(await register(user));
    const res = await call(recoveryRoute, { body: { email: user.email } });
    expect(await res.json()).toEqual({ data: { message: authCopy.recoverySent } });
    const mail = await waitForOutbox(() => fake().outbox.find((m) => m.kind === "recovery" && m.to === user.email));
    expect(mail.link.startsWith(`${APP_URL}/reset-password?userId=${mail.userId}&secret=`)).toBe(true);

    const confirm = (secret: string) =>
      call(recoveryConfirmRoute, { body: { userId: mail.userId, secret, password: "a new password", confirmPassword: "a new password" } });
    expect(await (await confirm(mail.secret)).json()).toEqual({ data: { message: authCopy.passwordResetDone } });
    expect(fake().requests.some((r) => r.method === "DELETE" && r.path === `/users/${mail.userId}/sessions`)).toBe(true);
    expect(await errorOf(await me(token))).toMatchObject({ status: 401 });
    expect((await login(user.email, "a new password")).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);

    expect(await errorOf(await confirm(mail.secret))).toEqual({ status: 400, code: "bad_request", message: authCopy.resetLinkInvalid });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = fake().outbox.length;
    const email = uniqueEmail();
    const res = await call(recoveryRoute, { body: { email } });
    expect(await res.json()).toEqual({ data: { message: authCopy.recoverySent } });
    await waitForOutbox(() => fake().requests.find((r) => r.path === "/account/recovery" && r.body.email === email));
    expect(fake().outbox.length).toBe(before);
  });
});

describe("an unreachable Appwrite", () => {
  it("answers 503 with no detail, and logs why", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      fake().failNext({ path: /^\/account$/ }, { status: 503, type: "general_server_error", message: "maintenance" });
      expect(await errorOf(await register(newUser()))).toEqual({ status: 503, code: "unavailable", message: commonCopy.unexpectedError });
      expect(String(logged.mock.calls[0][0])).toContain("503 general_server_error: maintenance");
    } finally {
      logged.mockRestore();
    }
  });
});
