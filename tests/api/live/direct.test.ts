import http from "node:http";
import type { AddressInfo } from "node:net";
import { installRequestHook } from "@/server/node-server";
import { stopServingEventsDirectly } from "@/server/live/direct";
import { listenerCount } from "@/server/live/bus";
import { stopPollingForTests } from "@/server/live/poller";
import { publishChange } from "@/server/services/events";
import { STATIC_SECURITY_HEADERS } from "@/lib/security-headers";
import type { LiveEvent } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { apiRequest, params } from "@/tests/support/requests";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { readSse } from "@/tests/support/sse";
import { signedIn } from "@/tests/support/users";
import { workspaceOf } from "./support/streams";

/**
 * The event streams answered on Node's own response (server/live/direct.ts), as `next start` does once
 * the route has loaded: a real node:http server on loopback with the process's request hook, whose own
 * listener stands in for Next (it answers everything the hook leaves to it with "next").
 */

useTempDatabase();
useApiEnvironment({ smtp: false });

let server: http.Server;
let base: string;
let uninstall: () => void;

beforeAll(async () => {
  uninstall = installRequestHook();
  // Loading the route module hands its handler to the hook.
  await import("@/app/api/workspaces/[workspaceId]/events/route");
  server = http.createServer((_req, res) => res.end("next"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stopServingEventsDirectly();
  uninstall();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  stopPollingForTests();
});

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

it("streams a workspace's events with the route's headers and the ones every response carries; the client going away ends the stream", async () => {
  const owner = await signedIn("Olivia");
  const ws = await workspaceOf(owner);
  const gone = new AbortController();
  const res = await fetch(`${base}/api/workspaces/${ws.id}/events`, { headers: { cookie: owner.cookie }, signal: gone.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
  expect(res.headers.get("x-accel-buffering")).toBe("no");
  for (const { key, value } of STATIC_SECURITY_HEADERS) expect(res.headers.get(key)).toBe(value);
  const sse = readSse(res.body!);
  await waitFor(() => listenerCount() === 1);

  const now = new Date().toISOString();
  const task: Task = { id: "t1", title: "Live", dueDate: null, urgency: 3, completed: false, completedAt: null, createdAt: now, updatedAt: now, workspaceId: ws.id, userId: owner.account.id, comments: [] };
  await publishChange.taskCreated(owner.account, task);
  const message = await sse.next(2_000);
  expect(JSON.parse(message.data) as LiveEvent).toMatchObject({ type: "task.created", seq: 1, task });

  gone.abort();
  await waitFor(() => listenerCount() === 0);
});

it("answers the route's refusals as the route does (signed out, not a member), and leaves every other request to Next", async () => {
  const owner = await signedIn("Olivia");
  const ws = await workspaceOf(owner);
  const signedOut = await fetch(`${base}/api/workspaces/${ws.id}/events`);
  expect(signedOut.status).toBe(401);
  expect(await signedOut.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  expect(signedOut.headers.get("x-content-type-options")).toBe("nosniff");
  const stranger = await signedIn("Sam");
  expect((await fetch(`${base}/api/workspaces/${ws.id}/events`, { headers: { cookie: stranger.cookie } })).status).toBe(403);

  for (const path of [`/api/workspaces/${ws.id}/live`, `/api/workspaces/${ws.id}/events/`, "/api/workspaces/%E0%A4%A/events", "/todo"]) {
    expect(await (await fetch(`${base}${path}`, { headers: { cookie: owner.cookie } })).text()).toBe("next");
  }
  const post = await fetch(`${base}/api/workspaces/${ws.id}/events`, { method: "POST", headers: { cookie: owner.cookie } });
  expect(await post.text()).toBe("next");
});

it("a sign-out ends a stream served this way at once, with `revoked`", async () => {
  const owner = await signedIn("Olivia");
  const ws = await workspaceOf(owner);
  const res = await fetch(`${base}/api/workspaces/${ws.id}/events`, { headers: { cookie: owner.cookie } });
  const sse = readSse(res.body!);
  await waitFor(() => listenerCount() === 1);
  const out = await logoutRoute(apiRequest("POST", "/api/auth/logout", { caller: owner }), params({}));
  expect(out.status).toBe(200);
  expect((await sse.next(1_000)).event).toBe("revoked");
  await waitFor(() => sse.ended);
});
