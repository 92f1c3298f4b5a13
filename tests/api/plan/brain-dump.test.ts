import { POST } from "@/app/api/tasks/batch/route";
import { BRAIN_DUMP_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { authCopy } from "@/lib/copy/auth";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { tokensCopy } from "@/lib/copy/tokens";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { Task } from "@/lib/schemas/task";
import { createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { read, teamCallers } from "@/tests/api/tasks/support";
import { useTempDatabase } from "@/tests/support/db";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";

/** POST /api/tasks/batch (a brain dump's tasks) through the real route: a temp libSQL file, real sessions and tokens. */

useTempDatabase();

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
});

const send = async (body: unknown, who: { caller?: AnyTestUser | null; headers?: Record<string, string>; origin?: string | null } = { caller: owner }) =>
  read<Task[]>(await POST(apiRequest("POST", "/api/tasks/batch", { ...who, caller: who.caller ?? undefined, body }), params({})));
const titles = async () => (await (await getStore()).listAllTasks({ workspaceId: team.id })).items.map((t) => t.title);

describe("POST /api/tasks/batch", () => {
  it("creates every task in one request, in the order given, with its fields", async () => {
    const before = await titles();
    const { status, body } = await send({
      workspaceId: team.id,
      tasks: [
        { title: " Buy milk ", dueDate: "2030-01-16T09:00:00+01:00", urgency: 4 },
        { title: "Call Sam" },
        { title: "Water the plants", recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } },
      ],
    });
    expect(status).toBe(201);
    expect(body.data.map((t) => [t.title, t.dueDate, t.urgency, t.userId, t.completed])).toEqual([
      ["Buy milk", "2030-01-16T08:00:00.000Z", 4, owner.account.id, false],
      ["Call Sam", null, 3, owner.account.id, false],
      ["Water the plants", null, 3, owner.account.id, false],
    ]);
    expect(body.data[2].recurrence).toEqual({ rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" });
    expect(await titles()).toEqual([...before, "Buy milk", "Call Sam", "Water the plants"]);
  });

  it("creates nothing when one item is invalid: 400 with that item's message", async () => {
    const before = await titles();
    for (const [tasks, message] of [
      [[{ title: "Fine" }, { title: "   " }], taskDetailsCopy.titleRequired],
      [[{ title: "Fine" }, { title: "Late", dueDate: "next tuesday" }], taskDetailsCopy.dueDateInvalid],
      [[{ title: "Fine" }, { title: "Loud", urgency: 9 }], taskDetailsCopy.urgencyInvalid],
      [[], assistantCopy.brainDumpEmpty],
      [Array.from({ length: BRAIN_DUMP_MAX + 1 }, (_, i) => ({ title: `T${i}` })), assistantCopy.brainDumpTooMany(BRAIN_DUMP_MAX)],
    ] as const) {
      const { status, body } = await send({ workspaceId: team.id, tasks });
      expect({ status, error: body.error }).toEqual({ status: 400, error: { code: "bad_request", message } });
    }
    expect(await titles()).toEqual(before);
  });

  it("who may: anonymous 401, unverified 403, stranger 403, read-only token 403; a member adds their own tasks", async () => {
    const body = { workspaceId: team.id, tasks: [{ title: "Mine" }, { title: "Also mine" }] };
    const before = await titles();
    expect((await send(body, { caller: null })).status).toBe(401);
    expect((await send(body, { caller: unverified })).body.error).toEqual({ code: "email_not_verified", message: authCopy.verifyToContinue });
    expect((await send(body, { caller: stranger })).body.error).toEqual({ code: "forbidden", message: workspacesCopy.validWorkspaceIdRequired });
    const { secret } = await createApiToken({ user: owner.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await send(body, { headers: { authorization: `Bearer ${secret}` }, origin: null })).body.error).toEqual({ code: "forbidden", message: tokensCopy.readOnlyToken });
    expect(await titles()).toEqual(before);
    const { status, body: made } = await send(body, { caller: member });
    expect(status).toBe(201);
    expect(made.data.map((t) => t.userId)).toEqual([member.account.id, member.account.id]);
  });
});
