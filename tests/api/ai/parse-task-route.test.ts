import { POST } from "@/app/api/parse-task/route";
import { PARSE_TASK_RATE_LIMIT, PROMPT_MAX } from "@/lib/constants/parse";
import { resetConfigForTests } from "@/server/config";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { read } from "@/tests/api/tasks/support";
import { apiRequest, params } from "@/tests/support/requests";
import { signedIn, type AnyTestUser, type TestUser } from "@/tests/support/users";
import { useTempDatabase } from "@/tests/support/db";
import { startOpenAiServer, type OpenAiServer } from "@/tests/support/openai-server";

/** POST /api/parse-task through its real route handler, real sessions in a temp libSQL file and a loopback LLM. */

useTempDatabase();

const NOW = "2025-03-12T14:00:00-04:00";
const ZONE = "America/New_York";
const saved = { ...process.env };

let user: TestUser;
let unverified: AnyTestUser;
let server: OpenAiServer;

beforeAll(async () => {
  [user, unverified] = await Promise.all([signedIn("Paula"), signedIn("Uma", { verified: false })]);
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

/** `caller` null: signed out. */
const parse = async (body: unknown, caller: AnyTestUser | null = user, origin?: string) =>
  read<unknown>(await POST(apiRequest("POST", "/api/parse-task", { caller: caller ?? undefined, body, origin }), params({})));

describe("POST /api/parse-task", () => {
  it("answers with the local parser's result when no LLM is configured, the prompt trimmed", async () => {
    const { status, body } = await parse({ prompt: "   Call mom tomorrow at 5pm urgent  ", timeZone: ZONE, now: NOW });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        parser: "local",
        model: "Local parser",
        task: {
          title: "Call mom",
          dueDate: "2025-03-13T21:00:00.000Z",
          urgency: 5,
          followUp: null,
          recurrence: null,
          stillNeeded: [],
          suggestions: [],
        },
      },
    });
  });

  it("answers with the LLM's result when one is configured, naming the model", async () => {
    process.env.OPENAI_API_KEY = "sk-route";
    process.env.OPENAI_BASE_URL = server.url;
    process.env.OPENAI_MODEL = "gpt-route";
    resetConfigForTests();
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "2025-03-13T17:00", urgency: 4 } });
    const { status, body } = await parse({ prompt: "Call mom tomorrow at 5pm", timeZone: ZONE, now: NOW });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { parser: "llm", model: "gpt-route", task: { title: "Call mom", dueDate: "2025-03-13T21:00:00.000Z", urgency: 4 } } });
  });

  it("still answers (locally) when the configured LLM fails", async () => {
    process.env.OPENAI_API_KEY = "sk-route";
    process.env.OPENAI_BASE_URL = server.url;
    resetConfigForTests();
    server.behave({ kind: "status", status: 500 });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { status, body } = await parse({ prompt: "Call mom tomorrow at 5pm", timeZone: ZONE, now: NOW });
    warn.mockRestore();
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { parser: "local", model: "Local parser", task: { title: "Call mom", dueDate: "2025-03-13T21:00:00.000Z" } } });
  });

  it("accepts exactly 500 characters", async () => {
    const { status } = await parse({ prompt: "a".repeat(PROMPT_MAX), timeZone: ZONE });
    expect(status).toBe(200);
  });

  it.each([
    ["a blank prompt", { prompt: "   ", timeZone: ZONE }, "Please enter a task"],
    ["no prompt", { timeZone: ZONE }, "Please enter a task"],
    ["501 characters", { prompt: "a".repeat(PROMPT_MAX + 1), timeZone: ZONE }, "Task text must be at most 500 characters"],
    ["an unknown zone", { prompt: "Call mom", timeZone: "Mars/Olympus" }, "Time zone must be an IANA zone such as Europe/Berlin"],
    ["a now without offset", { prompt: "Call mom", timeZone: ZONE, now: "2025-03-12 14:00" }, "now must be an ISO date-time with an offset"],
  ])("refuses %s with 400", async (_case, body, message) => {
    expect(await parse(body)).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
  });

  it("refuses signed-out callers (401) and unverified ones (403)", async () => {
    expect((await parse({ prompt: "Call mom", timeZone: ZONE }, null)).status).toBe(401);
    expect(await parse({ prompt: "Call mom", timeZone: ZONE }, unverified)).toEqual({
      status: 403,
      body: { error: { code: "email_not_verified", message: "Please verify your email address to continue." } },
    });
  });

  it("refuses a cross-origin request", async () => {
    expect((await parse({ prompt: "Call mom", timeZone: ZONE }, user, "https://evil.example")).status).toBe(403);
  });

  it("limits each user's rate, with Retry-After, without affecting others", async () => {
    for (let i = 0; i < PARSE_TASK_RATE_LIMIT.limit; i++) {
      expect((await parse({ prompt: "Call mom", timeZone: ZONE })).status).toBe(200);
    }
    const response = await POST(apiRequest("POST", "/api/parse-task", { caller: user, body: { prompt: "Call mom", timeZone: ZONE } }), params({}));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await signedIn("Otto");
    expect((await parse({ prompt: "Call mom", timeZone: ZONE }, other)).status).toBe(200);
  });
});
