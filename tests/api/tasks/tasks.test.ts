 
import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { GET, POST } from "@/app/api/tasks/route";
import { DELETE, PATCH } from "@/app/api/tasks/[taskId]/route";
import { POST as TOGGLE } from "@/app/api/tasks/[taskId]/toggle/route";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Task } from "@/lib/schemas/task";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { read, teamCallers, workspaceOf } from "./support";

const db = useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord; // shared with member
let solo: WorkspaceRecord; // owner's, not shared

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
  solo = await workspaceOf(owner);
});

const list = async (caller: AnyTestUser | undefined, workspaceId: string) =>
  read<Task[]>(await GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller }), params({})));
const create = async (caller: AnyTestUser | undefined, body: unknown) =>
  read(await POST(apiRequest("POST", "/api/tasks", { caller, body }), params({})));
const patch = async (caller: AnyTestUser | undefined, taskId: string, body: unknown) =>
  read(await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { caller, body }), params({ taskId })));
const toggle = async (caller: AnyTestUser | undefined, taskId: string, body?: unknown) =>
  read(await TOGGLE(apiRequest("POST", `/api/tasks/${taskId}/toggle`, { caller, body }), params({ taskId })));
const remove = async (caller: AnyTestUser | undefined, taskId: string) =>
  read(await DELETE(apiRequest("DELETE", `/api/tasks/${taskId}`, { caller }), params({ taskId })));

async function newTask(caller: TestUser, workspace: WorkspaceRecord, title = "Write report"): Promise<Task> {
  const { status, body } = await create(caller, { title, workspaceId: workspace.id, urgency: 4.5, dueDate: "2030-03-01T09:00:00.000Z" });
  expect(status).toBe(201);
  return body.data;
}

describe("POST /api/tasks", () => {
  it("creates an open task of the caller with the given fields, normalising the due date to UTC", async () => {
    const before = Date.now();
    const { status, body } = await create(owner, {
      title: "  Call the investor  ",
      dueDate: "2030-03-01T15:00:00+01:00",
      urgency: 4.5,
      workspaceId: team.id,
      userId: stranger.account.id, // forged owner: ignored
      completed: true, // not settable on create: ignored
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: "Call the investor",
      dueDate: "2030-03-01T14:00:00.000Z",
      urgency: 4.5,
      completed: false,
      completedAt: null,
      workspaceId: team.id,
      userId: owner.account.id,
      comments: [],
    });
    expect(Date.parse(body.data.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.data.updatedAt).toBe(body.data.createdAt);
  });

  it("defaults urgency to 3 and the due date to none", async () => {
    const { body } = await create(owner, { title: "Someday", workspaceId: solo.id });
    expect(body.data).toMatchObject({ urgency: 3, dueDate: null });
  });

  it.each([
    ["a blank title", { title: "   " }, "Task title is required"],
    ["a missing title", { title: undefined }, "Task title is required"],
    ["a 501-character title", { title: "x".repeat(501) }, "Task title must be at most 500 characters"],
    ["urgency below 1", { urgency: 0.9 }, "Urgency must be a number from 1 to 5"],
    ["urgency above 5", { urgency: 5.1 }, "Urgency must be a number from 1 to 5"],
    ["urgency as text", { urgency: "4" }, "Urgency must be a number from 1 to 5"],
    ["a due date that is not an ISO instant", { dueDate: "tomorrow" }, "Due date must be an ISO date-time or null"],
    ["a due date without an offset", { dueDate: "2030-03-01T09:00:00" }, "Due date must be an ISO date-time or null"],
    ["a missing workspace id", { workspaceId: undefined }, "Valid workspaceId is required"],
    ["an empty workspace id", { workspaceId: "" }, "Valid workspaceId is required"],
    ["the placeholder workspace id 'default'", { workspaceId: "default" }, "Valid workspaceId is required"],
  ])("refuses %s with 400", async (_case, override, message) => {
    const { status, body } = await create(owner, { title: "Valid title", urgency: 3, dueDate: null, workspaceId: solo.id, ...override });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: "bad_request", message });
  });

  it("accepts the boundaries: a 500-character title, urgency 1 and 5, a null due date", async () => {
    const { status, body } = await create(owner, { title: "y".repeat(500), urgency: 1, dueDate: null, workspaceId: solo.id });
    expect(status).toBe(201);
    expect(body.data.title).toHaveLength(500);
    expect((await create(owner, { title: "Top", urgency: 5, workspaceId: solo.id })).body.data.urgency).toBe(5);
  });

  it("refuses an unknown workspace and one the caller cannot reach with 403 'Valid workspaceId is required'", async () => {
    for (const workspaceId of [newId(), solo.id]) {
      const { status, body } = await create(stranger, { title: "Sneak in", workspaceId });
      expect(status).toBe(403);
      expect(body.error).toEqual({ code: "forbidden", message: "Valid workspaceId is required" });
    }
  });

  it("lets a member add to the shared workspace", async () => {
    const task = await newTask(member, team, "Member's task");
    expect(task.userId).toBe(member.account.id);
  });

  it("refuses anonymous (401) and unverified (403) callers", async () => {
    const anonymous = await create(undefined, { title: "x", workspaceId: solo.id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.code).toBe("unauthorized");
    const notVerified = await create(unverified, { title: "x", workspaceId: solo.id });
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.error).toEqual({ code: "email_not_verified", message: "Please verify your email address to continue." });
  });

  it("refuses a request from a foreign origin with 403", async () => {
    const response = await POST(
      apiRequest("POST", "/api/tasks", { caller: owner, body: { title: "x", workspaceId: solo.id }, origin: "https://evil.example" }),
      params({}),
    );
    expect(response.status).toBe(403);
  });
});

