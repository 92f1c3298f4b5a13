import { GET as healthRoute } from "@/app/api/health/route";
import { GET as remindersRoute } from "@/app/api/reminders/route";
import { POST as addCommentRoute } from "@/app/api/tasks/[taskId]/comments/route";
import { GET as listTasksRoute, POST as createTaskRoute } from "@/app/api/tasks/route";
import { DELETE as deleteWorkspaceRoute } from "@/app/api/workspaces/[workspaceId]/route";
import { POST as addMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/route";
import { GET as listWorkspacesRoute, POST as createWorkspaceRoute } from "@/app/api/workspaces/route";
import { addComment } from "@/server/services/comments";
import { verifiedAccount } from "@/server/auth/verified";
import { getAccountStore, getStore } from "@/server/store";
import { apiRequest, params as paramsOf } from "@/tests/support/requests";
import { DATABASE_ID, useAppwriteBackend } from "./support";
import { api, verifiedPerson } from "./people";
import pkg from "@/package.json";

/**
 * The product, unchanged above server/store and server/auth, running on DUELY_BACKEND=appwrite:
 * real route handlers and services, node-appwrite talking to the Appwrite protocol fake (a loopback
 * stand-in, not Appwrite).
 */

jest.setTimeout(30_000);

const { fake } = useAppwriteBackend();

it("shares a workspace, its tasks, comments and reminders, and deletes them all with it", async () => {
  const owner = await verifiedPerson(fake(), "Olivia");
  const member = await verifiedPerson(fake(), "Mario");

  const created = await api(createWorkspaceRoute, "POST", "/api/workspaces", owner, { body: { name: "Launch" } });
  expect(created.status).toBe(201);
  const workspaceId: string = created.body.data.id;
  const shared = await api(addMemberRoute, "POST", `/api/workspaces/${workspaceId}/members`, owner, { body: { email: member.email.toUpperCase() }, params: { workspaceId } });
  expect(shared.body.data.members).toEqual([member.email]);

  const seen = await api(listWorkspacesRoute, "GET", "/api/workspaces", member);
  expect(JSON.stringify(seen.body.data)).toContain(workspaceId);

  const task = await api(createTaskRoute, "POST", "/api/tasks", owner, { body: { title: "Book the venue", workspaceId } });
  expect(task.status).toBe(201);
  const taskId: string = task.body.data.id;
  // Three comments at once; the reminder command through the service, which takes the commenter's zone.
  const comment = (text: string) => api(addCommentRoute, "POST", `/api/tasks/${taskId}/comments`, member, { body: { text }, params: { taskId } });
  const mario = verifiedAccount({ id: member.id, name: "Mario", email: member.email, emailVerification: true })!;
  const [a, b, command] = await Promise.all([
    comment("Venue A?"),
    comment("Venue B!"),
    addComment({ user: mario, taskId, text: "!remindme in 2 hours call the venue", timeZone: "Europe/Berlin" }),
  ]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(command.reminder).toMatchObject({ status: "created" });

  const listed = await api(listTasksRoute, "GET", `/api/tasks?workspaceId=${workspaceId}`, member);
  expect(listed.body.data).toHaveLength(1);
  expect(listed.body.data[0].comments.map((c: { text: string }) => c.text).sort()).toEqual(["!remindme in 2 hours call the venue", "Venue A?", "Venue B!"]);
  const stored = fake().rawRow(DATABASE_ID, "tasks", taskId);
  expect((stored?.comments as string[]).every((c) => typeof JSON.parse(c).text === "string")).toBe(true);

  const reminders = await api(remindersRoute, "GET", `/api/reminders?workspaceId=${workspaceId}`, member);
  expect(reminders.body.data).toEqual([expect.objectContaining({ text: "Call the venue", taskId, status: "pending" })]);
  const reminderId: string = reminders.body.data[0].id;

  const deleted = await api(deleteWorkspaceRoute, "DELETE", `/api/workspaces/${workspaceId}`, owner, { params: { workspaceId } });
  expect(deleted.status).toBe(204);
  expect(fake().rawRow(DATABASE_ID, "workspaces", workspaceId)).toBeNull();
  expect(fake().rawRow(DATABASE_ID, "tasks", taskId)).toBeNull();
  expect(fake().rawRow(DATABASE_ID, "reminders", reminderId)).toBeNull();
});

it("reports the appwrite backend and whether it answers on /api/health", async () => {
  const ok = await healthRoute(apiRequest("GET", "/api/health"), paramsOf({}));
  expect({ status: ok.status, body: await ok.json() }).toEqual({ status: 200, body: { data: { status: "ok", backend: "appwrite", version: pkg.version, database: "ok" } } });

  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    fake().failNext({ path: new RegExp(`^/tablesdb/${DATABASE_ID}$`) }, { status: 500, type: "general_unknown", message: "down" });
    const down = await healthRoute(apiRequest("GET", "/api/health"), paramsOf({}));
    expect({ status: down.status, body: await down.json() }).toEqual({
      status: 503,
      body: { data: { status: "degraded", backend: "appwrite", version: pkg.version, database: "unreachable" } },
    });
  } finally {
    logged.mockRestore();
  }
});

it("opens the appwrite store through the one switch, which keeps no accounts (Appwrite does)", async () => {
  const store = await getStore();
  expect(store.backend).toBe("appwrite");
  expect(await getStore()).toBe(store);
  await expect(getAccountStore()).rejects.toThrow("Accounts are not kept in the store when DUELY_BACKEND=appwrite");
});
