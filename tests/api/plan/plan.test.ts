import { POST as propose } from "@/app/api/plan/route";
import { POST as accept } from "@/app/api/plan/accept/route";
import { PLAN_TASKS_MAX } from "@/lib/constants/assistant";
import { assistantCopy } from "@/lib/copy/assistant";
import { authCopy } from "@/lib/copy/auth";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { tokensCopy } from "@/lib/copy/tokens";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { Task } from "@/lib/schemas/task";
import { resetConfigForTests } from "@/server/config";
import { newId } from "@/server/ids";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { proposePlan, type PlanProposal } from "@/server/services/plan";
import { createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { read, teamCallers, workspaceOf } from "@/tests/api/tasks/support";
import { useTempDatabase } from "@/tests/support/db";
import { startOpenAiServer, type OpenAiServer } from "@/tests/support/openai-server";
import { apiRequest, params } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";

/**
 * Plan my day through the real routes: a temp libSQL file, real sessions and tokens, and a loopback
 * OpenAI-compatible server for the LLM paths. The clock: Tuesday 15 January 2030, 09:00 in New York.
 */

useTempDatabase();

const ZONE = "America/New_York";
const NOW = "2030-01-15T14:00:00.000Z";
const saved = { ...process.env };

let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;
let server: OpenAiServer;
let tasks: Record<"rent" | "call" | "report", Task>;

async function addTask(user: TestUser, workspace: WorkspaceRecord, title: string, dueDate: string | null, urgency: number, completed = false): Promise<Task> {
  const store = await getStore();
  return store.createTask({ id: newId(), title, dueDate, urgency, workspaceId: workspace.id, userId: user.account.id, createdAt: "2030-01-01T00:00:00.000Z", completed });
}

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
  tasks = {
    rent: await addTask(owner, team, "Pay rent", "2030-01-13T14:00:00.000Z", 3), // overdue 2 days
    call: await addTask(owner, team, "Call with Bob", "2030-01-15T16:00:00.000Z", 3), // today 11:00: fixed
    report: await addTask(owner, team, "Write the report ~2h", null, 5),
  };
  await addTask(owner, team, "Done already", null, 5, true);
  await addTask(member, team, "Mario's own", null, 5);
  server = await startOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetRateLimitsForTests();
  delete process.env.OPENAI_API_KEY;
  resetConfigForTests();
});
afterEach(() => {
  process.env.OPENAI_API_KEY = saved.OPENAI_API_KEY;
  if (saved.OPENAI_API_KEY === undefined) delete process.env.OPENAI_API_KEY;
  resetConfigForTests();
});

