import * as meRoute from "@/app/api/auth/me/route";
import { POST as passwordRoute } from "@/app/api/auth/password/route";
import { GET as workspacesRoute } from "@/app/api/workspaces/route";
import { stopPollingForTests } from "@/server/live/poller";
import { createApiToken } from "@/server/services/tokens";
import { AUTH_RATE_LIMITS, NAME_MAX } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { tokensCopy } from "@/lib/copy/tokens";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, type AnyTestUser } from "@/tests/support/users";
import { closeStreams, openStream, workspaceOf } from "@/tests/api/live/support/streams";
import { anotherDevice, as, login, person, type Person } from "./people";
import { call, errorOf, type CallOptions } from "./support";

/**
 * Settings → Account on the local accounts (libSQL file, real scrypt, real SMTP sink): the name, the
 * password (the current one required and counted as a sign-in attempt; the other sessions and their live
 * streams end at once, this one stays, API tokens stay) and each refusal: signed out, unverified, an API
 * token, another site. Deleting the account is in account-deletion.test.ts.
 */

useTempDatabase();
useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

const me = (user: AnyTestUser) => call(meRoute.GET, as(user, { method: "GET" }));
const rename = (user: AnyTestUser | null, body: unknown, options: CallOptions = {}) => call(meRoute.PATCH, as(user, { method: "PATCH", body, ...options }));
const changePassword = (user: AnyTestUser | null, body: unknown, options: CallOptions = {}) => call(passwordRoute, as(user, { body, ...options }));
const passwords = (p: Person, newPassword: string) => ({ currentPassword: p.password, newPassword, confirmPassword: newPassword });

describe("PATCH /api/auth/me: the name", () => {
  it("changes the name, trimmed, and the account says so from then on", async () => {
    const ada = await person("Ada");
    const res = await rename(ada, { name: "  Ada Lovelace  " });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id: ada.account.id, name: "Ada Lovelace", email: ada.email, emailVerification: true });
    expect((await (await me(ada)).json()).data.user.name).toBe("Ada Lovelace");
  });

  it.each([
    ["a blank name", { name: "   " }, authCopy.fillAllFields],
    ["no name", {}, authCopy.fillAllFields],
    ["a line break", { name: "Ada\nLovelace" }, authCopy.nameControlCharacters],
    ["a bidirectional control", { name: "Ada\u202eecalevoL" }, authCopy.nameControlCharacters],
    ["a name over the limit", { name: "n".repeat(NAME_MAX + 1) }, `${commonCopy.invalidInput}: name`],
  ])("refuses %s with 400 and leaves the name", async (_case, body, message) => {
    const ada = await person("Ada");
    expect(await errorOf(await rename(ada, body))).toEqual({ status: 400, code: "bad_request", message });
    expect((await (await me(ada)).json()).data.user.name).toBe("Ada");
  });
});

