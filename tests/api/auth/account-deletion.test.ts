import { stopPollingForTests } from "@/server/live/poller";
import { createWorkspace } from "@/server/services/workspaces";
import { apiTokenIsLive, createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { tokensCopy } from "@/lib/copy/tokens";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { closeStreams } from "@/tests/api/live/support/streams";
import { deleteAccount, deletionScenarios, me } from "./deletion-scenarios";
import { login, person } from "./people";
import { errorOf, setCookies } from "./support";

/**
 * Settings → Delete account on the local accounts with a libSQL file (real SMTP sink, live streams through
 * the real route): the deletion's scenarios (./deletion-scenarios.ts, which account-postgres.test.ts runs
 * on PostgreSQL), and its refusals: the e-mail typed again is required, a session only, same site only.
 */

useTempDatabase();
const env = useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

describe("DELETE /api/auth/me", () => {
  deletionScenarios({ sink: env.sink });

  it.each([
    ["no e-mail", {}],
    ["a blank e-mail", { email: "  " }],
    ["another account's e-mail", { email: "someone.else@example.com" }],
    ["the e-mail with a letter missing", null],
  ])("refuses %s with 400 and deletes nothing", async (_case, body) => {
    const olivia = await person("Olivia");
    const team = await createWorkspace({ user: olivia.account, input: { name: "Team" } });
    const res = await deleteAccount(olivia, body ?? { email: olivia.email.slice(1) });
    expect(await errorOf(res)).toEqual({ status: 400, code: "bad_request", message: authCopy.deleteEmailMismatch });
    expect(setCookies(res)).toEqual([]);
    expect((await me(olivia)).status).toBe(200);
    expect(await (await getStore()).getWorkspace(team.id)).not.toBeNull();
  });

  it("401 signed out", async () => {
    const olivia = await person("Olivia");
    expect(await errorOf(await deleteAccount(null, { email: olivia.email }))).toEqual({ status: 401, code: "unauthorized", message: authCopy.mustBeLoggedIn });
  });

  it("403 with an unverified e-mail, and the account stays", async () => {
    const una = await person("Una", { verified: false });
    expect(await errorOf(await deleteAccount(una, { email: una.email }))).toEqual({ status: 403, code: "email_not_verified", message: authCopy.verifyToContinue });
    expect((await login(una.email, una.password)).status).toBe(200);
  });

  it("403 with an API token, even a read+write one: only a session deletes the account", async () => {
    const olivia = await person("Olivia");
    const { secret } = await createApiToken({ user: olivia.account, token: { name: "script", scope: "read_write", expiresInDays: null, timeZone: null } });
    const res = await deleteAccount(null, { email: olivia.email }, { origin: null, headers: { authorization: `Bearer ${secret}` } });
    expect(await errorOf(res)).toEqual({ status: 403, code: "forbidden", message: tokensCopy.sessionOnly });
    expect((await me(olivia)).status).toBe(200);
    expect(await apiTokenIsLive(secret)).toBe(true);
  });

  it("403 from another site", async () => {
    const olivia = await person("Olivia");
    expect(await errorOf(await deleteAccount(olivia, { email: olivia.email }, { origin: "http://evil.example" }))).toEqual({ status: 403, code: "forbidden", message: commonCopy.forbiddenOrigin });
    expect((await me(olivia)).status).toBe(200);
  });
});
