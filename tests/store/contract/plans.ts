import { newId } from "@/server/ids";
import type { EventDraft, PlannedDay, Store } from "@/server/store/types";
import type { LiveActor } from "@/lib/schemas/live";
import { at, makeTask, makeWorkspace } from "@/tests/support/records";

/**
 * Accepted day plans (docs/product.md#insights): recorded by setDueDates in the same call as the due dates,
 * replacing the day's rows of that user in that workspace, listed by a range of days, and gone with their task,
 * their workspace or (deletePlannedTasksOfUser) their user.
 */
export function planContract(open: () => Promise<Store>): void {
  describe("planned tasks", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };
    const draft = (workspaceId: string) => ({ type: "task.updated", with: "task", workspaceId, actor }) as EventDraft;
    const slot = (taskId: string, from: number, to: number) => ({ taskId, start: at(from), end: at(to) });
    const list = (store: Store, userId: string, workspaceId: string, fromDay = "2030-01-01", toDay = "2030-01-31") =>
      store.listPlannedTasks({ userId, workspaceId, fromDay, toDay });

    async function setup(store: Store) {
      const ws = await makeWorkspace(store);
      const a = await makeTask(store, ws, { title: "A" });
      const b = await makeTask(store, ws, { title: "B" });
      const plan = (day: string, slots: PlannedDay["slots"], acceptedAt = at(1)): PlannedDay => ({ userId: ws.userId, workspaceId: ws.id, day, acceptedAt, slots });
      return { ws, a, b, plan };
    }

    it("records the plan with the due dates, one row per slot, listed by day then start", async () => {
      const store = await open();
      const { ws, a, b, plan } = await setup(store);
      const answer = await store.setDueDates(
        [{ id: a.id, dueDate: at(60), event: draft(ws.id) }, { id: b.id, dueDate: at(0), event: draft(ws.id) }],
        at(1),
        plan("2030-01-15", [slot(a.id, 60, 90), slot(b.id, 0, 30)]),
      );
      expect(answer.map((t) => t?.dueDate)).toEqual([at(60), at(0)]);
      expect(await list(store, ws.userId, ws.id)).toEqual([
        { userId: ws.userId, workspaceId: ws.id, taskId: b.id, day: "2030-01-15", start: at(0), end: at(30), acceptedAt: at(1) },
        { userId: ws.userId, workspaceId: ws.id, taskId: a.id, day: "2030-01-15", start: at(60), end: at(90), acceptedAt: at(1) },
      ]);
    });

    it("replaces that day's rows of the user in the workspace and keeps other days, users and workspaces", async () => {
      const store = await open();
      const { ws, a, b, plan } = await setup(store);
      const other = await makeWorkspace(store, { userId: ws.userId });
      const c = await makeTask(store, other, { title: "C" });
      const stranger = newId();
      await store.setDueDates([], at(1), plan("2030-01-15", [slot(a.id, 0, 30), slot(b.id, 30, 60)]));
      await store.setDueDates([], at(1), plan("2030-01-16", [slot(a.id, 1440, 1470)]));
      await store.setDueDates([], at(1), { ...plan("2030-01-15", [slot(b.id, 0, 30)]), userId: stranger });
      await store.setDueDates([], at(1), { userId: ws.userId, workspaceId: other.id, day: "2030-01-15", acceptedAt: at(1), slots: [slot(c.id, 0, 30)] });

      await store.setDueDates([], at(2), plan("2030-01-15", [slot(b.id, 120, 150)], at(2)));
      expect((await list(store, ws.userId, ws.id)).map((r) => [r.day, r.taskId, r.start, r.acceptedAt])).toEqual([
        ["2030-01-15", b.id, at(120), at(2)],
        ["2030-01-16", a.id, at(1440), at(1)],
      ]);
      expect((await list(store, stranger, ws.id)).map((r) => r.taskId)).toEqual([b.id]);
      expect((await list(store, ws.userId, other.id)).map((r) => r.taskId)).toEqual([c.id]);

      // An empty plan clears the day.
      await store.setDueDates([], at(3), plan("2030-01-16", []));
      expect((await list(store, ws.userId, ws.id)).map((r) => r.day)).toEqual(["2030-01-15"]);
    });

    it("two records of the same day at once: no error and no task twice; where the store has transactions, the day holds one of the two plans", async () => {
      const store = await open();
      const { ws, a, b, plan } = await setup(store);
      const c = await makeTask(store, ws, { title: "C" });
      const first = [slot(a.id, 0, 30), slot(b.id, 30, 60)];
      const second = [slot(b.id, 60, 90), slot(c.id, 90, 120)];
      for (let round = 0; round < 10; round++) {
        await Promise.all([
          // No due dates: nothing else (the workspace's revision) makes the two take turns.
          store.setDueDates([], at(1), plan("2030-01-15", first)),
          store.setDueDates([], at(2), plan("2030-01-15", second)),
        ]);
        const rows = (await list(store, ws.userId, ws.id)).map((r) => ({ taskId: r.taskId, start: r.start, end: r.end }));
        expect(new Set(rows.map((r) => r.taskId)).size).toBe(rows.length);
        if (store.backend !== "appwrite") expect([first, second]).toContainEqual(rows.sort((x, y) => x.start.localeCompare(y.start)));
      }
    });

    it("lists the days of the range only, both ends included", async () => {
      const store = await open();
      const { ws, a, plan } = await setup(store);
      for (const day of ["2030-01-14", "2030-01-15", "2030-01-21", "2030-01-22"]) await store.setDueDates([], at(1), plan(day, [slot(a.id, 0, 30)]));
      expect((await list(store, ws.userId, ws.id, "2030-01-15", "2030-01-21")).map((r) => r.day)).toEqual(["2030-01-15", "2030-01-21"]);
    });

    it("skips a slot of a task that is gone or in another workspace, and records the rest", async () => {
      const store = await open();
      const { ws, a, plan } = await setup(store);
      const elsewhere = await makeTask(store, await makeWorkspace(store), { title: "Elsewhere" });
      const answer = await store.setDueDates([{ id: a.id, dueDate: at(0) }], at(1), plan("2030-01-15", [slot(a.id, 0, 30), slot(newId(), 30, 60), slot(elsewhere.id, 60, 90)]));
      expect(answer.map((t) => t?.id)).toEqual([a.id]);
      expect((await list(store, ws.userId, ws.id)).map((r) => r.taskId)).toEqual([a.id]);
    });

    it("deletes a task's rows with the task, a workspace's with the workspace, and a user's on request", async () => {
      const store = await open();
      const { ws, a, b, plan } = await setup(store);
      await store.setDueDates([], at(1), plan("2030-01-15", [slot(a.id, 0, 30), slot(b.id, 30, 60)]));
      await store.deleteTask(a.id);
      expect((await list(store, ws.userId, ws.id)).map((r) => r.taskId)).toEqual([b.id]);

      const second = await setup(store);
      const user = second.ws.userId;
      await store.setDueDates([], at(1), second.plan("2030-01-15", [slot(second.a.id, 0, 30)]));
      await store.deleteWorkspace(second.ws.id);
      expect(await list(store, user, second.ws.id)).toEqual([]);

      const third = await setup(store);
      await store.setDueDates([], at(1), third.plan("2030-01-15", [slot(third.a.id, 0, 30)]));
      await store.setDueDates([], at(1), third.plan("2030-01-16", [slot(third.b.id, 0, 30)]));
      expect(await store.deletePlannedTasksOfUser(third.ws.userId)).toBe(2);
      expect(await list(store, third.ws.userId, third.ws.id)).toEqual([]);
      expect((await list(store, ws.userId, ws.id)).map((r) => r.taskId)).toEqual([b.id]);
    });
  });
}
