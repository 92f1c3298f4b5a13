import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verification/confirm/route";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { call, errorOf, session, sessionCookieOf } from "@/tests/api/auth/support";
import { uniqueEmail } from "@/tests/support/users";
import { useAppwriteBackend } from "./support";

/**
 * A verification link opened in a browser without the account's session, with DUELY_BACKEND=appwrite
 * against the Appwrite protocol fake (a loopback stand-in, not Appwrite): the same rules as the local
 * accounts. Appwrite can check a verification secret only by using it (which verifies the address), so
 * the adapter must not send it before the browser has proved the password or chosen a new one.
 */

const { fake } = useAppwriteBackend();

const dataOf = async (res: Response) => (await res.json()).data;
const me = async (token: string | undefined) => {
  const res = await call(meRoute, { method: "GET", cookies: session(token) });
  return res.status === 200 ? (await dataOf(res)).emailVerificationRequired === false ? "verified" : "unverified" : res.status;
};
/** How often the adapter has sent a verification secret to Appwrite. */
const secretsSent = () => fake().requests.filter((r) => r.method === "PUT" && r.path === "/account/verifications/email").length;

async function registered(password: string) {
  const email = uniqueEmail("carol");
  const res = await call(registerRoute, { body: { name: "Carol", email, password, confirmPassword: password } });
  const link = fake().outbox.at(-1);
  if (!link || link.to !== email) throw new Error("no verification e-mail");
  return { email, laptop: sessionCookieOf(res), link };
}

describe("a verification link on another device (appwrite)", () => {
  it("asks for the password without using the link; the right password verifies and keeps the laptop's session", async () => {
    const password = "laptop password";
    const { email, laptop, link } = await registered(password);
    const sent = secretsSent();

    expect(await errorOf(await call(verifyRoute, { body: { userId: link.userId, secret: link.secret } }))).toEqual({
      status: 401,
      code: "password_required",
      message: authCopy.verifyPasswordRequired,
    });
    expect(await errorOf(await call(verifyRoute, { body: { userId: link.userId, secret: link.secret, password: "not the password" } }))).toMatchObject({
      status: 401,
      message: authCopy.incorrectPassword,
    });
    expect(secretsSent()).toBe(sent);
    expect(await me(laptop)).toBe("unverified");

    const phone = await call(verifyRoute, { body: { userId: link.userId, secret: link.secret, password } });
    expect(phone.status).toBe(200);
    expect(await dataOf(phone)).toMatchObject({ user: { email, emailVerification: true }, signedIn: true });
    expect(await me(sessionCookieOf(phone))).toBe("verified");
    expect(await me(laptop)).toBe("verified");
    expect((await call(loginRoute, { body: { email, password } })).status).toBe(200);
  });

  it("a right password with a bad link: 400, and the session made to check the password is ended", async () => {
    const password = "laptop password";
    const { laptop, link } = await registered(password);
    const before = fake().requests.filter((r) => r.method === "DELETE" && /^\/users\/[^/]+\/sessions\/[^/]+$/.test(r.path)).length;
    expect(await errorOf(await call(verifyRoute, { body: { userId: link.userId, secret: "f".repeat(256), password } }))).toMatchObject({ status: 400, message: authCopy.verifyFailed });
    expect(fake().requests.filter((r) => r.method === "DELETE" && /^\/users\/[^/]+\/sessions\/[^/]+$/.test(r.path)).length).toBe(before + 1);
    expect(await me(laptop)).toBe("unverified");
  });

  it(`wrong passwords count against the sign-in limits (${AUTH_RATE_LIMITS.signInPerEmailClient[0].limit} a minute per address and client)`, async () => {
    const { link } = await registered("laptop password");
    const { limit } = AUTH_RATE_LIMITS.signInPerEmailClient[0];
    for (let i = 0; i < limit; i++) {
      expect((await call(verifyRoute, { body: { userId: link.userId, secret: link.secret, password: `wrong password ${i}` } })).status).toBe(401);
    }
    expect((await call(verifyRoute, { body: { userId: link.userId, secret: link.secret, password: "laptop password" } })).status).toBe(429);
  });

  it("the squatter: the mailbox's owner chooses a new password, every session ends, the registration password stops working", async () => {
    const squatterPassword = "squatter password";
    const { email, laptop: squatter, link } = await registered(squatterPassword);
    expect((await errorOf(await call(verifyRoute, { body: { userId: link.userId, secret: link.secret } }))).code).toBe("password_required");
    expect(await me(squatter)).toBe("unverified");

    const carol = await call(verifyRoute, { body: { userId: link.userId, secret: link.secret, newPassword: "carols own password", confirmPassword: "carols own password" } });
    expect(carol.status).toBe(200);
    expect(await dataOf(carol)).toMatchObject({ user: { email, emailVerification: true }, signedIn: true });
    expect(await me(sessionCookieOf(carol))).toBe("verified");
    expect(await me(squatter)).toBe(401);
    expect((await call(loginRoute, { body: { email, password: squatterPassword } })).status).toBe(401);
    expect((await call(loginRoute, { body: { email, password: "carols own password" } })).status).toBe(200);
    // Nothing was e-mailed: the owner chose the password on the spot.
    expect(fake().outbox.filter((m) => m.kind === "recovery" && m.to === email)).toEqual([]);
  });
});
