import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verification/confirm/route";
import { call, session, sessionCookieOf } from "@/tests/api/auth/support";
import { uniqueEmail } from "@/tests/support/users";
import { useAppwriteBackend, waitForOutbox } from "./support";

/**
 * Account takeover through an early registration, with DUELY_BACKEND=appwrite against the Appwrite
 * protocol fake (a loopback stand-in, not Appwrite): when the address's owner confirms from a browser
 * with no session of the account, every session ends and the squatter's password stops working;
 * Appwrite e-mails the owner a recovery link.
 */

const { fake } = useAppwriteBackend();

const dataOf = async (res: Response) => (await res.json()).data;

describe("a squatter who registered someone else's address first (appwrite)", () => {
  it("loses every session and the password when the owner confirms from the e-mailed link", async () => {
    const email = uniqueEmail("carol");
    const password = "squatter password";
    const squatter = sessionCookieOf(await call(registerRoute, { body: { name: "Carol", email, password, confirmPassword: password } }));
    const link = fake().outbox.at(-1);
    if (!link || link.to !== email) throw new Error("no verification e-mail");

    const confirmed = await call(verifyRoute, { body: { userId: link.userId, secret: link.secret } });
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed)).toMatchObject({ user: { email, emailVerification: true }, passwordReset: true });
    expect(sessionCookieOf(confirmed)).toBeUndefined();

    expect((await call(meRoute, { method: "GET", cookies: session(squatter) })).status).toBe(401);
    expect((await call(loginRoute, { body: { email, password } })).status).toBe(401);
    const recovery = await waitForOutbox(() => fake().outbox.find((m) => m.kind === "recovery" && m.to === email));
    expect(recovery.userId).toBe(link.userId);
  });
});
