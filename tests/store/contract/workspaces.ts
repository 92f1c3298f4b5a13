import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import type { MemberChange, Store, WorkspaceRecord } from "@/server/store/types";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/** `tasks: false` skips the case that needs the store's tasks (an adapter that does not serve them yet). */
export function workspaceContract(open: () => Promise<Store>, { tasks = true }: { tasks?: boolean } = {}): void {
  describe("workspaces", () => {
    it("creates and reads back a workspace, with members lower-cased, de-duplicated and in order", async () => {
      const store = await open();
      const id = newId();
      const created = await store.createWorkspace({
        id,
        name: "Family",
        icon: "🏠",
        color: "emerald",
        userId: "owner-1",
        ownerEmail: "Owner@Example.com",
        isDefault: true,
        members: ["Zoe@Example.com", "adam@example.com", "ZOE@example.com", "Mia@Example.COM"],
        now: "2030-01-15T10:00:00+01:00",
      });
      const expected = {
        id,
        name: "Family",
        icon: "🏠",
        color: "emerald",
        userId: "owner-1",
        ownerEmail: "Owner@Example.com",
        isDefault: true,
        members: ["zoe@example.com", "adam@example.com", "mia@example.com"],
        createdAt: T0,
        updatedAt: T0,
      };
      expect(created).toEqual(expected);
      expect(await store.getWorkspace(id)).toEqual(expected);
    });

    it("answers null for an unknown workspace", async () => {
      const store = await open();
      expect(await store.getWorkspace(newId())).toBeNull();
      expect(await store.updateWorkspace(newId(), { name: "X", now: T0 })).toBeNull();
    });

    it("updates fields and updatedAt and keeps the members", async () => {
      const store = await open();
      const ws = await makeWorkspace(store, { members: ["a@example.com", "b@example.com"] });
      const renamed = await store.updateWorkspace(ws.id, { name: "Work", icon: "💼", color: "rose", isDefault: true, now: at(5) });
      expect(renamed).toEqual({ ...ws, name: "Work", icon: "💼", color: "rose", isDefault: true, updatedAt: at(5) });

      const owner = await store.updateWorkspace(ws.id, { ownerEmail: "new-owner@example.com", now: at(7) });
      expect(owner?.ownerEmail).toBe("new-owner@example.com");
      expect(owner?.members).toEqual(["a@example.com", "b@example.com"]);
      expect(await store.getWorkspace(ws.id)).toEqual(owner);
    });

    it("lists a user's own workspaces oldest first, page by page", async () => {
      const store = await open();
      const userId = newId();
      const made = [];
      for (const minute of [4, 1, 3, 0, 2]) made.push(await makeWorkspace(store, { userId, name: `W${minute}`, now: at(minute) }));
      await makeWorkspace(store, { name: "someone else's" });

      const first = await store.listWorkspacesByOwner(userId, { limit: 2 });
      expect(first.items.map((w) => w.name)).toEqual(["W0", "W1"]);
      expect(first.nextCursor).not.toBeNull();
      const second = await store.listWorkspacesByOwner(userId, { limit: 2, cursor: first.nextCursor });
      expect(second.items.map((w) => w.name)).toEqual(["W2", "W3"]);
      const third = await store.listWorkspacesByOwner(userId, { limit: 2, cursor: second.nextCursor });
      expect(third.items.map((w) => w.name)).toEqual(["W4"]);
      expect(third.nextCursor).toBeNull();
      expect(await store.listWorkspacesByOwner(newId(), { limit: 10 })).toEqual({ items: [], nextCursor: null });
    });

    it("lists the workspaces an e-mail is a member of, case-insensitively, with all their members", async () => {
      const store = await open();
      const email = `Member-${newId()}@Example.com`;
      const a = await makeWorkspace(store, { name: "A", members: ["x@example.com", email], now: at(1) });
      const b = await makeWorkspace(store, { name: "B", members: [email.toUpperCase()], now: at(2) });
      const c = await makeWorkspace(store, { name: "C", members: [email], now: at(3) });
      await makeWorkspace(store, { name: "D", members: ["x@example.com"], now: at(4) });

      const all = await collectAll((page) => store.listWorkspacesByMember(email.toUpperCase(), page));
      expect(all.map((w) => w.id)).toEqual([a.id, b.id, c.id]);
      expect(all[0].members).toEqual(["x@example.com", email.toLowerCase()]);

      const firstPage = await store.listWorkspacesByMember(email, { limit: 2 });
      expect(firstPage.items.map((w) => w.name)).toEqual(["A", "B"]);
      const rest = await store.listWorkspacesByMember(email, { limit: 2, cursor: firstPage.nextCursor });
      expect(rest).toEqual({ items: [expect.objectContaining({ name: "C" })], nextCursor: null });

      await store.removeMember({ workspaceId: b.id, email, now: at(5) });
      const after = await collectAll((page) => store.listWorkspacesByMember(email, page));
      expect(after.map((w) => w.name)).toEqual(["A", "C"]);
    });

    memberContract(open);

    (tasks ? it : it.skip)("deletes a workspace with its members, tasks, comments and reminders", async () => {
      const store = await open();
      const email = `gone-${newId()}@example.com`;
      const ws = await makeWorkspace(store, { members: [email] });
      const other = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      await store.addComment(task.id, { id: newId(), text: "note", user: "Ada", userId: ws.userId, time: at(1) });
      const reminder = await makeReminder(store, task);
      const keptTask = await makeTask(store, other);
      const keptReminder = await makeReminder(store, keptTask);

      await store.deleteWorkspace(ws.id);

      expect(await store.getWorkspace(ws.id)).toBeNull();
      expect(await store.getTask(task.id)).toBeNull();
      expect(await store.getReminder(reminder.id)).toBeNull();
      expect(await store.listTasks({ workspaceId: ws.id }, { limit: 10 })).toEqual({ items: [], nextCursor: null });
      expect(await store.listRemindersByTask(task.id, { limit: 10 })).toEqual({ items: [], nextCursor: null });
      expect(await store.listWorkspacesByMember(email, { limit: 10 })).toEqual({ items: [], nextCursor: null });
      expect(await store.getTask(keptTask.id)).toEqual(keptTask);
      expect(await store.getReminder(keptReminder.id)).toEqual(keptReminder);
      await expect(store.deleteWorkspace(ws.id)).resolves.toBeUndefined();
    });
  });
}

