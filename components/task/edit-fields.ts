import { assignmentCopy } from "@/lib/copy/assignment";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatDueText, type FormatContext } from "@/lib/format";
import { describeRecurrence } from "@/lib/recurrence/describe";
import type { Task } from "@/lib/schemas/task";
import type { TaskEditableField } from "@/lib/tasks/editable";
import { fieldValue, type TaskFieldValues } from "@/lib/tasks/conflicts";
import { formatUrgency } from "@/lib/urgency";

/** The fields the edit panel edits, their values as it compares them, and how it names and shows them. */

export const PANEL_FIELDS = ["title", "dueDate", "urgency", "description", "recurrence", "assignee"] as const satisfies readonly TaskEditableField[];
export type PanelField = (typeof PANEL_FIELDS)[number];
export type PanelValues = Pick<TaskFieldValues, PanelField>;

export const isPanelField = (field: string): field is PanelField => (PANEL_FIELDS as readonly string[]).includes(field);

export const panelValues = (task: Task): PanelValues => ({
  title: fieldValue(task, "title"),
  dueDate: fieldValue(task, "dueDate"),
  urgency: fieldValue(task, "urgency"),
  description: fieldValue(task, "description"),
  recurrence: fieldValue(task, "recurrence"),
  assignee: fieldValue(task, "assignee"),
});

export const PANEL_FIELD_LABELS: Record<PanelField, string> = {
  title: taskDetailsCopy.fieldTitle,
  dueDate: tasksCopy.fieldDue,
  urgency: taskDetailsCopy.fieldUrgency,
  description: taskDetailsCopy.fieldDescription,
  recurrence: taskDetailsCopy.fieldRepeat,
  assignee: assignmentCopy.fieldAssignee,
};

const DESCRIBE: { [F in PanelField]: (value: PanelValues[F], ctx: FormatContext & { due: string | null }) => string } = {
  title: (title) => title,
  dueDate: (due, ctx) => formatDueText(due, ctx) ?? taskDetailsCopy.noDueDate,
  urgency: (urgency) => formatUrgency(urgency),
  description: (description) => description || taskDetailsCopy.noDescription,
  recurrence: (rule, { due }) => (rule ? (describeRecurrence({ ...rule, due }) ?? rule.rrule) : taskDetailsCopy.doesNotRepeat),
  assignee: (email) => email ?? assignmentCopy.nobody,
};

/** A field's value in words, as the panel shows both sides of a conflict (`due`: the date a rule is read with). */
export function describeFieldValue<F extends PanelField>(field: F, value: PanelValues[F], ctx: FormatContext & { due: string | null }): string {
  return DESCRIBE[field](value, ctx);
}
