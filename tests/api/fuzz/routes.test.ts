import fc from "fast-check";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import { getAccountStore, getStore } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { APP_URL, apiRequest, params } from "@/tests/support/requests";
import { createUser, type AnyTestUser, type TestUser } from "@/tests/support/users";
import { apiRoutes, jsonValue, nastyString, nearlyValidBody, pathOf, rawBody, snapshotter, type ApiRoute } from "./support";

/**
 * Fuzzing every API route handler (all of app/api, found on disk) with generated requests: params,
 * bodies (missing and extra fields, wrong types, huge and unicode strings, prototype keys, duplicate
 * JSON keys, broken JSON), query strings and headers, as a verified user who owns data, a verified
 * stranger, an unverified user and anonymously. Every answer must be below 500; every JSON success
 * `{ data }` (but for the formats of OWN_FORMAT_ROUTES and downloads); every refusal
 * `{ error: { code, message } }`; a refused request must leave the database exactly as it was.
 *
 * Seeded and bounded: FUZZ_SEED reproduces a run (the seed is printed), FUZZ_RUNS sets the number of
 * requests (default 1000), and the run stops after FUZZ_TIME_MS (default 30 s) whatever the count.
 */

const db = useTempDatabase();
useApiEnvironment();

// The cron route answers 503 while it is not configured; configured, it must refuse a wrong bearer with 401.
let restoreCron: (() => void) | undefined;
beforeAll(() => {
  restoreCron = setEnv({ CRON_SECRET: "fuzz-cron-secret-0123456789abcdef" });
});
afterAll(() => restoreCron?.());

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 30_000);

interface Fixtures {
  owner: TestUser;
  stranger: TestUser;
  unverified: AnyTestUser;
  workspaceId: string;
  taskId: string;
  commentId: string;
  reminderId: string;
}

let fixtures: Fixtures;
const routes = apiRoutes();

const dataOf = async (res: Response): Promise<Record<string, unknown>> => {
  const body = (await res.json()) as Record<string, unknown>;
  return (body.data ?? body) as Record<string, unknown>;
};

/** A workspace with a task, a reminder comment and its reminder, all the owner's, made through the API. */
async function ownerData(owner: TestUser): Promise<Pick<Fixtures, "workspaceId" | "taskId" | "commentId" | "reminderId">> {
  const find = (template: string) => {
    const route = routes.find((r) => r.template === template);
    if (!route) throw new Error(`no route ${template}`);
    return route;
  };
  const post = async (template: string, values: Record<string, string>, body: unknown) => {
    const handler = find(template).handlers.POST;
    if (!handler) throw new Error(`no POST ${template}`);
    const res = await handler(apiRequest("POST", pathOf(find(template), values), { caller: owner, body }), params(values));
    if (res.status >= 300) throw new Error(`fixture ${template} answered ${res.status}: ${await res.text()}`);
    return dataOf(res);
  };
  const workspace = await post("/api/workspaces", {}, { name: "Fuzz", icon: "🧪" });
  const workspaceId = String(workspace.id);
  const task = await post("/api/tasks", {}, { title: "Fuzzed task", workspaceId, urgency: 3, dueDate: null });
  const taskId = String(task.id);
  const added = await post("/api/tasks/[taskId]/comments", { taskId }, { text: "!rmd in 2 hours check the fuzz", timeZone: "UTC" });
  const comment = added.comment as { id: string };
  const reminder = added.reminder as { status: string; reminder?: { id: string } };
  return { workspaceId, taskId, commentId: comment.id, reminderId: reminder.reminder?.id ?? "none" };
}

/** A new session for a user whose session a successful request (sign-out, verification) ended. */
async function ensureSession(user: AnyTestUser): Promise<void> {
  const accounts = await getAccountStore();
  const token = user.cookie.slice(user.cookie.indexOf("=") + 1);
  if (await accounts.getSession(hashSecret(token))) return;
  const fresh = newSecret();
  const now = new Date();
  await accounts.createSession({ tokenHash: hashSecret(fresh), userId: user.account.id, expiresAt: new Date(now.getTime() + 3_600_000).toISOString(), createdAt: now.toISOString() });
  user.cookie = `${user.cookie.slice(0, user.cookie.indexOf("="))}=${fresh}`;
}