/** The member operations: one atomic step each, whatever runs beside them. */
function memberContract(open: () => Promise<Store>): void {
  describe("members", () => {
    const email = (label: string) => `${label}-${newId()}@example.com`;
    const refused = (reason: Extract<MemberChange, { ok: false }>["reason"]) => ({ ok: false, reason });
    const changed = (workspace: WorkspaceRecord) => ({ ok: true, workspace });

    it("adds a member lower-cased at the end, moves updatedAt, and lists the workspace under that e-mail", async () => {
      const store = await open();
      const ws = await makeWorkspace(store, { members: ["a@example.com"] });
      const newcomer = email("New");
      const result = await store.addMember({ workspaceId: ws.id, email: `  ${newcomer.toUpperCase()} `, max: 4, now: at(3) });
      const expected = { ...ws, members: ["a@example.com", newcomer.toLowerCase()], updatedAt: at(3) };
      expect(result).toEqual(changed(expected));
      expect(await store.getWorkspace(ws.id)).toEqual(expected);
      expect((await store.listWorkspacesByMember(newcomer, { limit: 5 })).items).toEqual([expected]);
    });

    it("removes a member case-insensitively, keeps the others in order, and moves updatedAt", async () => {
      const store = await open();
      const gone = email("gone");
      const ws = await makeWorkspace(store, { members: ["a@example.com", gone, "c@example.com"] });
      const result = await store.removeMember({ workspaceId: ws.id, email: gone.toUpperCase(), now: at(4) });
      const expected = { ...ws, members: ["a@example.com", "c@example.com"], updatedAt: at(4) };
      expect(result).toEqual(changed(expected));
      expect(await store.getWorkspace(ws.id)).toEqual(expected);
      expect(await store.listWorkspacesByMember(gone, { limit: 5 })).toEqual({ items: [], nextCursor: null });
      // Added again after a removal: at the end.
      const back = await store.addMember({ workspaceId: ws.id, email: gone, max: 4, now: at(5) });
      expect(back.ok && back.workspace.members).toEqual(["a@example.com", "c@example.com", gone]);
    });

    it("refuses an existing member, a full workspace, a non-member and a missing workspace, changing nothing", async () => {
      const store = await open();
      const ws = await makeWorkspace(store, { members: ["a@example.com", "b@example.com"] });
      expect(await store.addMember({ workspaceId: ws.id, email: "B@Example.com", max: 4, now: at(1) })).toEqual(refused("already_member"));
      expect(await store.addMember({ workspaceId: ws.id, email: email("third"), max: 2, now: at(1) })).toEqual(refused("full"));
      expect(await store.addMember({ workspaceId: ws.id, email: email("third"), max: 0, now: at(1) })).toEqual(refused("full"));
      expect(await store.removeMember({ workspaceId: ws.id, email: email("stranger"), now: at(1) })).toEqual(refused("not_member"));
      expect(await store.getWorkspace(ws.id)).toEqual(ws);

      const missing = newId();
      expect(await store.addMember({ workspaceId: missing, email: email("x"), max: 4, now: at(1) })).toEqual(refused("workspace_not_found"));
      expect(await store.removeMember({ workspaceId: missing, email: "a@example.com", now: at(1) })).toEqual(refused("workspace_not_found"));
      expect(await store.getWorkspace(missing)).toBeNull();
    });

    it("lets exactly 4 of 10 concurrent adds into a workspace with room for 4; the other 6 are refused as full", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const emails = Array.from({ length: 10 }, (_, i) => email(`racer${i}`));
      const results = await Promise.all(emails.map((e, i) => store.addMember({ workspaceId: ws.id, email: e, max: 4, now: at(i) })));

      expect(results.filter((r) => r.ok)).toHaveLength(4);
      expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 6 }, () => refused("full")));
      const admitted = emails.filter((_, i) => results[i].ok);
      const stored = await store.getWorkspace(ws.id);
      expect([...(stored?.members ?? [])].sort()).toEqual([...admitted].sort());
    });

    it("lets only one of concurrent adds of the same e-mail in; the others hear already_member", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const same = email("twin");
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => store.addMember({ workspaceId: ws.id, email: same, max: 4, now: at(i) })));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 4 }, () => refused("already_member")));
      expect((await store.getWorkspace(ws.id))?.members).toEqual([same]);
    });

    it("applies a concurrent add and leave both (a read-modify-write of the list would lose one)", async () => {
      const store = await open();
      for (let round = 0; round < 5; round++) {
        const leaver = email("leaver");
        const joiner = email("joiner");
        const ws = await makeWorkspace(store, { members: ["stays@example.com", leaver] });
        const [added, left] = await Promise.all([
          store.addMember({ workspaceId: ws.id, email: joiner, max: 4, now: at(1) }),
          store.removeMember({ workspaceId: ws.id, email: leaver, now: at(1) }),
        ]);
        expect(added.ok).toBe(true);
        expect(left.ok).toBe(true);
        expect((await store.getWorkspace(ws.id))?.members).toEqual(["stays@example.com", joiner]);
      }
    });

    it("keeps every one of concurrent adds and removes of different e-mails", async () => {
      const store = await open();
      const leavers = [email("l1"), email("l2"), email("l3")];
      const joiners = [email("j1"), email("j2"), email("j3")];
      const ws = await makeWorkspace(store, { members: leavers });
      const results = await Promise.all([
        ...joiners.map((e) => store.addMember({ workspaceId: ws.id, email: e, max: 6, now: at(1) })),
        ...leavers.map((e) => store.removeMember({ workspaceId: ws.id, email: e, now: at(1) })),
      ]);
      expect(results.every((r) => r.ok)).toBe(true);
      expect([...((await store.getWorkspace(ws.id))?.members ?? [])].sort()).toEqual([...joiners].sort());
    });
  });
}
