import type { AssignmentNoticeDraft, AssignmentNoticeRecord, Store } from "@/server/store/types";
import { at, makeTask, makeWorkspace, written } from "@/tests/support/records";

/**
 * The notice to a task's new assignee (docs/product.md#assignees): written in the assignment's own
 * transaction and only when the write makes them the assignee; claimed by one job run at a time under a
 * lease; its sent channels recorded; released with a back-off; finished by its lease holder only.
 */
export function assignmentNoticeContract(open: () => Promise<Store>): void {
  describe("assignment notices", () => {
    let serial = 0;
    const draft = (): AssignmentNoticeDraft => ({ id: `notice${Date.now()}${(serial += 1)}`, assignedBy: "owner@example.com", assignedByName: "Olivia <O>", createdAt: at(1) });
    const shared = (store: Store) => makeWorkspace(store, { ownerEmail: "Owner@Example.com", members: ["bo@example.com", "cy@example.com"] });
    /** Far after the instants these tests write, so every notice they made is claimable. */
    const now = at(60 * 24 * 365);
    const lease = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
    const claim = (store: Store, id: string, claimToken = "token-a", when = now) =>
      store.assignmentNotices.claimAssignmentNotices({ now: when, limit: 10, claimToken, leaseUntil: lease(10), id });

    it("is written with an assignment to another, and not for a re-save, a refused write, a conflict or an assignee the create dropped", async () => {
      const store = await open();
      const ws = await shared(store);
      const task = await makeTask(store, ws);
      const first = draft();
      const assigned = written(await store.updateTask(task.id, { assignee: "Bo@Example.com", notice: first, now: at(1) }));
      expect(await claim(store, first.id)).toEqual<AssignmentNoticeRecord[]>([
        { ...first, taskId: task.id, workspaceId: ws.id, assignee: "bo@example.com", attempts: 0, delivered: [] },
      ]);
      const again = draft();
      expect(written(await store.updateTask(task.id, { assignee: "bo@example.com", notice: again, now: at(2) })).assignee).toBe("bo@example.com");
      const refused = draft();
      expect(await store.updateTask(task.id, { assignee: "nobody@example.com", notice: refused, now: at(3) })).toMatchObject({ ok: false, reason: "not_assignable" });
      const stale = draft();
      expect(await store.updateTask(task.id, { assignee: "cy@example.com", expected: { assignee: null }, notice: stale, now: at(3) })).toMatchObject({ ok: false, reason: "conflict" });
      for (const none of [again, refused, stale]) expect(await claim(store, none.id)).toEqual([]);
      expect((await store.getTask(task.id))?.assignee).toBe(assigned.assignee);

      const base = { dueDate: null, urgency: 3, createdAt: at(0), workspaceId: ws.id, userId: ws.userId };
      const created = draft();
      const kept = await store.createTask({ ...base, id: `n1${Date.now()}`, title: "Kept", assignee: "CY@example.com", notice: created });
      expect(await claim(store, created.id)).toMatchObject([{ id: created.id, taskId: kept.id, assignee: "cy@example.com" }]);
      const droppedNotice = draft();
      const dropped = await store.createTask({ ...base, id: `n2${Date.now()}`, title: "Dropped", assignee: "nobody@example.com", notice: droppedNotice });
      expect(dropped).not.toHaveProperty("assignee");
      expect(await claim(store, droppedNotice.id)).toEqual([]);
    });

    it("of concurrent writes of one assignee, exactly one writes a notice", async () => {
      const store = await open();
      const ws = await shared(store);
      for (let round = 0; round < 3; round++) {
        const task = await makeTask(store, ws);
        const drafts = [draft(), draft(), draft(), draft()];
        const answers = await Promise.all(drafts.map((notice) => store.updateTask(task.id, { assignee: "bo@example.com", notice, now: at(2) })));
        expect(answers.every((answer) => answer.ok)).toBe(true);
        const claimed = (await Promise.all(drafts.map((notice) => claim(store, notice.id)))).flat();
        expect(claimed).toHaveLength(1);
      }
    });

    it("two claimers at once never hold the same notice", async () => {
      const store = await open();
      const ws = await shared(store);
      const drafts = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async () => {
          const notice = draft();
          written(await store.updateTask((await makeTask(store, ws)).id, { assignee: "cy@example.com", notice, now: at(1) }));
          return notice;
        }),
      );
      for (const notice of drafts.slice(0, 3)) {
        const both = await Promise.all([claim(store, notice.id, "token-a"), claim(store, notice.id, "token-b")]);
        expect(both.map((claimed) => claimed.length).sort()).toEqual([0, 1]);
      }
      const [a, b] = await Promise.all(["token-a", "token-b"].map((claimToken) => store.assignmentNotices.claimAssignmentNotices({ now, limit: 50, claimToken, leaseUntil: lease(10) })));
      const ids = (claimed: AssignmentNoticeRecord[]) => claimed.map((notice) => notice.id);
      expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
      expect([...ids(a), ...ids(b)]).toEqual(expect.arrayContaining(drafts.slice(3).map((notice) => notice.id)));
    });

    it("records sent channels, releases with a back-off, is taken over after its lease, and is finished by its holder only", async () => {
      const store = await open();
      const notices = store.assignmentNotices;
      const ws = await shared(store);
      const notice = draft();
      written(await store.updateTask((await makeTask(store, ws)).id, { assignee: "bo@example.com", notice, now: at(1) }));
      expect(await claim(store, notice.id, "token-a")).toHaveLength(1);
      expect(await claim(store, notice.id, "token-b")).toEqual([]);
      await notices.recordNoticeDelivery({ id: notice.id, claimToken: "token-a", channel: "email" });
      await notices.recordNoticeDelivery({ id: notice.id, claimToken: "token-a", channel: "email" });
      await notices.recordNoticeDelivery({ id: notice.id, claimToken: "token-b", channel: "push:stolen" });
      await notices.releaseAssignmentNotice({ id: notice.id, claimToken: "token-a", error: "421 try later", nextAttemptAt: lease(1) });
      expect(await claim(store, notice.id, "token-b")).toEqual([]);
      const [retried] = await claim(store, notice.id, "token-b", lease(2));
      expect(retried).toMatchObject({ id: notice.id, attempts: 1, delivered: ["email"] });
      expect(await notices.finishAssignmentNotice({ id: notice.id, claimToken: "token-a", status: "done" })).toBe(false);
      // The holder died: after its lease another run takes the notice over, and the old holder can change nothing.
      const [takenOver] = await claim(store, notice.id, "token-c", lease(20));
      expect(takenOver).toMatchObject({ id: notice.id, attempts: 1 });
      await notices.recordNoticeDelivery({ id: notice.id, claimToken: "token-b", channel: "push:late" });
      expect(await notices.finishAssignmentNotice({ id: notice.id, claimToken: "token-b", status: "done" })).toBe(false);
      await notices.recordNoticeDelivery({ id: notice.id, claimToken: "token-c", channel: "push:d1" });
      expect(await notices.finishAssignmentNotice({ id: notice.id, claimToken: "token-c", status: "done" })).toBe(true);
      expect(await claim(store, notice.id, "token-d", lease(60 * 24))).toEqual([]);
    });
  });
}