/** Makes the owner's data anew when a successful request deleted some of it, so later requests still aim at real rows. */
async function ensureOwnerData(): Promise<void> {
  // A deleted account (DELETE /api/auth/me) is replaced by a new one: an owner's data with it, below.
  const accounts = await getAccountStore();
  const gone = async (user: AnyTestUser) => !(await accounts.getUserById(user.account.id));
  if (await gone(fixtures.stranger)) fixtures.stranger = await createUser({ name: "Stan" });
  if (await gone(fixtures.owner)) fixtures.owner = await createUser({ name: "Olivia" });
  for (const user of [fixtures.owner, fixtures.stranger, fixtures.unverified]) await ensureSession(user);
  const store = await getStore();
  const task = await store.getTask(fixtures.taskId);
  const workspace = await store.getWorkspace(fixtures.workspaceId);
  if (task && workspace && task.comments.some((c) => c.id === fixtures.commentId)) return;
  // A new owner: the old one may own as many workspaces as the limit allows by now.
  fixtures.owner = await createUser({ name: "Olivia" });
  Object.assign(fixtures, await ownerData(fixtures.owner));
}

beforeAll(async () => {
  const owner = await createUser({ name: "Olivia" });
  fixtures = {
    owner,
    stranger: await createUser({ name: "Stan" }),
    unverified: await createUser({ name: "Una", verified: false }),
    ...(await ownerData(owner)),
  };
}, 30_000);

type Caller = "owner" | "stranger" | "unverified" | "anonymous";

interface FuzzRequest {
  /** The route's template, e.g. "/api/tasks/[taskId]". */
  route: string;
  method: string;
  caller: Caller;
  /** Per param: the fixture's id for it, or a generated string. */
  paramChoice: Record<string, { fixture: true } | { value: string }>;
  query: Record<string, string>;
  body:
    | { kind: "none" }
    | { kind: "json"; value: unknown }
    | { kind: "raw"; text: string }
    /** The route's valid body (VALID_BODIES), each field kept, dropped or replaced, extra fields added. */
    | { kind: "mutated"; plan: Record<string, { op: "keep" } | { op: "drop" } | { op: "set"; value: unknown }>; extra: Record<string, unknown> };
  headers: Record<string, string>;
  origin: string | null;
}

/**
 * A valid body per route, so that generated requests also get past validation and reach the rules and
 * the writes (a refusal there must roll back as well as a refusal at the door).
 */
const VALID_BODIES: Record<string, Record<string, (f: Fixtures) => unknown>> = {
  "POST /api/workspaces": { name: () => "Fuzz team", icon: () => "🧪" },
  "PATCH /api/workspaces/[workspaceId]": { name: () => "Renamed", icon: () => "🔥" },
  "POST /api/workspaces/[workspaceId]/members": { email: (f) => f.stranger.account.email },
  "POST /api/tasks": { title: () => "Fuzzed", workspaceId: (f) => f.workspaceId, urgency: () => 4, dueDate: () => "2030-01-01T10:00:00Z" },
  "PATCH /api/tasks/[taskId]": { title: () => "Renamed task", urgency: () => 2, completed: () => true, dueDate: () => null },
  "POST /api/tasks/[taskId]/toggle": { completed: () => true },
  "POST /api/tasks/[taskId]/comments": { text: () => "!rmd in 1 hour call back", timeZone: () => "UTC" },
  "POST /api/send-email": { to: (f) => f.owner.account.email, subject: () => "Hello", text: () => "Hi there" },
  "POST /api/parse-task": { prompt: () => "call mom tomorrow at 5pm", timeZone: () => "Europe/Paris" },
  "POST /api/auth/register": { name: () => "Reg", email: () => `fuzz.${Math.random().toString(36).slice(2)}@example.com`, password: () => "secret12", confirmPassword: () => "secret12" },
  "POST /api/auth/login": { email: (f) => f.owner.account.email, password: () => "not-the-password" },
  "POST /api/calendar-feeds": { workspaceId: (f) => f.workspaceId, includeCompleted: () => true },
  "PATCH /api/auth/me": { name: () => "Renamed Person" },
  "POST /api/auth/password": { currentPassword: () => "not-the-password", newPassword: () => "secret12", confirmPassword: () => "secret12" },
  "DELETE /api/auth/me": { email: (f) => f.owner.account.email },
};

const known = () => [fixtures.workspaceId, fixtures.taskId, fixtures.commentId, fixtures.reminderId, fixtures.owner.account.email, fixtures.stranger.account.email];