describe("POST /api/auth/password", () => {
  it("with the current password: 204, the other devices are signed out, this one stays, the new password signs in, the old one no longer", async () => {
    const ada = await person("Ada");
    const laptop = await anotherDevice(ada);
    const phone = await anotherDevice(ada);

    const res = await changePassword(ada, passwords(ada, "a new password 2"), { ip: ada.ip });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await me(ada)).status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await login(ada.email, ada.password)).status).toBe(401);
    expect((await login(ada.email, "a new password 2")).status).toBe(200);
  });

  it("keeps the account's API tokens working", async () => {
    const ada = await person("Ada");
    const { secret } = await createApiToken({ user: ada.account, token: { name: "script", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await changePassword(ada, passwords(ada, "a new password 2"))).status).toBe(204);
    const listed = await call(workspacesRoute, { method: "GET", origin: null, headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status).toBe(200);
  });

  it("ends the other devices' live streams at once with `revoked`; this device's stream carries on", async () => {
    const ada = await person("Ada");
    const laptop = await anotherDevice(ada);
    const ws = await workspaceOf(ada);
    const here = await openStream(ada, ws.id);
    const there = await openStream(laptop, ws.id);
    await here.sse.nothingWithin(50);

    const started = Date.now();
    expect((await changePassword(ada, passwords(ada, "a new password 2"))).status).toBe(204);
    expect((await there.sse.next(1_000)).event).toBe("revoked");
    // Long before the next heartbeat (which would also notice the ended session).
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await here.sse.nothingWithin(200)).toBeNull();
    expect(here.sse.ended).toBe(false);
  });

  it("a wrong current password: 400 with the message, and nothing changes", async () => {
    const ada = await person("Ada");
    const laptop = await anotherDevice(ada);
    expect(await errorOf(await changePassword(ada, { ...passwords(ada, "a new password 2"), currentPassword: "not my password" }))).toEqual({
      status: 400,
      code: "bad_request",
      message: authCopy.wrongCurrentPassword,
    });
    expect((await me(laptop)).status).toBe(200);
    expect((await login(ada.email, ada.password)).status).toBe(200);
    expect((await login(ada.email, "a new password 2")).status).toBe(401);
  });

  it(`wrong current passwords count against the sign-in limits: with sign-ins, ${AUTH_RATE_LIMITS.signInPerEmailClient[0].limit} a minute per address and client, then 429 even for the right one`, async () => {
    const ada = await person("Ada");
    const { limit } = AUTH_RATE_LIMITS.signInPerEmailClient[0];
    // Failed sign-ins and failed changes from one client share one count.
    expect((await login(ada.email, "guess one", ada.ip)).status).toBe(401);
    expect((await login(ada.email, "guess two", ada.ip)).status).toBe(401);
    for (let i = 2; i < limit; i++) {
      expect((await changePassword(ada, { ...passwords(ada, "a new password 2"), currentPassword: `guess ${i}` }, { ip: ada.ip })).status).toBe(400);
    }
    const limited = await changePassword(ada, passwords(ada, "a new password 2"), { ip: ada.ip });
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: "rate_limited" });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await login(ada.email, ada.password, ada.ip)).status).toBe(429);
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });

  it("a success resets the client's back-off, as a sign-in does", async () => {
    const ada = await person("Ada");
    const { limit } = AUTH_RATE_LIMITS.signInPerEmailClient[0];
    for (let i = 1; i < limit; i++) expect((await login(ada.email, `guess ${i}`, ada.ip)).status).toBe(401);
    expect((await changePassword(ada, passwords(ada, "a new password 2"), { ip: ada.ip })).status).toBe(204);
    expect((await login(ada.email, "a new password 2", ada.ip)).status).toBe(200);
  });

  it.each([
    ["mismatched new passwords", { currentPassword: "x", newPassword: "a new password 2", confirmPassword: "a new password 3" }, authCopy.passwordsDoNotMatch],
    ["a new password under 6 characters", { currentPassword: "x", newPassword: "12345", confirmPassword: "12345" }, authCopy.passwordMinRegister],
    ["no current password", { newPassword: "a new password 2", confirmPassword: "a new password 2" }, authCopy.fillAllFields],
    ["a blank new password", { currentPassword: "x", newPassword: "", confirmPassword: "" }, authCopy.fillAllFields],
  ])("refuses %s with 400 before looking at the password", async (_case, body, message) => {
    const ada = await person("Ada");
    expect(await errorOf(await changePassword(ada, body))).toEqual({ status: 400, code: "bad_request", message });
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });

  it("an account that signs in with Google only has no password to change: 400 saying how to set one", async () => {
    // createUser's accounts have no password, as one made by Google sign-in.
    const google = await createUser({ name: "Gia" });
    expect(await errorOf(await changePassword(google, { currentPassword: "anything at all", newPassword: "a new password 2", confirmPassword: "a new password 2" }))).toEqual({
      status: 400,
      code: "bad_request",
      message: authCopy.noPasswordYet,
    });
    expect((await login(google.account.email, "a new password 2")).status).toBe(401);
  });
});

describe("who may change the account", () => {
  const cases: [string, (user: AnyTestUser | null, body: unknown, options?: CallOptions) => Promise<Response>, (p: Person) => unknown][] = [
    ["PATCH /api/auth/me", rename, () => ({ name: "Someone Else" })],
    ["POST /api/auth/password", changePassword, (p) => passwords(p, "a new password 2")],
  ];

  it.each(cases)("%s: 401 signed out", async (_route, send, body) => {
    const ada = await person("Ada");
    expect(await errorOf(await send(null, body(ada)))).toEqual({ status: 401, code: "unauthorized", message: authCopy.mustBeLoggedIn });
  });

  it.each(cases)("%s: 403 with an unverified e-mail", async (_route, send, body) => {
    const una = await person("Una", { verified: false });
    expect(await errorOf(await send(una, body(una)))).toEqual({ status: 403, code: "email_not_verified", message: authCopy.verifyToContinue });
    expect((await login(una.email, una.password)).status).toBe(200);
  });

  it.each(cases)("%s: 403 with an API token, even a read+write one (account settings take a session)", async (_route, send, body) => {
    const ada = await person("Ada");
    const { secret } = await createApiToken({ user: ada.account, token: { name: "script", scope: "read_write", expiresInDays: null, timeZone: null } });
    const res = await send(null, body(ada), { origin: null, headers: { authorization: `Bearer ${secret}` } });
    expect(await errorOf(res)).toEqual({ status: 403, code: "forbidden", message: tokensCopy.sessionOnly });
    expect((await (await me(ada)).json()).data.user.name).toBe("Ada");
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });

  it.each(cases)("%s: 403 from another site", async (_route, send, body) => {
    const ada = await person("Ada");
    expect(await errorOf(await send(ada, body(ada), { origin: "http://evil.example" }))).toEqual({ status: 403, code: "forbidden", message: commonCopy.forbiddenOrigin });
    expect((await login(ada.email, ada.password)).status).toBe(200);
  });
});

it("a device signed out by the change cannot change the password back", async () => {
  const ada = await person("Ada");
  const laptop = await anotherDevice(ada);
  expect((await changePassword(ada, passwords(ada, "a new password 2"))).status).toBe(204);
  expect((await changePassword(laptop, { currentPassword: "a new password 2", newPassword: "laptop's own 3", confirmPassword: "laptop's own 3" })).status).toBe(401);
  expect((await login(ada.email, "a new password 2")).status).toBe(200);
});
