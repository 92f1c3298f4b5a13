import { POST as registerRoute } from "@/app/api/auth/register/route";
import * as meRoute from "@/app/api/auth/me/route";
import { GET as workspaceRoute } from "@/app/api/workspaces/[workspaceId]/route";
import { accounts } from "@/server/auth";
import { stopPollingForTests } from "@/server/live/poller";
import { getAccountStore, getStore } from "@/server/store";
import { addComment } from "@/server/services/comments";
import { createCalendarFeed } from "@/server/services/calendar-feeds";
import { createTask } from "@/server/services/tasks";
import { apiTokenIsLive, createApiToken } from "@/server/services/tokens";
import { addMember, createWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { SESSION_COOKIE } from "@/lib/cookies";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { tokensCopy } from "@/lib/copy/tokens";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser } from "@/tests/support/users";
import { closeStreams, openStream } from "@/tests/api/live/support/streams";
import { anotherDevice, as, login, person } from "./people";
import { call, errorOf, setCookies, type CallOptions } from "./support";

/**
 * Settings → Delete account on the local accounts (libSQL file, real SMTP sink, live streams through the
 * real route): the e-mail typed again is required; the workspaces the account owns go with their tasks
 * (their members' boards are told and lose access), the ones shared with it are left (their owners are
 * told), its reminders, API tokens, calendar feeds and sessions go, the account last, and an interrupted
 * deletion can be asked for again.
 */

useTempDatabase();
const env = useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

const deleteAccount = (user: AnyTestUser | null, body: unknown, options: CallOptions = {}) => call(meRoute.DELETE, as(user, { method: "DELETE", body, ...options }));
const me = (user: AnyTestUser) => call(meRoute.GET, as(user, { method: "GET" }));
const workspaceAs = (user: AnyTestUser, workspaceId: string) => workspaceRoute(apiRequest("GET", `/api/workspaces/${workspaceId}`, { caller: user }), params({ workspaceId }));

describe("DELETE /api/auth/me", () => {
  it("deletes the account: its workspaces with their tasks (members lose them at once), its memberships, reminders, tokens, feeds and sessions", async () => {
    const olivia = await person("Olivia");
    const max = await person("Max");
    const carl = await person("Carl");
    const laptop = await anotherDevice(olivia);

    // Olivia owns her default workspace and Team (shared with Max); Carl shares his with her.
    const own = await listWorkspaces({ user: olivia.account });
    const team = await createWorkspace({ user: olivia.account, input: { name: "Team" } });
    await addMember({ user: olivia.account, workspaceId: team.id, email: max.email });
    const carls = await createWorkspace({ user: carl.account, input: { name: "Carl's" } });
    await addMember({ user: carl.account, workspaceId: carls.id, email: olivia.email });
    // In Carl's workspace Olivia adds a task with a reminder; the task is the workspace's and stays.
    const task = await createTask({ user: olivia.account, task: { workspaceId: carls.id, title: "Call the bank", dueDate: null, urgency: 3 } });
    const added = await addComment({ user: olivia.account, taskId: task.id, text: "!remindme tomorrow at 9am call the bank", timeZone: "UTC" });
    if (added.reminder?.status !== "created") throw new Error(`no reminder: ${JSON.stringify(added.reminder)}`);
    const reminderId = added.reminder.reminder.id;
    const { secret } = await createApiToken({ user: olivia.account, token: { name: "script", scope: "read_write", expiresInDays: null, timeZone: null } });
    await createCalendarFeed({ user: olivia.account, feed: { workspaceId: null, includeCompleted: false } });

    const maxBoard = await openStream(max, team.id);
    const carlBoard = await openStream(carl, carls.id);
    await maxBoard.sse.nothingWithin(50);
    env.sink().clear();

    // The address typed in another case is the same address.
    const res = await deleteAccount(olivia, { email: olivia.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: null });
    expect(setCookies(res).find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: "", attributes: { "max-age": "0" } });

    // Max's board loses Team at once (the deletion ends his stream with `revoked`), and so does his list.
    expect((await maxBoard.sse.next(1_000)).event).toBe("revoked");
    expect(await errorOf(await workspaceAs(max, team.id))).toEqual({ status: 404, code: "not_found", message: workspacesCopy.workspaceNotFound });
    expect((await listWorkspaces({ user: max.account })).shared).toEqual([]);

    // Carl's board hears that Olivia left; he is told by e-mail; her task stays in his workspace, her reminder does not.
    expect(await carlBoard.nextEvent(1_000)).toMatchObject({ type: "member.left", members: [] });
    expect(carlBoard.sse.ended).toBe(false);
    const notice = await env.sink().waitFor((m) => m.to.includes(carl.email));
    expect(notice.text).toContain("Olivia");
    const store = await getStore();
    expect((await store.getTask(task.id))?.title).toBe("Call the bank");
    expect(await store.getReminder(reminderId)).toBeNull();
    expect((await store.listRemindersByUser({ userId: olivia.account.id }, { limit: 10 })).items).toEqual([]);

    // Everything she owned is gone: workspaces, tasks, tokens, feeds, sessions, the account.
    expect((await store.listWorkspacesByOwner(olivia.account.id, { limit: 10 })).items).toEqual([]);
    for (const ws of [...own.owned, team]) expect(await store.getWorkspace(ws.id)).toBeNull();
    expect(await apiTokenIsLive(secret)).toBe(false);
    expect((await store.listCalendarFeeds(olivia.account.id, { limit: 10 })).items).toEqual([]);
    expect((await me(olivia)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await login(olivia.email, olivia.password)).status).toBe(401);
    expect(await (await getAccountStore()).getUserById(olivia.account.id)).toBeNull();
    expect(await accounts().findAccountByEmail(olivia.email)).toBeNull();

    // The address is free for a new account.
    const again = await call(registerRoute, { body: { name: "Olivia", email: olivia.email, password: "a fresh start 1", confirmPassword: "a fresh start 1" } });
    expect(again.status).toBe(201);
    expect((await again.json()).data.user.id).not.toBe(olivia.account.id);
  });

  it("a deletion that failed half-way can be asked for again (a fault injected into the last step)", async () => {
    const olivia = await person("Olivia");
    const max = await person("Max");
    const team = await createWorkspace({ user: olivia.account, input: { name: "Team" } });
    await addMember({ user: olivia.account, workspaceId: team.id, email: max.email });

    const backend = accounts();
    const fault = jest.spyOn(backend, "deleteAccount").mockRejectedValueOnce(new Error("the database went away"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await errorOf(await deleteAccount(olivia, { email: olivia.email }))).toEqual({ status: 500, code: "internal", message: commonCopy.unexpectedError });
    } finally {
      logged.mockRestore();
    }
    // The steps before the fault are done; the account is still there and can finish the job.
    expect(await (await getStore()).getWorkspace(team.id)).toBeNull();
    expect((await me(olivia)).status).toBe(200);

    const retried = await deleteAccount(olivia, { email: olivia.email });
    fault.mockRestore();
    expect(retried.status).toBe(200);
    expect((await me(olivia)).status).toBe(401);
    expect(await (await getAccountStore()).getUserById(olivia.account.id)).toBeNull();
  });

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
