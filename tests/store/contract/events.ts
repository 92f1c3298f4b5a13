import { newId } from "@/server/ids";
import type { EventDraft, Store } from "@/server/store/types";
import type { LiveActor, LiveEvent } from "@/lib/schemas/live";
import { toReminderView } from "@/lib/schemas/reminder";
import { at, makeReminder, makeTask, makeWorkspace, T0, written } from "@/tests/support/records";

/**
 * The outbox (server/store/types.ts EventDraft): every write method that takes a change event stores
 * exactly one, with the next sequence number of its workspace and the record as the store holds it after
 * the change, and none (no number taken) when the change did not happen. A backend without an event log
 * (Appwrite) accepts the drafts and changes its data all the same. Where the backend keeps a log, open
 * streams hold slots under two caps, and each member's reading starts where they joined.
 */
export function eventContract(open: () => Promise<Store>): void {
  describe("change events stored with their change", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };

    /** Runs `write` and answers its result with the events it stored in the workspace (none where the store keeps no log). */
    async function stored<T>(store: Store, workspaceId: string, write: () => Promise<T>): Promise<{ result: T; events: LiveEvent[] }> {
      const log = store.eventLog;
      const before = log ? await log.latestSeq(workspaceId) : 0;
      const result = await write();
      if (!log) return { result, events: [] };
      const rows = await log.listEventsAfter({ workspaceId, afterSeq: before, limit: 10 });
      // Gapless: the numbers taken are exactly those of the events stored.
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => before + i + 1));
      expect(await log.latestSeq(workspaceId)).toBe(before + rows.length);
      const events = rows.map((row) => ({ ...(JSON.parse(row.body) as object), workspaceId: row.workspaceId, seq: row.seq }) as LiveEvent);
      return { result, events };
    }

    /** What a store with a log must have stored: `expected` (one event, or none). */
    const expectStored = (store: Store, events: LiveEvent[], expected: Partial<LiveEvent> | null) =>
      expect(events).toEqual(store.eventLog && expected ? [expected] : []);

    it("tasks: created (once), updated, commented, comment deleted, deleted; nothing for a missing task or comment", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const draft = (fields: object) => ({ ...fields, workspaceId: ws.id, actor }) as EventDraft;
      const input = { id: newId(), title: "Buy milk", dueDate: at(60), urgency: 3, createdAt: T0, workspaceId: ws.id, userId: ws.userId };

      const created = await stored(store, ws.id, () => store.createTask(input, draft({ type: "task.created", with: "task" })));
      expectStored(store, created.events, { type: "task.created", task: created.result, actor, workspaceId: ws.id, seq: 1 });

      const once = { ...input, id: newId() };
      const first = await stored(store, ws.id, () => store.createTaskOnce(once, draft({ type: "task.created", with: "task" })));
      expectStored(store, first.events, { type: "task.created", task: first.result.task!, actor, workspaceId: ws.id, seq: 2 });
      const again = await stored(store, ws.id, () => store.createTaskOnce(once, draft({ type: "task.created", with: "task" })));
      expect(again.result.created).toBe(false);
      expectStored(store, again.events, null);

      const updated = await stored(store, ws.id, async () => written(await store.updateTask(input.id, { title: "Oat milk", now: at(1) }, draft({ type: "task.updated", with: "task" }))));
      expect(updated.result.title).toBe("Oat milk");
      expectStored(store, updated.events, { type: "task.updated", task: updated.result, actor, workspaceId: ws.id, seq: 3 });

      const comment = { id: newId(), text: "On it", user: "Ada", userId: "actor-1", time: at(2) };
      const commented = await stored(store, ws.id, () => store.addComment(input.id, comment, draft({ type: "comment.added", comment, with: "task" })));
      expect(commented.result?.comments).toEqual([comment]);
      expectStored(store, commented.events, { type: "comment.added", task: commented.result!, comment, actor, workspaceId: ws.id, seq: 4 });

      const uncommented = await stored(store, ws.id, () => store.deleteComment(input.id, comment.id, draft({ type: "comment.deleted", commentId: comment.id, with: "task" })));
      expect(uncommented.result?.comments).toEqual([]);
      expectStored(store, uncommented.events, { type: "comment.deleted", task: uncommented.result!, commentId: comment.id, actor, workspaceId: ws.id, seq: 5 });
      const noComment = await stored(store, ws.id, () => store.deleteComment(input.id, comment.id, draft({ type: "comment.deleted", commentId: comment.id, with: "task" })));
      expectStored(store, noComment.events, null);

      const deleted = await stored(store, ws.id, () => store.deleteTask(input.id, draft({ type: "task.deleted", taskId: input.id, taskUserId: ws.userId })));
      expectStored(store, deleted.events, { type: "task.deleted", taskId: input.id, taskUserId: ws.userId, actor, workspaceId: ws.id, seq: 6 });

      const gone = newId();
      const missing = await stored(store, ws.id, async () => [
        await store.updateTask(gone, { title: "x", now: at(3) }, draft({ type: "task.updated", with: "task" })),
        await store.addComment(gone, { ...comment, id: newId() }, draft({ type: "comment.added", comment, with: "task" })),
        await store.deleteComment(gone, comment.id, draft({ type: "comment.deleted", commentId: comment.id, with: "task" })),
        await store.deleteTask(input.id, draft({ type: "task.deleted", taskId: input.id, taskUserId: ws.userId })),
      ]);
      expect(missing.result).toEqual([{ ok: false, reason: "not_found" }, null, null, undefined]);
      expectStored(store, missing.events, null);
    });

    it("workspaces and members: updated, member added, removed, deleted; nothing when already a member, full, not a member or gone", async () => {
      const store = await open();
      const ws = await makeWorkspace(store, { members: ["a@example.com"] });
      const draft = (fields: object) => ({ ...fields, workspaceId: ws.id, actor }) as EventDraft;

      const renamed = await stored(store, ws.id, () => store.updateWorkspace(ws.id, { name: "Work", now: at(1) }, draft({ type: "workspace.updated", with: "workspace" })));
      const { id, name, icon, color, userId, ownerEmail, isDefault, members } = renamed.result!;
      expectStored(store, renamed.events, {
        type: "workspace.updated",
        workspace: { id, name, icon, color, userId, ownerEmail, isDefault, members },
        actor,
        workspaceId: ws.id,
        seq: 1,
      });

      const added = await stored(store, ws.id, () => store.addMember({ workspaceId: ws.id, email: "B@example.com", max: 3, now: at(2) }, draft({ type: "member.added", email: "b@example.com", with: "members" })));
      expect(added.result.ok).toBe(true);
      expectStored(store, added.events, { type: "member.added", email: "b@example.com", members: ["a@example.com", "b@example.com"], actor, workspaceId: ws.id, seq: 2 });

      const refused = await stored(store, ws.id, async () => [
        await store.addMember({ workspaceId: ws.id, email: "b@example.com", max: 3, now: at(3) }, draft({ type: "member.added", email: "b@example.com", with: "members" })),
        await store.addMember({ workspaceId: ws.id, email: "c@example.com", max: 2, now: at(3) }, draft({ type: "member.added", email: "c@example.com", with: "members" })),
        await store.removeMember({ workspaceId: ws.id, email: "z@example.com", now: at(3) }, draft({ type: "member.removed", email: "z@example.com", with: "members" })),
      ]);
      expect(refused.result.map((change) => !change.ok && change.reason)).toEqual(["already_member", "full", "not_member"]);
      expectStored(store, refused.events, null);

      const removed = await stored(store, ws.id, () => store.removeMember({ workspaceId: ws.id, email: "a@example.com", now: at(4) }, draft({ type: "member.left", email: "a@example.com", with: "members" })));
      expectStored(store, removed.events, { type: "member.left", email: "a@example.com", members: ["b@example.com"], actor, workspaceId: ws.id, seq: 3 });

      const deleted = await stored(store, ws.id, () => store.deleteWorkspace(ws.id, draft({ type: "workspace.deleted" })));
      expectStored(store, deleted.events, { type: "workspace.deleted", actor, workspaceId: ws.id, seq: 4 });

      const gone = await stored(store, ws.id, async () => [
        await store.updateWorkspace(ws.id, { name: "Gone", now: at(5) }, draft({ type: "workspace.updated", with: "workspace" })),
        await store.addMember({ workspaceId: ws.id, email: "d@example.com", max: 3, now: at(5) }, draft({ type: "member.added", email: "d@example.com", with: "members" })),
        await store.deleteWorkspace(ws.id, draft({ type: "workspace.deleted" })),
      ]);
      expect(gone.result).toEqual([null, { ok: false, reason: "workspace_not_found" }, undefined]);
      expectStored(store, gone.events, null);
    });

    it("reminders: created, sent, deleted, to their owner only; nothing when the lease is lost or the reminder is gone", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const owner = { workspaceId: ws.id, actor, audience: "owner-1" };
      try {
        const id = newId();
        const created = await stored(store, ws.id, () =>
          makeReminder(store, task, { id, dueDate: at(-1), userId: "owner-1" }).then(() => store.getReminder(id)),
        );
        expectStored(store, created.events, null); // made without a draft: no event
        await store.deleteReminder(id);

        const made = await stored(store, ws.id, () =>
          store.createReminder(
            { id, text: "Call", dueDate: at(-1), taskId: task.id, taskTitle: task.title, workspaceId: ws.id, userId: "owner-1", userEmail: "o@example.com", userName: "Ada", timeZone: "UTC", createdAt: T0 },
            { type: "reminder.created", with: "reminder", ...owner },
          ),
        );
        expectStored(store, made.events, { type: "reminder.created", reminder: toReminderView(made.result), ...owner, seq: 1 });

        const token = `events-${newId()}`;
        const claimed = await store.claimDueReminders({ now: T0, limit: 50, claimToken: token, leaseUntil: at(5) });
        expect(claimed.map((r) => r.id)).toContain(id);
        const sent = await stored(store, ws.id, () => store.markReminderSent({ id, claimToken: token, sentAt: at(1) }, { type: "reminder.sent", with: "reminder", ...owner, actor: null }));
        expect(sent.result).toBe(true);
        const done = await store.getReminder(id);
        expect(done).toMatchObject({ status: "done", sentAt: at(1) });
        expectStored(store, sent.events, { type: "reminder.sent", reminder: toReminderView(done!), ...owner, actor: null, seq: 2 });
        const lost = await stored(store, ws.id, () => store.markReminderSent({ id, claimToken: token, sentAt: at(2) }, { type: "reminder.sent", with: "reminder", ...owner, actor: null }));
        expect(lost.result).toBe(false);
        expectStored(store, lost.events, null);

        const deleted = await stored(store, ws.id, () => store.deleteReminder(id, { type: "reminder.deleted", reminderId: id, ...owner }));
        expectStored(store, deleted.events, { type: "reminder.deleted", reminderId: id, ...owner, seq: 3 });
        const again = await stored(store, ws.id, () => store.deleteReminder(id, { type: "reminder.deleted", reminderId: id, ...owner }));
        expectStored(store, again.events, null);
      } finally {
        await store.deleteWorkspace(ws.id);
      }
    });
  });

  describe("open streams and where each member's reading starts (a backend with an event log)", () => {
    const actor: LiveActor = { id: "actor-1", name: "Ada" };
    const limits = { maxPerWorkspace: 2, maxPerUser: 3 };

    it("a member reads from the event that added them: 1 when the workspace was made with them, the next number when added without an event, a new one when added again", async () => {
      const store = await open();
      const log = store.eventLog;
      if (!log) return;
      const ws = await makeWorkspace(store, { members: ["a@example.com"] });
      const draft = (fields: object) => ({ ...fields, workspaceId: ws.id, actor }) as EventDraft;
      const since = async (memberEmail: string | null) => {
        const claim = await log.claimStreamSlot({ id: newId(), userId: newId(), workspaceId: ws.id, memberEmail, ...limits, now: Date.now(), expiresAt: Date.now() + 60_000 });
        if (!claim.ok) throw new Error("refused");
        return claim.memberSince;
      };
      await store.updateWorkspace(ws.id, { name: "Work", now: at(1) }, draft({ type: "workspace.updated", with: "workspace" }));
      await store.addMember({ workspaceId: ws.id, email: "b@example.com", max: 9, now: at(2) }, draft({ type: "member.added", email: "b@example.com", with: "members" }));
      await store.addMember({ workspaceId: ws.id, email: "c@example.com", max: 9, now: at(3) });
      expect(await log.latestSeq(ws.id)).toBe(2);
      expect([await since("a@example.com"), await since("B@Example.com"), await since("c@example.com")]).toEqual([1, 2, 3]);

      await store.removeMember({ workspaceId: ws.id, email: "b@example.com", now: at(4) }, draft({ type: "member.removed", email: "b@example.com", with: "members" }));
      expect(await since("b@example.com")).toBeNull();
      await store.addMember({ workspaceId: ws.id, email: "b@example.com", max: 9, now: at(5) }, draft({ type: "member.added", email: "b@example.com", with: "members" }));
      const [readd] = await log.listEventsAfter({ workspaceId: ws.id, afterSeq: 3, limit: 10 });
      expect(readd).toMatchObject({ seq: 4 });
      expect(await since("b@example.com")).toBe(4);
      // A refused add (already there, or full) changes nobody's start.
      await store.addMember({ workspaceId: ws.id, email: "b@example.com", max: 9, now: at(6) }, draft({ type: "member.added", email: "b@example.com", with: "members" }));
      await store.addMember({ workspaceId: ws.id, email: "d@example.com", max: 3, now: at(6) }, draft({ type: "member.added", email: "d@example.com", with: "members" }));
      expect([await since("b@example.com"), await since("d@example.com"), await since("z@example.com"), await since(null)]).toEqual([4, null, null, null]);
    });

    it("holds a user to maxPerWorkspace streams on a workspace and maxPerUser on all, says which refused, and frees expired and released slots", async () => {
      const store = await open();
      const log = store.eventLog;
      if (!log) return;
      const [one, two, three] = [newId(), newId(), newId()];
      const user = newId();
      const now = Date.now();
      const claim = (id: string, workspaceId: string, by = user, expiresAt = now + 60_000) =>
        log.claimStreamSlot({ id, userId: by, workspaceId, memberEmail: null, ...limits, now, expiresAt });
      expect(await claim("s1", one)).toEqual({ ok: true, memberSince: null });
      expect((await claim("s2", one)).ok).toBe(true);
      expect(await claim("s3", one)).toEqual({ ok: false, full: "workspace" });
      expect((await claim("s4", two)).ok).toBe(true);
      expect(await claim("s5", two)).toEqual({ ok: false, full: "user" });
      expect(await claim("s6", three)).toEqual({ ok: false, full: "user" });
      expect((await claim("s7", one, newId())).ok).toBe(true); // another user counts apart

      await log.releaseStreamSlot("s4");
      expect((await claim("s8", three)).ok).toBe(true);
      // A slot whose stream stopped renewing it (its process died) expires.
      await log.renewStreamSlot({ id: "s8", expiresAt: now - 1 });
      expect((await claim("s9", two)).ok).toBe(true);
      await log.renewStreamSlot({ id: "s9", expiresAt: now + 60_000 });
      expect(await claim("s10", three)).toEqual({ ok: false, full: "user" });
      await Promise.all(["s1", "s2", "s7", "s9"].map((id) => log.releaseStreamSlot(id)));
    });
  });
}
