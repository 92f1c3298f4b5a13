 
import { useTempDatabase } from "@/tests/support/db";
import { read, teamCallers } from "@/tests/api/tasks/support";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { GET as LIST } from "@/app/api/reminders/route";
import { DELETE } from "@/app/api/reminders/[reminderId]/route";
import { addComment } from "@/server/services/comments";
import { createTask } from "@/server/services/tasks";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Task } from "@/lib/schemas/task";

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;
let task: Task;
let ownersReminder: ReminderView;
let membersReminder: ReminderView;
let ownersOtherTaskReminder: ReminderView;

async function remind(caller: TestUser, taskId: string, text: string): Promise<ReminderView> {
  const { reminder } = await addComment({ user: caller.account, taskId, text, timeZone: "Europe/Berlin" });
  if (reminder?.status !== "created") throw new Error(`no reminder from ${text}`);
  return reminder.reminder;
}

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
  task = await createTask({ user: owner.account, task: { title: "Plan the launch", dueDate: null, urgency: 3, workspaceId: team.id } });
  const other = await createTask({ user: owner.account, task: { title: "Budget", dueDate: null, urgency: 3, workspaceId: team.id } });
  ownersReminder = await remind(owner, task.id, "!remindme in 1 hour book the venue");
  membersReminder = await remind(member, task.id, "!rmd in 2 hours order the cake");
  ownersOtherTaskReminder = await remind(owner, other.id, "!rmd in 3 hours check the numbers");
});

const list = async (caller: AnyTestUser | undefined, query: string) =>
  read<ReminderView[]>(await LIST(apiRequest("GET", `/api/reminders${query}`, { caller }), params({})));
const remove = async (caller: AnyTestUser | undefined, reminderId: string, origin?: string) =>
  DELETE(apiRequest("DELETE", `/api/reminders/${reminderId}`, { caller, origin }), params({ reminderId }));
const ids = (items: ReminderView[]) => items.map((r) => r.id).sort();

describe("GET /api/reminders", () => {
  it("lists only the caller's own reminders of the workspace", async () => {
    expect(ids((await list(owner, `?workspaceId=${team.id}`)).body.data)).toEqual(ids([ownersReminder, ownersOtherTaskReminder]));
    expect((await list(member, `?workspaceId=${team.id}`)).body.data).toEqual([membersReminder]);
  });

  it("lists only the caller's own reminders of a task", async () => {
    expect((await list(owner, `?taskId=${task.id}`)).body.data).toEqual([ownersReminder]);
    expect((await list(member, `?taskId=${task.id}`)).body.data).toEqual([membersReminder]);
  });

  it("shows a stranger nothing of the workspace or its tasks", async () => {
    expect(await list(stranger, `?workspaceId=${team.id}`)).toEqual({ status: 200, body: { data: [] } });
    expect(await list(stranger, `?taskId=${task.id}`)).toEqual({ status: 200, body: { data: [] } });
    expect(await list(stranger, "")).toEqual({ status: 200, body: { data: [] } });
  });

  it("refuses anonymous (401) and unverified (403) callers", async () => {
    expect(await list(undefined, `?workspaceId=${team.id}`)).toEqual({
      status: 401,
      body: { error: { code: "unauthorized", message: "You must be logged in to continue" } },
    });
    expect(await list(unverified, "")).toEqual({
      status: 403,
      body: { error: { code: "email_not_verified", message: "Please verify your email address to continue." } },
    });
  });

  it("refuses a malformed workspace id with 400", async () => {
    expect((await list(owner, "?workspaceId=../etc")).status).toBe(400);
  });
});

describe("DELETE /api/reminders/{reminderId}", () => {
  it("lets nobody but the owner delete a reminder: 404 'Reminder not found', and it stays", async () => {
    for (const caller of [owner, stranger]) {
      expect(await read(await remove(caller, membersReminder.id))).toEqual({
        status: 404,
        body: { error: { code: "not_found", message: "Reminder not found" } },
      });
    }
    expect(await (await getStore()).getReminder(membersReminder.id)).not.toBeNull();
  });

  it("refuses anonymous callers, foreign origins and ids that cannot exist", async () => {
    expect((await remove(undefined, membersReminder.id)).status).toBe(401);
    expect((await remove(member, membersReminder.id, "http://evil.example")).status).toBe(403);
    expect((await remove(member, "../../x")).status).toBe(404);
    expect(await (await getStore()).getReminder(membersReminder.id)).not.toBeNull();
  });

  it("deletes the caller's own reminder (204), once", async () => {
    const res = await remove(member, membersReminder.id);
    expect(res.status).toBe(204);
    expect(await (await getStore()).getReminder(membersReminder.id)).toBeNull();
    expect((await remove(member, membersReminder.id)).status).toBe(404);
    expect((await list(member, `?workspaceId=${team.id}`)).body.data).toEqual([]);
  });
});
