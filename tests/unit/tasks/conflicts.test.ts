import { changedFields, editOf, expectationOf, planUpdate, sameFieldValue, staleFields } from "@/lib/tasks/conflicts";
import { updateTaskSchema, type Task } from "@/lib/schemas/task";

/** Field-level compare-and-set of concurrent edits (lib/tasks/conflicts.ts, docs/product.md#concurrent-edits). */

const gym = { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" };
const task: Task = {
  id: "t1",
  title: "Gym",
  dueDate: "2030-03-31T01:30:00.000Z",
  urgency: 4.5,
  completed: false,
  completedAt: null,
  createdAt: "2030-03-01T08:00:00.000Z",
  updatedAt: "2030-03-01T08:00:00.000Z",
  workspaceId: "w1",
  userId: "u1",
  comments: [],
  subtasks: [],
  recurrence: gym,
};

describe("comparing a field's values", () => {
  it("reads instants as times, a rule by its text and zone, none as '' and null, the rest exactly", () => {
    expect(sameFieldValue("dueDate", "2030-03-31T01:30:00.000Z", "2030-03-31T03:30:00+02:00")).toBe(true);
    expect(sameFieldValue("dueDate", "2030-03-31T01:30:00.000Z", null)).toBe(false);
    expect(sameFieldValue("dueDate", null, null)).toBe(true);
    expect(sameFieldValue("recurrence", { ...gym }, gym)).toBe(true);
    expect(sameFieldValue("recurrence", gym, { ...gym, timeZone: "Europe/Paris" })).toBe(false);
    expect(sameFieldValue("recurrence", null, gym)).toBe(false);
    expect(sameFieldValue("title", "Gym", "gym")).toBe(false);
    expect(sameFieldValue("urgency", 4.5, 4.5)).toBe(true);
    expect(staleFields(task, { description: "", recurrence: gym, urgency: 4.5, title: "Gym" })).toEqual([]);
    expect(staleFields(task, { description: "x", recurrence: null, completed: true, dueDate: null })).toEqual(["dueDate", "completed", "description", "recurrence"]);
    expect(changedFields(task, { ...task, title: "Gym at 7", description: "" })).toEqual(["title"]);
    expect(expectationOf(task, ["description", "recurrence", "dueDate"])).toEqual({ dueDate: task.dueDate, description: "", recurrence: gym });
  });
});

describe("planning an update against the task as it is now", () => {
  it("writes it as it is without an expectation, or while the expectation holds", () => {
    expect(planUpdate(task, { title: "Gym at 7" })).toEqual({ changes: { title: "Gym at 7" }, expected: {} });
    expect(planUpdate(task, { title: "Gym at 7" }, { title: "Gym" })).toEqual({ changes: { title: "Gym at 7" }, expected: { title: "Gym" } });
  });

  it("refuses it when a field changed to another value than the update's, and names those fields", () => {
    expect(planUpdate(task, { title: "Gym at 7", urgency: 5 }, { title: "Gym!", urgency: 3 })).toEqual({ stale: ["title", "urgency"] });
    // A field only expected (not changed) that changed meanwhile refuses it too.
    expect(planUpdate(task, { urgency: 5 }, { urgency: 4.5, completed: true })).toEqual({ stale: ["completed"] });
  });

  it("leaves out a field someone already set to the update's value: no conflict, nothing of it written", () => {
    expect(planUpdate(task, { urgency: 4.5, title: "Gym at 7" }, { urgency: 3, title: "Gym" })).toEqual({ changes: { title: "Gym at 7" }, expected: { title: "Gym" } });
    expect(planUpdate(task, { completed: false }, { completed: true })).toEqual({ changes: {}, expected: {} });
    expect(planUpdate(task, { dueDate: "2030-03-31T03:30:00+02:00" }, { dueDate: null })).toEqual({ changes: {}, expected: {} });
  });
});

describe("an edit's changes", () => {
  it("sends each field set to another value than its start, expecting the start; fields left alone or set back are not sent", () => {
    const base = { title: "Gym", urgency: 4.5, description: "", recurrence: gym, dueDate: task.dueDate };
    expect(editOf({ title: "Gym at 7", urgency: 4.5, description: undefined, recurrence: null }, base)).toEqual({
      changes: { title: "Gym at 7", recurrence: null },
      expected: { title: "Gym", recurrence: gym },
    });
    expect(editOf({}, base)).toEqual({ changes: {}, expected: {} });
  });

  it("is what the API takes: the update schema accepts the changes with their expectation", () => {
    const { changes, expected } = editOf({ dueDate: null, description: "Towel" }, { dueDate: task.dueDate, description: "" });
    expect(updateTaskSchema.parse({ ...changes, expected })).toEqual({ dueDate: null, description: "Towel", expected: { dueDate: task.dueDate, description: "" } });
  });
});
