import { z } from "zod";
import { AppError } from "@/server/errors";
import { created, defineRoute, noContent, ok, type RouteContract } from "@/server/contracts/types";
import { handle } from "@/server/http";
import { createApiToken } from "@/server/services/tokens";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { tokensCopy } from "@/lib/copy/tokens";
import { remindersCopy } from "@/lib/copy/reminders";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { apiRequest, params, readJson, type RequestOptions } from "@/tests/support/requests";
import { createUser, type AnyTestUser, type TestUser } from "@/tests/support/users";

/**
 * `handle(contract, handler)` (server/http): each rule a contract states, checked on routes declared
 * for the test, with real sessions and tokens on a temporary database.
 */

useTempDatabase();
useApiEnvironment({ smtp: false });

const base = { summary: "Test", tag: "Test" } as const;
const echo = z.object({ who: z.string(), token: z.string().nullable() });

let verified: TestUser;
let unverified: AnyTestUser;
let readSecret: string;
let writeSecret: string;
beforeAll(async () => {
  verified = await createUser({ name: "Vera" });
  unverified = await createUser({ name: "Una", verified: false });
  const token = (scope: "read" | "read_write") => createApiToken({ user: verified.account, token: { name: scope, scope, expiresInDays: null, timeZone: null } });
  readSecret = (await token("read")).secret;
  writeSecret = (await token("read_write")).secret;
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
/** Calls a handler with a request to /api/test (or `path`) and reads its answer. */
async function send(handler: (req: ReturnType<typeof apiRequest>, ctx: { params: Promise<never> }) => Promise<Response>, method: string, options: RequestOptions & { path?: string; values?: Record<string, string> } = {}) {
  const { path = "/api/test", values = {}, ...request } = options;
  const res = await handler(apiRequest(method, path, request), params(values as never));
  return { ...(await readJson<Record<string, unknown>>(res)), headers: res.headers };
}
const refusal = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

describe("who may call", () => {
  const sessionOnly = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "session", success: ok(echo) }), async ({ user, token }) => ({ who: user.name, token: token?.scope ?? null }));
  const either = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "session-or-token", success: ok(echo) }), async ({ user, token }) => ({ who: user.name, token: token?.scope ?? null }));
  const unverifiedToo = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "session", unverified: true, success: ok(echo) }), async ({ user }) => ({ who: user.name, token: null }));

  it("a session route: the session's verified account; signed out 401, unverified 403, a token 403, a token with a cookie 400", async () => {
    expect(await send(sessionOnly, "GET", { caller: verified })).toMatchObject({ status: 200, body: { data: { who: "Vera", token: null } } });
    expect(await send(sessionOnly, "GET")).toMatchObject(refusal(401, "unauthorized", authCopy.mustBeLoggedIn));
    expect(await send(sessionOnly, "GET", { caller: unverified })).toMatchObject(refusal(403, "email_not_verified", authCopy.verifyToContinue));
    expect(await send(sessionOnly, "GET", { headers: bearer(writeSecret) })).toMatchObject(refusal(403, "forbidden", tokensCopy.sessionOnly));
    expect(await send(sessionOnly, "GET", { caller: verified, headers: bearer(writeSecret) })).toMatchObject(refusal(400, "bad_request", tokensCopy.cookieAndBearer));
  });

  it("a route that allows unverified accounts lets them in (and still needs a session)", async () => {
    expect(await send(unverifiedToo, "POST", { caller: unverified })).toMatchObject({ status: 200, body: { data: { who: "Una" } } });
    expect(await send(unverifiedToo, "POST")).toMatchObject({ status: 401 });
  });

  it("a session-or-token route: a token acts as its owner and reaches the handler; an unknown token 401", async () => {
    expect(await send(either, "GET", { headers: bearer(readSecret) })).toMatchObject({ status: 200, body: { data: { who: "Vera", token: "read" } } });
    expect(await send(either, "GET", { caller: verified })).toMatchObject({ status: 200, body: { data: { who: "Vera", token: null } } });
    expect(await send(either, "GET", { headers: bearer("duely_unknown") })).toMatchObject(refusal(401, "unauthorized", tokensCopy.invalidToken));
  });

  it("a token-only route: without a token 401 with a Bearer challenge (a session does not count), with a cookie too 400", async () => {
    const tokenOnly = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "token", scope: "read", success: ok(echo) }), async ({ user, token }) => ({ who: user.name, token: token.scope }));
    const none = await send(tokenOnly, "POST", { caller: verified });
    expect(none).toMatchObject(refusal(401, "unauthorized", tokensCopy.invalidToken));
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="duely"');
    expect(await send(tokenOnly, "POST", { headers: bearer(readSecret) })).toMatchObject({ status: 200, body: { data: { who: "Vera", token: "read" } } });
    expect(await send(tokenOnly, "POST", { caller: verified, headers: bearer(readSecret) })).toMatchObject({ status: 400 });
  });

  it("cron: 503 while CRON_SECRET is unset, 401 for a wrong secret, the handler with the right one", async () => {
    const cron = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "cron", success: ok(z.literal("ran")) }), async () => "ran" as const);
    expect((await send(cron, "GET", { headers: bearer("x") })).status).toBe(503);
    const restore = setEnv({ CRON_SECRET: "a-cron-secret-of-enough-length-123" });
    try {
      expect((await send(cron, "GET", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      expect(await send(cron, "GET", { headers: { authorization: "Bearer a-cron-secret-of-enough-length-123" } })).toMatchObject({ status: 200, body: { data: "ran" } });
    } finally {
      restore();
    }
  });
});