describe("GET /api/tasks", () => {
  let ownTeamTask: Task;
  let memberTeamTask: Task;
  let soloTask: Task;
  let orphan: Task; // left behind in the owner's unshared workspace by someone else

  beforeAll(async () => {
    ownTeamTask = await newTask(owner, team, "Owner in team");
    memberTeamTask = await newTask(member, team, "Member in team");
    soloTask = await newTask(owner, solo, "Owner alone");
    const store = await db.store();
    orphan = await store.createTask({
      id: newId(),
      title: "Former member's task",
      dueDate: null,
      urgency: 3,
      workspaceId: solo.id,
      userId: stranger.account.id,
      createdAt: new Date().toISOString(),
    });
  });

  const ids = (tasks: Task[]) => tasks.map((t) => t.id);

  it("lists every task of a shared workspace to the owner and to members alike", async () => {
    for (const caller of [owner, member]) {
      const { status, body } = await list(caller, team.id);
      expect(status).toBe(200);
      expect(ids(body.data)).toEqual(expect.arrayContaining([ownTeamTask.id, memberTeamTask.id]));
    }
    expect(ids((await list(owner, team.id)).body.data)).toEqual(ids((await list(member, team.id)).body.data));
  });

  it("lists only the caller's own tasks in a workspace that is not shared", async () => {
    const { body } = await list(owner, solo.id);
    expect(ids(body.data)).toContain(soloTask.id);
    expect(ids(body.data)).not.toContain(orphan.id);
    expect(body.data.every((t) => t.userId === owner.account.id)).toBe(true);
  });

  it("refuses a stranger (403) and an unknown workspace (404)", async () => {
    expect(await list(stranger, team.id)).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "You do not have permission to view this workspace" } },
    });
    expect((await list(owner, newId())).status).toBe(404);
  });

  it("refuses a missing workspace id and the placeholder 'default' with 400", async () => {
    const missing = await read(await GET(apiRequest("GET", "/api/tasks", { caller: owner }), params({})));
    expect(missing).toEqual({ status: 400, body: { error: { code: "bad_request", message: "Valid workspaceId is required" } } });
    expect((await list(owner, "default")).status).toBe(400);
  });

  it("refuses anonymous and unverified callers", async () => {
    expect((await list(undefined, team.id)).status).toBe(401);
    expect((await list(unverified, team.id)).status).toBe(403);
  });

  it("returns every task past one page of the store (more than 500)", async () => {
    const store = await db.store();
    const big = await workspaceOf(owner);
    const createdAt = new Date().toISOString();
    for (let i = 0; i < 620; i++) {
      await store.createTask({ id: newId(), title: `Task ${i}`, dueDate: null, urgency: 3, workspaceId: big.id, userId: owner.account.id, createdAt });
    }
    const { body } = await list(owner, big.id);
    expect(body.data).toHaveLength(620);
    expect(new Set(ids(body.data)).size).toBe(620);
  });
});

