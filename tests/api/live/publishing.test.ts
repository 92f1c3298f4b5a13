import { POST as createTaskRoute } from "@/app/api/tasks/route";
import { PATCH as patchTaskRoute, DELETE as deleteTaskRoute } from "@/app/api/tasks/[taskId]/route";
import { POST as toggleRoute } from "@/app/api/tasks/[taskId]/toggle/route";
import { POST as addCommentRoute } from "@/app/api/tasks/[taskId]/comments/route";
import { DELETE as deleteCommentRoute } from "@/app/api/tasks/[taskId]/comments/[commentId]/route";
import { PATCH as patchWorkspaceRoute, DELETE as deleteWorkspaceRoute } from "@/app/api/workspaces/[workspaceId]/route";
import { POST as addMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/route";
import { DELETE as removeMemberRoute } from "@/app/api/workspaces/[workspaceId]/members/[email]/route";
import { POST as leaveRoute } from "@/app/api/workspaces/[workspaceId]/leave/route";
import { DELETE as deleteReminderRoute } from "@/app/api/reminders/[reminderId]/route";
import { processDueReminders } from "@/server/jobs/reminder-processor";
import { getStore } from "@/server/store";
import { stopPollingForTests } from "@/server/live/poller";
import type { LiveEvent } from "@/lib/schemas/live";
import type { Comment, Task } from "@/lib/schemas/task";
import type { ReminderView } from "@/lib/schemas/reminder";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { closeStreams, openStream, workspaceOf, type OpenedStream } from "./support/streams";

/**
 * Every change of shared state publishes its event, through the real routes and services: what a
 * teammate's open stream receives after each call is the record as the API answered it.
 */

useTempDatabase();
const env = useApiEnvironment();
afterEach(closeStreams);
afterAll(stopPollingForTests);

type Handler<P> = (req: ReturnType<typeof apiRequest>, ctx: { params: Promise<P> }) => Promise<Response>;
async function call<P>(handler: Handler<P>, method: string, as: TestUser, p: P, body?: unknown) {
  const { status, body: json } = await readJson<{ data: unknown }>(await handler(apiRequest(method, "/api/x", { caller: as, body }), params(p)));
  if (status >= 300) throw new Error(`${method} answered ${status}: ${JSON.stringify(json)}`);
  return json?.data;
}

async function team() {
  const owner = await signedIn("Olivia");
  const member = await signedIn("Max");
  const ws = await workspaceOf(owner, [member]);
  const stream = await openStream(member, ws.id);
  await stream.sse.nothingWithin(30);
  return { owner, member, ws, stream };
}

async function createTask(as: TestUser, workspaceId: string, title = "Buy milk"): Promise<Task> {
  return (await call(createTaskRoute as Handler<Record<string, never>>, "POST", as, {}, { title, workspaceId, urgency: 3 })) as Task;
}

const next = (stream: OpenedStream) => stream.nextEvent(2000);

it("task created, updated (title, due date, urgency), completed, deleted", async () => {
  const { owner, ws, stream } = await team();
  const created = await createTask(owner, ws.id);
  expect(await next(stream)).toMatchObject({ type: "task.created", task: created, actor: { id: owner.account.id, name: "Olivia" }, seq: 1 });

  const renamed = await call(patchTaskRoute, "PATCH", owner, { taskId: created.id }, { title: "Buy oat milk", dueDate: "2030-01-02T09:00:00.000Z", urgency: 4.5 });
  expect(await next(stream)).toMatchObject({ type: "task.updated", task: renamed, seq: 2 });

  const done = (await call(toggleRoute, "POST", owner, { taskId: created.id }, { completed: true })) as Task;
  expect(done.completed).toBe(true);
  expect(await next(stream)).toMatchObject({ type: "task.updated", task: done });

  await call(deleteTaskRoute, "DELETE", owner, { taskId: created.id });
  expect(await next(stream)).toMatchObject({ type: "task.deleted", taskId: created.id, taskUserId: owner.account.id, actor: { name: "Olivia" } });
});

it("comment added and deleted, with the task as the API returns it", async () => {
  const { owner, member, ws, stream } = await team();
  const ownerStream = await openStream(owner, ws.id);
  const task = await createTask(owner, ws.id);
  await next(stream);
  await ownerStream.nextEvent();

  const added = (await call(addCommentRoute, "POST", member, { taskId: task.id }, { text: "On it", timeZone: "UTC" })) as { task: Task; comment: Comment };
  const event = await ownerStream.nextEvent();
  expect(event).toMatchObject({ type: "comment.added", task: added.task, comment: added.comment, actor: { id: member.account.id } });

  const after = (await call(deleteCommentRoute, "DELETE", owner, { taskId: task.id, commentId: added.comment.id })) as Task;
  expect(await ownerStream.nextEvent()).toMatchObject({ type: "comment.deleted", task: after, commentId: added.comment.id });
  expect((await next(stream)).type).toBe("comment.added");
  expect((await next(stream)).type).toBe("comment.deleted");
});

it("workspace renamed, icon changed and deleted", async () => {
  const { owner, ws, stream } = await team();
  await call(patchWorkspaceRoute, "PATCH", owner, { workspaceId: ws.id }, { name: "Groceries", icon: "🛒" });
  expect(await next(stream)).toMatchObject({ type: "workspace.updated", workspace: { id: ws.id, name: "Groceries", icon: "🛒" } });
  await workspaceOf(owner, [], "Another"); // the last workspace cannot be deleted
  await call(deleteWorkspaceRoute, "DELETE", owner, { workspaceId: ws.id });
  expect((await stream.sse.next(2000)).event).toBe("revoked");
});

it("member added, removed and left", async () => {
  const { owner, member, ws, stream } = await team();
  const ownerStream = await openStream(owner, ws.id);
  const third = await signedIn("Tara");
  await call(addMemberRoute, "POST", owner, { workspaceId: ws.id }, { email: third.account.email });
  const email = third.account.email.toLowerCase();
  expect(await next(stream)).toMatchObject({ type: "member.added", email, members: [member.account.email.toLowerCase(), email] });
  await ownerStream.nextEvent();

  const thirdStream = await openStream(third, ws.id);
  await call(leaveRoute, "POST", third, { workspaceId: ws.id });
  expect(await ownerStream.nextEvent()).toMatchObject({ type: "member.left", email, members: [member.account.email.toLowerCase()] });
  expect((await thirdStream.sse.next(2000)).event).toBe("revoked");

  await call(removeMemberRoute, "DELETE", owner, { workspaceId: ws.id, email: member.account.email });
  expect(await ownerStream.nextEvent()).toMatchObject({ type: "member.removed", members: [] });
  expect((await next(stream)).type).toBe("member.left"); // the member saw Tara leave
  expect((await stream.sse.next(2000)).event).toBe("revoked");
  expect(env.sink().messages.length).toBeGreaterThan(0); // the invitation and the member-left notice went out as before
});

it("reminder created, sent and deleted: to its owner only", async () => {
  const { owner, member, ws, stream } = await team();
  const ownerStream = await openStream(owner, ws.id);
  const task = await createTask(owner, ws.id);
  await next(stream);
  await ownerStream.nextEvent();

  const added = (await call(addCommentRoute, "POST", member, { taskId: task.id }, { text: "!remindme in 1 minute call the shop", timeZone: "UTC" })) as {
    reminder: { status: string; reminder: ReminderView };
  };
  expect(added.reminder.status).toBe("created");
  const reminderId = added.reminder.reminder.id;
  const got = [await next(stream), await next(stream)];
  expect(got.map((e) => e.type).sort()).toEqual(["comment.added", "reminder.created"]);
  expect(got.find((e) => e.type === "reminder.created")).toMatchObject({ reminder: { id: reminderId }, audience: member.account.id });
  expect((await ownerStream.nextEvent()).type).toBe("comment.added");

  // Due now: the processor sends it.
  const store = await getStore();
  const report = await processDueReminders({ now: () => new Date(Date.now() + 5 * 60_000) });
  expect(report.sent).toBe(1);
  expect(await next(stream)).toMatchObject({ type: "reminder.sent", reminder: { id: reminderId, status: "done" } });
  expect((await store.getReminder(reminderId))?.status).toBe("done");

  await call(deleteReminderRoute, "DELETE", member, { reminderId });
  expect(await next(stream)).toMatchObject({ type: "reminder.deleted", reminderId });
  // None of the three reached the owner.
  const leftForOwner: LiveEvent | null = await ownerStream.sse.nothingWithin(200).then((m) => (m ? (JSON.parse(m.data) as LiveEvent) : null));
  expect(leftForOwner).toBeNull();
});

it("a refused change publishes nothing", async () => {
  const { member, ws, stream } = await team();
  const { status } = await readJson(await patchWorkspaceRoute(apiRequest("PATCH", "/api/x", { caller: member, body: { name: "Mine now" } }), params({ workspaceId: ws.id })));
  expect(status).toBe(403);
  expect(await stream.sse.nothingWithin(200)).toBeNull();
});
