import { createClient } from "@libsql/client";
import fc from "fast-check";
import * as mcpRoute from "@/app/api/mcp/route";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { MCP_MAX_BODY_BYTES } from "@/lib/constants/mcp";
import { createApiToken } from "@/server/services/tokens";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { apiRequest, params } from "@/tests/support/requests";
import { createUser } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { jsonValue, nastyString } from "./support";

/**
 * Fuzzing the MCP endpoint's JSON-RPC path with a live read+write token: generated single messages
 * (tool calls with generated arguments, other methods, notifications, responses) and batches of up to
 * 120 of them, arrays nested in arrays, and bodies that are not JSON. Every answer is below 500; a
 * batch (any JSON array) is refused with HTTP 400 and a JSON-RPC Invalid Request error (past the body
 * cap, with 413 before it is read) and changes nothing; no request adds more than one task, whatever it holds.
 *
 * Seeded and bounded like the route fuzzer: FUZZ_SEED, FUZZ_RUNS (default 300), FUZZ_TIME_MS (default 20 s).
 */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 20_000);

let restore: () => void;
let secret: string;
let workspaceId: string;
beforeAll(async () => {
  // The quick-add parser runs locally: no model server to wait for.
  restore = setEnv({ OPENAI_API_KEY: undefined });
  const owner = await createUser({ name: "Mona" });
  workspaceId = (await workspaceOf(owner)).id;
  ({ secret } = await createApiToken({ user: owner.account, token: { name: "fuzz", scope: "read_write", expiresInDays: null, timeZone: null } }));
});
afterAll(() => restore());

const TOOLS = ["add_task", "complete_task", "reschedule_task", "add_comment", "list_tasks", "list_workspaces", "weekly_insights", "no_such_tool"];

/** One JSON-RPC message, most of them tool calls that would write when sent alone. */
const message = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        jsonrpc: fc.constant("2.0"),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
        method: fc.constant("tools/call"),
        params: fc.record({
          name: fc.constantFrom(...TOOLS),
          arguments: fc.oneof(
            fc.constant({ text: "Fuzzed from MCP tomorrow 9am", workspaceId }),
            fc.dictionary(fc.constantFrom("text", "taskId", "workspaceId", "when", "filter", "query", "timeZone", "__proto__"), fc.oneof(nastyString([workspaceId]), jsonValue([workspaceId])), { maxKeys: 4 }),
          ),
        }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer(), method: fc.constantFrom("tools/list", "initialize", "ping", "resources/list", "x") }) },
    { weight: 1, arbitrary: fc.record({ jsonrpc: fc.constant("2.0"), method: fc.constantFrom("notifications/initialized", "notifications/cancelled") }) },
    { weight: 1, arbitrary: fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer(), result: jsonValue([]) }) },
    { weight: 1, arbitrary: jsonValue([workspaceId]) },
  );

type Body = { kind: "single"; value: unknown } | { kind: "batch"; value: unknown[] } | { kind: "raw"; text: string };

const body = (): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 3, arbitrary: message().map((value) => ({ kind: "single" as const, value })) },
    {
      weight: 4,
      arbitrary: fc
        .oneof(fc.array(message(), { minLength: 0, maxLength: 5 }), fc.array(message(), { minLength: 90, maxLength: 120 }), fc.array(fc.array(message(), { maxLength: 3 }), { maxLength: 3 }))
        .map((value) => ({ kind: "batch" as const, value })),
    },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "[", "[]", "null", "[[]]", "\u0000", '[{"jsonrpc":"2.0"').map((text) => ({ kind: "raw" as const, text })) },
  );

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

describe("MCP fuzzing (JSON-RPC messages and batches)", () => {
  it("never answers 5xx, refuses every batch with 400 Invalid Request and no change, and runs at most one tool per request", async () => {
    console.info(`MCP fuzz: seed ${SEED}, up to ${RUNS} requests or ${TIME_MS} ms (FUZZ_SEED=${SEED} reproduces this run)`);
    const client = createClient({ url: db.url });
    const rows = async () => {
      const result = await client.execute("SELECT (SELECT count(*) FROM tasks) AS tasks, (SELECT count(*) FROM reminders) AS reminders, (SELECT count(*) FROM workspaces) AS workspaces");
      const row = result.rows[0];
      return { tasks: Number(row.tasks), reminders: Number(row.reminders), workspaces: Number(row.workspaces) };
    };
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    let sent = 0;
    let batches = 0;
    let ran = 0;
    try {
      await fc.assert(
        fc.asyncProperty(body(), async (b) => {
          resetRateLimitsForTests();
          const before = await rows();
          const text = b.kind === "raw" ? b.text : JSON.stringify(b.value);
          const res = await mcpRoute.POST(apiRequest("POST", "/api/mcp", { origin: null, headers: { ...HEADERS, authorization: `Bearer ${secret}` }, rawBody: text }), params({}));
          sent += 1;
          const answer = await res.text();
          const described = `${b.kind} ${text.slice(0, 200)}${text.length > 200 ? `… (${text.length} chars)` : ""}`;
          if (res.status >= 500) throw new Error(`${res.status} for ${described}: ${answer.slice(0, 300)}`);
          const after = await rows();
          if (b.kind === "single" && res.status === 200) ran += 1;
          if (after.tasks - before.tasks > 1) throw new Error(`${after.tasks - before.tasks} tasks from one request: ${described}`);
          if (b.kind === "batch") {
            batches += 1;
            // Past the body cap the batch is refused before it is read (413 in our error shape), else as a batch.
            const error = (JSON.parse(answer) as { error?: { code?: number | string } }).error;
            const refused = (res.status === 400 && error?.code === -32600) || (res.status === 413 && error?.code === "payload_too_large" && text.length > MCP_MAX_BODY_BYTES);
            if (!refused) throw new Error(`batch answered ${res.status} ${answer.slice(0, 300)}: ${described}`);
            if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`a refused batch changed ${JSON.stringify(before)} -> ${JSON.stringify(after)}: ${described}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
    } finally {
      console.info(`MCP fuzz: ${sent} requests, ${batches} of them batches; ${ran} single messages answered 200; ${(await rows()).tasks} tasks made`);
      client.close();
      logged.mockRestore();
    }
    expect(batches).toBeGreaterThan(10);
    expect(ran).toBeGreaterThan(10);
  }, 60_000);
});