const useLlm = () => {
  process.env.OPENAI_API_KEY = "sk-plan";
  process.env.OPENAI_BASE_URL = server.url;
  process.env.OPENAI_MODEL = "gpt-plan";
  resetConfigForTests();
};
const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` }, origin: null });
type Caller = { caller?: AnyTestUser | null; headers?: Record<string, string>; origin?: string | null };
const asUser = (user: AnyTestUser | null): Caller => ({ caller: user });

const proposeAs = async (who: Caller, body: unknown = { workspaceId: team.id, timeZone: ZONE, now: NOW }) =>
  read<PlanProposal>(await propose(apiRequest("POST", "/api/plan", { ...who, caller: who.caller ?? undefined, body }), params({})));
const acceptAs = async (who: Caller, body: unknown) =>
  read<{ tasks: Task[]; previous: { taskId: string; dueDate: string | null }[] }>(await accept(apiRequest("POST", "/api/plan/accept", { ...who, caller: who.caller ?? undefined, body }), params({})));

const LOCAL = [
  { title: "Pay rent", start: "2030-01-15T14:00:00.000Z", end: "2030-01-15T14:45:00.000Z", fixed: false, reason: { kind: "overdue", text: "overdue 2 days" } },
  { title: "Call with Bob", start: "2030-01-15T16:00:00.000Z", end: "2030-01-15T16:45:00.000Z", fixed: true, reason: { kind: "fixed", text: "due 11:00 AM" } },
  { title: "Write the report ~2h", start: "2030-01-15T16:45:00.000Z", end: "2030-01-15T18:45:00.000Z", fixed: false, reason: { kind: "urgent", text: "urgency 5" } },
];

describe("POST /api/plan", () => {
  it("proposes today from the caller's own open tasks by the local rules, labelled, changing nothing", async () => {
    const { status, body } = await proposeAs(asUser(owner));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ day: { year: 2030, month: 1, day: 15 }, planner: "local", model: assistantCopy.localPlanner, fallback: null, tomorrow: [] });
    expect(body.data.slots).toMatchObject(LOCAL);
    expect(body.data.tomorrowAt).toBe("2030-01-16T14:00:00.000Z");
    expect((await (await getStore()).getTask(tasks.report.id))?.dueDate).toBeNull();
  });

  it("keeps to the working hours asked for: what does not fit goes to tomorrow", async () => {
    const { status, body } = await proposeAs(asUser(owner), { workspaceId: team.id, timeZone: ZONE, now: NOW, workingHours: { start: "09:00", end: "12:00" } });
    expect(status).toBe(200);
    expect(body.data.slots.map((s) => s.title)).toEqual(["Pay rent", "Call with Bob"]);
    expect(body.data.tomorrow).toEqual([{ taskId: tasks.report.id, title: "Write the report ~2h", reason: { kind: "urgent", text: "urgency 5" } }]);
  });

  it("refuses bad input with 400 and the message", async () => {
    for (const [body, message] of [
      [{ workspaceId: team.id, timeZone: ZONE, workingHours: { start: "17:00", end: "09:00" } }, assistantCopy.workingHoursInvalid],
      [{ workspaceId: team.id, timeZone: ZONE, workingHours: { start: "9", end: "17:00" } }, assistantCopy.workingHoursInvalid],
      [{ workspaceId: "default", timeZone: ZONE }, workspacesCopy.validWorkspaceIdRequired],
    ] as const) {
      const { status, body: answer } = await proposeAs(asUser(owner), body);
      expect({ status, error: answer.error }).toEqual({ status: 400, error: { code: "bad_request", message } });
    }
    expect((await proposeAs(asUser(owner), { workspaceId: team.id, timeZone: "Mars/Olympus" })).status).toBe(400);
  });

  it("who may ask: anonymous 401, unverified 403, stranger 403; a member plans their own tasks; a read token may ask", async () => {
    expect((await proposeAs(asUser(null))).status).toBe(401);
    expect((await proposeAs(asUser(unverified))).body.error).toEqual({ code: "email_not_verified", message: authCopy.verifyToContinue });
    expect((await proposeAs(asUser(stranger))).body.error).toEqual({ code: "forbidden", message: workspacesCopy.noPermissionToView });
    const mine = await proposeAs(asUser(member));
    expect(mine.status).toBe(200);
    expect(mine.body.data.slots.map((s) => s.title)).toEqual(["Mario's own"]);
    const { secret } = await createApiToken({ user: owner.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await proposeAs(bearer(secret))).body.data.slots).toHaveLength(3);
  });

  describe("with an LLM (loopback OpenAI-compatible server)", () => {
    const valid = {
      slots: [
        { taskId: "REPORT", start: "09:00", why: "deep work first" },
        { taskId: "CALL", start: "11:00", why: "the call is at 11" },
        { taskId: "RENT", start: "11:45", why: "after the call" },
      ],
      tomorrow: [],
    };
    const answer = (shape: typeof valid) => JSON.parse(JSON.stringify(shape).replace("REPORT", tasks.report.id).replace("CALL", tasks.call.id).replace("RENT", tasks.rent.id));

    it("keeps a valid answer, with the model's reasons and name", async () => {
      useLlm();
      server.behave({ kind: "answer", content: answer(valid) });
      const { body } = await proposeAs(asUser(owner));
      expect(body.data).toMatchObject({ planner: "llm", model: "gpt-plan", fallback: null });
      expect(body.data.slots).toMatchObject([
        { title: "Write the report ~2h", start: "2030-01-15T14:00:00.000Z", end: "2030-01-15T16:00:00.000Z", reason: { kind: "urgent", text: "deep work first" } },
        { title: "Call with Bob", start: "2030-01-15T16:00:00.000Z", fixed: true, reason: { text: "the call is at 11" } },
        { title: "Pay rent", start: "2030-01-15T16:45:00.000Z", end: "2030-01-15T17:30:00.000Z" },
      ]);
      const sent = server.requests.at(-1)!.body as { response_format: { json_schema: { name: string } } };
      expect(sent.response_format.json_schema.name).toBe("day_plan");
    });

    it.each([
      ["overlapping the fixed call", { ...valid, slots: [{ ...valid.slots[0], start: "10:00" }, valid.slots[1], valid.slots[2]] }],
      ["in the past", { ...valid, slots: [{ ...valid.slots[0], start: "07:00" }, valid.slots[1], valid.slots[2]] }],
      ["outside the working hours", { ...valid, slots: [valid.slots[0], valid.slots[1], { ...valid.slots[2], start: "16:45" }] }],
      ["missing a task", { ...valid, slots: valid.slots.slice(0, 2) }],
    ])("falls back to the local plan, labelled, for an answer %s", async (_, shape) => {
      useLlm();
      const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
      server.behave({ kind: "answer", content: answer(shape) });
      const { body } = await proposeAs(asUser(owner));
      expect(body.data).toMatchObject({ planner: "local", model: assistantCopy.localPlanner, fallback: { reason: "brokeRules", message: assistantCopy.planFallback.brokeRules } });
      expect(body.data.slots).toMatchObject(LOCAL);
      warn.mockRestore();
    });

    it.each([
      ["malformed JSON", { kind: "malformed" } as const],
      ["a refusal", { kind: "refusal", refusal: "I can't help with that." } as const],
      ["an answer off the schema", { kind: "answer", content: { slots: "soon" } } as const],
      ["an HTTP error", { kind: "status", status: 500 } as const],
    ])("falls back to the local plan, labelled, on %s", async (_, behaviour) => {
      useLlm();
      const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
      server.behave(behaviour);
      const { body } = await proposeAs(asUser(owner));
      expect(body.data).toMatchObject({ planner: "local", fallback: { reason: "failed", message: assistantCopy.planFallback.failed } });
      expect(body.data.slots).toMatchObject(LOCAL);
      warn.mockRestore();
    });

    it("falls back on a time-out (the call's bound), answering locally in time", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
      server.behave({ kind: "slow", delayMs: 5_000, content: answer(valid) });
      const started = Date.now();
      const plan = await proposePlan({ user: owner.account, workspaceId: team.id, timeZone: ZONE, now: new Date(NOW) }, { apiKey: "sk", baseURL: server.url, model: "slow", timeoutMs: 200 });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(plan).toMatchObject({ planner: "local", fallback: { reason: "failed" } });
      expect(plan.slots).toMatchObject(LOCAL);
      warn.mockRestore();
    });
  });
});

describe("POST /api/plan/accept", () => {
  it("sets every due time in one request and answers the previous ones, which undo it", async () => {
    const items = [
      { taskId: tasks.report.id, dueDate: "2030-01-15T16:45:00.000Z" },
      { taskId: tasks.rent.id, dueDate: "2030-01-15T14:00:00.000Z" },
    ];
    const { status, body } = await acceptAs(asUser(owner), { workspaceId: team.id, items });
    expect(status).toBe(200);
    expect(body.data.tasks.map((t) => [t.id, t.dueDate])).toEqual(items.map((i) => [i.taskId, i.dueDate]));
    expect(body.data.previous).toEqual([
      { taskId: tasks.report.id, dueDate: null },
      { taskId: tasks.rent.id, dueDate: "2030-01-13T14:00:00.000Z" },
    ]);
    const store = await getStore();
    expect((await store.getTask(tasks.report.id))?.dueDate).toBe("2030-01-15T16:45:00.000Z");

    const undo = await acceptAs(asUser(owner), { workspaceId: team.id, items: body.data.previous });
    expect(undo.status).toBe(200);
    expect((await store.getTask(tasks.report.id))?.dueDate).toBeNull();
    expect((await store.getTask(tasks.rent.id))?.dueDate).toBe("2030-01-13T14:00:00.000Z");
  });

  it("who may accept: anonymous 401, unverified 403, stranger 403, a read-only token 403; a member of the shared workspace may", async () => {
    const body = { workspaceId: team.id, items: [{ taskId: tasks.call.id, dueDate: tasks.call.dueDate }] };
    expect((await acceptAs(asUser(null), body)).status).toBe(401);
    expect((await acceptAs(asUser(unverified), body)).body.error?.code).toBe("email_not_verified");
    expect((await acceptAs(asUser(stranger), body)).body.error).toEqual({ code: "forbidden", message: workspacesCopy.noPermissionToView });
    const { secret } = await createApiToken({ user: owner.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await acceptAs(bearer(secret), body)).body.error).toEqual({ code: "forbidden", message: tokensCopy.readOnlyToken });
    expect((await acceptAs(asUser(member), body)).status).toBe(200);
  });

  it("changes nothing when one task is not the caller's to see or not in the workspace: 404", async () => {
    const solo = await workspaceOf(stranger);
    const elsewhere = await addTask(stranger, solo, "Stan's", null, 3);
    const before = (await (await getStore()).getTask(tasks.report.id))?.dueDate;
    const { status, body } = await acceptAs(asUser(owner), {
      workspaceId: team.id,
      items: [
        { taskId: tasks.report.id, dueDate: "2030-01-20T14:00:00.000Z" },
        { taskId: elsewhere.id, dueDate: "2030-01-20T15:00:00.000Z" },
      ],
    });
    expect({ status, error: body.error }).toEqual({ status: 404, error: { code: "not_found", message: taskDetailsCopy.taskNotFound } });
    expect((await (await getStore()).getTask(tasks.report.id))?.dueDate).toBe(before);
  });

  it("refuses bad input with 400", async () => {
    const item = { taskId: tasks.rent.id, dueDate: "2030-01-15T14:00:00.000Z" };
    for (const [items, message] of [
      [[], assistantCopy.planItemsRequired],
      [[item, item], assistantCopy.planDuplicateTask],
      [Array.from({ length: PLAN_TASKS_MAX + 1 }, (_, i) => ({ taskId: `t${i}`, dueDate: null })), assistantCopy.planTooManyItems(PLAN_TASKS_MAX)],
      [[{ ...item, dueDate: "tomorrow" }], taskDetailsCopy.dueDateInvalid],
    ] as const) {
      const { status, body } = await acceptAs(asUser(owner), { workspaceId: team.id, items });
      expect({ status, error: body.error }).toEqual({ status: 400, error: { code: "bad_request", message } });
    }
  });
});
