import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as confirmRoute } from "@/app/api/auth/verification/confirm/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as listWorkspacesRoute } from "@/app/api/workspaces/route";
import { addMember, createWorkspace } from "@/server/services/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail } from "@/tests/support/users";
import { call, errorOf, linkIn, session, sessionCookieOf } from "./support";

/**
 * Account takeover through an early registration, end to end on the local backend: a squatter
 * registers carol@ before Carol does and keeps a session; Olivia shares a workspace with carol@; Carol
 * opens the verification link our e-mail sent her, in her own browser. Asked for the account's password,
 * which she does not know, she says she did not create the account and chooses her own. The squatter's
 * session never becomes a verified one, ends, and their password no longer signs in.
 */

useTempDatabase();
const env = useApiEnvironment();

const dataOf = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;
const workspacesOf = (token: string | undefined) => call(listWorkspacesRoute, { method: "GET", cookies: session(token) });

describe("a squatter who registered someone else's address first", () => {
  it("never holds a verified session and cannot come back once the mailbox's owner chose a password", async () => {
    const carol = uniqueEmail("carol");
    const squatterPassword = "squatter-pass-1";

    // The squatter registers carol@ and is signed in (unverified).
    const registered = await call(registerRoute, { body: { name: "Carol", email: carol, password: squatterPassword, confirmPassword: squatterPassword } });
    expect(registered.status).toBe(201);
    const squatter = sessionCookieOf(registered);
    expect(squatter).toBeDefined();
    const link = linkIn(await env.sink().waitFor((m) => m.to.includes(carol)), "/verify-email");

    // Olivia shares a workspace with carol@.
    const olivia = await createUser({ name: "Olivia" });
    const shared = await createWorkspace({ user: olivia.account, input: { name: "Payroll" } });
    await addMember({ user: olivia.account, workspaceId: shared.id, email: carol });

    // Carol, in her own browser (no session), opens the link: the password is asked for, nothing changes.
    expect((await errorOf(await call(confirmRoute, { body: { userId: link.userId, secret: link.secret } }))).code).toBe("password_required");
    expect((await workspacesOf(squatter)).status).toBe(403);
    // Guessing is no way in either.
    expect((await errorOf(await call(confirmRoute, { body: { userId: link.userId, secret: link.secret, password: "carol-guess-1" } }))).status).toBe(401);
    expect((await workspacesOf(squatter)).status).toBe(403);

    // "I didn't create this account": Carol chooses her own password and is signed in.
    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret, newPassword: "carols-own-1", confirmPassword: "carols-own-1" } });
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed)).toMatchObject({ user: { email: carol, emailVerification: true }, signedIn: true });
    const list = await dataOf<{ shared: { id: string }[] }>(await workspacesOf(sessionCookieOf(confirmed)));
    expect(list.shared.map((w) => w.id)).toEqual([shared.id]);

    // The squatter's session is gone, their password refused, and the used link gives nothing.
    expect((await call(meRoute, { method: "GET", cookies: session(squatter) })).status).toBe(401);
    expect((await workspacesOf(squatter)).status).toBe(401);
    expect((await call(loginRoute, { body: { email: carol, password: squatterPassword } })).status).toBe(401);
    expect((await call(confirmRoute, { body: { userId: link.userId, secret: link.secret, password: squatterPassword } })).status).toBe(400);
    expect((await call(loginRoute, { body: { email: carol, password: "carols-own-1" } })).status).toBe(200);
  });

  it("a second browser of the same account keeps its session when the link is confirmed from the first one", async () => {
    const email = uniqueEmail("dana");
    const registered = await call(registerRoute, { body: { name: "Dana", email, password: "dana-pass-1", confirmPassword: "dana-pass-1" } });
    const first = sessionCookieOf(registered);
    const second = sessionCookieOf(await call(loginRoute, { body: { email, password: "dana-pass-1" } }));
    const link = linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/verify-email");

    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(first) });
    expect(await dataOf(confirmed)).toMatchObject({ signedIn: true });
    // The clicker's session is replaced by a fresh one; the other one stays, now verified.
    expect((await call(meRoute, { method: "GET", cookies: session(first) })).status).toBe(401);
    expect((await workspacesOf(sessionCookieOf(confirmed))).status).toBe(200);
    expect((await workspacesOf(second)).status).toBe(200);
    expect((await call(loginRoute, { body: { email, password: "dana-pass-1" } })).status).toBe(200);
  });
});
