import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import type { Store, TaskRecord } from "@/server/store/types";
import { TASK_FIELDS, taskSchema } from "@/lib/schemas/task";
import { TASK_CLEARABLE_FIELDS } from "@/lib/tasks/clearable";
import { at, makeTask, makeWorkspace, parsedList, T0, written } from "@/tests/support/records";

/** A task's description and recurrence, and createTaskOnce (the next occurrence of a recurring task). */
export function taskDetailsContract(open: () => Promise<Store>): void {
  describe("task description, recurrence and createTaskOnce", () => {
    const gym = { rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: "America/New_York" };

    it("keeps a description and a recurrence, absent when there is none, and lists them as the pages do", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const plain = await makeTask(store, ws, { createdAt: at(1) });
      expect(plain).not.toHaveProperty("description");
      expect(plain).not.toHaveProperty("recurrence");
      const description = 'Line one\nhttps://example.com/a?b=1 "quoted" \\ ünïcödé 🧪';
      const id = newId();
      const created = await store.createTask({ id, title: "Gym", dueDate: T0, urgency: 3, createdAt: at(2), workspaceId: ws.id, userId: ws.userId, description, recurrence: gym });
      expect(created).toMatchObject({ id, description, recurrence: gym });
      expect(await store.getTask(id)).toEqual(created);

      const paged = await collectAll((page) => store.listTasks({ workspaceId: ws.id }, page));
      expect(paged.map((t) => t.id)).toEqual([plain.id, id]);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual(paged);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: ws.id }))).toEqual(paged);
    });

    it("keeps every field of the task schema (lib/schemas/task.ts), in its order, and leaves the clearable ones out once cleared", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const id = newId();
      const comment = { id: newId(), text: "On it", user: "Ada", userId: ws.userId, time: at(2) };
      // Every field given a value: a field added to the schema fails to compile here until it has one.
      const expected: Required<TaskRecord> = {
        id,
        title: "Gym",
        dueDate: at(60),
        urgency: 4.5,
        completed: true,
        completedAt: at(3),
        createdAt: at(1),
        updatedAt: at(3),
        workspaceId: ws.id,
        userId: ws.userId,
        comments: [comment],
        subtasks: [
          { id: "s1", title: "Pack the bag", done: false },
          { id: "s2", title: 'Towel "big" \\ ünï 🧪', done: false },
        ],
        description: "Bring a towel",
        recurrence: gym,
        assignee: "owner@example.com",
      };
      const { completed, completedAt, updatedAt, comments, subtasks, ...input } = expected;
      await store.createTask(input);
      await store.addComment(id, comments[0]);
      await store.changeSubtasks(id, { kind: "add", subtasks, max: 50 }, at(2));
      const reads = async () => [
        written(await store.updateTask(id, { completed, completedAt, now: updatedAt })),
        await store.getTask(id),
        ...(await store.listTasks({ workspaceId: ws.id }, { limit: 5 })).items,
        ...(await store.listAllTasks({ workspaceId: ws.id })).items,
        ...(parsedList(await store.listAllTasksJson({ workspaceId: ws.id })) as TaskRecord[]),
      ];
      for (const task of await reads()) {
        expect(task).toEqual(expected);
        expect(Object.keys(task!)).toEqual(TASK_FIELDS);
        expect(taskSchema.strict().parse(task)).toEqual(expected);
      }

      const cleared = written(await store.updateTask(id, { description: "", recurrence: null, assignee: null, now: updatedAt }));
      const kept = TASK_FIELDS.filter((field) => !(TASK_CLEARABLE_FIELDS as readonly string[]).includes(field));
      for (const task of [cleared, ...(await reads()).slice(1)]) expect(Object.keys(task!)).toEqual(kept);
    });

    it("updates a description and a recurrence, leaves them alone when not named, and clears them with '' and null", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const task = await makeTask(store, ws);
      const described = written(await store.updateTask(task.id, { description: "Bring a towel", recurrence: gym, now: at(1) }));
      expect(described).toEqual({ ...task, description: "Bring a towel", recurrence: gym, updatedAt: at(1) });
      const renamed = written(await store.updateTask(task.id, { title: "Gym at 7", now: at(2) }));
      expect(renamed).toEqual({ ...described, title: "Gym at 7", updatedAt: at(2) });
      const cleared = written(await store.updateTask(task.id, { description: "", recurrence: null, now: at(3) }));
      expect(cleared).toEqual({ ...task, title: "Gym at 7", updatedAt: at(3) });
      expect(await store.getTask(task.id)).toEqual(cleared);
      expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual([cleared]);
      expect(parsedList(await store.listAllTasksJson({ workspaceId: ws.id }))).toEqual([cleared]);
    });

    it("createTaskOnce creates a task exactly once when called concurrently with one id, and answers the stored task to the others", async () => {
      const store = await open();
      const ws = await makeWorkspace(store);
      const id = newId();
      const input = { id, title: "Gym", dueDate: at(60), urgency: 4, createdAt: at(1), workspaceId: ws.id, userId: ws.userId, recurrence: gym };
      const answers = await Promise.all(Array.from({ length: 6 }, () => store.createTaskOnce(input)));
      expect(answers.filter((a) => a.created)).toHaveLength(1);
      for (const answer of answers) expect(answer.task).toMatchObject({ id, title: "Gym", completed: false, recurrence: gym });
      expect((await store.listAllTasks({ workspaceId: ws.id })).items.map((t) => t.id)).toEqual([id]);

      await store.updateTask(id, { title: "Renamed", now: at(2) });
      const again = await store.createTaskOnce({ ...input, title: "Gym again" });
      expect(again).toMatchObject({ created: false, task: { id, title: "Renamed" } });
    });
  });
}