const requestArbitrary = (): fc.Arbitrary<FuzzRequest> =>
  fc
    .constantFrom(...routes.flatMap((route) => Object.keys(route.handlers).map((method) => ({ route, method }))))
    .chain(({ route, method }) =>
      fc.record({
        route: fc.constant(route.template),
        method: fc.constant(method),
        caller: fc.constantFrom<Caller>("owner", "owner", "owner", "stranger", "unverified", "anonymous"),
        paramChoice: fc.record(
          Object.fromEntries(
            route.paramNames.map((name) => [
              name,
              fc.oneof(
                { weight: 3, arbitrary: fc.constant({ fixture: true as const }) },
                { weight: 2, arbitrary: nastyString(known()).map((value) => ({ value })) },
              ),
            ]),
          ),
        ),
        query: fc.dictionary(fc.constantFrom("workspaceId", "taskId", "code", "state", "error", "__proto__", "x"), nastyString(known()), { maxKeys: 3 }),
        body: fc.oneof(
          {
            weight: VALID_BODIES[`${method} ${route.template}`] ? 6 : 1,
            arbitrary: fc.record({
              kind: fc.constant("mutated" as const),
              plan: fc.record(
                Object.fromEntries(
                  Object.keys(VALID_BODIES[`${method} ${route.template}`] ?? {}).map((field) => [
                    field,
                    fc.oneof(
                      { weight: 5, arbitrary: fc.constant({ op: "keep" as const }) },
                      { weight: 1, arbitrary: fc.constant({ op: "drop" as const }) },
                      { weight: 1, arbitrary: jsonValue(known()).map((value) => ({ op: "set" as const, value })) },
                    ),
                  ]),
                ),
              ),
              extra: fc.dictionary(fc.constantFrom("__proto__", "constructor", "userId", "id", "role", "emailVerification", "members", "x"), jsonValue(known()), { maxKeys: 2 }),
            }),
          },
          { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
          { weight: 4, arbitrary: nearlyValidBody(known()).map((value) => ({ kind: "json" as const, value })) },
          { weight: 1, arbitrary: jsonValue(known()).map((value) => ({ kind: "json" as const, value })) },
          { weight: 2, arbitrary: rawBody(known()).map((text) => ({ kind: "raw" as const, text })) },
        ),
        headers: fc.dictionary(
          fc.constantFrom("content-type", "authorization", "x-forwarded-for", "x-real-ip", "sec-fetch-site", "if-none-match", "accept", "x-duely"),
          fc.oneof(fc.constantFrom("application/json", "text/plain", "Bearer x", "Bearer ", "cross-site", "none", "1.2.3.4, 5.6.7.8", "*"), fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s))),
          { maxKeys: 3 },
        ),
        origin: fc.constantFrom<string | null>(APP_URL, APP_URL, APP_URL, null, "https://evil.example"),
      }),
    );

function paramValue(name: string, choice: FuzzRequest["paramChoice"][string]): string {
  if ("value" in choice) return choice.value;
  const byName: Record<string, string> = {
    workspaceId: fixtures.workspaceId,
    taskId: fixtures.taskId,
    commentId: fixtures.commentId,
    reminderId: fixtures.reminderId,
    email: fixtures.stranger.account.email,
  };
  return byName[name] ?? "x";
}

/** What was sent, short enough for a failure message. */
function routeOf(r: FuzzRequest): ApiRoute {
  const route = routes.find((candidate) => candidate.template === r.route);
  if (!route) throw new Error(`no route ${r.route}`);
  return route;
}

