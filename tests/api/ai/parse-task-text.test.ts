import { parseTask } from "@/lib/parse/parse-task";
import { parseTaskText } from "@/server/ai/parse-task-text";
import { resetConfigForTests } from "@/server/config";
import type { LlmSettings } from "@/server/ai/llm-json";
import { startOpenAiServer, type OpenAiServer } from "@/tests/support/openai-server";

/**
 * The LLM path against a real OpenAI-compatible HTTP server on loopback. Whatever the server does,
 * parseTaskText answers with a usable result: the LLM's when it is good, the local parser's otherwise.
 */

const NOW = new Date("2025-03-12T14:00:00-04:00"); // Wednesday 14:00 in New York
const ZONE = "America/New_York";
const PROMPT = "Call mom tomorrow at 5pm";

let server: OpenAiServer;
let llm: LlmSettings;
let warn: jest.SpyInstance;

beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  llm = { apiKey: "sk-test", baseURL: server.url, model: "gpt-test", timeoutMs: 2000 };
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const local = (prompt = PROMPT) => ({ data: parseTask(prompt, { now: NOW, timeZone: ZONE }), parser: "local", model: "Local parser" });
const run = (prompt = PROMPT, settings: LlmSettings | null = llm) => parseTaskText({ prompt, timeZone: ZONE, now: NOW }, settings);

describe("parseTaskText with a good LLM answer", () => {
  it("uses the model's answer, turning its local wall time into the right UTC instant", async () => {
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "2025-03-13T17:00", urgency: 3 } });
    await expect(run()).resolves.toEqual({
      parser: "llm",
      model: "gpt-test",
      data: {
        title: "Call mom",
        dueDate: "2025-03-13T21:00:00.000Z",
        urgency: 3,
        recurrence: null,
        followUp: null,
        stillNeeded: [],
        suggestions: [],
      },
    });
  });

  it("returns the model's recurrence as a canonical RRULE in the user's zone, and drops a rule outside Duely's subset", async () => {
    server.behave({ kind: "answer", content: { title: "Gym", dueDate: "2025-03-13T07:00", urgency: null, recurrence: "RRULE:freq=weekly;byday=MO,TU,WE,TH,FR" } });
    const repeating = await run("Gym every weekday at 7am");
    expect(repeating.parser).toBe("llm");
    expect(repeating.data.recurrence).toEqual({ rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: ZONE });

    server.behave({ kind: "answer", content: { title: "Gym", dueDate: "2025-03-13T07:00", urgency: null, recurrence: "FREQ=HOURLY" } });
    const hourly = await run("Gym every hour");
    expect(hourly).toMatchObject({ parser: "llm", data: { title: "Gym", dueDate: "2025-03-13T11:00:00.000Z", recurrence: null } });
  });

  it("sends the local date, time and zone, the model and a strict JSON schema", async () => {
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: null, urgency: null } });
    await run();
    expect(server.requests).toHaveLength(1);
    const [{ path, authorization, body }] = server.requests;
    expect(path).toBe("/v1/chat/completions");
    expect(authorization).toBe("Bearer sk-test");
    expect(body.model).toBe("gpt-test");
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0].content).toContain("Wednesday 2025-03-12 14:00, time zone America/New_York (UTC-04:00)");
    expect(messages[1]).toEqual({ role: "user", content: PROMPT });
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "parsed_task", strict: true } });
  });

  it("clamps urgency to 1-5, moves a past date forward by whole days and asks for what is missing", async () => {
    server.behave({ kind: "answer", content: { title: "Pay rent", dueDate: "2025-03-10T09:00", urgency: 9 } });
    const result = await run("Pay rent");
    expect(result.parser).toBe("llm");
    expect(result.data).toMatchObject({ title: "Pay rent", dueDate: "2025-03-13T13:00:00.000Z", urgency: 5 });

    server.behave({ kind: "answer", content: { title: "Pay rent", dueDate: null, urgency: -2 } });
    const noDate = await run("Pay rent");
    expect(noDate.data).toMatchObject({ dueDate: null, urgency: 1, stillNeeded: ["date"], followUp: "When is this due?" });
    expect(noDate.data.suggestions.map((s) => s.displayText)).toEqual(["Tomorrow morning", "Later today", "Next week"]);
  });

  it("accepts an instant with an offset and keeps a wall time across the DST change", async () => {
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "2025-03-13T17:00:00-04:00", urgency: null } });
    expect((await run()).data.dueDate).toBe("2025-03-13T21:00:00.000Z");

    server.behave({ kind: "answer", content: { title: "Brunch", dueDate: "2025-03-09T11:00", urgency: null } });
    const result = await parseTaskText({ prompt: "Brunch tomorrow at 11", timeZone: ZONE, now: new Date("2025-03-08T20:30:00-05:00") }, llm);
    expect(result.data.dueDate).toBe("2025-03-09T15:00:00.000Z");
  });
});

describe("parseTaskText falls back to the local parser", () => {
  it("on malformed JSON, saying why in the log", async () => {
    server.behave({ kind: "malformed" });
    await expect(run()).resolves.toEqual(local());
    expect(warn).toHaveBeenCalledWith("[ai] LLM parser failed (malformed JSON); using the local parser");
  });

  it("on an answer that breaks the schema", async () => {
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "tomorrow", urgency: "high" } });
    await expect(run()).resolves.toEqual(local());
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "next week sometime", urgency: 2 } });
    await expect(run()).resolves.toEqual(local());
  });

  it("on a refusal", async () => {
    server.behave({ kind: "refusal", refusal: "I can't help with that." });
    await expect(run()).resolves.toEqual(local());
  });

  it("on HTTP 500, without retrying", async () => {
    server.behave({ kind: "status", status: 500 });
    await expect(run()).resolves.toEqual(local());
    expect(server.requests).toHaveLength(1);
  });

  it("on an answer slower than the time-out (time-out shortened for the test)", async () => {
    server.behave({ kind: "slow", delayMs: 5000, content: { title: "Call mom", dueDate: null, urgency: null } });
    const started = Date.now();
    await expect(run(PROMPT, { ...llm, timeoutMs: 300 })).resolves.toEqual(local());
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("when nothing listens at the configured address", async () => {
    const gone = await startOpenAiServer();
    const url = gone.url;
    await gone.close();
    await expect(run(PROMPT, { ...llm, baseURL: url })).resolves.toEqual(local());
  });

  it("without an API key, asking no server at all", async () => {
    await expect(run(PROMPT, null)).resolves.toEqual(local());
    expect(server.requests).toHaveLength(0);
  });
});

describe("parseTaskText configured from the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it("uses OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL", async () => {
    process.env.OPENAI_API_KEY = "sk-env";
    process.env.OPENAI_BASE_URL = server.url;
    process.env.OPENAI_MODEL = "env-model";
    resetConfigForTests();
    server.behave({ kind: "answer", content: { title: "Call mom", dueDate: "2025-03-13T17:00", urgency: 3 } });
    const result = await parseTaskText({ prompt: PROMPT, timeZone: ZONE, now: NOW });
    expect(result).toMatchObject({ parser: "llm", model: "env-model" });
    expect(server.requests.at(-1)?.authorization).toBe("Bearer sk-env");
  });

  it("answers locally when no key is set", async () => {
    delete process.env.OPENAI_API_KEY;
    resetConfigForTests();
    await expect(parseTaskText({ prompt: PROMPT, timeZone: ZONE, now: NOW })).resolves.toEqual(local());
  });
});
