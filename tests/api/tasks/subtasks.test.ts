import { useTempDatabase } from "@/tests/support/db";
import { newId } from "@/server/ids";
import { createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import { POST as CREATE_TASK } from "@/app/api/tasks/route";
import { DELETE as DELETE_TASK } from "@/app/api/tasks/[taskId]/route";
import { POST as ADD } from "@/app/api/tasks/[taskId]/subtasks/route";
import { DELETE, PATCH } from "@/app/api/tasks/[taskId]/subtasks/[subtaskId]/route";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Task } from "@/lib/schemas/task";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { tokensCopy } from "@/lib/copy/tokens";
import { apiRequest, params, type RequestOptions } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { read, teamCallers, workspaceOf } from "./support";

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

async function newTask(caller: TestUser, workspaceId = team.id): Promise<Task> {
  const response = await CREATE_TASK(apiRequest("POST", "/api/tasks", { caller, body: { title: "Plan the launch", workspaceId } }), params({}));
  return (await read(response)).body.data;
}

type Caller = AnyTestUser | undefined | Pick<RequestOptions, "headers">;
const as = (caller: Caller): RequestOptions => (caller && "headers" in caller ? { headers: caller.headers, origin: null } : { caller: caller as AnyTestUser | undefined });

const add = async (caller: Caller, taskId: string, body: unknown) => read(await ADD(apiRequest("POST", `/api/tasks/${taskId}/subtasks`, { ...as(caller), body }), params({ taskId })));
const patch = async (caller: Caller, taskId: string, subtaskId: string, body: unknown) =>
  read(await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}/subtasks/${subtaskId}`, { ...as(caller), body }), params({ taskId, subtaskId })));
const remove = async (caller: Caller, taskId: string, subtaskId: string) =>
  read(await DELETE(apiRequest("DELETE", `/api/tasks/${taskId}/subtasks/${subtaskId}`, as(caller)), params({ taskId, subtaskId })));

const titles = (task: Task) => task.subtasks.map((s) => s.title);
const error = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

describe("subtasks through the API", () => {
  it("adds several trimmed titles in order, renames, checks, moves and deletes; every answer is the task", async () => {
    const task = await newTask(owner);
    const added = await add(member, task.id, { titles: ["  Draft the post ", "Pick a date", "Invite the team"] });
    expect(added.status).toBe(201);
    expect(titles(added.body.data)).toEqual(["Draft the post", "Pick a date", "Invite the team"]);
    const [draft, date, invite] = added.body.data.subtasks;

    const checked = await patch(owner, task.id, date.id, { done: true });
    expect(checked.status).toBe(200);
    expect(checked.body.data.subtasks[1]).toEqual({ ...date, done: true });
    const renamed = await patch(member, task.id, draft.id, { title: "Draft the blog post" });
    expect(renamed.body.data.subtasks[0]).toEqual({ ...draft, title: "Draft the blog post" });
    const moved = await patch(member, task.id, invite.id, { position: 0, done: true });
    expect(moved.body.data.subtasks.map((s) => [s.id, s.done])).toEqual([[invite.id, true], [draft.id, false], [date.id, true]]);
    const deleted = await remove(member, task.id, date.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.subtasks.map((s) => s.id)).toEqual([invite.id, draft.id]);
    await expect((await getStore()).getTask(task.id)).resolves.toEqual(deleted.body.data);
  });

  it("refuses bad input with 400 and the exact message, writing nothing", async () => {
    const task = await newTask(owner);
    const bad = (message: string) => error(400, "bad_request", message);
    expect(await add(owner, task.id, { titles: [] })).toEqual(bad(subtasksCopy.nothingToAdd));
    expect(await add(owner, task.id, {})).toEqual(bad(subtasksCopy.nothingToAdd));
    expect(await add(owner, task.id, { titles: ["   "] })).toEqual(bad(subtasksCopy.titleRequired));
    expect(await add(owner, task.id, { titles: ["z".repeat(501)] })).toEqual(bad(subtasksCopy.titleTooLong));
    expect(await add(owner, task.id, { titles: ["one\ntwo"] })).toEqual(bad(subtasksCopy.titleInvalid));
    expect(await add(owner, task.id, { titles: Array.from({ length: 51 }, (_, i) => `step ${i}`) })).toEqual(bad(subtasksCopy.tooManyAtOnce));
    const { body } = await add(owner, task.id, { titles: ["z".repeat(500)] });
    const [one] = body.data.subtasks;
    expect(await patch(owner, task.id, one.id, {})).toEqual(bad(subtasksCopy.nothingToUpdate));
    expect(await patch(owner, task.id, one.id, { position: -1 })).toEqual(bad(subtasksCopy.positionInvalid));
    expect(await patch(owner, task.id, one.id, { position: 1.5 })).toEqual(bad(subtasksCopy.positionInvalid));
    expect(await patch(owner, task.id, one.id, { title: "" })).toEqual(bad(subtasksCopy.titleRequired));
    await expect((await getStore()).getTask(task.id)).resolves.toMatchObject({ subtasks: [one] });
  });

  it("holds a task to 50 subtasks with 413, adding none of a request that would pass it", async () => {
    const task = await newTask(owner);
    expect((await add(owner, task.id, { titles: Array.from({ length: 48 }, (_, i) => `step ${i}`) })).status).toBe(201);
    expect(await add(owner, task.id, { titles: ["a", "b", "c"] })).toEqual(error(413, "payload_too_large", subtasksCopy.tooMany));
    const full = await add(owner, task.id, { titles: ["a", "b"] });
    expect(full.body.data.subtasks).toHaveLength(50);
    expect(await add(owner, task.id, { titles: ["c"] })).toEqual(error(413, "payload_too_large", subtasksCopy.tooMany));
  });

  it("answers 404 for an unknown subtask or task and to a stranger; 401 anonymous; 403 unverified", async () => {
    const task = await newTask(owner);
    const { body } = await add(owner, task.id, { titles: ["Only step"] });
    const step = body.data.subtasks[0];
    const taskNotFound = error(404, "not_found", "Task not found");
    const subtaskNotFound = error(404, "not_found", subtasksCopy.subtaskNotFound);
    expect(await patch(owner, task.id, newId(), { done: true })).toEqual(subtaskNotFound);
    expect(await remove(owner, task.id, newId())).toEqual(subtaskNotFound);
    expect(await patch(owner, task.id, "bad id!", { done: true })).toEqual(subtaskNotFound);
    expect(await add(owner, newId(), { titles: ["x"] })).toEqual(taskNotFound);
    expect(await add(stranger, task.id, { titles: ["x"] })).toEqual(taskNotFound);
    expect(await patch(stranger, task.id, step.id, { done: true })).toEqual(taskNotFound);
    expect(await remove(stranger, task.id, step.id)).toEqual(taskNotFound);
    for (const caller of [undefined, unverified]) {
      const status = caller ? 403 : 401;
      expect((await add(caller, task.id, { titles: ["x"] })).status).toBe(status);
      expect((await patch(caller, task.id, step.id, { done: true })).status).toBe(status);
      expect((await remove(caller, task.id, step.id)).status).toBe(status);
    }
    await expect((await getStore()).getTask(task.id)).resolves.toMatchObject({ subtasks: [step] });
  });

  it("a task nobody shares shows its checklist to its creator only", async () => {
    const solo = await workspaceOf(owner);
    const task = await newTask(owner, solo.id);
    expect((await add(owner, task.id, { titles: ["Mine"] })).status).toBe(201);
    expect(await add(member, task.id, { titles: ["Not mine"] })).toEqual(error(404, "not_found", "Task not found"));
  });

  it("refuses a read token with 403 on every write; a read_write token writes like a session", async () => {
    const task = await newTask(owner);
    const token = async (scope: "read" | "read_write") =>
      ({ headers: { authorization: `Bearer ${(await createApiToken({ user: member.account, token: { name: scope, scope, expiresInDays: null, timeZone: null } })).secret}` } });
    const reader = await token("read");
    const writer = await token("read_write");
    const readOnly = error(403, "forbidden", tokensCopy.readOnlyToken);
    expect(await add(reader, task.id, { titles: ["x"] })).toEqual(readOnly);
    const { status, body } = await add(writer, task.id, { titles: ["By token"] });
    expect(status).toBe(201);
    const step = body.data.subtasks[0];
    expect(await patch(reader, task.id, step.id, { done: true })).toEqual(readOnly);
    expect(await remove(reader, task.id, step.id)).toEqual(readOnly);
    expect((await patch(writer, task.id, step.id, { done: true })).body.data.subtasks).toEqual([{ ...step, done: true }]);
  });

  it("deleting the task deletes its subtasks", async () => {
    const task = await newTask(owner);
    const { body } = await add(owner, task.id, { titles: ["a"] });
    expect((await DELETE_TASK(apiRequest("DELETE", `/api/tasks/${task.id}`, { caller: owner }), params({ taskId: task.id }))).status).toBe(204);
    expect(await patch(owner, task.id, body.data.subtasks[0].id, { done: true })).toEqual(error(404, "not_found", "Task not found"));
  });
});