describe("PATCH /api/tasks/{taskId}", () => {
  it("updates only the given fields, sets updatedAt, and ignores fields the client may not set", async () => {
    const task = await newTask(owner, team);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { status, body } = await patch(owner, task.id, { urgency: 2.5, userId: stranger.account.id, workspaceId: solo.id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: task.id, title: task.title, dueDate: task.dueDate, urgency: 2.5, userId: owner.account.id, workspaceId: team.id });
    expect(body.data.updatedAt > task.updatedAt).toBe(true);
  });

  it("sets completedAt on completion and clears it when reopened", async () => {
    const task = await newTask(owner, solo);
    const done = await patch(owner, task.id, { completed: true });
    expect(done.body.data.completed).toBe(true);
    expect(Math.abs(Date.parse(done.body.data.completedAt!) - Date.now())).toBeLessThan(5000);
    const again = await patch(owner, task.id, { completed: true, title: "Renamed" });
    expect(again.body.data.completedAt).toBe(done.body.data.completedAt); // still the first completion
    const reopened = await patch(owner, task.id, { completed: false });
    expect(reopened.body.data).toMatchObject({ completed: false, completedAt: null, title: "Renamed" });
  });

  it("clears the due date with null", async () => {
    const task = await newTask(owner, solo);
    expect((await patch(owner, task.id, { dueDate: null })).body.data.dueDate).toBeNull();
  });

  it("lets a member update the owner's task in a shared workspace", async () => {
    const task = await newTask(owner, team);
    const { status, body } = await patch(member, task.id, { title: "Edited by member" });
    expect(status).toBe(200);
    expect(body.data.title).toBe("Edited by member");
  });

  it("answers 'Task not found' (404) to a stranger, for an unknown id and for a malformed id", async () => {
    const task = await newTask(owner, team);
    for (const [caller, id] of [[stranger, task.id], [owner, newId()], [owner, "../etc"]] as const) {
      expect(await patch(caller, id, { title: "x" })).toEqual({ status: 404, body: { error: { code: "not_found", message: "Task not found" } } });
    }
  });

  it.each([
    ["an empty patch", {}, "Nothing to update"],
    ["a blank title", { title: " " }, "Task title is required"],
    ["urgency 6", { urgency: 6 }, "Urgency must be a number from 1 to 5"],
    ["a bad due date", { dueDate: "2030-13-45T00:00:00Z" }, "Due date must be an ISO date-time or null"],
  ])("refuses %s with 400", async (_case, body, message) => {
    const task = await newTask(owner, solo);
    expect((await patch(owner, task.id, body)).body.error).toEqual({ code: "bad_request", message });
  });

  it("refuses anonymous and unverified callers", async () => {
    const task = await newTask(owner, solo);
    expect((await patch(undefined, task.id, { title: "x" })).status).toBe(401);
    expect((await patch(unverified, task.id, { title: "x" })).status).toBe(403);
  });
});

describe("POST /api/tasks/{taskId}/toggle", () => {
  it("flips completion without a body and sets the given state with one", async () => {
    const task = await newTask(owner, solo);
    const flipped = await toggle(owner, task.id);
    expect(flipped.body.data).toMatchObject({ completed: true });
    expect(flipped.body.data.completedAt).not.toBeNull();
    const same = await toggle(owner, task.id, { completed: true });
    expect(same.body.data.completed).toBe(true);
    const back = await toggle(owner, task.id);
    expect(back.body.data).toMatchObject({ completed: false, completedAt: null });
  });

  it("lets a member complete any task of a shared workspace, and no stranger", async () => {
    const task = await newTask(owner, team);
    expect((await toggle(member, task.id, { completed: true })).body.data.completed).toBe(true);
    expect((await toggle(stranger, task.id)).status).toBe(404);
  });
});

describe("DELETE /api/tasks/{taskId}", () => {
  it("lets the creator delete their task", async () => {
    const task = await newTask(member, team);
    expect(await remove(member, task.id)).toEqual({ status: 204, body: null });
    expect((await patch(member, task.id, { title: "x" })).status).toBe(404);
  });

  it("lets the workspace owner delete a member's task", async () => {
    const task = await newTask(member, team);
    expect((await remove(owner, task.id)).status).toBe(204);
  });

  it("refuses a member deleting someone else's task with 403", async () => {
    const task = await newTask(owner, team);
    expect(await remove(member, task.id)).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "Only the task's creator or the workspace owner can delete this task" } },
    });
  });

  it("answers 404 to a stranger and leaves the task", async () => {
    const task = await newTask(owner, team);
    expect((await remove(stranger, task.id)).status).toBe(404);
    expect((await list(owner, team.id)).body.data.map((t) => t.id)).toContain(task.id);
  });

  it("refuses anonymous and unverified callers", async () => {
    const task = await newTask(owner, solo);
    expect((await remove(undefined, task.id)).status).toBe(401);
    expect((await remove(unverified, task.id)).status).toBe(403);
  });
});
