import { lastWriteWins, newClientId, requestOf, type TaskWrite } from "@/lib/api/task-writes";
import { afterReplay, emptyQueue, listAfter, outcomeOf, serverIdIn, taskOfAnswer, type QueuedWrite, type WriteQueue } from "@/lib/api/write-queue";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";

/** The offline queue's rules (lib/api/write-queue.ts) and the requests of the board's changes (lib/api/task-writes.ts). */

const task = (over: Partial<Task>): Task => ({
  id: "t",
  title: "Task",
  dueDate: null,
  urgency: 3,
  completed: false,
  completedAt: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  workspaceId: "w",
  userId: "me",
  comments: [],
  subtasks: [],
  ...over,
});
const queued = (write: TaskWrite): QueuedWrite => ({ key: newClientId(), workspaceId: "w", write });
const create: TaskWrite = { kind: "create", taskId: "local-1", input: { title: "Buy stamps", workspaceId: "w", dueDate: "2030-01-02T09:00:00.000Z", urgency: 4 } };

describe("requestOf", () => {
  it("names each change's method, path and body, with the server's id in place of a client-made one", () => {
    const serverId = (id: string) => (id === "local-1" ? "s1" : id);
    expect(requestOf(create, serverId)).toEqual({ method: "POST", path: "/api/tasks", body: create.input });
    expect(requestOf({ kind: "update", taskId: "local-1", patch: { title: "x" } }, serverId)).toEqual({ method: "PATCH", path: "/api/tasks/s1", body: { title: "x" } });
    expect(requestOf({ kind: "complete", taskId: "a b", completed: true })).toEqual({ method: "POST", path: "/api/tasks/a%20b/toggle", body: { completed: true } });
    expect(requestOf({ kind: "remove", taskId: "t1" })).toEqual({ method: "DELETE", path: "/api/tasks/t1" });
    expect(requestOf({ kind: "comment", taskId: "t1", text: "hi", timeZone: "Europe/Berlin" })).toEqual({ method: "POST", path: "/api/tasks/t1/comments", body: { text: "hi", timeZone: "Europe/Berlin" } });
    expect(requestOf({ kind: "deleteComment", taskId: "t1", commentId: "c/1" })).toEqual({ method: "DELETE", path: "/api/tasks/t1/comments/c%2F1" });
  });

  it("names a checklist change's request, with the server's ids in place of client-made task and step ids", () => {
    const serverId = (id: string) => ({ "local-1": "s1", "local-step": "n/1" })[id] ?? id;
    expect(requestOf({ kind: "addSubtasks", taskId: "local-1", subtaskIds: ["local-a", "local-b"], titles: ["One", "Two"] }, serverId)).toEqual({ method: "POST", path: "/api/tasks/s1/subtasks", body: { titles: ["One", "Two"] } });
    expect(requestOf({ kind: "updateSubtask", taskId: "t1", subtaskId: "local-step", patch: { done: true } }, serverId)).toEqual({ method: "PATCH", path: "/api/tasks/t1/subtasks/n%2F1", body: { done: true } });
    expect(requestOf({ kind: "updateSubtask", taskId: "t1", subtaskId: "st", patch: { position: 0 } }, serverId)).toEqual({ method: "PATCH", path: "/api/tasks/t1/subtasks/st", body: { position: 0 } });
    expect(requestOf({ kind: "deleteSubtask", taskId: "local-1", subtaskId: "local-step" }, serverId)).toEqual({ method: "DELETE", path: "/api/tasks/s1/subtasks/n%2F1" });
  });

  it("makes keys of 32 hex digits, a new one each time", () => {
    const keys = new Set(Array.from({ length: 100 }, newClientId));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("outcomeOf", () => {
  it.each([
    [null, "retry"],
    [500, "retry"],
    [503, "retry"],
    [429, "retry"],
    [401, "retry"],
    [200, "sent"],
    [201, "sent"],
    [204, "sent"],
    [404, "gone"],
    [403, "refused"],
    [400, "refused"],
    [409, "refused"],
  ] as const)("an update answered %p: %s", (status, outcome) => {
    expect(outcomeOf({ kind: "update", taskId: "t", patch: { title: "x" } }, status)).toBe(outcome);
  });

  it("a creation answered 404 (its workspace is gone) is refused, not a gone task", () => {
    expect(outcomeOf(create, 404)).toBe("refused");
  });

  it("a step's 404 is a gone task only when the task is the one not found; a step deleted meanwhile drops that change alone", () => {
    const check: TaskWrite = { kind: "updateSubtask", taskId: "t", subtaskId: "s", patch: { done: true } };
    const remove: TaskWrite = { kind: "deleteSubtask", taskId: "t", subtaskId: "s" };
    const add: TaskWrite = { kind: "addSubtasks", taskId: "t", subtaskIds: ["local-a"], titles: ["a"] };
    expect(outcomeOf(check, 404, taskDetailsCopy.taskNotFound)).toBe("gone");
    expect(outcomeOf(check, 404, subtasksCopy.subtaskNotFound)).toBe("refused");
    expect(outcomeOf(remove, 404, subtasksCopy.subtaskNotFound)).toBe("refused");
    expect(outcomeOf(add, 404, taskDetailsCopy.taskNotFound)).toBe("gone");
    expect(outcomeOf(add, 413)).toBe("refused");
    expect(outcomeOf(check, 200)).toBe("sent");
  });
});

describe("afterReplay", () => {
  it("drops the first change once sent, and remembers the server's id of a task made offline", () => {
    const update = queued({ kind: "update", taskId: "local-1", patch: { urgency: 5 } });
    const queue: WriteQueue = { items: [queued(create), update], ids: {} };
    const next = afterReplay(queue, "sent", task({ id: "s1" }));
    expect(next).toEqual({ items: [update], ids: { "local-1": "s1" } });
    expect(serverIdIn(next)("local-1")).toBe("s1");
    expect(serverIdIn(next)("other")).toBe("other");
  });

  it("maps steps added offline to the server's ids, the answer's last steps in order, so later changes to them name the server's", () => {
    const add = queued({ kind: "addSubtasks", taskId: "t1", subtaskIds: ["local-a", "local-b"], titles: ["A", "B"] });
    const check = queued({ kind: "updateSubtask", taskId: "t1", subtaskId: "local-b", patch: { done: true } });
    const saved = task({ id: "t1", subtasks: [{ id: "old", title: "Old", done: true }, { id: "n1", title: "A", done: false }, { id: "n2", title: "B", done: false }] });
    const next = afterReplay({ items: [add, check], ids: { "local-1": "s1" } }, "sent", saved);
    expect(next).toEqual({ items: [check], ids: { "local-1": "s1", "local-a": "n1", "local-b": "n2" } });
    expect(requestOf(check.write, serverIdIn(next)).path).toBe("/api/tasks/t1/subtasks/n2");
    // A refused add maps nothing; neither does an answer without the steps.
    expect(afterReplay({ items: [add], ids: {} }, "refused").ids).toEqual({});
    expect(afterReplay({ items: [add], ids: {} }, "sent", task({ id: "t1", subtasks: [] })).ids).toEqual({});
  });

  it("drops every waiting change of a task deleted meanwhile, and keeps the others in order", () => {
    const others = [queued({ kind: "complete", taskId: "t2", completed: true }), queued({ kind: "remove", taskId: "t3" })];
    const queue: WriteQueue = { items: [queued({ kind: "update", taskId: "t1", patch: { title: "x" } }), others[0], queued({ kind: "comment", taskId: "t1", text: "c", timeZone: "UTC" }), others[1]], ids: {} };
    expect(afterReplay(queue, "gone").items).toEqual(others);
  });

  it("drops a refused change alone", () => {
    const rest = queued({ kind: "update", taskId: "t1", patch: { urgency: 2 } });
    expect(afterReplay({ items: [queued({ kind: "update", taskId: "t1", patch: { title: "" } }), rest], ids: {} }, "refused").items).toEqual([rest]);
    expect(afterReplay(emptyQueue(), "sent")).toEqual(emptyQueue());
  });
});

describe("listAfter and taskOfAnswer", () => {
  const a = task({ id: "a" });
  const local = task({ id: "local-1", title: "Buy stamps" });
  const b = task({ id: "b" });

  it("puts the saved task in the place of the one made offline, once, even when a live event brought it first", () => {
    const saved = task({ id: "s1", title: "Buy stamps" });
    expect(listAfter([a, local, b], create, "sent", saved)).toEqual([a, saved, b]);
    expect(listAfter([a, local, b, saved], create, "sent", saved)).toEqual([a, saved, b]);
    expect(listAfter([a, b], create, "sent", saved)).toEqual([a, b, saved]);
  });

  it("replaces an updated task found by its client-made or server id, and drops a deleted or gone one", () => {
    const saved = task({ id: "s1", urgency: 5 });
    const update: TaskWrite = { kind: "update", taskId: "local-1", patch: { urgency: 5 } };
    expect(listAfter([a, task({ id: "s1" }), b], update, "sent", saved, (id) => (id === "local-1" ? "s1" : id))).toEqual([a, saved, b]);
    expect(listAfter([a, b], { kind: "remove", taskId: "a" }, "sent", null)).toEqual([b]);
    expect(listAfter([a, b], { kind: "update", taskId: "b", patch: { title: "x" } }, "gone", null)).toEqual([a]);
  });

  it("reads the task of each answer", () => {
    expect(taskOfAnswer({ kind: "comment", taskId: "a", text: "x", timeZone: "UTC" }, { task: a, comment: {} })).toBe(a);
    expect(taskOfAnswer({ kind: "complete", taskId: "a", completed: true }, a)).toBe(a);
    expect(taskOfAnswer({ kind: "remove", taskId: "a" }, undefined)).toBeNull();
    expect(taskOfAnswer({ kind: "deleteSubtask", taskId: "a", subtaskId: "s" }, a)).toBe(a);
  });
});

describe("a change kept before any try (last write wins per field)", () => {
  const body = (write: TaskWrite) => JSON.parse(JSON.stringify(requestOf(write).body ?? null)) as Record<string, unknown> | null;

  it("sends an update and a completion without the values they were made from", () => {
    const update: TaskWrite = { kind: "update", taskId: "t", patch: { urgency: 5, expected: { urgency: 3 } } };
    const complete: TaskWrite = { kind: "complete", taskId: "t", completed: true, expected: { completed: false } };
    expect(body(update)).toEqual({ urgency: 5, expected: { urgency: 3 } });
    expect(body(lastWriteWins(update))).toEqual({ urgency: 5 });
    expect(body(lastWriteWins(complete))).toEqual({ completed: true });
  });

  it("leaves the other changes as they are", () => {
    const comment: TaskWrite = { kind: "comment", taskId: "t", text: "On it", timeZone: "Europe/Berlin" };
    const remove: TaskWrite = { kind: "remove", taskId: "t" };
    expect(lastWriteWins(comment)).toBe(comment);
    expect(lastWriteWins(remove)).toBe(remove);
  });
});
