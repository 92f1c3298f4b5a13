import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import type { ReminderRecord, ReminderStatus, Store, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import { at, FAR_FUTURE, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/** Claims see every due reminder of the store: each claim test deletes its workspace (and so its reminders) at the end. */
async function inOwnWorkspace(store: Store, body: (task: TaskRecord, ws: WorkspaceRecord) => Promise<void>): Promise<void> {
  const ws = await makeWorkspace(store);
  try {
    await body(await makeTask(store, ws), ws);
  } finally {
    await store.deleteWorkspace(ws.id);
  }
}

const ids = (reminders: ReminderRecord[]) => reminders.map((r) => r.id).sort();

export function reminderContract(open: () => Promise<Store>): void {
  describe("reminders", () => {
    it("creates a pending reminder and reads it back", async () => {
      const store = await open();
      const task = await makeTask(store, await makeWorkspace(store));
      const id = newId();
      const input = {
        id,
        text: "Call the plumber",
        dueDate: "2099-06-01T14:00:00+02:00",
        taskId: task.id,
        taskTitle: task.title,
        workspaceId: task.workspaceId,
        userId: task.userId,
        userEmail: "ada@example.com",
        userName: "Ada",
        timeZone: "Europe/Berlin",
        commentId: "comment-1",
        createdAt: T0,
      };
      const expected: ReminderRecord = {
        ...input,
        dueDate: FAR_FUTURE,
        status: "pending",
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        sentAt: null,
      };
      expect(await store.createReminder(input)).toEqual(expected);
      expect(await store.getReminder(id)).toEqual(expected);
      expect(await store.getReminder(newId())).toBeNull();
    });

    it("stores a status other than pending or done as pending", async () => {
      const store = await open();
      const task = await makeTask(store, await makeWorkspace(store));
      const odd = await makeReminder(store, task, { status: "sent" as string as ReminderStatus });
      expect(odd.status).toBe("pending");
      expect((await store.getReminder(odd.id))?.status).toBe("pending");
      expect((await makeReminder(store, task, { status: "done" })).status).toBe("done");
    });

    it("lists a user's reminders, optionally of one workspace, and a task's, oldest first and paged", async () => {
      const store = await open();
      const userId = newId();
      const wsA = await makeWorkspace(store, { userId });
      const wsB = await makeWorkspace(store, { userId });
      const taskA = await makeTask(store, wsA);
      const taskB = await makeTask(store, wsB);
      const r1 = await makeReminder(store, taskA, { createdAt: at(1) });
      const r3 = await makeReminder(store, taskB, { createdAt: at(3) });
      const r2 = await makeReminder(store, taskA, { createdAt: at(2) });
      await makeReminder(store, taskA, { userId: "someone-else", createdAt: at(4) });

      const first = await store.listRemindersByUser({ userId }, { limit: 2 });
      expect(first.items.map((r) => r.id)).toEqual([r1.id, r2.id]);
      const second = await store.listRemindersByUser({ userId }, { limit: 2, cursor: first.nextCursor });
      expect(second).toEqual({ items: [r3], nextCursor: null });
      expect((await store.listRemindersByUser({ userId, workspaceId: wsA.id }, { limit: 10 })).items).toEqual([r1, r2]);
      expect((await collectAll((page) => store.listRemindersByTask(taskA.id, page))).map((r) => r.id)).toEqual([
        r1.id,
        r2.id,
        expect.any(String),
      ]);
      expect((await store.listRemindersByTask(taskB.id, { limit: 10 })).items).toEqual([r3]);
    });

    it("deletes one reminder, or all of a task and says how many", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const other = await makeTask(store, ws);
      const [a] = [await makeReminder(store, task), await makeReminder(store, task), await makeReminder(store, task)];
      const kept = await makeReminder(store, other);

      await store.deleteReminder(a.id);
      expect(await store.getReminder(a.id)).toBeNull();
      expect(await store.deleteRemindersOfTask(task.id)).toBe(2);
      expect(await store.deleteRemindersOfTask(task.id)).toBe(0);
      expect(await store.listRemindersByTask(task.id, { limit: 10 })).toEqual({ items: [], nextCursor: null });
      expect(await store.getReminder(kept.id)).toEqual(kept);
    });

    it("keeps the comment that made a reminder; one made without a comment reads commentId null", async () => {
      const store = await open();
      const task = await makeTask(store, await makeWorkspace(store));
      const made = await makeReminder(store, task, { commentId: "c1" });
      const noComment = await makeReminder(store, task);
      expect(made.commentId).toBe("c1");
      expect(noComment.commentId).toBeNull();
      expect((await store.getReminder(made.id))?.commentId).toBe("c1");
      expect((await store.getReminder(noComment.id))?.commentId).toBeNull();
    });

    it("claims only pending reminders that are due, not backed off and not leased, oldest due first", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        const backedOff = await makeReminder(store, task, { dueDate: at(-30) });
        const retryNow = await makeReminder(store, task, { dueDate: at(-20) });
        await setBackOff(store, backedOff, at(10));
        await setBackOff(store, retryNow, at(-1));
        const now = at(0);
        const dueLong = await makeReminder(store, task, { dueDate: at(-60) });
        const dueNow = await makeReminder(store, task, { dueDate: now });
        await makeReminder(store, task, { dueDate: at(1) }); // not yet due
        await makeReminder(store, task, { dueDate: at(-5), status: "done" });

        const claimed = await store.claimDueReminders({ now, limit: 10, claimToken: "worker-1", leaseUntil: at(5) });
        expect(claimed.map((r) => r.id)).toEqual([dueLong.id, retryNow.id, dueNow.id]);
        expect(claimed.every((r) => r.status === "pending")).toBe(true);
        expect(await store.claimDueReminders({ now, limit: 10, claimToken: "worker-2", leaseUntil: at(5) })).toEqual([]);
      });
    });

    it("honours the limit of a claim", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        for (let i = 0; i < 5; i++) await makeReminder(store, task, { dueDate: at(-i) });
        expect(await store.claimDueReminders({ now: T0, limit: 2, claimToken: "w", leaseUntil: at(5) })).toHaveLength(2);
        expect(await store.claimDueReminders({ now: T0, limit: 0, claimToken: "w", leaseUntil: at(5) })).toEqual([]);
        expect(await store.claimDueReminders({ now: T0, limit: 10, claimToken: "w", leaseUntil: at(5) })).toHaveLength(3);
      });
    });

    it("gives two concurrent claimers over 300 due reminders disjoint sets that cover them all", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        const made = [];
        for (let i = 0; i < 300; i++) made.push(await makeReminder(store, task, { dueDate: at(-1 - (i % 7)) }));
        // An empty batch while the other claimer is mid-claim (an optimistic store's candidates all taken) is
        // tried again until every reminder is claimed, so both claimers keep going as long as there is work.
        let claimed = 0;
        const drain = async (claimToken: string) => {
          const got: ReminderRecord[] = [];
          for (let empty = 0; empty < 50; ) {
            const batch = await store.claimDueReminders({ now: T0, limit: 25, claimToken, leaseUntil: at(5) });
            claimed += batch.length;
            got.push(...batch);
            if (claimed >= made.length) return got;
            if (batch.length === 0) {
              empty++;
              await new Promise((resolve) => setTimeout(resolve, 2));
            }
          }
          return got;
        };
        const [a, b] = await Promise.all([drain("worker-a"), drain("worker-b")]);
        expect(a.length).toBeGreaterThan(0);
        expect(b.length).toBeGreaterThan(0);
        expect(new Set([...ids(a), ...ids(b)]).size).toBe(a.length + b.length);
        expect([...ids(a), ...ids(b)].sort()).toEqual(ids(made));
      });
    });

    it("makes a reminder claimable again once its lease has expired", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        const reminder = await makeReminder(store, task, { dueDate: at(-1) });
        await store.claimDueReminders({ now: T0, limit: 5, claimToken: "crashed", leaseUntil: at(5) });
        expect(await store.claimDueReminders({ now: at(4), limit: 5, claimToken: "next", leaseUntil: at(10) })).toEqual([]);
        const again = await store.claimDueReminders({ now: at(5), limit: 5, claimToken: "next", leaseUntil: at(10) });
        expect(again.map((r) => r.id)).toEqual([reminder.id]);
        expect(await store.markReminderSent({ id: reminder.id, claimToken: "crashed", sentAt: at(6) })).toBe(false);
        expect(await store.markReminderSent({ id: reminder.id, claimToken: "next", sentAt: at(6) })).toBe(true);
      });
    });

    it("marks a reminder sent only for the holder of its lease, once", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        const reminder = await makeReminder(store, task, { dueDate: at(-1) });
        await store.claimDueReminders({ now: T0, limit: 5, claimToken: "mine", leaseUntil: at(5) });
        expect(await store.markReminderSent({ id: reminder.id, claimToken: "theirs", sentAt: at(1) })).toBe(false);
        expect((await store.getReminder(reminder.id))?.status).toBe("pending");
        expect(await store.markReminderSent({ id: reminder.id, claimToken: "mine", sentAt: "2030-01-15T10:01:00+01:00" })).toBe(true);
        expect(await store.getReminder(reminder.id)).toEqual({ ...reminder, status: "done", sentAt: at(1) });
        expect(await store.markReminderSent({ id: reminder.id, claimToken: "mine", sentAt: at(2) })).toBe(false);
        expect(await store.claimDueReminders({ now: at(60), limit: 5, claimToken: "later", leaseUntil: at(65) })).toEqual([]);
      });
    });

    it("releases a failed reminder: stays pending, counts the attempt, records the error, backs off", async () => {
      const store = await open();
      await inOwnWorkspace(store, async (task) => {
        const reminder = await makeReminder(store, task, { dueDate: at(-1) });
        await store.claimDueReminders({ now: T0, limit: 5, claimToken: "mine", leaseUntil: at(5) });

        await store.releaseReminder({ id: reminder.id, claimToken: "theirs", error: "not mine", nextAttemptAt: at(1) });
        expect(await store.getReminder(reminder.id)).toEqual(reminder);

        await store.releaseReminder({ id: reminder.id, claimToken: "mine", error: "550 mailbox unavailable", nextAttemptAt: at(2) });
        const released = { ...reminder, attempts: 1, lastError: "550 mailbox unavailable", nextAttemptAt: at(2) };
        expect(await store.getReminder(reminder.id)).toEqual(released);
        // The lease is gone: claimable as soon as the back-off ends, before the old lease would have.
        expect(await store.claimDueReminders({ now: at(1), limit: 5, claimToken: "w", leaseUntil: at(9) })).toEqual([]);
        expect(await store.claimDueReminders({ now: at(2), limit: 5, claimToken: "w", leaseUntil: at(9) })).toEqual([released]);

        await store.releaseReminder({ id: reminder.id, claimToken: "w", error: "timeout", nextAttemptAt: at(4) });
        expect(await store.getReminder(reminder.id)).toMatchObject({ status: "pending", attempts: 2, lastError: "timeout", nextAttemptAt: at(4) });
      });
    });
  });
}

/** Puts a reminder into back-off the only way the port allows: claim it alone, then release it. */
async function setBackOff(store: Store, reminder: ReminderRecord, nextAttemptAt: string): Promise<void> {
  const [claimed] = await store.claimDueReminders({ now: reminder.dueDate, limit: 1, claimToken: "backoff", leaseUntil: reminder.dueDate });
  expect(claimed?.id).toBe(reminder.id);
  await store.releaseReminder({ id: reminder.id, claimToken: "backoff", error: "smtp down", nextAttemptAt });
}
