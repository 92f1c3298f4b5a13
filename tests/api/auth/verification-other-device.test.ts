import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as confirmRoute } from "@/app/api/auth/verification/confirm/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as listWorkspacesRoute } from "@/app/api/workspaces/route";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { createApiTokenSchema } from "@/lib/schemas/tokens";
import type { VerifiedAccount } from "@/server/auth/verified";
import { authenticateApiToken, createApiToken } from "@/server/services/tokens";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, session, sessionCookieOf } from "./support";

/**
 * A verification link opened in a browser that is not signed in to the account (docs/product.md#accounts-and-sessions),
 * on the local backend with real route handlers, a temp libSQL file and a real SMTP sink: without a
 * password nothing changes; the account's password verifies and keeps the other sessions; "I didn't
 * create this account" sets a new password and ends everything else; wrong passwords count as sign-ins.
 */

useTempDatabase();
const env = useApiEnvironment();

const PASSWORD = "laptop-pass-1";
const dataOf = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

/** Registered on "the laptop" (signed in there, unverified); the link from the e-mail. */
async function registeredOnLaptop(name = "Carol", password = PASSWORD) {
  const email = uniqueEmail(name.toLowerCase());
  const res = await call(registerRoute, { body: { name, email, password, confirmPassword: password } });
  expect(res.status).toBe(201);
  const laptop = sessionCookieOf(res);
  const link = linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/verify-email");
  env.sink().clear();
  return { email, laptop, link };
}

const confirm = (body: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) =>
  call(confirmRoute, { body, cookies: session(options.cookie), ip: options.ip });

async function me(cookie: string | undefined) {
  const res = await call(meRoute, { method: "GET", cookies: session(cookie) });
  return res.status === 200 ? (await dataOf<{ emailVerificationRequired: boolean }>(res)) : res.status;
}

