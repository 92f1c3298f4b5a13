import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as confirmRoute } from "@/app/api/auth/verification/confirm/route";
import { POST as resetRoute } from "@/app/api/auth/recovery/confirm/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as listWorkspacesRoute } from "@/app/api/workspaces/route";
import { addMember, createWorkspace } from "@/server/services/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail } from "@/tests/support/users";
import { call, linkIn, session, sessionCookieOf } from "./support";

/**
 * Account takeover through an early registration, end to end on the local backend: a squatter
 * registers carol@ before Carol does and keeps a session; Olivia shares a workspace with carol@; Carol
 * opens the verification link our e-mail sent her. The squatter must lose the session and the
 * password, and never see Olivia's workspace; Carol sets her own password and does.
 */

useTempDatabase();
const env = useApiEnvironment();

const dataOf = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

describe("a squatter who registered someone else's address first", () => {
  it("loses every session and the password when the owner confirms from the e-mailed link", async () => {
    const carol = uniqueEmail("carol");
    const squatterPassword = "squatter-pass-1";

    // The squatter registers carol@ and is signed in (unverified).
    const registered = await call(registerRoute, { body: { name: "Carol", email: carol, password: squatterPassword, confirmPassword: squatterPassword } });
    expect(registered.status).toBe(201);
    const squatter = sessionCookieOf(registered);
    expect(squatter).toBeDefined();
    const link = linkIn(await env.sink().waitFor((m) => m.to.includes(carol)), "/verify-email");
    env.sink().clear();

    // Olivia shares a workspace with carol@.
    const olivia = await createUser({ name: "Olivia" });
    const shared = await createWorkspace({ user: olivia.account as never, input: { name: "Payroll" } });
    await addMember({ user: olivia.account as never, workspaceId: shared.id, email: carol });

    // Carol, in her own browser (no session), opens the link.
    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret } });
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed)).toMatchObject({ user: { email: carol, emailVerification: true }, passwordReset: true });
    expect(sessionCookieOf(confirmed)).toBeUndefined();

    // The squatter's session is gone: no account, no workspaces.
    expect((await call(meRoute, { method: "GET", cookies: session(squatter) })).status).toBe(401);
    expect((await call(listWorkspacesRoute, { method: "GET", cookies: session(squatter) })).status).toBe(401);
    // ... and the password they chose no longer signs in.
    expect((await call(loginRoute, { body: { email: carol, password: squatterPassword } })).status).toBe(401);

    // Carol received a recovery link at the proven address, sets her own password and sees the workspace.
    const recovery = linkIn(await env.sink().waitFor((m) => m.to.includes(carol) && m.text.includes("/reset-password")), "/reset-password");
    const reset = await call(resetRoute, { body: { userId: recovery.userId, secret: recovery.secret, password: "carols-own-1", confirmPassword: "carols-own-1" } });
    expect(reset.status).toBe(200);
    const signedIn = await call(loginRoute, { body: { email: carol, password: "carols-own-1" } });
    expect(signedIn.status).toBe(200);
    const list = await dataOf<{ shared: { id: string }[] }>(await call(listWorkspacesRoute, { method: "GET", cookies: session(sessionCookieOf(signedIn)) }));
    expect(list.shared.map((w) => w.id)).toEqual([shared.id]);
    expect((await call(loginRoute, { body: { email: carol, password: squatterPassword } })).status).toBe(401);
  });

  it("a second browser of the same account, signed in, loses its session when the owner confirms from another one", async () => {
    const email = uniqueEmail("dana");
    const registered = await call(registerRoute, { body: { name: "Dana", email, password: "dana-pass-1", confirmPassword: "dana-pass-1" } });
    const first = sessionCookieOf(registered);
    const second = sessionCookieOf(await call(loginRoute, { body: { email, password: "dana-pass-1" } }));
    const link = linkIn(await env.sink().waitFor((m) => m.to.includes(email)), "/verify-email");

    const confirmed = await call(confirmRoute, { body: { userId: link.userId, secret: link.secret }, cookies: session(first) });
    expect(await dataOf(confirmed)).toMatchObject({ passwordReset: false });
    expect((await call(meRoute, { method: "GET", cookies: session(second) })).status).toBe(401);
    expect((await call(meRoute, { method: "GET", cookies: session(first) })).status).toBe(401);
    expect((await call(meRoute, { method: "GET", cookies: session(sessionCookieOf(confirmed)) })).status).toBe(200);
    // Signed in when confirming: the password stays.
    expect((await call(loginRoute, { body: { email, password: "dana-pass-1" } })).status).toBe(200);
  });
});
