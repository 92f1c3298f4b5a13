import { GET as eventsRoute } from "@/app/api/workspaces/[workspaceId]/events/route";
import * as tokensRoute from "@/app/api/tokens/route";
import { getAccountStore, getStore } from "@/server/store";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import { SESSION_COOKIE } from "@/lib/cookies";
import { newId } from "@/server/ids";
import { changeEvent } from "@/server/services/publisher";
import type { Store, WorkspaceRecord } from "@/server/store/types";
import type { LiveEvent } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import type { CreatedApiToken } from "@/lib/schemas/tokens";
import { apiRequest, params } from "@/tests/support/requests";
import { readSse, type SseReader } from "@/tests/support/sse";
import type { AnyTestUser, TestUser } from "@/tests/support/users";

/** Shared by the live feed's API tests: workspaces and tasks written straight to the store, streams opened through the real route. */

/** A workspace of `owner`, shared with `members` (by e-mail), stored directly. */
export async function workspaceOf(owner: TestUser, members: TestUser[] = [], name = "Shared"): Promise<WorkspaceRecord> {
  const store = await getStore();
  return store.createWorkspace({
    id: newId(),
    name,
    icon: "clipboard",
    color: "indigo",
    userId: owner.account.id,
    ownerEmail: owner.account.email,
    isDefault: false,
    members: members.map((m) => m.account.email.toLowerCase()),
    now: new Date().toISOString(),
  });
}

/** A task of `by`, created through the store (this process's, or `store`) with its change event, as the service creates one. */
export async function addTask(by: TestUser, workspaceId: string, title = "Buy milk", store?: Store): Promise<Task> {
  const now = new Date().toISOString();
  const input = { id: newId(), title, dueDate: null, urgency: 3, createdAt: now, workspaceId, userId: by.account.id };
  return (store ?? (await getStore())).createTask(input, changeEvent.taskCreated(by.account, workspaceId));
}

/** Another session of the same user (signed in on a second browser), stored directly. */
export async function anotherSession(user: TestUser): Promise<TestUser> {
  const token = newSecret();
  const now = new Date().toISOString();
  await (await getAccountStore()).createSession({ tokenHash: hashSecret(token), userId: user.account.id, expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(), createdAt: now });
  return { account: user.account, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface OpenedStream {
  status: number;
  response: Response;
  /** The JSON body of a refusal (null for a stream). */
  error: unknown;
  sse: SseReader;
  /** The next default (`message`) event, parsed. */
  nextEvent(timeoutMs?: number): Promise<LiveEvent>;
}

/** A personal API token of `user` made through the real route (its secret and id). */
export async function apiTokenOf(user: TestUser, scope: "read" | "read_write" = "read", name = "watcher"): Promise<{ id: string; secret: string }> {
  const response = await tokensRoute.POST(apiRequest("POST", "/api/tokens", { caller: user, body: { name, scope } }), params({}));
  expect(response.status).toBe(201);
  const { token, secret } = ((await response.json()) as { data: CreatedApiToken }).data;
  return { id: token.id, secret };
}

/**
 * GET /api/workspaces/{id}/events as `as` (its session), or with the personal API token `bearer` (as a
 * script sends it: no cookie), optionally resuming after `lastEventId`.
 */
export async function openStream(
  as: AnyTestUser | null,
  workspaceId: string,
  options: { lastEventId?: string; query?: string; bearer?: string } = {},
): Promise<OpenedStream> {
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId;
  if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
  const path = `/api/workspaces/${workspaceId}/events${options.query ?? ""}`;
  const response = await eventsRoute(apiRequest("GET", path, { caller: as, headers }), params({ workspaceId }));
  const isStream = response.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
  const body = isStream ? response.body : null;
  const error = isStream ? null : await response.json().catch(() => null);
  const sse = readSse(body ?? new ReadableStream({ start: (c) => c.close() }));
  const opened = streams;
  opened.push(sse);
  return {
    status: response.status,
    response,
    error,
    sse,
    async nextEvent(timeoutMs) {
      const message = await sse.next(timeoutMs);
      if (message.event !== "message") throw new Error(`expected an event, got "${message.event}"`);
      const event = JSON.parse(message.data) as LiveEvent;
      expect(message.id).toBe(String(event.seq));
      return event;
    },
  };
}

const streams: SseReader[] = [];

/** Closes every stream a test opened (afterEach). */
export async function closeStreams(): Promise<void> {
  await Promise.all(streams.splice(0).map((s) => s.close()));
}