describe("the token scope (the same check the MCP tools use)", () => {
  const route = (contract: RouteContract) => handle(contract, async () => ({ done: true }));
  const write = route(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "session-or-token", success: ok() }));
  const remove = route(defineRoute({ ...base, method: "DELETE", path: "/api/test", auth: "session-or-token", success: ok() }));
  const readByPost = route(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "session-or-token", scope: "read", success: ok() }));
  const writeByGet = route(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "session-or-token", scope: "write", success: ok() }));
  const readOnly = refusal(403, "forbidden", tokensCopy.readOnlyToken);

  it("follows the method by default: a read token may GET, not POST or DELETE; a read_write token may", async () => {
    expect(await send(write, "POST", { headers: bearer(readSecret) })).toMatchObject(readOnly);
    expect(await send(remove, "DELETE", { headers: bearer(readSecret) })).toMatchObject(readOnly);
    expect(await send(write, "POST", { headers: bearer(writeSecret) })).toMatchObject({ status: 200 });
    expect(await send(write, "POST", { caller: verified })).toMatchObject({ status: 200 });
  });

  it("follows the contract when it names one", async () => {
    expect(await send(readByPost, "POST", { headers: bearer(readSecret) })).toMatchObject({ status: 200 });
    expect(await send(writeByGet, "GET", { headers: bearer(readSecret) })).toMatchObject(readOnly);
  });
});

describe("the Origin check on state-changing requests", () => {
  const write = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "session-or-token", success: ok() }), async () => ({}));
  const open = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "none", success: ok() }), async () => ({}));
  const tokenOnly = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "token", scope: "read", success: ok() }), async () => ({}));
  const foreign = "https://evil.example";

  it("refuses another site's request that a cookie could ride on, whoever the route is for", async () => {
    expect(await send(write, "POST", { caller: verified, origin: foreign })).toMatchObject(refusal(403, "forbidden", commonCopy.forbiddenOrigin));
    expect(await send(open, "POST", { origin: foreign })).toMatchObject(refusal(403, "forbidden", commonCopy.forbiddenOrigin));
    expect(await send(write, "POST", { caller: verified, origin: null, headers: { "sec-fetch-site": "cross-site" } })).toMatchObject({ status: 403 });
  });

  it("lets a token alone through from anywhere (no cookie rides along), and a token-only route never looks", async () => {
    expect(await send(write, "POST", { origin: foreign, headers: bearer(writeSecret) })).toMatchObject({ status: 200 });
    expect(await send(tokenOnly, "POST", { origin: foreign })).toMatchObject({ status: 401 });
  });
});

