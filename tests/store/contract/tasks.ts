import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import { MAX_PAGE_SIZE, type Store, type TaskRecord } from "@/server/store/types";
import { at, makeReminder, makeTask, makeWorkspace, parsedList, T0, written } from "@/tests/support/records";

export function taskContract(open: () => Promise<Store>): void {
  describe("tasks and comments", () => {
    it("creates a task not completed, with updatedAt = createdAt and no comments, and reads it back", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const id = newId();
      const created = await store.createTask({
        id,
        title: "File taxes",
        // A DST night in Berlin, given with its offset: stored as the same instant in UTC.
        dueDate: "2030-03-31T03:30:00+02:00",
        urgency: 4.5,
        createdAt: T0,
        workspaceId: ws.id,
        userId: ws.userId,
      });
      const expected: TaskRecord = {
        id,
        title: "File taxes",
        dueDate: "2030-03-31T01:30:00.000Z",
        urgency: 4.5,
        completed: false,
        completedAt: null,
        createdAt: T0,
        updatedAt: T0,
        workspaceId: ws.id,
        userId: ws.userId,
        comments: [],
        subtasks: [],
      };
      expect(created).toEqual(expected);
      expect(await store.getTask(id)).toEqual(expected);
      expect((await makeTask(store, ws, { completed: true })).completed).toBe(true);
      expect(await store.getTask(newId())).toBeNull();
    });

    it("updates the given fields and updatedAt, clears a due date with null", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws, { dueDate: at(60) });
      const done = written(await store.updateTask(task.id, { completed: true, completedAt: at(10), urgency: 1.5, now: at(10) }));
      expect(done).toEqual({ ...task, completed: true, completedAt: at(10), urgency: 1.5, updatedAt: at(10) });

      const cleared = written(await store.updateTask(task.id, { title: "Buy oat milk", dueDate: null, completed: false, completedAt: null, now: at(11) }));
      expect(cleared).toEqual({ ...task, title: "Buy oat milk", dueDate: null, urgency: 1.5, updatedAt: at(11) });
      expect(await store.getTask(task.id)).toEqual(cleared);
      expect(await store.updateTask(newId(), { title: "x", now: at(12) })).toEqual({ ok: false, reason: "not_found" });
      expect(await store.updateTask(newId(), { title: "x", now: at(12), expected: { title: "Buy milk" } })).toEqual({ ok: false, reason: "not_found" });
    });

    it("writes an update with `expected` (and its event) only while every expected value holds; a stale one writes nothing and stores no event", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const gym = { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" };
      const task = await makeTask(store, ws, { title: "Gym", dueDate: at(60), urgency: 4.5 });
      const draft = { type: "task.updated", with: "task", workspaceId: ws.id, actor: { id: "a-1", name: "Ada" } } as const;
      const seq = () => store.eventLog?.latestSeq(ws.id) ?? Promise.resolve(0);

      // Every field as the task has it, none (description "", recurrence null) included: the update is written.
      const asSeen = { title: "Gym", dueDate: at(60), urgency: 4.5, completed: false, description: "", recurrence: null };
      const before = await seq();
      const described = written(await store.updateTask(task.id, { description: "Bring a towel", recurrence: gym, now: at(1), expected: asSeen }, draft));
      expect(described).toEqual({ ...task, description: "Bring a towel", recurrence: gym, updatedAt: at(1) });
      if (store.eventLog) {
        expect(await seq()).toBe(before + 1);
        const [event] = await store.eventLog.listEventsAfter({ workspaceId: ws.id, afterSeq: before, limit: 5 });
        expect(JSON.parse(event.body)).toMatchObject({ type: "task.updated", task: described });
      }

      // Each field with another value than the task's refuses the update: nothing written, no event, the task as it is.
      const stale = [
        { title: "Gym!" },
        { title: "gym" },
        { dueDate: at(61) },
        { dueDate: null },
        { urgency: 4 },
        { completed: true },
        { description: "" },
        { description: "Bring a towel " },
        { recurrence: null },
        { recurrence: { ...gym, timeZone: "Europe/Paris" } },
        { recurrence: { ...gym, rrule: "FREQ=WEEKLY;BYDAY=TU" } },
        { title: "Gym", urgency: 4.5, dueDate: at(59) },
      ];
      const seqBefore = await seq();
      for (const expected of stale) {
        expect(await store.updateTask(task.id, { title: "Lost", urgency: 1, now: at(2), expected }, draft)).toEqual({ ok: false, reason: "conflict", task: described });
      }
      expect(await store.getTask(task.id)).toEqual(described);
      expect(await seq()).toBe(seqBefore);

      // The values as they are now pass, a set recurrence and description included; a due date in another form of the same instant too.
      const seen = { ...asSeen, description: "Bring a towel", recurrence: gym, dueDate: new Date(Date.parse(at(60))).toISOString() };
      const renamed = written(await store.updateTask(task.id, { title: "Gym at 7", dueDate: null, now: at(3), expected: seen }, draft));
      expect(renamed).toEqual({ ...described, title: "Gym at 7", dueDate: null, updatedAt: at(3) });
      expect(written(await store.updateTask(task.id, { urgency: 2, now: at(4), expected: { dueDate: null, completed: false } })).urgency).toBe(2);
      // A plain update moves the values on as well: what was expected before no longer holds.
      written(await store.updateTask(task.id, { title: "Gym at 8", now: at(5) }));
      expect(await store.updateTask(task.id, { urgency: 5, now: at(6), expected: { title: "Gym at 7" } })).toMatchObject({ ok: false, reason: "conflict", task: { title: "Gym at 8", urgency: 2 } });
    });

    it("of 10 concurrent updates of one field expecting the same value exactly one is written, with one event; updates of other fields are all kept", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws, { title: "Plan the trip", urgency: 3 });
      const draft = { type: "task.updated", with: "task", workspaceId: ws.id, actor: { id: "a-1", name: "Ada" } } as const;
      const before = (await store.eventLog?.latestSeq(ws.id)) ?? 0;

      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.updateTask(task.id, { title: `Plan the trip (${i})`, now: at(1), expected: { title: "Plan the trip" } }, draft)),
      );
      const won = answers.filter((a) => a.ok);
      expect(won).toHaveLength(1);
      const winner = written(won[0]).title;
      for (const lost of answers.filter((a) => !a.ok)) expect(lost).toMatchObject({ ok: false, reason: "conflict", task: { title: winner } });
      expect((await store.getTask(task.id))?.title).toBe(winner);
      if (store.eventLog) {
        const events = await store.eventLog.listEventsAfter({ workspaceId: ws.id, afterSeq: before, limit: 20 });
        expect(events.map((e) => (JSON.parse(e.body) as { task: TaskRecord }).task.title)).toEqual([winner]);
      }

      // Different fields, each expecting only its own value: both are kept, whatever the order.
      const [urgent, dated] = await Promise.all([
        store.updateTask(task.id, { urgency: 5, now: at(2), expected: { urgency: 3 } }, draft),
        store.updateTask(task.id, { dueDate: at(90), now: at(2), expected: { dueDate: null } }, draft),
      ]);
      expect([urgent.ok, dated.ok]).toEqual([true, true]);
      expect(await store.getTask(task.id)).toMatchObject({ title: winner, urgency: 5, dueDate: at(90) });
    });

    it("lists a workspace's tasks by createdAt then id, or only one user's", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const late = await makeTask(store, ws, { id: `a-${newId()}`, createdAt: at(2) });
      const tieB = await makeTask(store, ws, { id: `b-${newId()}`, createdAt: at(1) });
      const tieA = await makeTask(store, ws, { id: `a-${newId()}`, createdAt: at(1) });
      const mine = await makeTask(store, ws, { userId: "member-1", createdAt: at(3) });
      await makeTask(store, await makeWorkspace(store));

      const all = await store.listTasks({ workspaceId: ws.id }, { limit: 10 });
      expect(all.items.map((t) => t.id)).toEqual([tieA.id, tieB.id, late.id, mine.id]);
      expect(all.nextCursor).toBeNull();
      const onlyMine = await store.listTasks({ workspaceId: ws.id, userId: "member-1" }, { limit: 10 });
      expect(onlyMine.items).toEqual([mine]);
    });

    it("pages through 1,201 tasks with limit 500 in three pages, none twice, none missing, comments included", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const ids = new Set<string>();
      for (let i = 0; i < 1201; i++) {
        // Ten tasks share each createdAt, so the id has to break ties across page boundaries.
        const task = await makeTask(store, ws, { title: `Task ${i}`, createdAt: at(Math.floor(i / 10)) });
        ids.add(task.id);
      }
      const commented = [...ids][700];
      await store.addComment(commented, { id: newId(), text: "on page two", user: "Ada", userId: ws.userId, time: at(1) });

      const sizes: number[] = [];
      const seen: string[] = [];
      let cursor: string | null = null;
      let withComment: TaskRecord | undefined;
      do {
        const page = await store.listTasks({ workspaceId: ws.id }, { limit: 500, cursor });
        sizes.push(page.items.length);
        seen.push(...page.items.map((t) => t.id));
        withComment ??= page.items.find((t) => t.id === commented);
        cursor = page.nextCursor;
      } while (cursor);

      expect(sizes).toEqual([500, 500, 201]);
      expect(new Set(seen).size).toBe(1201);
      expect(new Set(seen)).toEqual(ids);
      expect(withComment?.comments.map((c) => c.text)).toEqual(["on page two"]);
      const capped = await store.listTasks({ workspaceId: ws.id }, { limit: 10_000 });
      expect(capped.items).toHaveLength(MAX_PAGE_SIZE);
    });

    it("rejects a cursor it did not issue with a 400", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      await expect(store.listTasks({ workspaceId: ws.id }, { limit: 5, cursor: "not-a-cursor" })).rejects.toMatchObject({ status: 400 });
    });

    it("adds comments oldest first and deletes one", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const second = { id: newId(), text: "second", user: "Bo", userId: "u-2", time: at(2) };
      const first = { id: newId(), text: "first", user: "Ada", userId: "u-1", time: at(1) };
      await store.addComment(task.id, second);
      const withBoth = await store.addComment(task.id, first);
      expect(withBoth?.comments).toEqual([first, second]);
      expect((await store.listTasks({ workspaceId: ws.id }, { limit: 5 })).items[0].comments).toEqual([first, second]);

      const withOne = await store.deleteComment(task.id, first.id);
      expect(withOne?.comments).toEqual([second]);
      expect((await store.deleteComment(task.id, "no-such-comment"))?.comments).toEqual([second]);
      expect(await store.addComment(newId(), first)).toBeNull();
      expect(await store.deleteComment(newId(), second.id)).toBeNull();
    });

    it("deletes a task with its comments and reminders, leaving its neighbours", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const neighbour = await makeTask(store, ws);
      await store.addComment(task.id, { id: newId(), text: "bye", user: "Ada", userId: ws.userId, time: at(1) });
      const reminder = await makeReminder(store, task);
      const kept = await makeReminder(store, neighbour);

      await store.deleteTask(task.id);

      expect(await store.getTask(task.id)).toBeNull();
      expect(await store.getReminder(reminder.id)).toBeNull();
      expect(await store.addComment(task.id, { id: newId(), text: "late", user: "Ada", userId: ws.userId, time: at(2) })).toBeNull();
      expect(await collectAll((page) => store.listTasks({ workspaceId: ws.id }, page))).toEqual([neighbour]);
      expect(await store.getReminder(kept.id)).toEqual(kept);
    });

    it("lists everything at once exactly as the pages do (comments, completion, undated, one user's)", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const other = await makeWorkspace(store);
      await makeTask(store, other);
      const a = await makeTask(store, ws, { createdAt: at(1), dueDate: null, title: 'Quotes " and \\ and 🧪' });
      await makeTask(store, ws, { createdAt: at(2), completed: true, urgency: 4.5 });
      await makeTask(store, ws, { createdAt: at(3), userId: "member-1", urgency: 3 });
      await store.addComment(a.id, { id: newId(), text: "line\nbreak", user: "Ada", userId: ws.userId, time: at(5) });
      await store.addComment(a.id, { id: newId(), text: "earlier", user: "Bo", userId: "member-1", time: at(4) });

      const paged = await collectAll((page) => store.listTasks({ workspaceId: ws.id }, page));
      expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual(paged);
      const mine = await collectAll((page) => store.listTasks({ workspaceId: ws.id, userId: ws.userId }, page));
      expect((await store.listAllTasks({ workspaceId: ws.id, userId: ws.userId })).items).toEqual(mine);
      expect(mine).toHaveLength(2);
      expect((await store.listAllTasks({ workspaceId: newId() })).items).toEqual([]);

      // The same lists as JSON text, with the same revision.
      const all = await store.listAllTasks({ workspaceId: ws.id });
      const asText = await store.listAllTasksJson({ workspaceId: ws.id });
      expect(parsedList(asText)).toEqual(paged);
      expect(asText.revision).toBe(all.revision);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: ws.id, userId: ws.userId }))).toEqual(mine);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: newId() }))).toEqual([]);
    });

    it("moves the task-list revision on every change to a task, a comment or the members, and reads it with the list", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const before = await store.taskListRevision(ws.id);
      if (before === null) {
        // A backend that keeps no revision says so everywhere, and callers hash the list instead.
        expect((await store.listAllTasks({ workspaceId: ws.id })).revision).toBeNull();
        expect((await store.listAllTasksJson({ workspaceId: ws.id })).revision).toBeNull();
        expect(await store.getWorkspaceWithRevision(ws.id)).toEqual({ workspace: await store.getWorkspace(ws.id), revision: null });
        expect(await store.getWorkspaceWithRevision(newId())).toBeNull();
        return;
      }
      const seen = new Set([before]);
      const expectMoved = async () => {
        const now = await store.taskListRevision(ws.id);
        expect(now).not.toBeNull();
        expect(seen.has(now!)).toBe(false);
        seen.add(now!);
        expect((await store.listAllTasks({ workspaceId: ws.id })).revision).toBe(now);
        expect((await store.listAllTasksJson({ workspaceId: ws.id })).revision).toBe(now);
        expect(await store.getWorkspaceWithRevision(ws.id)).toEqual({ workspace: await store.getWorkspace(ws.id), revision: now });
      };
      const task = await makeTask(store, ws);
      await expectMoved();
      await store.updateTask(task.id, { urgency: 2, now: at(1) });
      await expectMoved();
      const comment = { id: newId(), text: "hi", user: "Ada", userId: ws.userId, time: at(2) };
      await store.addComment(task.id, comment);
      await expectMoved();
      await store.deleteComment(task.id, comment.id);
      await expectMoved();
      await store.addMember({ workspaceId: ws.id, email: "mo@example.com", max: 4, now: at(3) });
      await expectMoved();
      await store.removeMember({ workspaceId: ws.id, email: "mo@example.com", now: at(4) });
      await expectMoved();
      await store.deleteTask(task.id);
      await expectMoved();
      expect(await store.taskListRevision(newId())).toBeNull();
      expect(await store.getWorkspaceWithRevision(newId())).toBeNull();
    });
  });
}
