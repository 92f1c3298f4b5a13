import { POST as BREAKDOWN } from "@/app/api/tasks/[taskId]/breakdown/route";
import { localBreakdown } from "@/lib/assistant/breakdown";
import { subtasksCopy } from "@/lib/copy/subtasks";
import type { Task } from "@/lib/schemas/task";
import { resetConfigForTests } from "@/server/config";
import { newId } from "@/server/ids";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { proposeBreakdown, type BreakdownProposal } from "@/server/services/breakdown";
import { createApiToken } from "@/server/services/tokens";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { read, teamCallers } from "@/tests/api/tasks/support";
import { useTempDatabase } from "@/tests/support/db";
import { startOpenAiServer, type OpenAiServer } from "@/tests/support/openai-server";
import { apiRequest, params, type RequestOptions } from "@/tests/support/requests";
import type { AnyTestUser, TestUser } from "@/tests/support/users";

/**
 * Break down through the real route: a temp libSQL file, real sessions and tokens, and a loopback
 * OpenAI-compatible server for the LLM paths (valid steps, malformed JSON, a refusal, a time-out and
 * answers that break the schema, each of which gives the local steps, labelled). Nothing is ever saved.
 */

useTempDatabase();

const saved = { ...process.env };
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let unverified: AnyTestUser;
let team: WorkspaceRecord;
let server: OpenAiServer;
let trip: Task;

beforeAll(async () => {
  ({ owner, member, stranger, unverified, team } = await teamCallers());
  const store = await getStore();
  trip = await store.createTask({
    id: newId(),
    title: "Trip to Lisbon",
    description: "Flights and a hotel near the old town",
    dueDate: "2030-03-01T09:00:00.000Z",
    urgency: 4,
    workspaceId: team.id,
    userId: owner.account.id,
    createdAt: "2030-01-01T00:00:00.000Z",
  });
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
  process.env.OPENAI_API_KEY = "sk-breakdown";
  process.env.OPENAI_BASE_URL = server.url;
  process.env.OPENAI_MODEL = "gpt-steps";
  resetConfigForTests();
};

const ask = async (who: RequestOptions, taskId = trip.id, body: unknown = { timeZone: "Europe/Lisbon" }) =>
  read<BreakdownProposal>(await BREAKDOWN(apiRequest("POST", `/api/tasks/${taskId}/breakdown`, { ...who, body }), params({ taskId })));

const LOCAL: BreakdownProposal = {
  steps: localBreakdown({ title: "Trip to Lisbon" }).steps,
  planner: "local",
  model: subtasksCopy.localBreakdown,
  kind: "travel",
  fallback: null,
};

describe("POST /api/tasks/{taskId}/breakdown", () => {
  it("without an LLM proposes the local steps for the kind of task, labelled, and saves nothing", async () => {
    const { status, body } = await ask({ caller: member });
    expect(status).toBe(200);
    expect(body.data).toEqual(LOCAL);
    expect(body.data.steps.length).toBeGreaterThanOrEqual(3);
    expect(body.data.steps.length).toBeLessThanOrEqual(7);
    expect((await (await getStore()).getTask(trip.id))?.subtasks).toEqual([]);
  });

  it("who may ask: anonymous 401, unverified 403, stranger 404; a member and a read token may", async () => {
    expect((await ask({ caller: undefined })).status).toBe(401);
    expect((await ask({ caller: unverified })).status).toBe(403);
    expect(await ask({ caller: stranger })).toEqual({ status: 404, body: { error: { code: "not_found", message: "Task not found" } } });
    expect((await ask({ caller: owner }, newId())).status).toBe(404);
    const { secret } = await createApiToken({ user: member.account, token: { name: "reader", scope: "read", expiresInDays: null, timeZone: null } });
    expect((await ask({ headers: { authorization: `Bearer ${secret}` }, origin: null })).body.data).toEqual(LOCAL);
    expect((await ask({ caller: owner }, trip.id, { timeZone: "Mars/Olympus" })).status).toBe(400);
  });

  describe("with an LLM (loopback OpenAI-compatible server)", () => {
    const steps = ["Book flights to Lisbon", "Book a hotel near Alfama", "Plan the first day", "Pack the day before"];

    it("sends the title, description and due date in the user's zone, and proposes the model's steps, labelled", async () => {
      useLlm();
      server.behave({ kind: "answer", content: { steps: [...steps.slice(0, 3), `  ${steps[3]}  `] } });
      const before = server.requests.length;
      const { status, body } = await ask({ caller: owner });
      expect(status).toBe(200);
      expect(body.data).toEqual({ steps, planner: "llm", model: "gpt-steps", kind: null, fallback: null });
      const sent = server.requests[before].body as { messages: { role: string; content: string }[]; response_format: { type: string } };
      expect(sent.response_format.type).toBe("json_schema");
      expect(JSON.parse(sent.messages[1].content)).toEqual({ title: "Trip to Lisbon", description: "Flights and a hotel near the old town", due: "Friday, March 1, 2030 at 9:00 AM (Europe/Lisbon)" });
      expect((await (await getStore()).getTask(trip.id))?.subtasks).toEqual([]);
    });

    const fallback = { ...LOCAL, fallback: subtasksCopy.breakdownFallback };
    it.each([
      ["malformed JSON", { kind: "malformed" as const }],
      ["a refusal", { kind: "refusal" as const, refusal: "I can't help with that" }],
      ["an HTTP error", { kind: "status" as const, status: 500 }],
      ["two steps (too few)", { kind: "answer" as const, content: { steps: steps.slice(0, 2) } }],
      ["eight steps (too many)", { kind: "answer" as const, content: { steps: [...steps, ...steps] } }],
      ["a blank step", { kind: "answer" as const, content: { steps: [...steps.slice(0, 3), "   "] } }],
      ["a step of two lines", { kind: "answer" as const, content: { steps: [...steps.slice(0, 3), "one\ntwo"] } }],
      ["another shape", { kind: "answer" as const, content: { slots: steps } }],
    ])("on %s: the local steps, labelled as the fallback", async (_case, behaviour) => {
      useLlm();
      server.behave(behaviour);
      expect((await ask({ caller: owner })).body.data).toEqual(fallback);
    });

    it("on an answer slower than the time-out (time-out shortened for the test): the local steps", async () => {
      server.behave({ kind: "slow", delayMs: 5_000, content: { steps } });
      const started = Date.now();
      const proposal = await proposeBreakdown({ user: owner.account, taskId: trip.id, timeZone: "UTC" }, { apiKey: "sk", baseURL: server.url, model: "slow", timeoutMs: 200 });
      expect(proposal).toEqual(fallback);
      expect(Date.now() - started).toBeLessThan(3_000);
    });
  });
});
