import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as recoveryRoute } from "@/app/api/auth/recovery/route";
import { POST as confirmRoute } from "@/app/api/auth/recovery/confirm/route";
import { AUTH_RATE_LIMITS, RESET_LINK_LIFETIME_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { APP_URL } from "@/tests/support/requests";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, session, sessionCookieOf } from "./support";

useTempDatabase();
const env = useApiEnvironment();

const OLD = "old-secret";
const NEW = "brand-new-secret";

async function registered() {
  const email = uniqueEmail();
  const res = await call(registerRoute, { body: { name: "Alan", email, password: OLD, confirmPassword: OLD } });
  await env.sink().waitFor((m) => m.to.includes(email)); // the verification mail
  env.sink().clear();
  return { email, token: sessionCookieOf(res) };
}

async function recoveryLink(email: string) {
  const res = await call(recoveryRoute, { body: { email } });
  expect(res.status).toBe(200);
  return linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/reset-password");
}

const reset = (body: Record<string, unknown>) => call(confirmRoute, { body });
const login = (email: string, password: string) => call(loginRoute, { body: { email, password } });

function moveClockBy(ms: number) {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
}
afterEach(() => jest.useRealTimers());

describe("POST /api/auth/recovery", () => {
  it("e-mails a reset link to a registered address", async () => {
    const { email } = await registered();
    const res = await call(recoveryRoute, { body: { email: email.toUpperCase() } });
    expect(await res.json()).toEqual({ data: { message: authCopy.recoverySent } });
    const mail = await env.sink().waitFor((m) => m.to.includes(email));
    const link = linkIn(mail, "/reset-password");
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${APP_URL}/reset-password`);
    expect(mail.text).toContain("The link will expire in 1 hour.");
  });

  it("answers an unknown address exactly like a registered one, and sends nothing", async () => {
    const { email } = await registered();
    const known = await call(recoveryRoute, { body: { email } });
    await env.sink().waitFor(1);
    env.sink().clear();
    const unknown = await call(recoveryRoute, { body: { email: uniqueEmail("nobody") } });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await new Promise((r) => setTimeout(r, 300));
    expect(env.sink().messages).toEqual([]);
  });

  it("asks for the address", async () => {
    expect(await errorOf(await call(recoveryRoute, { body: { email: "  " } }))).toEqual({ status: 400, code: "bad_request", message: authCopy.enterEmail });
    expect(await errorOf(await call(recoveryRoute, { body: {} }))).toMatchObject({ status: 400, message: authCopy.enterEmail });
  });

  it(`caps recovery e-mails per address at ${AUTH_RATE_LIMITS.recoveryPerEmail.limit} an hour, registered or not`, async () => {
    const { limit } = AUTH_RATE_LIMITS.recoveryPerEmail;
    for (const email of [(await registered()).email, uniqueEmail("nobody")]) {
      for (let i = 0; i < limit; i++) expect((await call(recoveryRoute, { body: { email }, ip: `192.0.2.${i}` })).status).toBe(200);
      const res = await call(recoveryRoute, { body: { email } });
      expect(await errorOf(res)).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
    }
  });

  it("refuses a foreign Origin", async () => {
    expect((await call(recoveryRoute, { body: { email: uniqueEmail() }, origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("POST /api/auth/recovery/confirm", () => {
  it("sets the new password: the old one is refused, the new one works, old sessions end", async () => {
    const { email, token } = await registered();
    const link = await recoveryLink(email);
    const res = await reset({ userId: link.userId, secret: link.secret, password: NEW, confirmPassword: NEW });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: authCopy.passwordResetDone } });

    expect(await errorOf(await login(email, OLD))).toMatchObject({ status: 401, message: authCopy.invalidCredentials });
    expect((await login(email, NEW)).status).toBe(200);
    expect((await call(meRoute, { method: "GET", cookies: session(token) })).status).toBe(401);
  });

  it("uses a link once", async () => {
    const { email } = await registered();
    const link = await recoveryLink(email);
    expect((await reset({ ...link, password: NEW, confirmPassword: NEW })).status).toBe(200);
    expect(await errorOf(await reset({ userId: link.userId, secret: link.secret, password: "another-one", confirmPassword: "another-one" }))).toEqual({
      status: 400,
      code: "bad_request",
      message: authCopy.resetLinkInvalid,
    });
  });

  it("retires the other outstanding links once one is used", async () => {
    const { email } = await registered();
    const first = await recoveryLink(email);
    env.sink().clear();
    const second = await recoveryLink(email);
    expect((await reset({ userId: second.userId, secret: second.secret, password: NEW, confirmPassword: NEW })).status).toBe(200);
    expect(await errorOf(await reset({ userId: first.userId, secret: first.secret, password: NEW, confirmPassword: NEW }))).toMatchObject({
      message: authCopy.resetLinkInvalid,
    });
  });

  it("refuses a link older than 1 hour, accepts one just inside it", async () => {
    const { email } = await registered();
    const link = await recoveryLink(email);
    moveClockBy(RESET_LINK_LIFETIME_MS + 1000);
    expect(await errorOf(await reset({ userId: link.userId, secret: link.secret, password: NEW, confirmPassword: NEW }))).toMatchObject({
      status: 400,
      message: authCopy.resetLinkInvalid,
    });
    jest.useRealTimers();

    env.sink().clear();
    const fresh = await recoveryLink(email);
    moveClockBy(RESET_LINK_LIFETIME_MS - 60_000);
    expect((await reset({ userId: fresh.userId, secret: fresh.secret, password: NEW, confirmPassword: NEW })).status).toBe(200);
  });

  it("refuses a wrong secret and keeps the old password", async () => {
    const { email } = await registered();
    const link = await recoveryLink(email);
    expect(await errorOf(await reset({ userId: link.userId, secret: "z".repeat(43), password: NEW, confirmPassword: NEW }))).toMatchObject({
      message: authCopy.resetLinkInvalid,
    });
    expect((await login(email, OLD)).status).toBe(200);
  });

  it.each([
    ["a password under 8 characters", { password: "1234567", confirmPassword: "1234567" }, authCopy.passwordMinReset],
    ["mismatched passwords", { password: NEW, confirmPassword: `${NEW}!` }, authCopy.passwordsDoNotMatch],
    ["no userId", { userId: undefined, password: NEW, confirmPassword: NEW }, authCopy.invalidResetLink],
    ["no secret", { secret: "", password: NEW, confirmPassword: NEW }, authCopy.invalidResetLink],
  ])("answers the user-facing message for %s", async (_case, patch, message) => {
    const body = { userId: "someone", secret: "something", ...patch };
    expect(await errorOf(await reset(body))).toEqual({ status: 400, code: "bad_request", message });
  });

  it("answers 400 to a 10 kB password", async () => {
    const long = "p".repeat(10_240);
    expect((await reset({ userId: "u", secret: "s", password: long, confirmPassword: long })).status).toBe(400);
  });
});
