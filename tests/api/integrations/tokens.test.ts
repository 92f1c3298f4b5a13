import * as tokensRoute from "@/app/api/tokens/route";
import * as tokenRoute from "@/app/api/tokens/[tokenId]/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as workspacesRoute from "@/app/api/workspaces/route";
import * as meRoute from "@/app/api/auth/me/route";
import * as feedsRoute from "@/app/api/calendar-feeds/route";
import * as exportRoute from "@/app/api/export/route";
import { getAccountStore, getStore } from "@/server/store";
import { newId } from "@/server/ids";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import { confirmRecovery } from "@/server/services/accounts";
import { apiTokenIsLive } from "@/server/services/tokens";
import { createUser, signedIn, type TestUser } from "@/tests/support/users";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { workspaceOf } from "@/tests/api/tasks/support";
import { apiRequest, params, readJson, type RequestOptions } from "@/tests/support/requests";
import { API_TOKEN_RATE_LIMIT } from "@/lib/constants/tokens";
import type { ApiTokenView, CreatedApiToken } from "@/lib/schemas/tokens";
import type { Task } from "@/lib/schemas/task";

/** Personal API tokens through the real routes: scopes, revocation, expiry, last use, refusals and their shapes. */

useTempDatabase();
useApiEnvironment({ smtp: false });
jest.setTimeout(30_000);

async function newToken(caller: TestUser, body: object): Promise<CreatedApiToken> {
  const { status, body: answer } = await readJson<{ data: CreatedApiToken }>(await tokensRoute.POST(apiRequest("POST", "/api/tokens", { caller, body }), params({})));
  expect(status).toBe(201);
  return answer.data;
}

/** A request as a script sends it: the token, no cookie, no Origin. */
const bearer = (secret: string, extra: RequestOptions = {}): RequestOptions => ({ origin: null, ...extra, headers: { authorization: `Bearer ${secret}`, ...extra.headers } });

