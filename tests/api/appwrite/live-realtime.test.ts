import { Client as WebClient, Realtime, type RealtimeResponseEvent } from "appwrite";
import { QueryClient } from "@tanstack/react-query";
import { POST as addCommentRoute } from "@/app/api/tasks/[taskId]/comments/route";
import { DELETE as deleteTaskRoute, PATCH as updateTaskRoute } from "@/app/api/tasks/[taskId]/route";
import { GET as listTasksRoute, POST as createTaskRoute } from "@/app/api/tasks/route";
import { GET as liveRoute } from "@/app/api/workspaces/[workspaceId]/live/route";
import { DELETE as removeMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import { POST as addMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/route";
import { POST as createWorkspaceRoute } from "@/app/api/workspaces/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verification/confirm/route";
import { SESSION_COOKIE } from "@/lib/cookies";
import { call, sessionCookieOf } from "@/tests/api/auth/support";
import { uniqueEmail } from "@/tests/support/users";
import { tasksQueryKey } from "@/lib/api/tasks";
import type { LiveTransport } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import { subscribeAppwrite } from "@/components/board/live/appwrite";
import { applyLiveEvent } from "@/components/board/live/apply";
import { installWebSdkGlobals } from "@/tests/support/appwrite-fake/web-sdk";
import { DATABASE_ID, useAppwriteBackend } from "./support";
import { api, verifiedPerson, type Person } from "./people";

/**
 * Live boards on DUELY_BACKEND=appwrite, end to end below the browser: the real routes and services,
 * node-appwrite to the Appwrite protocol fake (not Appwrite), and the real `appwrite` web SDK listening
 * on the fake's Realtime websocket with the JWT GET /api/workspaces/{id}/live hands out.
 */

jest.setTimeout(30_000);

const { fake } = useAppwriteBackend();
let restoreGlobals: () => void;
const opened: Realtime[] = [];
beforeAll(() => {
  restoreGlobals = installWebSdkGlobals();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.disconnect()));
});
afterAll(() => restoreGlobals());

const announce = (who: Person, workspaceId: string) => api(liveRoute, "GET", `/api/workspaces/${workspaceId}/live`, who, { params: { workspaceId } });

interface Heard {
  table: string;
  action: string;
  id: string;
  workspaceId: unknown;
}

/** Subscribes as the browser does with what /live announced; collects the row events heard. */
async function listen(transport: LiveTransport): Promise<Heard[]> {
  if (transport.transport !== "appwrite") throw new Error(`expected the appwrite transport, got ${transport.transport}`);
  const heard: Heard[] = [];
  const realtime = new Realtime(new WebClient().setEndpoint(transport.endpoint).setProject(transport.projectId).setJWT(transport.jwt));
  opened.push(realtime);
  const before = fake().realtimeSubscriptions();
  await realtime.subscribe(transport.channels, (event: RealtimeResponseEvent<{ $id: string; $tableId: string; workspaceId?: unknown }>) => {
    heard.push({ table: event.payload.$tableId, action: event.events[0].split(".").pop() ?? "", id: event.payload.$id, workspaceId: event.payload.workspaceId });
  });
  await waitFor(() => fake().realtimeSubscriptions() > before);
  return heard;
}

async function waitFor(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settle = () => new Promise((r) => setTimeout(r, 200));

it("announces Appwrite Realtime with a JWT, delivers the workspace's rows to its members only, and stops when a member is removed", async () => {
  const owner = await verifiedPerson(fake(), "Olivia");
  const member = await verifiedPerson(fake(), "Mario");
  const outsider = await verifiedPerson(fake(), "Eve");
  const workspaceId: string = (await api(createWorkspaceRoute, "POST", "/api/workspaces", owner, { body: { name: "Launch" } })).body.data.id;
  await api(addMemberRoute, "POST", `/api/workspaces/${workspaceId}/members`, owner, { body: { email: member.email }, params: { workspaceId } });

  const announced = await announce(member, workspaceId);
  expect(announced.status).toBe(200);
  expect(announced.body.data).toMatchObject({
    transport: "appwrite",
    endpoint: fake().endpoint,
    projectId: fake().projectId,
    channels: [`databases.${DATABASE_ID}.tables.workspaces.rows`, `databases.${DATABASE_ID}.tables.tasks.rows`, `databases.${DATABASE_ID}.tables.reminders.rows`],
    jwt: expect.any(String),
  });
  const expiresIn = Date.parse(announced.body.data.expiresAt) - Date.now();
  expect(expiresIn).toBeGreaterThan(10 * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
  // The outsider cannot get a token for it; they subscribe with one of their own workspace's.
  expect((await announce(outsider, workspaceId)).status).toBeGreaterThanOrEqual(403);
  const ownWorkspace: string = (await api(createWorkspaceRoute, "POST", "/api/workspaces", outsider, { body: { name: "Mine" } })).body.data.id;

  const memberHeard = await listen(announced.body.data);
  const ownerHeard = await listen((await announce(owner, workspaceId)).body.data);
  const outsiderHeard = await listen((await announce(outsider, ownWorkspace)).body.data);

  const task = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "Book the venue", workspaceId } });
  const taskId: string = task.body.data.id;
  await waitFor(() => memberHeard.some((h) => h.id === taskId));
  expect(memberHeard).toContainEqual({ table: "tasks", action: "create", id: taskId, workspaceId });
  expect(ownerHeard).toContainEqual({ table: "tasks", action: "create", id: taskId, workspaceId });

  const removed = await api(removeMemberRoute, "DELETE", `/api/workspaces/${workspaceId}/members/${member.email}`, owner, { params: { workspaceId, email: member.email } });
  expect(removed.status).toBeLessThan(300);
  // The member list is written before the team changes: the removed member still hears that row, and leaves the board.
  await waitFor(() => memberHeard.some((h) => h.table === "workspaces" && h.id === workspaceId && h.action === "update"));
  const heardBefore = memberHeard.length;

  const later = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "After the removal", workspaceId } });
  await api(deleteTaskRoute, "DELETE", `/api/tasks/${taskId}`, owner, { params: { taskId } });
  await waitFor(() => ownerHeard.some((h) => h.id === taskId && h.action === "delete"));
  await settle();
  expect(ownerHeard.map((h) => h.id)).toContain(later.body.data.id);
  expect(memberHeard).toHaveLength(heardBefore);
  expect(outsiderHeard.filter((h) => h.workspaceId === workspaceId || h.id === workspaceId)).toEqual([]);
  expect((await announce(member, workspaceId)).status).toBeGreaterThanOrEqual(403);
});