describe("POST /api/auth/verification/confirm from a browser without the account's session", () => {
  it("without a password: 401 password_required, nothing changes, and the link still works afterwards", async () => {
    const { laptop, link } = await registeredOnLaptop();
    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret }))).toEqual({
      status: 401,
      code: "password_required",
      message: authCopy.verifyPasswordRequired,
    });
    expect(await me(laptop)).toMatchObject({ emailVerificationRequired: true });
    // A session of another account in this browser is no better than none.
    const stranger = await createUser({ name: "Stranger" });
    const asStranger = await confirm({ userId: link.userId, secret: link.secret }, { cookie: stranger.cookie.split("=")[1] });
    expect((await errorOf(asStranger)).code).toBe("password_required");

    const later = await confirm({ userId: link.userId, secret: link.secret }, { cookie: laptop });
    expect(later.status).toBe(200);
    expect(await dataOf(later)).toEqual({ user: expect.objectContaining({ id: link.userId, emailVerification: true }), signedIn: true });
  });

  it("with the right password: verifies, signs this browser in and keeps the laptop's session", async () => {
    const { email, laptop, link } = await registeredOnLaptop();
    const phone = await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD });
    expect(phone.status).toBe(200);
    expect(await dataOf(phone)).toEqual({ user: { id: link.userId, name: "Carol", email, emailVerification: true }, signedIn: true });
    const phoneSession = sessionCookieOf(phone);
    expect(phoneSession).toBeDefined();
    expect(await me(phoneSession)).toMatchObject({ emailVerificationRequired: false });
    // Same person: the laptop stays signed in, now verified, and the password still signs in.
    expect(await me(laptop)).toMatchObject({ emailVerificationRequired: false });
    expect((await call(listWorkspacesRoute, { method: "GET", cookies: session(laptop) })).status).toBe(200);
    expect((await call(loginRoute, { body: { email, password: PASSWORD } })).status).toBe(200);
    // The link is used.
    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
  });

  it("with a wrong password: 401 'Incorrect password', nothing changes, the link stays usable", async () => {
    const { laptop, link } = await registeredOnLaptop();
    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret, password: "not-it-123" }))).toEqual({
      status: 401,
      code: "unauthorized",
      message: authCopy.incorrectPassword,
    });
    expect(await me(laptop)).toMatchObject({ emailVerificationRequired: true });
    expect((await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD })).status).toBe(200);
  });

  it("a bad link is the link's 400 whatever the password, and checks the link before anything else", async () => {
    const { link } = await registeredOnLaptop();
    for (const body of [{}, { password: PASSWORD }, { password: "wrong-one-1" }, { newPassword: "new-pass-123", confirmPassword: "new-pass-123" }]) {
      expect(await errorOf(await confirm({ userId: link.userId, secret: "x".repeat(43), ...body }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
    }
    expect(await errorOf(await confirm({ userId: "nobody", secret: link.secret, password: PASSWORD }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
    // The account kept its password and its link.
    expect((await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD })).status).toBe(200);
  });

  it(`wrong passwords count against the sign-in limits: ${AUTH_RATE_LIMITS.signInPerEmailClient[0].limit} a minute per address and client, shared with /login`, async () => {
    const { email, link } = await registeredOnLaptop();
    const ip = "198.51.100.7";
    const { limit } = AUTH_RATE_LIMITS.signInPerEmailClient[0];
    for (let i = 0; i < limit - 1; i++) {
      expect((await confirm({ userId: link.userId, secret: link.secret, password: `wrong-${i}-pass` }, { ip })).status).toBe(401);
    }
    // One sign-in attempt at /login from the same client counts in the same window...
    expect((await call(loginRoute, { body: { email, password: "wrong-login-1" }, ip })).status).toBe(401);
    // ... so even the right password is refused now, from this client, and nothing changed.
    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD }, { ip }))).toMatchObject({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
    expect((await call(loginRoute, { body: { email, password: PASSWORD }, ip })).status).toBe(429);
    // Another client still gets through, and its success does not lift this client's back-off.
    expect((await confirm({ userId: link.userId, secret: link.secret, password: PASSWORD }, { ip: "198.51.100.8" })).status).toBe(200);
    expect((await call(loginRoute, { body: { email, password: PASSWORD }, ip })).status).toBe(429);
  });

  it("'I didn't create this account': a new password verifies, ends every other session and API token, and signs this browser in", async () => {
    const { email, laptop, link } = await registeredOnLaptop();
    const second = sessionCookieOf(await call(loginRoute, { body: { email, password: PASSWORD } }));
    // A token planted through the service (an unverified account cannot make one through the API).
    const account = { id: link.userId, name: "Carol", email, emailVerification: true } as VerifiedAccount;
    const token = await createApiToken({ user: account, token: createApiTokenSchema.parse({ name: "cli", scope: "read", expiresInDays: null, timeZone: "UTC" }) });
    await expect(authenticateApiToken(token.secret)).resolves.toBeDefined();

    const res = await confirm({ userId: link.userId, secret: link.secret, newPassword: "mailbox-owner-1", confirmPassword: "mailbox-owner-1" });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({ user: expect.objectContaining({ id: link.userId, emailVerification: true }), signedIn: true });
    expect(await me(sessionCookieOf(res))).toMatchObject({ emailVerificationRequired: false });
    expect(await me(laptop)).toBe(401);
    expect(await me(second)).toBe(401);
    await expect(authenticateApiToken(token.secret)).rejects.toMatchObject({ status: 401 });
    expect((await call(loginRoute, { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(loginRoute, { body: { email, password: "mailbox-owner-1" } })).status).toBe(200);
  });

  it.each([
    ["a new password under 8 characters", { newPassword: "short12", confirmPassword: "short12" }, authCopy.passwordMinReset],
    ["a confirmation that differs", { newPassword: "long-enough-1", confirmPassword: "long-enough-2" }, authCopy.passwordsDoNotMatch],
    ["both a password and a new password", { password: PASSWORD, newPassword: "long-enough-1", confirmPassword: "long-enough-1" }, `${commonCopy.invalidInput}: password`],
    ["a confirmation without a new password", { confirmPassword: "long-enough-1" }, `${commonCopy.invalidInput}: confirmPassword`],
    ["an empty password", { password: "" }, authCopy.fillAllFields],
    ["a 10 kB password", { password: "p".repeat(10_240) }, `${commonCopy.invalidInput}: password`],
  ])("refuses %s with 400 and changes nothing", async (_case, body, message) => {
    const { laptop, link } = await registeredOnLaptop();
    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret, ...body }))).toEqual({ status: 400, code: "bad_request", message });
    expect(await me(laptop)).toMatchObject({ emailVerificationRequired: true });
  });

  it("a link of an account that is verified already is used without any password, and signs nobody in", async () => {
    const { laptop, link } = await registeredOnLaptop();
    const resent = await call((await import("@/app/api/auth/verification/route")).POST, { cookies: session(laptop) });
    expect(resent.status).toBe(200);
    const second = linkIn(await env.sink().waitFor((m) => m.text.includes(link.userId)), "/verify-email");
    expect((await confirm({ userId: link.userId, secret: link.secret }, { cookie: laptop })).status).toBe(200);

    const res = await confirm({ userId: second.userId, secret: second.secret });
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toMatchObject({ signedIn: false });
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});
