import type { LiveActor, LiveEvent } from "@/lib/schemas/live";
import type { EventDraft, Store } from "@/server/store/types";
import { at, makeTask, makeWorkspace, parsedList, written } from "@/tests/support/records";

/**
 * A task's assignee (docs/product.md#assignees): the owner or a member of its workspace, set, cleared and
 * compared like the other fields; a member's removal (or leaving) unassigns their tasks in that workspace
 * only, in the same transaction, each task's change with its event where the backend keeps a log.
 */
export function assigneeContract(open: () => Promise<Store>): void {
  describe("task assignees", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };
    const shared = (store: Store) => makeWorkspace(store, { ownerEmail: "Owner@Example.com", members: ["bo@example.com", "cy@example.com"] });

    it("sets, keeps and clears an assignee (lower-cased), the owner or a member, and lists it as the pages do", async () => {
      const store = await open();
      const ws = await shared(store);
      const task = await makeTask(store, ws);
      expect(task).not.toHaveProperty("assignee");
      const assigned = written(await store.updateTask(task.id, { assignee: "Bo@Example.com", now: at(1) }));
      expect(assigned).toEqual({ ...task, assignee: "bo@example.com", updatedAt: at(1) });
      const renamed = written(await store.updateTask(task.id, { title: "Buy oat milk", now: at(2) }));
      expect(renamed.assignee).toBe("bo@example.com");
      const owner = written(await store.updateTask(task.id, { assignee: "owner@example.com", now: at(3) }));
      expect(owner.assignee).toBe("owner@example.com");
      expect(await store.getTask(task.id)).toEqual(owner);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual([owner]);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: ws.id }))).toEqual([owner]);
      const cleared = written(await store.updateTask(task.id, { assignee: null, now: at(4) }));
      expect(cleared).not.toHaveProperty("assignee");
      expect(await store.getTask(task.id)).toEqual(cleared);
    });

    it("refuses an assignee who is neither owner nor member (nothing written), and a stale expected assignee as a conflict", async () => {
      const store = await open();
      const ws = await shared(store);
      const other = await makeWorkspace(store, { members: ["dee@example.com"] });
      const task = written(await store.updateTask((await makeTask(store, ws)).id, { assignee: "bo@example.com", now: at(1) }));
      for (const stranger of ["dee@example.com", "nobody@example.com"]) {
        expect(await store.updateTask(task.id, { assignee: stranger, title: "Changed", now: at(2) })).toEqual({ ok: false, reason: "not_assignable", task });
      }
      expect(await store.updateTask(task.id, { assignee: "cy@example.com", expected: { assignee: null }, now: at(2) })).toEqual({ ok: false, reason: "conflict", task });
      expect(await store.updateTask(task.id, { assignee: "nobody@example.com", expected: { assignee: null }, now: at(2) })).toMatchObject({ ok: false, reason: "conflict" });
      expect(written(await store.updateTask(task.id, { assignee: "cy@example.com", expected: { assignee: "bo@example.com" }, now: at(3) })).assignee).toBe("cy@example.com");
      expect(other.members).toEqual(["dee@example.com"]);
    });

    it("creates a task with an assignee who is owner or member; one who is not is left out", async () => {
      const store = await open();
      const ws = await shared(store);
      const base = { dueDate: null, urgency: 3, createdAt: at(0), workspaceId: ws.id, userId: ws.userId };
      const kept = await store.createTask({ ...base, id: `a${Date.now()}`, title: "Kept", assignee: "CY@example.com" });
      expect(kept.assignee).toBe("cy@example.com");
      const dropped = await store.createTask({ ...base, id: `b${Date.now()}`, title: "Dropped", assignee: "nobody@example.com" });
      expect(dropped).not.toHaveProperty("assignee");
      expect(await store.getTask(dropped.id)).toEqual(dropped);
      const once = await store.createTaskOnce({ ...base, id: `c${Date.now()}`, title: "Once", assignee: "bo@example.com" });
      expect(once.task?.assignee).toBe("bo@example.com");
    });

    it("removing a member unassigns their tasks in that workspace only, each with its event; leaving likewise", async () => {
      const store = await open();
      const ws = await shared(store);
      const elsewhere = await makeWorkspace(store, { members: ["bo@example.com"] });
      const assign = async (workspace: typeof ws, assignee: string) => written(await store.updateTask((await makeTask(store, workspace)).id, { assignee, now: at(1) }));
      const [bo1, bo2, cy, away] = [await assign(ws, "bo@example.com"), await assign(ws, "bo@example.com"), await assign(ws, "cy@example.com"), await assign(elsewhere, "bo@example.com")];
      const before = (await store.eventLog?.latestSeq(ws.id)) ?? 0;
      const draft = (fields: object) => ({ ...fields, workspaceId: ws.id, actor }) as EventDraft;
      const removed = await store.removeMember(
        { workspaceId: ws.id, email: "BO@example.com", now: at(5) },
        draft({ type: "member.removed", email: "bo@example.com", with: "members" }),
        draft({ type: "task.updated", with: "task" }),
      );
      expect(removed).toMatchObject({ ok: true, workspace: { members: ["cy@example.com"] } });
      const [after1, after2, afterCy, afterAway] = await Promise.all([bo1, bo2, cy, away].map((t) => store.getTask(t.id)));
      expect(after1).toEqual(withoutAssignee(bo1, at(5)));
      expect(after2).toEqual(withoutAssignee(bo2, at(5)));
      expect(afterCy).toEqual(cy);
      expect(afterAway).toEqual(away);
      if (store.eventLog) {
        const rows = await store.eventLog.listEventsAfter({ workspaceId: ws.id, afterSeq: before, limit: 10 });
        const events = rows.map((row) => ({ ...(JSON.parse(row.body) as object), seq: row.seq }) as LiveEvent & { seq: number });
        expect(events.map((e) => e.seq)).toEqual([before + 1, before + 2, before + 3]);
        expect(events[0]).toMatchObject({ type: "member.removed", members: ["cy@example.com"] });
        expect(events.slice(1).map((e) => e.type === "task.updated" && e.task).sort(byId)).toEqual([after1, after2].sort(byId));
      }
      // Leaving is a removal too; nobody else's assignment moves.
      await store.removeMember({ workspaceId: ws.id, email: "cy@example.com", now: at(6) }, undefined, draft({ type: "task.updated", with: "task" }));
      expect(await store.getTask(cy.id)).toEqual(withoutAssignee(cy, at(6)));
      expect(await store.getTask(away.id)).toEqual(away);
      expect(await store.updateTask(bo1.id, { assignee: "bo@example.com", now: at(7) })).toMatchObject({ ok: false, reason: "not_assignable" });
    });

    it("an assignment racing the member's removal never leaves the task assigned to a non-member", async () => {
      const store = await open();
      for (let round = 0; round < 3; round++) {
        const ws = await shared(store);
        const tasks = await Promise.all([1, 2, 3].map(() => makeTask(store, ws)));
        await Promise.all([
          ...tasks.map((task) => store.updateTask(task.id, { assignee: "bo@example.com", now: at(1) })),
          store.removeMember({ workspaceId: ws.id, email: "bo@example.com", now: at(1) }),
        ]);
        for (const task of tasks) expect((await store.getTask(task.id))?.assignee).toBeUndefined();
      }
    });
  });
}

const idOf = (task: { id: string } | false | null) => (task ? task.id : "");
const byId = (a: { id: string } | false | null, b: { id: string } | false | null) => idOf(a).localeCompare(idOf(b));

function withoutAssignee<T extends { assignee?: string; updatedAt: string }>(task: T, updatedAt: string): Omit<T, "assignee"> {
  const { assignee: _dropped, ...rest } = task;
  void _dropped;
  return { ...rest, updatedAt };
}
