import "server-only";
import { and, eq, isNull, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { TaskExpectation } from "@/lib/schemas/task";
import { expectedFields } from "@/lib/tasks/conflicts";
import type { TaskEditableField } from "@/lib/tasks/editable";
import { toInstant } from "./rows";

/** The columns of a task's table that an update's `expected` reads, named alike in the sqlite and postgres schemas. */
type ExpectedColumns = Record<"title" | "dueDate" | "urgency" | "completed" | "description" | "recurrenceRule" | "recurrenceZone" | "assignee", AnyColumn>;

/**
 * The condition that a field still has its expected value, as the task's JSON reads it (task-json.ts of
 * either backend): no description is "", no recurrence is a missing rule or zone; instants are stored in one form.
 */
const STILL_HOLDS = {
  title: (t, title) => eq(t.title, title),
  dueDate: (t, dueDate) => (dueDate === null ? isNull(t.dueDate) : eq(t.dueDate, toInstant(dueDate))),
  urgency: (t, urgency) => eq(t.urgency, urgency),
  completed: (t, completed) => eq(t.completed, completed),
  description: (t, description) => eq(t.description, description),
  recurrence: (t, recurrence) =>
    recurrence === null ? or(isNull(t.recurrenceRule), isNull(t.recurrenceZone))! : and(eq(t.recurrenceRule, recurrence.rrule), eq(t.recurrenceZone, recurrence.timeZone))!,
  assignee: (t, assignee) => (assignee === null ? isNull(t.assignee) : eq(t.assignee, assignee)),
} satisfies { [F in TaskEditableField]: (t: ExpectedColumns, value: NonNullable<TaskExpectation[F]> | Extract<TaskExpectation[F], null>) => SQL };

/**
 * The conditions of an update's WHERE that make it write only while every field `expected` names still has
 * that value (docs/product.md#concurrent-edits): the check and the write are then one statement.
 */
export function expectationHolds(t: ExpectedColumns, expected: TaskExpectation): SQL[] {
  return expectedFields(expected).map(<F extends TaskEditableField>(field: F) => (STILL_HOLDS[field] as (t: ExpectedColumns, value: TaskExpectation[F]) => SQL)(t, expected[field]));
}
