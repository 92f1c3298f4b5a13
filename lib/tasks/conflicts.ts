import type { Recurrence } from "@/lib/recurrence/rule";
import type { Task, TaskExpectation, TaskFieldChanges } from "@/lib/schemas/task";
import { TASK_EDITABLE_FIELDS, type TaskEditableField } from "@/lib/tasks/editable";

/**
 * Concurrent edits compared field by field (docs/product.md#concurrent-edits): an update names, for the
 * fields it changes, the value its author last saw (`expected`), and is made only while every one of them
 * still holds. The server (every store) and the browser (the edit panel's merge of live changes) compare
 * values with these functions. Pure.
 */

/** A field's value as an update names it: description "" and recurrence null when the task has none. */
export interface TaskFieldValues {
  title: string;
  dueDate: string | null;
  urgency: number;
  completed: boolean;
  description: string;
  recurrence: Recurrence | null;
  /** The assignee's e-mail, null when nobody is assigned. */
  assignee: string | null;
}

export function fieldValue<F extends TaskEditableField>(task: Task, field: F): TaskFieldValues[F] {
  const values: TaskFieldValues = {
    title: task.title,
    dueDate: task.dueDate,
    urgency: task.urgency,
    completed: task.completed,
    description: task.description ?? "",
    recurrence: task.recurrence ?? null,
    assignee: task.assignee ?? null,
  };
  return values[field];
}

/** Whether two values of a field are the same: instants as times, a rule by its text and zone, the rest exactly. */
export function sameFieldValue<F extends TaskEditableField>(field: F, a: TaskFieldValues[F] | undefined, b: TaskFieldValues[F] | undefined): boolean {
  if (field === "dueDate") {
    const [x, y] = [a as string | null | undefined, b as string | null | undefined];
    return x == null || y == null ? (x ?? null) === (y ?? null) : Date.parse(x) === Date.parse(y);
  }
  if (field === "recurrence") {
    const [x, y] = [a as Recurrence | null | undefined, b as Recurrence | null | undefined];
    return x == null || y == null ? (x ?? null) === (y ?? null) : x.rrule === y.rrule && x.timeZone === y.timeZone;
  }
  return a === b;
}

/** The fields `expected` names, in the schema's order. */
export const expectedFields = (expected: TaskExpectation): TaskEditableField[] => TASK_EDITABLE_FIELDS.filter((field) => expected[field] !== undefined);

/** The fields of `expected` whose value the task no longer has: they changed since its author saw them. */
export function staleFields(task: Task, expected: TaskExpectation): TaskEditableField[] {
  return expectedFields(expected).filter((field) => !sameFieldValue(field, fieldValue(task, field), expected[field]));
}

/** The fields of `before` that `after` has with another value. */
export function changedFields(before: Task, after: Task, fields: readonly TaskEditableField[] = TASK_EDITABLE_FIELDS): TaskEditableField[] {
  return fields.filter((field) => !sameFieldValue(field, fieldValue(before, field), fieldValue(after, field)));
}

/** The task's values of `fields`: what a client sends as `expected` for a change it makes from this task. */
export function expectationOf(task: Task, fields: readonly TaskEditableField[]): TaskExpectation {
  return Object.fromEntries(fields.map((field) => [field, fieldValue(task, field)])) as TaskExpectation;
}

/** What is left of an update once it has been checked against the task as it is now. */
export type UpdatePlan =
  /** Some expected values no longer hold: nothing may be written. */
  | { stale: TaskEditableField[] }
  /** Write `changes` while `expected` still holds (nothing at all when `changes` is empty). */
  | { changes: TaskFieldChanges; expected: TaskExpectation };

/**
 * An update against the task as it is now. A field that changed since its author saw it, to a value
 * other than the one the update sets, is stale: the update is refused. A field that someone else already
 * set to the update's value is no conflict (nobody's change is lost): it is left out of the write and of
 * the expectation. Without `expected` the update is written as it is.
 */
export function planUpdate(current: Task, changes: TaskFieldChanges, expected?: TaskExpectation): UpdatePlan {
  if (!expected) return { changes, expected: {} };
  const left: Record<string, unknown> = { ...changes };
  const kept: Record<string, unknown> = { ...expected };
  const stale: TaskEditableField[] = [];
  for (const field of staleFields(current, expected)) {
    if (changes[field] !== undefined && sameFieldValue(field, fieldValue(current, field), changes[field])) {
      delete left[field];
      delete kept[field];
    } else stale.push(field);
  }
  return stale.length > 0 ? { stale } : { changes: left as TaskFieldChanges, expected: kept as TaskExpectation };
}

/**
 * What an edit started from `base` sends: each field the user set (`mine`, undefined for one left alone)
 * to another value than the one they started from, expecting that one.
 */
export function editOf(mine: Partial<TaskFieldValues>, base: Partial<TaskFieldValues>): { changes: TaskFieldChanges; expected: TaskExpectation } {
  const fields = TASK_EDITABLE_FIELDS.filter((field) => mine[field] !== undefined && !sameFieldValue(field, mine[field], base[field]));
  const pick = (values: Partial<TaskFieldValues>) => Object.fromEntries(fields.map((field) => [field, values[field]]));
  return { changes: pick(mine) as TaskFieldChanges, expected: pick(base) as TaskExpectation };
}
