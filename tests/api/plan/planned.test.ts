import { POST as accept } from "@/app/api/plan/accept/route";
import { PLAN_TASKS_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { tokensCopy } from "@/lib/copy/tokens";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { AcceptedDay } from "@/lib/schemas/plan";
import type { Task } from "@/lib/schemas/task";
import { newId } from "@/server/ids";
import { stopPollingForTests } from "@/server/live/poller";
import { listPlannedTasks } from "@/server/services/plan";
import { createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { deleteAccount } from "@/tests/api/auth/deletion-scenarios";
import { read, teamCallers, workspaceOf } from "@/tests/api/tasks/support";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { useTempDatabase } from "@/tests/support/db";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";

/**
 * Accepting a day plan records it for 'Planned vs done' (docs/product.md#insights), through the real route on a
 * temp libSQL file: one row per slot in the same call as the due times, a re-accept of the day replaces it, the
 * answer's previousPlan sent back by undo restores what was recorded before, the permission cases of accept, bad
 * input, and the account's deletion.
 */

useTempDatabase();
useApiEnvironment();
afterAll(stopPollingForTests);

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

type Caller = { caller?: AnyTestUser | null; headers?: Record<string, string>; origin?: string | null };
type Answer = { tasks: Task[]; previous: { taskId: string; dueDate: string | null }[]; previousPlan: AcceptedDay | null };
const acceptAs = async (who: Caller, body: unknown) =>
  read<Answer>(await accept(apiRequest("POST", "/api/plan/accept", { ...who, caller: who.caller ?? undefined, body }), params({})));
const asUser = (user: AnyTestUser | null): Caller => ({ caller: user });

async function addTask(user: TestUser, workspace: WorkspaceRecord, title: string): Promise<Task> {
  return (await getStore()).createTask({ id: newId(), title, dueDate: null, urgency: 3, workspaceId: workspace.id, userId: user.account.id, createdAt: "2030-01-01T00:00:00.000Z" });
}
const slot = (task: Task, start: string, end: string) => ({ taskId: task.id, start, end });
const rows = async (user: TestUser, day = "2030-01-15") =>
  (await listPlannedTasks({ user: user.account, workspaceId: team.id, fromDay: day, toDay: day })).map((r) => [r.taskId, r.start, r.end]);

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

describe("POST /api/plan/accept with the day plan", () => {
  it("records one row per slot (fixed ones too) with the due times; a re-accept replaces the day; undo restores what was before", async () => {
    const [a, b, fixed] = [await addTask(owner, team, "A"), await addTask(owner, team, "B"), await addTask(owner, team, "Fixed")];
    const first = {
      workspaceId: team.id,
      items: [{ taskId: a.id, dueDate: "2030-01-15T14:00:00.000Z" }],
      plan: { day: "2030-01-15", slots: [slot(a, "2030-01-15T14:00:00Z", "2030-01-15T14:30:00Z"), slot(fixed, "2030-01-15T16:00:00.000Z", "2030-01-15T16:45:00.000Z")] },
    };
    const accepted = await acceptAs(asUser(owner), first);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.previousPlan).toEqual({ day: "2030-01-15", slots: [] });
    expect(await rows(owner)).toEqual([
      [a.id, "2030-01-15T14:00:00.000Z", "2030-01-15T14:30:00.000Z"],
      [fixed.id, "2030-01-15T16:00:00.000Z", "2030-01-15T16:45:00.000Z"],
    ]);

    const second = await acceptAs(asUser(owner), {
      workspaceId: team.id,
      items: [{ taskId: b.id, dueDate: "2030-01-15T15:00:00.000Z" }],
      plan: { day: "2030-01-15", slots: [slot(b, "2030-01-15T15:00:00.000Z", "2030-01-15T15:30:00.000Z")] },
    });
    expect(await rows(owner)).toEqual([[b.id, "2030-01-15T15:00:00.000Z", "2030-01-15T15:30:00.000Z"]]);
    expect(second.body.data.previousPlan?.slots.map((s) => s.taskId)).toEqual([a.id, fixed.id]);

    // Undo of the second: its due times back and the first plan recorded again.
    const undoSecond = await acceptAs(asUser(owner), { workspaceId: team.id, items: second.body.data.previous, plan: second.body.data.previousPlan });
    expect(undoSecond.status).toBe(200);
    expect((await (await getStore()).getTask(b.id))?.dueDate).toBeNull();
    expect((await rows(owner)).map(([id]) => id)).toEqual([a.id, fixed.id]);

    // Undo of the first: nothing recorded for the day.
    await acceptAs(asUser(owner), { workspaceId: team.id, items: accepted.body.data.previous, plan: accepted.body.data.previousPlan });
    expect(await rows(owner)).toEqual([]);
    expect((await (await getStore()).getTask(a.id))?.dueDate).toBeNull();
  });

  it("records nothing without `plan` (previousPlan null), and keeps other days", async () => {
    const a = await addTask(owner, team, "Other day");
    await acceptAs(asUser(owner), { workspaceId: team.id, items: [{ taskId: a.id, dueDate: null }], plan: { day: "2030-01-16", slots: [slot(a, "2030-01-16T14:00:00.000Z", "2030-01-16T15:00:00.000Z")] } });
    const plain = await acceptAs(asUser(owner), { workspaceId: team.id, items: [{ taskId: a.id, dueDate: "2030-01-17T14:00:00.000Z" }] });
    expect(plain.body.data.previousPlan).toBeNull();
    expect((await rows(owner, "2030-01-16")).map(([id]) => id)).toEqual([a.id]);
  });

  it("who may record: anonymous 401, unverified 403, stranger 403, a read-only token 403; a member records their own plan", async () => {
    const task = await addTask(member, team, "Mario's");
    const body = { workspaceId: team.id, items: [{ taskId: task.id, dueDate: null }], plan: { day: "2030-01-15", slots: [slot(task, "2030-01-15T14:00:00.000Z", "2030-01-15T14:30:00.000Z")] } };
    expect((await acceptAs(asUser(null), body)).status).toBe(401);
    expect((await acceptAs(asUser(unverified), body)).body.error?.code).toBe("email_not_verified");
    expect((await acceptAs(asUser(stranger), body)).body.error).toEqual({ code: "forbidden", message: workspacesCopy.noPermissionToView });
    const { secret } = await createApiToken({ user: member.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await acceptAs({ headers: { authorization: `Bearer ${secret}` }, origin: null }, body)).body.error).toEqual({ code: "forbidden", message: tokensCopy.readOnlyToken });
    const before = await rows(owner);
    expect((await acceptAs(asUser(member), body)).status).toBe(200);
    expect((await rows(member)).map(([id]) => id)).toEqual([task.id]);
    expect(await rows(owner)).toEqual(before);
    await expect(listPlannedTasks({ user: stranger.account, workspaceId: team.id, fromDay: "2030-01-15", toDay: "2030-01-15" })).rejects.toMatchObject({ status: 403 });
  });

  it("a slot's task the caller cannot see, or of another workspace: 404, and nothing changes", async () => {
    const mine = await addTask(owner, team, "Mine");
    const elsewhere = await addTask(stranger, await workspaceOf(stranger), "Stan's");
    await acceptAs(asUser(owner), { workspaceId: team.id, items: [{ taskId: mine.id, dueDate: null }], plan: { day: "2030-01-18", slots: [] } });
    const { status, body } = await acceptAs(asUser(owner), {
      workspaceId: team.id,
      items: [{ taskId: mine.id, dueDate: "2030-01-18T14:00:00.000Z" }],
      plan: { day: "2030-01-18", slots: [slot(mine, "2030-01-18T14:00:00.000Z", "2030-01-18T15:00:00.000Z"), slot(elsewhere, "2030-01-18T15:00:00.000Z", "2030-01-18T16:00:00.000Z")] },
    });
    expect({ status, error: body.error }).toEqual({ status: 404, error: { code: "not_found", message: taskDetailsCopy.taskNotFound } });
    expect(await rows(owner, "2030-01-18")).toEqual([]);
    expect((await (await getStore()).getTask(mine.id))?.dueDate).toBeNull();
  });

  it("refuses a bad plan with 400 and the message", async () => {
    const task = await addTask(owner, team, "Bad input");
    const good = slot(task, "2030-01-15T14:00:00.000Z", "2030-01-15T15:00:00.000Z");
    for (const [plan, message] of [
      [{ day: "2030-02-30", slots: [] }, assistantCopy.planDayInvalid],
      [{ day: "tomorrow", slots: [] }, assistantCopy.planDayInvalid],
      [{ day: "2030-01-15T00:00:00.000Z", slots: [] }, assistantCopy.planDayInvalid],
      [{ day: "2030-01-15", slots: [{ ...good, end: good.start }] }, assistantCopy.planSlotInvalid],
      [{ day: "2030-01-15", slots: [{ ...good, start: "9am" }] }, assistantCopy.planSlotInvalid],
      [{ day: "2030-01-15", slots: "all" }, assistantCopy.planSlotInvalid],
      [{ day: "2030-01-15", slots: [good, good] }, assistantCopy.planDuplicateTask],
      [{ day: "2030-01-15", slots: Array.from({ length: PLAN_TASKS_MAX + 1 }, () => good) }, assistantCopy.planTooManyItems(PLAN_TASKS_MAX)],
    ] as const) {
      const { status, body } = await acceptAs(asUser(owner), { workspaceId: team.id, items: [{ taskId: task.id, dueDate: null }], plan });
      expect({ status, error: body.error }).toEqual({ status: 400, error: { code: "bad_request", message } });
    }
  });

  it("deleting the account removes the user's recorded plans, also in a workspace of someone else", async () => {
    const leaving = (await teamCallers()).member;
    const shared = await workspaceOf(owner, [leaving]);
    const task = await addTask(leaving, shared, "Leaving's");
    await acceptAs(asUser(leaving), { workspaceId: shared.id, items: [{ taskId: task.id, dueDate: null }], plan: { day: "2030-01-15", slots: [slot(task, "2030-01-15T14:00:00.000Z", "2030-01-15T15:00:00.000Z")] } });
    const store = await getStore();
    const query = { userId: leaving.account.id, workspaceId: shared.id, fromDay: "2030-01-15", toDay: "2030-01-15" };
    expect(await store.listPlannedTasks(query)).toHaveLength(1);
    expect((await deleteAccount(leaving, { email: leaving.account.email })).status).toBe(200);
    expect(await store.listPlannedTasks(query)).toEqual([]);
  });
});