describe("personal API tokens", () => {
  let owner: TestUser;
  let workspaceId: string;
  beforeAll(async () => {
    owner = await signedIn("Tom");
    workspaceId = (await workspaceOf(owner)).id;
  });

  it("creates a token shown once (stored as a hash only), lists it without the secret, and a read+write token can read and write", async () => {
    const { token, secret } = await newToken(owner, { name: "script", scope: "read_write" });
    expect(secret).toMatch(/^duely_[A-Za-z0-9_-]{43}$/);
    const stored = await (await getStore()).getApiTokenByHash(hashSecret(secret));
    expect(stored?.tokenHash).toBe(hashSecret(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const listed = await readJson<{ data: ApiTokenView[] }>(await tokensRoute.GET(apiRequest("GET", "/api/tokens", { caller: owner }), params({})));
    expect(listed.body.data).toContainEqual({ ...token, lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    // From another site's page or a script, a token needs no Origin check: no cookie rides along.
    const created = await readJson<{ data: Task }>(
      await tasksRoute.POST(apiRequest("POST", "/api/tasks", bearer(secret, { origin: "https://elsewhere.example", body: { title: "From a script", workspaceId } })), params({})),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.userId).toBe(owner.account.id);
    const read = await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, bearer(secret)), params({})));
    expect(read.body.data.map((t) => t.title)).toContain("From a script");

    const after = await readJson<{ data: ApiTokenView[] }>(await tokensRoute.GET(apiRequest("GET", "/api/tokens", { caller: owner }), params({})));
    expect(after.body.data.find((t) => t.id === token.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it("a read token reads but gets 403 on writes", async () => {
    const { secret } = await newToken(owner, { name: "reader", scope: "read" });
    expect((await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(secret)), params({}))).status).toBe(200);
    const refused = await readJson(await tasksRoute.POST(apiRequest("POST", "/api/tasks", bearer(secret, { body: { title: "No", workspaceId } })), params({})));
    expect(refused).toEqual({ status: 403, body: { error: { code: "forbidden", message: "This API token can only read. Create a read+write token to make changes." } } });
  });

  it("answers 401 in the { error } shape for an unknown, revoked or expired token", async () => {
    const invalid = { status: 401, body: { error: { code: "unauthorized", message: "Invalid, revoked or expired API token" } } };
    expect(await readJson(await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer("duely_nonsense")), params({})))).toEqual(invalid);

    const { token, secret } = await newToken(owner, { name: "short-lived", scope: "read" });
    expect((await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(secret)), params({}))).status).toBe(200);
    const revoked = await tokenRoute.DELETE(apiRequest("DELETE", `/api/tokens/${token.id}`, { caller: owner }), params({ tokenId: token.id }));
    expect(revoked.status).toBe(204);
    expect(await readJson(await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(secret)), params({})))).toEqual(invalid);

    const expiring = await newToken(owner, { name: "a day", scope: "read", expiresInDays: 1 });
    expect(expiring.token.expiresAt).toEqual(expect.any(String));
    await (await getStore()).deleteApiToken({ id: expiring.token.id, userId: owner.account.id });
    // The same secret, stored as a token that expired yesterday.
    await (await getStore()).createApiToken({
      id: expiring.token.id,
      userId: owner.account.id,
      name: "a day",
      scope: "read",
      tokenHash: hashSecret(expiring.secret),
      createdAt: "2026-01-01T00:00:00.000Z",
      expiresAt: "2026-01-02T00:00:00.000Z",
      lastUsedAt: null,
      timeZone: null,
    });
    expect(await readJson(await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(expiring.secret)), params({})))).toEqual(invalid);
  });

  it("refuses a session cookie and a token together (400)", async () => {
    const { secret } = await newToken(owner, { name: "mixed", scope: "read" });
    const mixed = await readJson(await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(secret, { caller: owner })), params({})));
    expect(mixed).toEqual({ status: 400, body: { error: { code: "bad_request", message: "Send either a session cookie or an API token, not both" } } });
  });

  it("account routes refuse tokens: /api/auth/*, token and calendar-feed management (403)", async () => {
    const { secret } = await newToken(owner, { name: "sneaky", scope: "read_write" });
    const sessionOnly = { status: 403, body: { error: { code: "forbidden", message: "API tokens cannot be used for account settings. Sign in to Duely instead." } } };
    expect(await readJson(await meRoute.GET(apiRequest("GET", "/api/auth/me", bearer(secret)), params({})))).toEqual(sessionOnly);
    expect(await readJson(await tokensRoute.GET(apiRequest("GET", "/api/tokens", bearer(secret)), params({})))).toEqual(sessionOnly);
    expect(await readJson(await tokensRoute.POST(apiRequest("POST", "/api/tokens", bearer(secret, { body: { name: "x", scope: "read" } })), params({})))).toEqual(sessionOnly);
    expect(await readJson(await feedsRoute.GET(apiRequest("GET", "/api/calendar-feeds", bearer(secret)), params({})))).toEqual(sessionOnly);
    // …while the export, a product route, takes it.
    expect((await exportRoute.GET(apiRequest("GET", "/api/export", bearer(secret)), params({}))).status).toBe(200);
  });

  it("rate-limits per token (429 with Retry-After), not per user", async () => {
    const first = await newToken(owner, { name: "busy", scope: "read" });
    const second = await newToken(owner, { name: "other", scope: "read" });
    let last: Response | undefined;
    for (let i = 0; i <= API_TOKEN_RATE_LIMIT.limit; i++) last = await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(first.secret)), params({}));
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(second.secret)), params({}))).status).toBe(200);
  }, 60_000);

  it("opens a workspace's live event stream with a token, which stays open while the token lives", async () => {
    const eventsRoute = await import("@/app/api/workspaces/[workspaceId]/events/route");
    const { readSse } = await import("@/tests/support/sse");
    const { token, secret } = await newToken(owner, { name: "watcher", scope: "read" });
    const response = await eventsRoute.GET(apiRequest("GET", `/api/workspaces/${workspaceId}/events`, bearer(secret)), params({ workspaceId }));
    expect(response.status).toBe(200);
    const sse = readSse(response.body!);
    try {
      await tasksRoute.POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title: "Seen live", workspaceId } }), params({}));
      let event = await sse.next(3000);
      while (!event.data.includes("Seen live")) event = await sse.next(3000);
      expect(JSON.parse(event.data).type).toBe("task.created");
    } finally {
      await sse.close();
    }
    expect(await apiTokenIsLive(secret)).toBe(true);
    await tokenRoute.DELETE(apiRequest("DELETE", `/api/tokens/${token.id}`, { caller: owner }), params({ tokenId: token.id }));
    // Revoking ends its open streams at once (tests/api/live/credentials.test.ts); a heartbeat would also find the token gone.
    expect(await apiTokenIsLive(secret)).toBe(false);
  });

  it("a password reset revokes every token and calendar feed of the account", async () => {
    const user = await createUser({ name: "Reset Me" });
    const { secret } = await newToken(user, { name: "old", scope: "read" });
    await feedsRoute.POST(apiRequest("POST", "/api/calendar-feeds", { caller: user, body: {} }), params({}));
    const recovery = newSecret();
    await (await getAccountStore()).createSecret({
      id: newId(),
      userId: user.account.id,
      kind: "recovery",
      secretHash: hashSecret(recovery),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      usedAt: null,
      createdAt: new Date().toISOString(),
    });
    await confirmRecovery({ userId: user.account.id, secret: recovery, password: "a new password", confirmPassword: "a new password" });
    const store = await getStore();
    expect((await store.listApiTokens(user.account.id, { limit: 10 })).items).toEqual([]);
    expect((await store.listCalendarFeeds(user.account.id, { limit: 10 })).items).toEqual([]);
    expect((await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", bearer(secret)), params({}))).status).toBe(401);
  });
});