it("a member invited before they had an account joins the workspace's readers when they first subscribe", async () => {
  const owner = await verifiedPerson(fake(), "Olga");
  const laterEmail = uniqueEmail("late");
  const workspaceId: string = (await api(createWorkspaceRoute, "POST", "/api/workspaces", owner, { body: { name: "Early" } })).body.data.id;
  await api(addMemberRoute, "POST", `/api/workspaces/${workspaceId}/members`, owner, { body: { email: laterEmail }, params: { workspaceId } });

  const res = await call(registerRoute, { body: { name: "Late", email: laterEmail, password: "a long password", confirmPassword: "a long password" } });
  const { user } = ((await res.json()) as { data: { user: { id: string } } }).data;
  const mail = fake().outbox.findLast((m) => m.userId === user.id);
  const verified = await call(verifyRoute, { body: { userId: user.id, secret: mail?.secret }, cookies: { [SESSION_COOKIE]: sessionCookieOf(res) ?? "" } });
  const late: Person = { id: user.id, email: laterEmail, cookie: `${SESSION_COOKIE}=${sessionCookieOf(verified)}` };

  const heard = await listen((await announce(late, workspaceId)).body.data);
  const task = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "Welcome", workspaceId } });
  await waitFor(() => heard.some((h) => h.id === task.body.data.id));
});

it("a member's board merges each changed task row into its cached list as the API returns the task, without reloading the list", async () => {
  const owner = await verifiedPerson(fake(), "Otto");
  const member = await verifiedPerson(fake(), "Mila");
  const workspaceId: string = (await api(createWorkspaceRoute, "POST", "/api/workspaces", owner, { body: { name: "Merge" } })).body.data.id;
  await api(addMemberRoute, "POST", `/api/workspaces/${workspaceId}/members`, owner, { body: { email: member.email }, params: { workspaceId } });
  const listAs = async (who: Person) => (await api(listTasksRoute, "GET", `/api/tasks?workspaceId=${workspaceId}`, who)).body.data as Task[];
  const first = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "Already there", workspaceId } });

  // The member's board: the list loaded once, then kept by the live events alone.
  const queryClient = new QueryClient();
  queryClient.setQueryData(tasksQueryKey(workspaceId), await listAs(member));
  const reloads: string[] = [];
  let applied = 0;
  const announced = (await announce(member, workspaceId)).body.data as LiveTransport;
  if (announced.transport !== "appwrite") throw new Error("expected the appwrite transport");
  const before = fake().realtimeSubscriptions();
  const stop = subscribeAppwrite(announced, workspaceId, {
    onEvent: (event) => {
      applyLiveEvent(queryClient, event, { me: { id: member.id } });
      applied += 1;
    },
    onResync: () => reloads.push("resync"),
    onRevoked: () => reloads.push("revoked"),
    onStatus: () => {},
    stillAllowed: async () => true,
    refetchTasks: () => reloads.push("tasks"),
    refetchReminders: () => reloads.push("reminders"),
    renew: () => announce(member, workspaceId).then((r) => r.body.data as LiveTransport),
  });
  try {
    await waitFor(() => fake().realtimeSubscriptions() > before);
    const cached = () => queryClient.getQueryData<Task[]>(tasksQueryKey(workspaceId)) ?? [];
    const sameAsApi = async () => {
      const api = await listAs(member);
      const byId = (tasks: Task[]) => [...tasks].sort((a, b) => a.id.localeCompare(b.id));
      await waitFor(() => JSON.stringify(byId(cached())) === JSON.stringify(byId(api)));
    };

    const added = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "Book the venue", workspaceId } });
    const taskId: string = added.body.data.id;
    await sameAsApi();
    await api(updateTaskRoute, "PATCH", `/api/tasks/${taskId}`, owner, { body: { title: "Book the big venue", urgency: 5 }, params: { taskId } });
    await sameAsApi();
    const commented = await api(addCommentRoute, "POST", `/api/tasks/${taskId}/comments`, owner, { body: { text: "Deposit paid" }, params: { taskId } });
    expect(commented.status).toBe(201);
    await sameAsApi();
    expect(cached().find((t) => t.id === taskId)?.comments.map((c) => c.text)).toEqual(["Deposit paid"]);
    await api(deleteTaskRoute, "DELETE", `/api/tasks/${first.body.data.id}`, owner, { params: { taskId: first.body.data.id } });
    await sameAsApi();

    expect(applied).toBeGreaterThanOrEqual(4);
    expect(reloads).toEqual([]);
  } finally {
    stop();
  }
});
