import { TASK_JSON, taskJsonDefinitions } from "@/server/store/sqlite/task-json";
import { TASK_JSON as POSTGRES_TASK_JSON, taskJsonSql } from "@/server/store/postgres/task-json";
import { TASK_FIELDS, taskSchema, type Task } from "@/lib/schemas/task";
import { TASK_CLEARABLE_FIELDS } from "@/lib/tasks/clearable";
import { applyTaskChanges } from "@/lib/tasks/changes";
import { taskOfRow } from "@/lib/tasks/appwrite-row";

/**
 * One task shape (lib/schemas/task.ts): every place that turns data into the API's task names the same
 * fields, in the schema's order, and leaves a clearable field out when the task has none — the sqlite and
 * postgres JSON's column maps, the Appwrite row reading the server and the browser share, and the board's
 * optimistic merge. (The stores' round trip of every field: tests/store/contract/task-details.ts.)
 */

const kept = TASK_FIELDS.filter((field) => !(TASK_CLEARABLE_FIELDS as readonly string[]).includes(field));
const recurrence = { rrule: "FREQ=WEEKLY", timeZone: "Europe/Berlin" };
const comment = { id: "c1", text: "On it", user: "Ada", userId: "u1", time: "2030-01-15T09:00:00.000Z" };

/** Every field set: a field added to the schema fails to compile here until it has a value. */
const full: Required<Task> = {
  id: "t1",
  title: "Gym",
  dueDate: "2030-01-16T07:00:00.000Z",
  urgency: 4.5,
  completed: false,
  completedAt: null,
  createdAt: "2030-01-15T08:00:00.000Z",
  updatedAt: "2030-01-15T08:00:00.000Z",
  workspaceId: "w1",
  userId: "u1",
  comments: [comment],
  subtasks: [
    { id: "s1", title: "Pack the bag", done: true },
    { id: "s2", title: "Fill the bottle", done: false },
  ],
  description: "Bring a towel",
  recurrence,
  assignee: "ada@example.com",
};

it("the schema lists the fields in the order of the API's JSON, the clearable ones last", () => {
  expect(TASK_FIELDS).toEqual(Object.keys(full));
  expect(TASK_FIELDS.slice(-TASK_CLEARABLE_FIELDS.length)).toEqual(TASK_CLEARABLE_FIELDS);
  expect(taskSchema.strict().parse(full)).toEqual(full);
});

it("sqlite: the JSON's column map and the view made from it name every field, in order", () => {
  expect(Object.keys(TASK_JSON)).toEqual(TASK_FIELDS);
  const view = taskJsonDefinitions().get("task_json")!;
  const positions = TASK_FIELDS.map((field) => view.indexOf(`'${field}', ${TASK_JSON[field]}`));
  expect(positions.every((at) => at > 0)).toBe(true);
});

it("postgres: the JSON's column map and the expression made from it name every field, in order, the clearable ones only when set", () => {
  expect(Object.keys(POSTGRES_TASK_JSON)).toEqual(TASK_FIELDS);
  const json = taskJsonSql();
  const positions = TASK_FIELDS.map((field) => json.indexOf(`"${field}":'`));
  expect(positions.every((at, i) => at > 0 && (i === 0 || at > positions[i - 1]))).toBe(true);
  for (const field of TASK_CLEARABLE_FIELDS) expect(json).toContain(`coalesce(',"${field}":' || ${POSTGRES_TASK_JSON[field]}, '')`);
});

it("Appwrite: a row with every column reads as every field, in order; without the clearable ones, as the rest", () => {
  const { id, comments, subtasks, description, recurrence: rule, assignee, ...columns } = full;
  const system = { $id: id, $createdAt: full.createdAt, $updatedAt: full.updatedAt };
  const row = { ...system, ...columns, comments: comments.map((c) => JSON.stringify(c)), subtasks: JSON.stringify(subtasks), description, recurrenceRule: rule.rrule, recurrenceZone: rule.timeZone, assignee };
  const task = taskOfRow(row)!;
  expect(task).toEqual(full);
  expect(Object.keys(task)).toEqual(TASK_FIELDS);
  expect(Object.keys(taskOfRow({ ...row, description: "", recurrenceRule: null, recurrenceZone: null, assignee: null })!)).toEqual(kept);
});

it("the board: an update shows as the API will answer it, cleared fields absent, set ones present", () => {
  const now = "2030-01-15T10:00:00.000Z";
  const cleared = applyTaskChanges(full, { description: "", recurrence: null, assignee: null }, now);
  expect(Object.keys(cleared)).toEqual(kept);
  expect(taskSchema.strict().parse(cleared)).toEqual(cleared);
  const { description, recurrence: rule, assignee, ...plain } = full;
  const set = applyTaskChanges(plain, { description, recurrence: rule, assignee, completed: true }, now);
  expect(set).toEqual({ ...full, completed: true, completedAt: now, updatedAt: now });
  expect(new Set(Object.keys(set))).toEqual(new Set(TASK_FIELDS));
});
