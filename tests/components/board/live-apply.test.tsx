import { QueryClient } from "@tanstack/react-query";
import { tasksQueryKey } from "@/lib/api/tasks";
import type { LiveEvent } from "@/lib/schemas/live";
import type { Task } from "@/lib/schemas/task";
import type { WorkspaceList } from "@/lib/schemas/workspace";
import { applyLiveEvent } from "@/components/board/live/apply";
import { reconnectDelay } from "@/components/board/live/reconnect";
import { workspacesQueryKey } from "@/components/workspace/api";

/** How a live event changes the query cache: merged in place, echoes of one's own changes recognised. */

const WS = "ws1";
const me = { id: "me" };
const mate = { id: "mate", name: "Max" };
const task = (id: string, patch: Partial<Task> = {}): Task => ({
  id, title: id, dueDate: null, urgency: 3, completed: false, completedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z", workspaceId: WS, userId: "mate", comments: [], subtasks: [], ...patch,
});
let seq = 0;
const event = (body: object, actor: { id: string; name: string } | null = mate) => ({ ...body, workspaceId: WS, seq: ++seq, actor }) as LiveEvent;

function cache(tasks: Task[]) {
  const client = new QueryClient();
  client.setQueryData(tasksQueryKey(WS), tasks);
  return { client, tasks: () => client.getQueryData<Task[]>(tasksQueryKey(WS))! };
}

it("adds a teammate's new task once and asks for its highlight", () => {
  const { client, tasks } = cache([task("a")]);
  const created = event({ type: "task.created", task: task("b") });
  expect(applyLiveEvent(client, created, { me })).toEqual({ added: "b" });
  expect(applyLiveEvent(client, created, { me })).toEqual({});
  expect(tasks().map((t) => t.id)).toEqual(["a", "b"]);
});

it("leaves the user's own new task to the request that is replacing its placeholder", () => {
  const { client, tasks } = cache([task("pending-1", { title: "Milk", userId: "me" })]);
  applyLiveEvent(client, event({ type: "task.created", task: task("real", { title: "Milk", userId: "me" }) }, { id: "me", name: "Me" }), { me });
  expect(tasks().map((t) => t.id)).toEqual(["pending-1"]);
});

it("an older echo never undoes a newer local edit; a newer change replaces the task", () => {
  const { client, tasks } = cache([task("a", { title: "local edit", updatedAt: "2026-11-20T10:05:00.000Z" })]);
  applyLiveEvent(client, event({ type: "task.updated", task: task("a", { title: "echo", updatedAt: "2026-11-20T10:04:00.000Z" }) }), { me });
  expect(tasks()[0].title).toBe("local edit");
  applyLiveEvent(client, event({ type: "task.updated", task: task("a", { completed: true, updatedAt: "2026-11-20T10:06:00.000Z" }) }), { me });
  expect(tasks()[0].completed).toBe(true);
});

it("comments merge with the user's own unconfirmed ones", () => {
  const pending = { id: "pending-7", text: "mine", user: "Me", userId: "me", time: "2026-11-20T10:00:00.000Z" };
  const theirs = { id: "c1", text: "theirs", user: "Max", userId: "mate", time: "2026-11-20T10:00:01.000Z" };
  const { client, tasks } = cache([task("a", { comments: [pending] })]);
  applyLiveEvent(client, event({ type: "comment.added", task: task("a", { comments: [theirs] }), comment: theirs }), { me });
  expect(tasks()[0].comments.map((c) => c.id)).toEqual(["c1", "pending-7"]);
});

it("removes a deleted task and says who deleted it", () => {
  const { client, tasks } = cache([task("a"), task("b")]);
  expect(applyLiveEvent(client, event({ type: "task.deleted", taskId: "a", taskUserId: "mate" }), { me })).toEqual({ deleted: { taskId: "a", by: "Max" } });
  expect(tasks().map((t) => t.id)).toEqual(["b"]);
});

it("renames the workspace in the cached list; a deleted workspace revokes", () => {
  const client = new QueryClient();
  const view = { id: WS, name: "Old", icon: "📋", color: "indigo", userId: "o", ownerEmail: "o@x.io", isDefault: false, members: ["me@x.io"], role: "member" as const };
  client.setQueryData<WorkspaceList>(workspacesQueryKey, { owned: [], shared: [view] });
  const live = { id: WS, name: "New", icon: "📋", color: "indigo", userId: "o", ownerEmail: "o@x.io", isDefault: false, members: ["me@x.io"] };
  applyLiveEvent(client, event({ type: "workspace.updated", workspace: live }), { me });
  expect(client.getQueryData<WorkspaceList>(workspacesQueryKey)!.shared[0]).toMatchObject({ name: "New", role: "member" });
  expect(applyLiveEvent(client, event({ type: "workspace.deleted", workspaceId: WS }), { me })).toEqual({ revoked: true });
});

it("reconnects after 1 s for the first 5 attempts, 5 s to 15, 10 s to 100, then 60 s", () => {
  expect([1, 5, 6, 15, 16, 100, 101, 500].map(reconnectDelay)).toEqual([1000, 1000, 5000, 5000, 10000, 10000, 60000, 60000]);
});