function describeRequest(r: FuzzRequest, values: Record<string, string>): string {
  const cut = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}… (${s.length} chars)` : s);
  const body =
    r.body.kind === "none"
      ? "no body"
      : r.body.kind === "raw"
        ? `raw ${cut(JSON.stringify(r.body.text))}`
        : r.body.kind === "json"
          ? `json ${cut(JSON.stringify(r.body.value) ?? "undefined")}`
          : `mutated ${cut(JSON.stringify(r.body))}`;
  return `${r.method} ${r.route} as ${r.caller} params=${cut(JSON.stringify(values))} query=${cut(JSON.stringify(r.query))} headers=${JSON.stringify(r.headers)} origin=${r.origin} ${body}`;
}

async function send(request: FuzzRequest): Promise<{ status: number; contentType: string; ownFormat: boolean; text: string; described: string }> {
  let r = request;
  const route = routeOf(r);
  const values = Object.fromEntries(route.paramNames.map((name) => [name, paramValue(name, r.paramChoice[name])]));
  const query = new URLSearchParams(r.query).toString();
  const path = `${pathOf(route, values)}${query ? `?${query}` : ""}`;
  const caller = r.caller === "anonymous" ? null : fixtures[r.caller];
  const withBody = r.method !== "GET";
  if (r.body.kind === "mutated") {
    const valid = VALID_BODIES[`${r.method} ${r.route}`] ?? {};
    const value: Record<string, unknown> = {};
    for (const [field, make] of Object.entries(valid)) {
      const step = r.body.plan[field];
      if (step?.op === "drop") continue;
      value[field] = step?.op === "set" ? step.value : make(fixtures);
    }
    // Extra keys as JSON text, so "__proto__" arrives as the own property a client can send.
    const extra = Object.entries(r.body.extra).map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? "null"}`);
    const text = JSON.stringify(value);
    r = { ...r, body: { kind: "raw", text: extra.length ? `${text.slice(0, -1)}${text.length > 2 ? "," : ""}${extra.join(",")}}` : text } };
  }
  const req = apiRequest(r.method, path, {
    caller,
    origin: r.origin,
    headers: r.headers,
    ...(withBody && r.body.kind === "json" ? { body: r.body.value } : {}),
    ...(withBody && r.body.kind === "raw" ? { rawBody: r.body.text } : {}),
  });
  const handler = route.handlers[r.method as keyof ApiRoute["handlers"]];
  if (!handler) throw new Error("no handler");
  const res = await handler(req, params(values));
  const contentType = res.headers.get("content-type") ?? "";
  const ownFormat = (res.headers.get("content-disposition") ?? "").startsWith("attachment") || OWN_FORMAT_ROUTES.has(r.route);
  // A stream (server-sent events) is never read to its end.
  const text = contentType.startsWith("text/event-stream") ? (await res.body?.cancel(), "") : await res.text();
  return { status: res.status, contentType, ownFormat, text, described: describeRequest(r, values) };
}

/**
 * JSON successes that follow a format of their own instead of `{ data }`: the OpenAPI document, MCP's
 * JSON-RPC, and downloads (Content-Disposition: attachment, such as the export).
 */
const OWN_FORMAT_ROUTES = new Set(["/api/openapi.json", "/api/mcp"]);

/** Routes that answer before a write they start in the background has finished. */
const BACKGROUND_WRITERS = new Set(["/api/auth/recovery", "/api/auth/verification/resend"]);

/** A JSON success is `{ data }` and nothing else. */
function isDataShape(text: string): boolean {
  try {
    return Object.keys(JSON.parse(text) as object).join() === "data";
  } catch {
    return false;
  }
}

function isErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return Object.keys(body).join() === "error" && typeof body.error?.code === "string" && typeof body.error.message === "string" && body.error.message.length > 0;
  } catch {
    return false;
  }
}

describe("API fuzzing (every route handler, generated requests)", () => {
  it("never answers 5xx, succeeds in { data }, refuses only in the { error: { code, message } } shape, and a refusal changes nothing", async () => {
    console.info(`API fuzz: seed ${SEED}, up to ${RUNS} requests or ${TIME_MS} ms (FUZZ_SEED=${SEED} reproduces this run)`);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    let sent = 0;
    const refusedBy = new Map<number, number>();
    const database = snapshotter(db.url);
    let current: string | null = null;
    try {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(), async (r) => {
          resetRateLimitsForTests();
          // A refusal leaves the database as it was (checked below), so only a success calls for a new look.
          if (current === null) {
            await ensureOwnerData();
            current = await database.snapshot();
          }
          const before = current;
          const { status, contentType, ownFormat, text, described } = await send(r);
          sent += 1;
          if (status >= 500) throw new Error(`${status} for ${described}: ${text.slice(0, 300)}`);
          if (status < 300 && !ownFormat && contentType.includes("application/json") && !isDataShape(text)) {
            throw new Error(`success ${status} not { data } for ${described}: ${text.slice(0, 300)}`);
          }
          if (status >= 400) {
            refusedBy.set(status, (refusedBy.get(status) ?? 0) + 1);
            if (!contentType.includes("application/json") || !isErrorShape(text)) throw new Error(`refusal ${status} not in the error shape for ${described}: ${text.slice(0, 300)}`);
            const after = await database.snapshot();
            if (after !== before) throw new Error(`refusal ${status} changed the database for ${described}`);
          } else {
            current = null;
            // These answer at once and write in the background (a recovery or verification secret):
            // let that land before the next request's "before".
            if (BACKGROUND_WRITERS.has(r.route)) await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
    } finally {
      database.close();
      logged.mockRestore();
      console.info(`API fuzz: ${sent} requests over ${routes.length} routes; refusals by status ${JSON.stringify(Object.fromEntries(refusedBy))}`);
    }
    expect(sent).toBeGreaterThan(50);
  }, 90_000);
});
