import * as meRoute from "@/app/api/auth/me/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { GET as workspaceRoute } from "@/app/api/workspaces/[workspaceId]/route";
import { accounts } from "@/server/auth";
import { getAccountStore, getStore } from "@/server/store";
import { addComment } from "@/server/services/comments";
import { createCalendarFeed } from "@/server/services/calendar-feeds";
import { updateNotificationSettings } from "@/server/services/push";
import { createTask } from "@/server/services/tasks";
import { apiTokenIsLive, createApiToken } from "@/server/services/tokens";
import { addMember, createWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { SESSION_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { apiRequest, params } from "@/tests/support/requests";
import type { SmtpSink } from "@/tests/support/smtp";
import type { AnyTestUser } from "@/tests/support/users";
import { openStream } from "@/tests/api/live/support/streams";
import { anotherDevice, as, login, person } from "./people";
import { call, errorOf, setCookies, type CallOptions } from "./support";

/**
 * Settings → Delete account through the real routes, on whichever database the calling file set up (a
 * libSQL file, PostgreSQL): the workspaces the account owns go with their tasks (their members' boards are
 * told and lose access), the ones shared with it are left (their owners are told by e-mail), its
 * reminders, API tokens, calendar feeds and sessions go, the account last, and an interrupted deletion can
 * be asked for again. The caller closes the streams after each test (closeStreams).
 */

export const deleteAccount = (user: AnyTestUser | null, body: unknown, options: CallOptions = {}) => call(meRoute.DELETE, as(user, { method: "DELETE", body, ...options }));
export const me = (user: AnyTestUser) => call(meRoute.GET, as(user, { method: "GET" }));
const workspaceAs = (user: AnyTestUser, workspaceId: string) => workspaceRoute(apiRequest("GET", `/api/workspaces/${workspaceId}`, { caller: user }), params({ workspaceId }));

export function deletionScenarios({ sink }: { sink: () => SmtpSink }): void {
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
    await updateNotificationSettings({ user: olivia.account, channels: "both" });

    const maxBoard = await openStream(max, team.id);
    const carlBoard = await openStream(carl, carls.id);
    await maxBoard.sse.nothingWithin(50);
    sink().clear();

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
    const notice = await sink().waitFor((m) => m.to.includes(carl.email));
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
    expect(await store.getReminderChannels(olivia.account.id)).toBeNull();
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
}
