import { useTempDatabase } from "@/tests/support/db";
import { PATCH } from "@/app/api/tasks/[taskId]/route";
import { POST as TOGGLE } from "@/app/api/tasks/[taskId]/toggle/route";
import { createApiToken } from "@/server/services/tokens";
import type { WorkspaceRecord } from "@/server/store/types";
import { commonCopy } from "@/lib/copy/common";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { tokensCopy } from "@/lib/copy/tokens";
import { taskConflictErrorSchema, type Task } from "@/lib/schemas/task";
import { apiRequest, params, type RequestOptions } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";
import { read, teamCallers } from "./support";

/**
 * Concurrent edits (docs/product.md#concurrent-edits): an update or toggle with `expected` is made only
 * while those values hold, else 409 with the fields that changed and the task as it is; without
 * `expected` an update behaves as before. Real route handlers on a real libSQL file.
 */

const db = useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

type Caller = AnyTestUser | { headers: Record<string, string> } | undefined;
const request = (caller: Caller): RequestOptions => (caller && "headers" in caller ? { headers: caller.headers, origin: null } : { caller });
const patch = async (caller: Caller, taskId: string, body: unknown) =>
  read(await PATCH(apiRequest("PATCH", `/api/tasks/${taskId}`, { ...request(caller), body }), params({ taskId })));
const toggle = async (caller: Caller, taskId: string, body?: unknown) =>
  read(await TOGGLE(apiRequest("POST", `/api/tasks/${taskId}/toggle`, { ...request(caller), body }), params({ taskId })));

/** A task of the owner in the shared workspace, as its row holds it (no comments, none of the clearable fields). */
async function newTask(title = "Plan the offsite"): Promise<Task> {
  const store = await db.store();
  return store.createTask({ id: `t-${Math.random().toString(36).slice(2)}`, title, dueDate: "2030-03-01T09:00:00.000Z", urgency: 3, createdAt: new Date().toISOString(), workspaceId: team.id, userId: owner.account.id });
}
const stored = async (taskId: string) => (await db.store()).getTask(taskId);
const latestSeq = async () => (await db.store()).eventLog!.latestSeq(team.id);

/** The 409 of a stale expectation, exactly. */
const conflictOf = (fields: string[], task: Task | null) => ({ status: 409, body: { error: { code: "conflict", message: taskDetailsCopy.changedMeanwhile, fields, task } } });

