import { newId } from "@/server/ids";
import type { LiveActor, LiveEvent } from "@/lib/schemas/live";
import type { Subtask } from "@/lib/schemas/task";
import type { SubtaskChange } from "@/lib/tasks/subtasks";
import type { EventDraft, Store, SubtaskUpdate, TaskRecord } from "@/server/store/types";
import { at, expectListsAgree, makeTask, makeWorkspace } from "@/tests/support/records";

/** The task a changeSubtasks wrote; throws (failing the test) when it wrote nothing. */
function changed(update: SubtaskUpdate): TaskRecord {
  if (!update.ok) throw new Error(`changeSubtasks wrote nothing: ${update.reason}`);
  return update.task;
}

const titles = (task: TaskRecord) => task.subtasks.map((s) => s.title);
type Add = Extract<SubtaskChange, { kind: "add" }>;
const add = (...names: string[]): Add => ({ kind: "add", subtasks: names.map((title) => ({ id: newId(), title })), max: 50 });

/** A task's checklist (docs/product.md#subtasks): every change atomic, with its revision, updatedAt and event. */
export function subtaskContract(open: () => Promise<Store>): void {
  describe("subtasks", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };

    it("adds several at once in order, renames, checks and unchecks, moves and deletes, every reader agreeing", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      expect(task.subtasks).toEqual([]);

      const added = changed(await store.changeSubtasks(task.id, add("Pack", "Fill bottle", "Stretch"), at(1)));
      expect(titles(added)).toEqual(["Pack", "Fill bottle", "Stretch"]);
      expect(added.subtasks.every((s) => s.done === false)).toBe(true);
      expect(added.updatedAt).toBe(at(1));
      const [pack, bottle, stretch] = added.subtasks;
      const more = changed(await store.changeSubtasks(task.id, add("Shower"), at(2)));
      expect(titles(more)).toEqual(["Pack", "Fill bottle", "Stretch", "Shower"]);
      const shower = more.subtasks[3];

      const renamed = changed(await store.changeSubtasks(task.id, { kind: "update", id: bottle.id, title: 'Fill "the" bottle' }, at(3)));
      expect(renamed.subtasks[1]).toEqual({ id: bottle.id, title: 'Fill "the" bottle', done: false });
      const checked = changed(await store.changeSubtasks(task.id, { kind: "update", id: pack.id, done: true }, at(4)));
      expect(checked.subtasks[0]).toEqual({ ...pack, done: true });
      expect(checked.subtasks[1].title).toBe('Fill "the" bottle');
      const unchecked = changed(await store.changeSubtasks(task.id, { kind: "update", id: pack.id, done: false }, at(5)));
      expect(unchecked.subtasks[0]).toEqual(pack);

      const moved = changed(await store.changeSubtasks(task.id, { kind: "move", id: shower.id, to: 0 }, at(6)));
      expect(moved.subtasks.map((s) => s.id)).toEqual([shower.id, pack.id, bottle.id, stretch.id]);
      const down = changed(await store.changeSubtasks(task.id, { kind: "move", id: shower.id, to: 2 }, at(7)));
      expect(down.subtasks.map((s) => s.id)).toEqual([pack.id, bottle.id, shower.id, stretch.id]);
      const last = changed(await store.changeSubtasks(task.id, { kind: "move", id: pack.id, to: 99 }, at(8)));
      expect(last.subtasks.map((s) => s.id)).toEqual([bottle.id, shower.id, stretch.id, pack.id]);
      const appended = changed(await store.changeSubtasks(task.id, add("Cool down"), at(9)));
      expect(titles(appended).at(-1)).toBe("Cool down");
      expect(appended.subtasks.slice(0, 4).map((s) => s.id)).toEqual([bottle.id, shower.id, stretch.id, pack.id]);

      const deleted = changed(await store.changeSubtasks(task.id, { kind: "delete", id: shower.id }, at(10)));
      expect(deleted.subtasks.map((s) => s.id)).not.toContain(shower.id);
      expect(deleted.subtasks).toHaveLength(4);
      expect(deleted.updatedAt).toBe(at(10));
      expect(await store.getTask(task.id)).toEqual(deleted);
      expect(await expectListsAgree(store, ws.id)).toEqual([deleted]);
    });

    it("refuses a missing task or subtask and an add past the limit, writing nothing", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const start = changed(await store.changeSubtasks(task.id, { ...add("a", "b", "c"), max: 4 }, at(1)));
      expect(await store.changeSubtasks(task.id, { ...add("d", "e"), max: 4 }, at(2))).toEqual({ ok: false, reason: "full" });
      expect(await store.changeSubtasks(newId(), add("x"), at(2))).toEqual({ ok: false, reason: "not_found" });
      for (const change of [
        { kind: "update", id: "no-such", done: true },
        { kind: "move", id: "no-such", to: 0 },
        { kind: "delete", id: "no-such" },
      ] satisfies SubtaskChange[]) {
        expect(await store.changeSubtasks(task.id, change, at(3))).toEqual({ ok: false, reason: "subtask_not_found" });
        expect(await store.changeSubtasks(newId(), change, at(3))).toEqual({ ok: false, reason: "not_found" });
      }
      expect(await store.getTask(task.id)).toEqual(start);
      const filled = changed(await store.changeSubtasks(task.id, { ...add("d"), max: 4 }, at(4)));
      expect(filled.subtasks).toHaveLength(4);
    });

    it("concurrent adds never pass the limit and lose none of one another", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => store.changeSubtasks(task.id, { ...add(`${i}a`, `${i}b`, `${i}c`), max: 7 }, at(1))));
      expect(answers.filter((a) => a.ok)).toHaveLength(2);
      expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.reason === "full")).toBe(true);
      const stored = (await store.getTask(task.id))!;
      expect(stored.subtasks).toHaveLength(6);
      // Each add's subtasks stay together, in its order.
      const groups = stored.subtasks.map((s: Subtask) => s.title[0]);
      expect(groups.slice(0, 3).every((g) => g === groups[0]) && groups.slice(3).every((g) => g === groups[3])).toBe(true);
    });

    it("deleting the task deletes its subtasks", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const { subtasks } = changed(await store.changeSubtasks(task.id, add("a", "b"), at(1)));
      await store.deleteTask(task.id);
      expect(await store.changeSubtasks(task.id, { kind: "update", id: subtasks[0].id, done: true }, at(2))).toEqual({ ok: false, reason: "not_found" });
      expect(await store.getTask(task.id)).toBeNull();
    });

    it("every change moves the workspace's revision and stores the task's event; a refused one neither", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const draft = { type: "task.updated", with: "task", workspaceId: ws.id, actor } as EventDraft;
      const log = store.eventLog;
      let revision = await store.taskListRevision(ws.id);
      let seq = log ? await log.latestSeq(ws.id) : 0;

      async function expectEvent(update: SubtaskUpdate): Promise<void> {
        const now = await store.taskListRevision(ws.id);
        if (revision !== null) expect(now).not.toBe(revision);
        revision = now;
        if (!log) return;
        const rows = await log.listEventsAfter({ workspaceId: ws.id, afterSeq: seq, limit: 10 });
        expect(rows.map((row) => ({ ...(JSON.parse(row.body) as object), seq: row.seq }) as Partial<LiveEvent>)).toEqual([
          { type: "task.updated", task: changed(update), actor, seq: seq + 1 },
        ]);
        seq += 1;
      }
      async function expectNone(): Promise<void> {
        expect(await store.taskListRevision(ws.id)).toBe(revision);
        if (log) expect(await log.latestSeq(ws.id)).toBe(seq);
      }

      const added = await store.changeSubtasks(task.id, add("a", "b", "c"), at(1), draft);
      await expectEvent(added);
      const [a, b] = changed(added).subtasks;
      await expectEvent(await store.changeSubtasks(task.id, { kind: "update", id: a.id, done: true }, at(2), draft));
      await expectEvent(await store.changeSubtasks(task.id, { kind: "move", id: b.id, to: 0 }, at(3), draft));
      await expectEvent(await store.changeSubtasks(task.id, { kind: "delete", id: a.id }, at(4), draft));

      await store.changeSubtasks(task.id, { kind: "delete", id: a.id }, at(5), draft);
      await store.changeSubtasks(task.id, { ...add("x"), max: 2 }, at(5), draft);
      await store.changeSubtasks(newId(), add("x"), at(5), draft);
      await expectNone();
      expect((await store.getTask(task.id))!.updatedAt).toBe(at(4));
    });
  });
}
