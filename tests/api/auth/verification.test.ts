import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resendRoute } from "@/app/api/auth/verification/route";
import { POST as confirmRoute } from "@/app/api/auth/verification/confirm/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { AUTH_RATE_LIMITS, RESEND_COOLDOWN_S, VERIFY_LINK_LIFETIME_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { z } from "zod";
import { defineRoute, ok as success } from "@/server/contracts/types";
import { handle } from "@/server/http";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, session, sessionCookieOf } from "./support";

useTempDatabase();
const env = useApiEnvironment();

/** A guarded route as other features declare them: a session (or token), verified users only. */
const guardedRoute = defineRoute({ method: "GET", path: "/api/test", summary: "Guarded", tag: "Test", auth: "session-or-token", success: success(z.object({ id: z.string() })) });
const guarded = handle(guardedRoute, async ({ user }) => ({ id: user.id }));

async function registered() {
  const email = uniqueEmail();
  const res = await call(registerRoute, { body: { name: "Grace", email, password: "secret1", confirmPassword: "secret1" } });
  const token = sessionCookieOf(res);
  const { user } = ((await res.json()) as { data: { user: { id: string } } }).data;
  const link = linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/verify-email");
  env.sink().clear();
  return { email, token, id: user.id, link };
}

const confirm = (body: Record<string, unknown>, token?: string) => call(confirmRoute, { body, cookies: session(token) });

/** Fakes only the clock (Date), so timers, sockets and the database keep working. */
function moveClockBy(ms: number) {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
}
afterEach(() => jest.useRealTimers());

describe("the verification gate on guarded routes", () => {
  it("answers 401 when signed out, 403 email_not_verified when unverified, and passes once verified", async () => {
    expect(await errorOf(await call(guarded, { method: "GET" }))).toEqual({
      status: 401,
      code: "unauthorized",
      message: authCopy.mustBeLoggedIn,
    });

    const { token, id, link } = await registered();
    expect(await errorOf(await call(guarded, { method: "GET", cookies: session(token) }))).toEqual({
      status: 403,
      code: "email_not_verified",
      message: "Please verify your email address to continue.",
    });

    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(token) });
    expect(confirmed.status).toBe(200);
    const ok = await call(guarded, { method: "GET", cookies: session(sessionCookieOf(confirmed)) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { id } });
  });
});

describe("POST /api/auth/verification/confirm", () => {
  it("verifies the e-mail with the link's userId and secret, once; the signed-in clicker gets a new session, the old one ends", async () => {
    const { token, link } = await registered();
    const res = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { user: expect.objectContaining({ id: link.userId, emailVerification: true }), signedIn: true } });
    const fresh = sessionCookieOf(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    const me = await call(meRoute, { method: "GET", cookies: session(fresh) });
    expect((await me.json()).data).toMatchObject({ emailVerificationRequired: false });
    expect((await call(meRoute, { method: "GET", cookies: session(token) })).status).toBe(401);

    expect(await errorOf(await confirm({ userId: link.userId, secret: link.secret }))).toEqual({
      status: 400,
      code: "bad_request",
      message: authCopy.verifyFailed,
    });
  });

  it("refuses a wrong secret, another user's secret and an expired one", async () => {
    const a = await registered();
    const b = await registered();
    expect(await errorOf(await confirm({ userId: a.id, secret: "x".repeat(43) }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
    expect(await errorOf(await confirm({ userId: a.id, secret: b.link.secret }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });

    moveClockBy(VERIFY_LINK_LIFETIME_MS + 1000);
    expect(await errorOf(await confirm({ userId: b.id, secret: b.link.secret }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
  });

  it("still accepts a link just before its 7 days are up", async () => {
    const { link, token } = await registered();
    moveClockBy(VERIFY_LINK_LIFETIME_MS - 60_000);
    expect((await confirm({ userId: link.userId, secret: link.secret }, token)).status).toBe(200);
  });

  it.each([
    ["no userId", { secret: "abc" }],
    ["no secret", { userId: "abc" }],
    ["blank values", { userId: " ", secret: "" }],
  ])("answers the invalid-link message for %s", async (_case, body) => {
    expect(await errorOf(await confirm(body))).toEqual({ status: 400, code: "bad_request", message: authCopy.invalidVerifyLink });
  });

  it("answers 400 to a 10 kB secret", async () => {
    expect((await confirm({ userId: "u", secret: "s".repeat(10_240) })).status).toBe(400);
  });
});

describe("POST /api/auth/verification (resend)", () => {
  it("needs a session", async () => {
    expect((await call(resendRoute)).status).toBe(401);
  });

  it(`sends a new link, then refuses for ${RESEND_COOLDOWN_S} s with 429 and Retry-After`, async () => {
    const { email, token } = await registered();
    const first = await call(resendRoute, { cookies: session(token) });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { sent: true } });
    const mail = await env.sink().waitFor((m) => m.to.includes(email));
    const fresh = linkIn(mail, "/verify-email");

    const again = await call(resendRoute, { cookies: session(token) });
    expect(await errorOf(again)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(RESEND_COOLDOWN_S - 5);
    expect(retryAfter).toBeLessThanOrEqual(RESEND_COOLDOWN_S);

    moveClockBy(RESEND_COOLDOWN_S * 1000 + 10);
    expect((await call(resendRoute, { cookies: session(token) })).status).toBe(200);
    jest.useRealTimers();

    // The resent link works.
    expect((await confirm({ userId: fresh.userId, secret: fresh.secret }, token)).status).toBe(200);
  });

  it(`caps verification e-mails per address at ${AUTH_RATE_LIMITS.verificationPerEmail.limit} an hour`, async () => {
    const { token } = await registered();
    const { limit } = AUTH_RATE_LIMITS.verificationPerEmail;
    for (let i = 0; i < limit; i++) {
      moveClockBy((i + 1) * (RESEND_COOLDOWN_S * 1000 + 10));
      expect((await call(resendRoute, { cookies: session(token) })).status).toBe(200);
      jest.useRealTimers();
    }
    moveClockBy((limit + 1) * (RESEND_COOLDOWN_S * 1000 + 10));
    expect((await call(resendRoute, { cookies: session(token) })).status).toBe(429);
  });

  it("answers 503 with the user-facing message when the mail server refuses, and lifts the cooldown", async () => {
    const { email, token } = await registered();
    const lift = env.sink().reject((to) => to === email);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await errorOf(await call(resendRoute, { cookies: session(token) }))).toEqual({
      status: 503,
      code: "unavailable",
      message: authCopy.verificationResendFailed,
    });
    expect(logged).toHaveBeenCalledWith("[accounts] verification e-mail failed", expect.objectContaining({ responseCode: 550 }));
    logged.mockRestore();
    lift();
    expect((await call(resendRoute, { cookies: session(token) })).status).toBe(200);
  });

  it("sends nothing to an account that is already verified", async () => {
    const { token, link } = await registered();
    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(token) });
    env.sink().clear();
    const res = await call(resendRoute, { cookies: session(sessionCookieOf(confirmed)) });
    expect(await res.json()).toEqual({ data: { sent: false } });
    expect(env.sink().messages).toEqual([]);
  });
});