describe("PATCH /api/tasks/{taskId} with expected", () => {
  it("keeps both of two edits of different fields made from the same view of the task", async () => {
    const task = await newTask();
    // Bea (member) renames while Alex (owner) has the old task open and changes only its urgency.
    expect(await patch(member, task.id, { title: "Offsite in Lisbon", expected: { title: "Plan the offsite" } })).toMatchObject({ status: 200 });
    const { status, body } = await patch(owner, task.id, { urgency: 5, expected: { urgency: 3 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: "Offsite in Lisbon", urgency: 5 });
    expect(await stored(task.id)).toMatchObject({ title: "Offsite in Lisbon", urgency: 5 });
  });

  it("answers 409 with the changed fields and the task as it is, and writes nothing and publishes nothing, when a field changed meanwhile", async () => {
    const task = await newTask();
    await patch(member, task.id, { title: "Offsite in Lisbon", dueDate: "2030-03-02T09:00:00.000Z" });
    const current = await stored(task.id);
    const seq = await latestSeq();

    // The panel of old: every field it showed written back, each expecting what it showed.
    const answer = await patch(owner, task.id, {
      title: "Plan the offsite",
      dueDate: "2030-03-01T09:00:00.000Z",
      urgency: 5,
      expected: { title: "Plan the offsite", dueDate: "2030-03-01T10:00:00+01:00", urgency: 3 },
    });
    expect(answer).toEqual(conflictOf(["title", "dueDate"], current));
    expect(taskConflictErrorSchema.parse(answer.body.error)).toEqual(answer.body.error);
    expect(await stored(task.id)).toEqual(current);
    expect(await latestSeq()).toBe(seq);
  });

  it("writes 'use mine' once it expects the other person's value", async () => {
    const task = await newTask();
    await patch(member, task.id, { title: "Offsite in Lisbon" });
    expect((await patch(owner, task.id, { title: "Offsite in Porto", expected: { title: task.title } })).status).toBe(409);
    const mine = await patch(owner, task.id, { title: "Offsite in Porto", expected: { title: "Offsite in Lisbon" } });
    expect(mine).toMatchObject({ status: 200, body: { data: { title: "Offsite in Porto" } } });
  });

  it("is no conflict when the other person already set the same value: 200 with the task, nothing written again", async () => {
    const task = await newTask();
    const first = await patch(member, task.id, { dueDate: "2030-03-05T09:00:00.000Z", expected: { dueDate: task.dueDate } });
    const seq = await latestSeq();
    const same = await patch(owner, task.id, { dueDate: "2030-03-05T10:00:00+01:00", expected: { dueDate: task.dueDate } });
    expect(same).toEqual({ status: 200, body: { data: first.body.data } });
    expect(await latestSeq()).toBe(seq);
    // A field set alike beside one that still holds: only the other is written.
    const both = await patch(owner, task.id, { dueDate: "2030-03-05T09:00:00.000Z", urgency: 4, expected: { dueDate: task.dueDate, urgency: 3 } });
    expect(both.body.data).toMatchObject({ dueDate: "2030-03-05T09:00:00.000Z", urgency: 4 });
  });

  it("compares cleared fields as none: description '' and recurrence null", async () => {
    const task = await newTask();
    const rule = { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Lisbon" };
    expect((await patch(owner, task.id, { description: "Agenda", recurrence: rule, expected: { description: "", recurrence: null } })).status).toBe(200);
    expect(await patch(member, task.id, { description: "", expected: { description: "" } })).toMatchObject({ status: 409, body: { error: { fields: ["description"] } } });
    expect(await patch(member, task.id, { recurrence: null, expected: { recurrence: null } })).toMatchObject({ status: 409, body: { error: { fields: ["recurrence"] } } });
    expect(await patch(member, task.id, { recurrence: null, description: "", expected: { recurrence: rule, description: "Agenda" } })).toMatchObject({ status: 200 });
  });

  it("of 10 concurrent renames from the same view, exactly one is written; the others get 409 with the winner's title", async () => {
    const task = await newTask();
    const seq = await latestSeq();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(i % 2 ? owner : member, task.id, { title: `Offsite ${i}`, expected: { title: task.title } })));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const winner = won[0].body.data.title;
    for (const lost of answers.filter((a) => a.status !== 200)) expect(lost).toMatchObject({ status: 409, body: { error: { fields: ["title"], task: { title: winner } } } });
    expect(await latestSeq()).toBe(seq + 1);
  });

  it("without expected, an update is written as before (the last one wins)", async () => {
    const task = await newTask();
    await patch(member, task.id, { title: "Offsite in Lisbon" });
    expect(await patch(owner, task.id, { title: "Offsite in Porto" })).toMatchObject({ status: 200, body: { data: { title: "Offsite in Porto" } } });
  });

  it.each([
    ["expected alone", { expected: { title: "x" } }, taskDetailsCopy.nothingToUpdate],
    // A misspelt field would check nothing: refused, not dropped.
    ["an unknown field in expected", { urgency: 4, expected: { owner: "x" } }, `${commonCopy.invalidInput}: expected`],
    ["expected that is not an object", { urgency: 4, expected: "title" }, `${commonCopy.invalidInput}: expected`],
    ["an expected due date that is no instant", { urgency: 4, expected: { dueDate: "tomorrow" } }, taskDetailsCopy.dueDateInvalid],
    ["an expected title over 500 characters", { urgency: 4, expected: { title: "x".repeat(501) } }, taskDetailsCopy.titleTooLong],
    ["an expected urgency that is a string", { urgency: 4, expected: { urgency: "3" } }, `${commonCopy.invalidInput}: expected.urgency`],
  ])("refuses %s with 400", async (_name, body, message) => {
    const task = await newTask();
    expect(await patch(owner, task.id, body)).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
  });

  it("keeps the permission checks first: a stranger, a deleted task and a missing id are 404 (never the task), anonymous 401, unverified 403", async () => {
    const task = await newTask();
    const stale = { urgency: 1, expected: { urgency: 2 } };
    const notFound = { status: 404, body: { error: { code: "not_found", message: taskDetailsCopy.taskNotFound } } };
    expect(await patch(stranger, task.id, stale)).toEqual(notFound);
    expect(await patch(owner, "no-such-task", stale)).toEqual(notFound);
    expect((await patch(undefined, task.id, stale)).status).toBe(401);
    expect((await patch(unverified, task.id, stale)).status).toBe(403);
    await (await db.store()).deleteTask(task.id);
    expect(await patch(owner, task.id, { urgency: 1, expected: { urgency: 3 } })).toEqual(notFound);
  });

  it("refuses a read token with 403 whatever it expects; a read_write token gets the same answers as a session", async () => {
    const task = await newTask();
    const token = async (scope: "read" | "read_write") =>
      ({ headers: { authorization: `Bearer ${(await createApiToken({ user: member.account, token: { name: scope, scope, expiresInDays: null, timeZone: null } })).secret}` } });
    const reader = await token("read");
    const writer = await token("read_write");
    const readOnly = { status: 403, body: { error: { code: "forbidden", message: tokensCopy.readOnlyToken } } };
    expect(await patch(reader, task.id, { urgency: 1, expected: { urgency: 3 } })).toEqual(readOnly);
    expect(await patch(reader, task.id, { urgency: 1, expected: { urgency: 2 } })).toEqual(readOnly);
    expect(await toggle(reader, task.id, { completed: true, expected: { completed: false } })).toEqual(readOnly);
    expect(await patch(writer, task.id, { urgency: 1, expected: { urgency: 2 } })).toEqual(conflictOf(["urgency"], await stored(task.id)));
    expect(await patch(writer, task.id, { urgency: 1, expected: { urgency: 3 } })).toMatchObject({ status: 200, body: { data: { urgency: 1 } } });
  });
});

describe("POST /api/tasks/{taskId}/toggle with expected", () => {
  it("completes while the task is as seen; completing one someone completed meanwhile keeps their completion", async () => {
    const task = await newTask();
    const done = await toggle(member, task.id, { completed: true, expected: { completed: false } });
    expect(done.body.data).toMatchObject({ completed: true });
    const again = await toggle(owner, task.id, { completed: true, expected: { completed: false } });
    expect(again).toEqual({ status: 200, body: { data: done.body.data } });
  });

  it("answers 409 to a flip (no completed) expecting the state someone changed meanwhile, and to a stale title", async () => {
    const task = await newTask();
    await toggle(member, task.id, { completed: true });
    const current = await stored(task.id);
    expect(await toggle(owner, task.id, { expected: { completed: false } })).toEqual(conflictOf(["completed"], current));
    await patch(member, task.id, { title: "Offsite in Lisbon" });
    expect(await toggle(owner, task.id, { completed: false, expected: { title: task.title } })).toMatchObject({ status: 409, body: { error: { fields: ["title"] } } });
    expect(await stored(task.id)).toMatchObject({ completed: true, title: "Offsite in Lisbon" });
  });
});
