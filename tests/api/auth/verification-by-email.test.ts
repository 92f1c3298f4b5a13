import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resendByEmailRoute } from "@/app/api/auth/verification/resend/route";
import { POST as confirmRoute } from "@/app/api/auth/verification/confirm/route";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, sessionCookieOf } from "./support";

/**
 * "Send New Verification Email" from a signed-out verification page (POST /api/auth/verification/resend):
 * by address, no session, against a real libSQL file and a real SMTP server on loopback.
 */

useTempDatabase();
const env = useApiEnvironment();

async function registered() {
  const email = uniqueEmail();
  const res = await call(registerRoute, { body: { name: "Grace", email, password: "secret1", confirmPassword: "secret1" } });
  expect(sessionCookieOf(res)).toBeTruthy();
  await env.sink().waitFor((m) => m.to.includes(email)); // the first verification mail
  env.sink().clear();
  return { email };
}

const resend = (email: string, ip = "203.0.113.9") => call(resendByEmailRoute, { body: { email }, ip });

describe("POST /api/auth/verification/resend (signed out)", () => {
  it("e-mails a new, working link to an unverified address, without a session", async () => {
    const { email } = await registered();
    const res = await resend(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { message: authCopy.verificationSent } });
    const link = linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/verify-email");
    // Signed out, the link finishes with the account's password.
    const confirmed = await call(confirmRoute, { body: { userId: link.url.searchParams.get("userId"), secret: link.url.searchParams.get("secret"), password: "secret1" } });
    expect(confirmed.status).toBe(200);
  });

  it("answers an unknown address exactly like an unverified one, and sends nothing", async () => {
    const { email } = await registered();
    const known = await resend(email);
    await env.sink().waitFor(1);
    env.sink().clear();
    const unknown = await resend(uniqueEmail("nobody"));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await new Promise((r) => setTimeout(r, 300));
    expect(env.sink().messages).toEqual([]);
  });

  it("asks for the address", async () => {
    expect(await errorOf(await call(resendByEmailRoute, { body: { email: " " } }))).toEqual({ status: 400, code: "bad_request", message: authCopy.enterEmail });
  });

  it(`limits each address to ${AUTH_RATE_LIMITS.verificationPerEmail.limit} an hour, registered or not, from any client`, async () => {
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < AUTH_RATE_LIMITS.verificationPerEmail.limit; i++) expect((await resend(nobody, `198.51.100.${i + 1}`)).status).toBe(200);
    expect(await errorOf(await resend(nobody, "198.51.100.200"))).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
  });

  it(`limits each client to ${AUTH_RATE_LIMITS.verificationPerIp.limit} an hour across addresses`, async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < AUTH_RATE_LIMITS.verificationPerIp.limit; i++) expect((await resend(uniqueEmail("many"), ip)).status).toBe(200);
    expect(await errorOf(await resend(uniqueEmail("many"), ip))).toEqual({ status: 429, code: "rate_limited", message: commonCopy.tooManyRequests });
  });
});