describe("params, query and body are read with the contract's schemas", () => {
  const contract = defineRoute({
    ...base,
    method: "POST",
    path: "/api/test/{reminderId}/{free}",
    auth: "none",
    params: { reminderId: { schema: z.string().regex(/^r[0-9]+$/).transform((id) => id.toUpperCase()), notFound: remindersCopy.notFound } },
    query: z.object({ n: z.coerce.number().int().max(5, { error: "n is at most 5" }) }),
    body: z.object({ text: z.string({ error: "Text is required" }) }),
    success: created(z.object({ reminderId: z.string(), free: z.string(), n: z.number(), text: z.string() })),
  });
  const route = handle(contract, async ({ params: { reminderId, free }, query: { n }, body: { text } }) => ({ reminderId, free, n, text }));
  const call = (values: Record<string, string>, query: string, body: unknown) => send(route, "POST", { path: `/api/test/x/y?${query}`, values, body });

  it("hands the handler parsed values, answered with the contract's success status", async () => {
    expect(await call({ reminderId: "r1", free: "any thing" }, "n=3", { text: "hi" })).toMatchObject({ status: 201, body: { data: { reminderId: "R1", free: "any thing", n: 3, text: "hi" } } });
  });

  it("a path parameter the schema refuses is a 404 with the contract's message, before the query and the body", async () => {
    expect(await call({ reminderId: "../x", free: "y" }, "n=9", {})).toMatchObject(refusal(404, "not_found", remindersCopy.notFound));
  });

  it("a bad query, then a bad body, is a 400 with the schema's message; bad JSON and an empty body too", async () => {
    expect(await call({ reminderId: "r1", free: "y" }, "n=9", { text: "hi" })).toMatchObject(refusal(400, "bad_request", "n is at most 5"));
    expect(await call({ reminderId: "r1", free: "y" }, "n=1", { text: 5 })).toMatchObject(refusal(400, "bad_request", "Text is required"));
    expect(await send(route, "POST", { path: "/api/test/x/y?n=1", values: { reminderId: "r1", free: "y" }, rawBody: "{" })).toMatchObject(refusal(400, "bad_request", commonCopy.invalidInput));
    expect(await send(route, "POST", { path: "/api/test/x/y?n=1", values: { reminderId: "r1", free: "y" }, rawBody: "" })).toMatchObject(refusal(400, "bad_request", "Text is required"));
  });

  it("an upload is read as text up to its own cap (413 with its message past it)", async () => {
    const upload = handle(defineRoute({ ...base, method: "POST", path: "/api/test", auth: "none", upload: { mediaType: "text/plain", maxBytes: 10, tooLarge: "Too big" }, success: ok(z.number()) }), async ({ body }) => body.length);
    expect(await send(upload, "POST", { rawBody: "0123456789" })).toMatchObject({ status: 200, body: { data: 10 } });
    expect(await send(upload, "POST", { rawBody: "0123456789!" })).toMatchObject(refusal(413, "payload_too_large", "Too big"));
  });
});

describe("the answer", () => {
  it("is { data } with the success's headers, no body for 204, and the handler's own Response as it is", async () => {
    const withHeaders = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: { ...ok(z.null()), headers: { "Cache-Control": "no-store" } } }), async () => null);
    const answered = await send(withHeaders, "GET");
    expect(answered).toMatchObject({ status: 200, body: { data: null } });
    expect(answered.headers.get("cache-control")).toBe("no-store");
    const gone = handle(defineRoute({ ...base, method: "DELETE", path: "/api/test", auth: "none", success: noContent }), async () => undefined);
    expect(await send(gone, "DELETE")).toMatchObject({ status: 204, body: null });
    const own = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: ok() }), async () => new Response("plain", { status: 202 }));
    const res = await own(apiRequest("GET", "/api/test"), params({}));
    expect([res.status, await res.text()]).toEqual([202, "plain"]);
  });

  it("with an ETag when the contract says so: If-None-Match with it answers 304 without a body", async () => {
    const tagged = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: { ...ok(z.object({ n: z.number() })), etag: true } }), async () => ({ n: 1 }));
    const first = await send(tagged, "GET");
    const etag = first.headers.get("etag");
    expect(first).toMatchObject({ status: 200, body: { data: { n: 1 } } });
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await send(tagged, "GET", { headers: { "if-none-match": etag! } })).toMatchObject({ status: 304, body: null });
  });

  it("maps a refusal to its status and anything else to a 500 that says nothing more", async () => {
    const refusing = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: ok() }), async () => {
      throw new AppError("conflict", "Taken", 409);
    });
    expect(await send(refusing, "GET")).toMatchObject(refusal(409, "conflict", "Taken"));
    const failing = handle(defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: ok() }), async () => {
      throw new Error("secret detail");
    });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await send(failing, "GET")).toMatchObject(refusal(500, "internal", commonCopy.unexpectedError));
    logged.mockRestore();
  });

  it("carries its contract, where the route-contract test finds it", () => {
    const contract = defineRoute({ ...base, method: "GET", path: "/api/test", auth: "none", success: ok() });
    expect(handle(contract, async () => ({})).contract).toBe(contract);
  });
});
