import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import type { Store } from "@/server/store/types";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

export function workspaceContract(open: () => Promise<Store>): void {
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
      expect(await store.updateWorkspace(newId(), { members: ["a@example.com"], now: T0 })).toBeNull();
    });

    it("updates fields and updatedAt, keeps members unless given, replaces them in the new order", async () => {
      const store = await open();
      const ws = await makeWorkspace(store, { members: ["a@example.com", "b@example.com"] });
      const renamed = await store.updateWorkspace(ws.id, { name: "Work", icon: "💼", color: "rose", isDefault: true, now: at(5) });
      expect(renamed).toEqual({ ...ws, name: "Work", icon: "💼", color: "rose", isDefault: true, updatedAt: at(5) });

      const reordered = await store.updateWorkspace(ws.id, { members: ["C@example.com", "b@example.com", "A@EXAMPLE.COM"], now: at(6) });
      expect(reordered?.members).toEqual(["c@example.com", "b@example.com", "a@example.com"]);
      expect(reordered?.name).toBe("Work");

      const owner = await store.updateWorkspace(ws.id, { ownerEmail: "new-owner@example.com", now: at(7) });
      expect(owner?.ownerEmail).toBe("new-owner@example.com");
      expect(owner?.members).toEqual(["c@example.com", "b@example.com", "a@example.com"]);

      const emptied = await store.updateWorkspace(ws.id, { members: [], now: at(8) });
      expect(emptied?.members).toEqual([]);
      expect(emptied?.updatedAt).toBe(at(8));
      expect(await store.getWorkspace(ws.id)).toEqual(emptied);
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

      await store.updateWorkspace(b.id, { members: [], now: at(5) });
      const after = await collectAll((page) => store.listWorkspacesByMember(email, page));
      expect(after.map((w) => w.name)).toEqual(["A", "C"]);
    });

    it("deletes a workspace with its members, tasks, comments and reminders", async () => {
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
