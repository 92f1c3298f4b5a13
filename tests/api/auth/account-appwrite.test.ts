import { POST as loginRoute } from "@/app/api/auth/login/route";
import * as meRoute from "@/app/api/auth/me/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { GET as workspacesRoute } from "@/app/api/workspaces/route";
import { SESSION_COOKIE } from "@/lib/cookies";
import { authCopy } from "@/lib/copy/auth";
import { accounts } from "@/server/auth";
import { getStore } from "@/server/store";
import { useAppwriteBackend } from "@/tests/api/appwrite/support";
import { verifiedPerson, type Person } from "@/tests/api/appwrite/people";
import { uniqueEmail } from "@/tests/support/users";
import { call, errorOf, session, sessionCookieOf, type CallOptions } from "./support";

/**
 * Settings → Account with DUELY_BACKEND=appwrite, through the real routes and services, with node-appwrite
 * talking to the Appwrite protocol fake (a loopback stand-in, not Appwrite): the name through the Users
 * API, the password through the session's own PATCH /account/password (Appwrite checks the current one)
 * with the other sessions ended by the Users API, and the account deleted by the Users API.
 */

const { fake } = useAppwriteBackend();

const PASSWORD = "a long password";
const tokenOf = (p: Person) => p.cookie.slice(SESSION_COOKIE.length + 1);
const as = (p: Person, options: CallOptions = {}): CallOptions => ({ ...options, cookies: session(tokenOf(p)) });
const me = (token: string | undefined) => call(meRoute.GET, { method: "GET", cookies: session(token) });
const login = (email: string, password: string) => call(loginRoute, { body: { email, password } });
const changePassword = (p: Person, currentPassword: string, newPassword: string) =>
  call(passwordRoute, as(p, { body: { currentPassword, newPassword, confirmPassword: newPassword } }));

it("changes the name with the Users API", async () => {
  const ada = await verifiedPerson(fake(), "Ada");
  const res = await call(meRoute.PATCH, as(ada, { method: "PATCH", body: { name: "Ada Lovelace" } }));
  expect((await res.json()).data).toEqual({ id: ada.id, name: "Ada Lovelace", email: ada.email, emailVerification: true });
  expect(fake().requests.some((r) => r.method === "PATCH" && r.path === `/users/${ada.id}/name`)).toBe(true);
  expect((await (await me(tokenOf(ada))).json()).data.user.name).toBe("Ada Lovelace");
});

describe("changing the password", () => {
  it("with the current one: Appwrite checks it, the other sessions end, this one stays, the new password signs in", async () => {
    const ada = await verifiedPerson(fake(), "Ada");
    const phone = sessionCookieOf(await login(ada.email, PASSWORD));
    expect((await me(phone)).status).toBe(200);

    expect((await changePassword(ada, PASSWORD, "a newer long password")).status).toBe(204);
    expect(fake().requests.filter((r) => r.method === "PATCH" && r.path === "/account/password" && r.headers["x-appwrite-session"] === tokenOf(ada))).toHaveLength(1);
    expect((await me(tokenOf(ada))).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await login(ada.email, PASSWORD)).status).toBe(401);
    expect((await login(ada.email, "a newer long password")).status).toBe(200);
  });

  it.each([
    ["a wrong current password", "not the password"],
    // Appwrite refuses an oldPassword under 8 characters with a 400 of its own: still just a wrong password.
    ["a current password Appwrite could never have had", "short"],
  ])("%s: 400 with the message, and nothing changes", async (_case, current) => {
    const ada = await verifiedPerson(fake(), "Ada");
    const phone = sessionCookieOf(await login(ada.email, PASSWORD));
    expect(await errorOf(await changePassword(ada, current, "a newer long password"))).toEqual({ status: 400, code: "bad_request", message: authCopy.wrongCurrentPassword });
    expect((await me(phone)).status).toBe(200);
    expect((await login(ada.email, PASSWORD)).status).toBe(200);
  });

  it("a new password Appwrite's policy refuses (under 8 characters) is the weak-password 400", async () => {
    const ada = await verifiedPerson(fake(), "Ada");
    expect(await errorOf(await changePassword(ada, PASSWORD, "six ch"))).toEqual({ status: 400, code: "bad_request", message: authCopy.strongerPassword });
    expect((await login(ada.email, PASSWORD)).status).toBe(200);
  });

  it("an account without a password (made by Google sign-in) is told how to set one, instead of getting one on its session alone", async () => {
    const { endpoint, projectId, apiKey } = fake();
    const id = fake().seedUser({ email: uniqueEmail("gia"), name: "Gia", emailVerification: true });
    // A session made with the API key, as the server makes Google's.
    const made = await fetch(`${endpoint}/users/${id}/sessions`, { method: "POST", headers: { "x-appwrite-project": projectId, "x-appwrite-key": apiKey, "content-type": "application/json" }, body: "{}" });
    const { secret } = (await made.json()) as { secret: string };
    const before = fake().requests.length;
    const res = await call(passwordRoute, { body: { currentPassword: "anything at all", newPassword: "a newer long password", confirmPassword: "a newer long password" }, cookies: session(secret) });
    expect(await errorOf(res)).toEqual({ status: 400, code: "bad_request", message: authCopy.noPasswordYet });
    expect(fake().requests.slice(before).some((r) => r.method === "PATCH" && r.path === "/account/password")).toBe(false);
  });
});

describe("deleting the account", () => {
  it("needs the e-mail typed again", async () => {
    const ada = await verifiedPerson(fake(), "Ada");
    expect(await errorOf(await call(meRoute.DELETE, as(ada, { method: "DELETE", body: { email: "someone@example.com" } })))).toMatchObject({
      status: 400,
      message: authCopy.deleteEmailMismatch,
    });
    expect((await me(tokenOf(ada))).status).toBe(200);
  });

  it("deletes the workspaces it owns and the account with the Users API; the address is free again", async () => {
    const ada = await verifiedPerson(fake(), "Ada");
    const listed = await call(workspacesRoute, as(ada, { method: "GET" }));
    const owned = ((await listed.json()) as { data: { owned: { id: string }[] } }).data.owned;
    expect(owned).toHaveLength(1);

    const res = await call(meRoute.DELETE, as(ada, { method: "DELETE", body: { email: ada.email } }));
    expect(res.status).toBe(200);
    expect(fake().requests.some((r) => r.method === "DELETE" && r.path === `/users/${ada.id}`)).toBe(true);
    expect(await (await getStore()).getWorkspace(owned[0].id)).toBeNull();
    expect((await me(tokenOf(ada))).status).toBe(401);
    expect(await accounts().findAccountByEmail(ada.email)).toBeNull();
    expect((await login(ada.email, PASSWORD)).status).toBe(401);
    expect((await call(registerRoute, { body: { name: "Ada", email: ada.email, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201);
  });
});
