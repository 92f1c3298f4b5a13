import { newId } from "@/server/ids";
import type { EventDraft, Store } from "@/server/store/types";
import type { LiveActor } from "@/lib/schemas/live";
import { at, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/**
 * Several task changes in one call (accepting a day plan): every task's due date set with its updatedAt,
 * each change with its own event in order (where the backend keeps a log), the workspace's revision
 * moved, and a task gone meanwhile skipped (null, no event).
 */
export function taskBatchContract(open: () => Promise<Store>): void {
  describe("setDueDates", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };

    it("sets each task's due date, one event per task in order, and skips a missing task", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const [a, b] = [await makeTask(store, ws, { title: "A", dueDate: null }), await makeTask(store, ws, { title: "B", dueDate: at(60) })];
      const revision = await store.taskListRevision(ws.id);
      const before = store.eventLog ? await store.eventLog.latestSeq(ws.id) : 0;
      const draft = { type: "task.updated", with: "task", workspaceId: ws.id, actor } as EventDraft;

      const answer = await store.setDueDates(
        [
          { id: a.id, dueDate: at(120), event: draft },
          { id: newId(), dueDate: at(180), event: draft },
          { id: b.id, dueDate: null, event: draft },
        ],
        at(5),
      );
      expect(answer.map((t) => t && { title: t.title, dueDate: t.dueDate, updatedAt: t.updatedAt })).toEqual([
        { title: "A", dueDate: at(120), updatedAt: at(5) },
        null,
        { title: "B", dueDate: null, updatedAt: at(5) },
      ]);
      expect((await store.getTask(a.id))?.dueDate).toBe(at(120));
      expect((await store.getTask(b.id))?.dueDate).toBeNull();
      if (revision !== null) expect(await store.taskListRevision(ws.id)).not.toBe(revision);
      if (store.eventLog) {
        const rows = await store.eventLog.listEventsAfter({ workspaceId: ws.id, afterSeq: before, limit: 10 });
        expect(rows.map((r) => r.seq)).toEqual([before + 1, before + 2]);
        expect(rows.map((r) => (JSON.parse(r.body) as { task: { id: string; dueDate: string | null } }).task)).toMatchObject([
          { id: a.id, dueDate: at(120) },
          { id: b.id, dueDate: null },
        ]);
      }
      expect(await store.setDueDates([], at(6))).toEqual([]);
    });
  
  });

  describe("createTasks", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };
    const input = (workspaceId: string, userId: string, title: string, id = newId()) => ({ id, title, dueDate: at(60), urgency: 3, createdAt: T0, workspaceId, userId });

    it("creates every task, one event each in order", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const before = store.eventLog ? await store.eventLog.latestSeq(ws.id) : 0;
      const draft = { type: "task.created", with: "task", workspaceId: ws.id, actor } as EventDraft;
      const made = await store.createTasks([
        { task: input(ws.id, ws.userId, "Buy milk"), event: draft },
        { task: input(ws.id, ws.userId, "Call Sam"), event: draft },
      ]);
      expect(made.map((t) => [t.title, t.completed, t.comments])).toEqual([["Buy milk", false, []], ["Call Sam", false, []]]);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items.map((t) => t.title).sort()).toEqual(["Buy milk", "Call Sam"]);
      if (store.eventLog) {
        const rows = await store.eventLog.listEventsAfter({ workspaceId: ws.id, afterSeq: before, limit: 10 });
        expect(rows.map((r) => (JSON.parse(r.body) as { task: { title: string } }).task.title)).toEqual(["Buy milk", "Call Sam"]);
      }
      expect(await store.createTasks([])).toEqual([]);
    });

    it("creates none when one fails (an id that exists)", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const taken = await makeTask(store, ws, { title: "Already here" });
      const before = store.eventLog ? await store.eventLog.latestSeq(ws.id) : 0;
      const draft = { type: "task.created", with: "task", workspaceId: ws.id, actor } as EventDraft;
      await expect(
        store.createTasks([
          { task: input(ws.id, ws.userId, "First"), event: draft },
          { task: input(ws.id, ws.userId, "Clash", taken.id), event: draft },
        ]),
      ).rejects.toThrow();
      expect((await store.listAllTasks({ workspaceId: ws.id })).items.map((t) => t.title)).toEqual(["Already here"]);
      if (store.eventLog) expect(await store.eventLog.latestSeq(ws.id)).toBe(before);
    });
  });
}
