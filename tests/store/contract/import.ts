import { newId } from "@/server/ids";
import type { Store, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import { at, makeTask, makeWorkspace, parsedList, T0 } from "@/tests/support/records";

/** A finished task as an import writes it: completed, updated after its creation, with comments oldest first. */
function importedTask(ws: Pick<WorkspaceRecord, "id" | "userId">, overrides: Partial<TaskRecord> = {}): TaskRecord {
  return {
    id: newId(),
    title: "Imported",
    dueDate: at(60),
    urgency: 4.5,
    completed: true,
    completedAt: at(30),
    createdAt: T0,
    updatedAt: at(31),
    workspaceId: ws.id,
    userId: ws.userId,
    comments: [
      { id: newId(), text: "first", user: "Ada", userId: ws.userId, time: at(1) },
      { id: newId(), text: "second", user: "Bo", userId: ws.userId, time: at(2) },
    ],
    subtasks: [
      { id: newId(), title: "Step one", done: true },
      { id: newId(), title: "Step two", done: false },
    ],
    description: "From the old tool",
    recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" },
    ...overrides,
  };
}

const withoutUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function importContract(open: () => Promise<Store>): void {
  describe("importTasks (an import's batches)", () => {
    it("writes each task exactly as given (completion, times, description, rule, comments in order), read back by every reader", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const other = await makeWorkspace(store);
      const full = importedTask(ws);
      const plain = withoutUndefined(importedTask(ws, { title: "Plain", dueDate: null, completed: false, completedAt: null, updatedAt: T0, comments: [], subtasks: [], description: undefined, recurrence: undefined, createdAt: at(5) }));
      const elsewhere = importedTask(other, { title: "Elsewhere" });
      // An instant with an offset is stored as the same instant in UTC.
      const offset = importedTask(ws, { title: "Offset", dueDate: "2030-03-31T03:30:00+02:00", createdAt: at(9), updatedAt: at(9), completed: false, completedAt: null });
      await store.importTasks([full, plain, elsewhere, offset]);

      // toStrictEqual: a task without a description or rule has no such keys at all.
      expect(await store.getTask(full.id)).toStrictEqual(full);
      expect(await store.getTask(plain.id)).toStrictEqual(plain);
      const stored = { ...offset, dueDate: "2030-03-31T01:30:00.000Z" };
      expect((await store.listTasks({ workspaceId: ws.id }, { limit: 10 })).items).toEqual([full, plain, stored]);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual([full, plain, stored]);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: ws.id }))).toEqual([full, plain, stored]);
      expect((await store.listAllTasks({ workspaceId: other.id })).items).toEqual([elsewhere]);
    });

    it("writes a task with 2,500 comments, which later comments and deletes then extend as usual", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const comments = Array.from({ length: 2500 }, (_, i) => ({ id: newId(), text: `note ${i}`, user: "Ada", userId: ws.userId, time: new Date(Date.parse(T0) + i).toISOString() }));
      const task = importedTask(ws, { comments });
      await store.importTasks([task]);
      const later = { id: newId(), text: "after the import", user: "Bo", userId: "u-2", time: at(100) };
      const added = await store.addComment(task.id, later);
      expect(added?.comments).toHaveLength(2501);
      expect(added?.comments.at(-1)).toEqual(later);
      expect((await store.deleteComment(task.id, comments[0].id))?.comments[0]).toEqual(comments[1]);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items[0].comments).toHaveLength(2500);
    });

    it("moves the workspace's revision (an ETag's source) when it has one, and does nothing for an empty batch", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const before = await store.taskListRevision(ws.id);
      await store.importTasks([]);
      expect(await store.taskListRevision(ws.id)).toBe(before);
      await store.importTasks([importedTask(ws)]);
      if (before !== null) expect(await store.taskListRevision(ws.id)).not.toBe(before);
    });

    it("fails for an id that exists, leaving the stored task as it was", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const existing = await makeTask(store, ws, { title: "Already here" });
      await expect(store.importTasks([importedTask(ws, { id: existing.id })])).rejects.toThrow();
      expect(await store.getTask(existing.id)).toEqual(existing);
    });
  });
}
