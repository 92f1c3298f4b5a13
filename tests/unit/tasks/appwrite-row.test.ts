import { readTaskRow, taskOfRow } from "@/lib/tasks/appwrite-row";
import type { Task } from "@/lib/schemas/task";

/**
 * The one reading of an Appwrite task row (lib/tasks/appwrite-row.ts), which the server's adapter and
 * the browser's Realtime merge share: a row as Appwrite delivers it becomes the API's task.
 */

const system = {
  $id: "t1",
  $createdAt: "2026-03-01T08:00:00.000+00:00",
  $updatedAt: "2026-03-02T09:00:00.000+00:00",
  $tableId: "tasks",
  $databaseId: "duely",
  $permissions: ['read("team:w1")'],
  $sequence: 7,
};

const comment = { id: "c1", text: "Booked", user: "Mario", userId: "u2", time: "2026-03-02T09:00:00.000Z" };

it("reads a full row as the API's task: instants in UTC 'Z' form, comments decoded and oldest first, description and recurrence", () => {
  const row = {
    ...system,
    title: "Book the venue",
    dueDate: "2026-03-05T17:00:00.000+01:00",
    urgency: 4.5,
    completed: true,
    completedAt: "2026-03-02T08:30:00+00:00",
    createdAt: "2026-03-01T08:00:00.000+00:00",
    updatedAt: "2026-03-02T08:30:00.000+00:00",
    workspaceId: "w1",
    userId: "u1",
    comments: [JSON.stringify({ ...comment, id: "c2", time: "2026-03-02T10:00:00Z" }), JSON.stringify(comment)],
    subtasks: JSON.stringify([{ id: "s1", title: "Call the venue", done: true }]),
    version: 3,
    description: "Seats for 40",
    recurrenceRule: "FREQ=WEEKLY",
    recurrenceZone: "Europe/Berlin",
  };
  const expected: Task = {
    id: "t1",
    title: "Book the venue",
    dueDate: "2026-03-05T16:00:00.000Z",
    urgency: 4.5,
    completed: true,
    completedAt: "2026-03-02T08:30:00.000Z",
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-02T08:30:00.000Z",
    workspaceId: "w1",
    userId: "u1",
    comments: [comment, { ...comment, id: "c2", time: "2026-03-02T10:00:00.000Z" }],
    subtasks: [{ id: "s1", title: "Call the venue", done: true }],
    description: "Seats for 40",
    recurrence: { rrule: "FREQ=WEEKLY", timeZone: "Europe/Berlin" },
  };
  expect(taskOfRow(row)).toEqual(expected);
  const reading = readTaskRow(row, () => null);
  expect(reading.ok && reading.version).toBe(3);
});

it("reads an older row's missing columns as their defaults, and leaves out a comment or a checklist it cannot read", () => {
  const task = taskOfRow({ ...system, workspaceId: "w1", userId: "u1", comments: ["not json", JSON.stringify({ text: "no time" }), comment] });
  expect(task).toEqual({
    id: "t1",
    title: "",
    dueDate: null,
    urgency: 3,
    completed: false,
    completedAt: null,
    createdAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-01T08:00:00.000Z",
    workspaceId: "w1",
    userId: "u1",
    comments: [comment],
    subtasks: [],
  });
  expect(taskOfRow({ ...system, workspaceId: "w1", userId: "u1", subtasks: "not json" })?.subtasks).toEqual([]);
  expect(taskOfRow({ ...system, workspaceId: "w1", userId: "u1", subtasks: '[{"id":"s1"}]' })?.subtasks).toEqual([]);
  expect(task).not.toHaveProperty("description");
  expect(task).not.toHaveProperty("recurrence");
});

it("a comment stored without an id takes the reader's derived id; a reader that cannot derive one reads no task (the browser then asks the server)", () => {
  const row = { ...system, workspaceId: "w1", userId: "u1", comments: [{ text: "By hand", time: "2026-03-02T09:00:00Z" }] };
  expect(taskOfRow(row)).toBeNull();
  const reading = readTaskRow(row, (raw) => `derived-${raw.length}`);
  expect(reading.ok && reading.task.comments).toEqual([{ id: expect.stringMatching(/^derived-\d+$/), text: "By hand", user: "", userId: "", time: "2026-03-02T09:00:00.000Z" }]);
});

it("names the columns of a row it cannot read", () => {
  expect(readTaskRow({ ...system, userId: "u1", urgency: "high" }, () => null)).toEqual({ ok: false, columns: "urgency, workspaceId" });
  expect(taskOfRow({ ...system, userId: "u1" })).toBeNull();
});
