import { z } from "zod";
import { COMMENT_TEXT_MAX, TASK_DESCRIPTION_MAX, TASK_SEARCH_MAX, TASK_TITLE_MAX, URGENCY_DEFAULT, URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";
import { EMAIL_MAX } from "@/lib/constants/auth";
import { assignmentCopy } from "@/lib/copy/assignment";
import { commonCopy } from "@/lib/copy/common";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { recurrenceSchema } from "@/lib/recurrence/schema";
import { instantSchema } from "@/lib/schemas/instant";
import { normalizeRRule, type Recurrence } from "@/lib/recurrence/rule";
import type { TaskClearableField } from "@/lib/tasks/clearable";
import { TASK_EDITABLE_FIELDS, type TaskEditableField } from "@/lib/tasks/editable";

/**
 * Task and comment payloads, shared by the API (server validation) and the board (typed client).
 * Instants travel as UTC ISO strings; an offset is accepted on the way in and normalised to UTC.
 */

/** Route parameters: ids are opaque, but bounded and free of path or control characters. */
export const taskIdSchema = z.string().max(64, { error: taskDetailsCopy.taskNotFound, abort: true }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: taskDetailsCopy.taskNotFound });
export const commentIdSchema = z
  .string()
  .max(64, { error: taskDetailsCopy.commentNotFound, abort: true })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: taskDetailsCopy.commentNotFound });

export const taskTitleSchema = z
  .string({ error: taskDetailsCopy.titleRequired })
  .trim()
  .min(1, { error: taskDetailsCopy.titleRequired })
  .max(TASK_TITLE_MAX, { error: taskDetailsCopy.titleTooLong });

/** 1 to 5, decimals allowed (4.5 occurs). */
export const urgencySchema = z
  .number({ error: taskDetailsCopy.urgencyInvalid })
  .min(URGENCY_MIN, { error: taskDetailsCopy.urgencyInvalid })
  .max(URGENCY_MAX, { error: taskDetailsCopy.urgencyInvalid });

/** An ISO date-time with Z or an offset, stored as the UTC instant; null for "no due date". */
export const dueDateSchema = instantSchema(taskDetailsCopy.dueDateInvalid).nullable();

/** Plain text, kept as typed (line breaks included); "" clears it. */
export const taskDescriptionSchema = z
  .string({ error: taskDetailsCopy.descriptionTooLong })
  .max(TASK_DESCRIPTION_MAX, { error: taskDetailsCopy.descriptionTooLong });

/** A recurrence in its canonical form (lib/recurrence/rule.ts); null for "does not repeat". */
export const taskRecurrenceSchema = recurrenceSchema
  .transform(({ rrule, timeZone }): Recurrence => ({ rrule: normalizeRRule(rrule) ?? rrule, timeZone }))
  .nullable();

/**
 * Who does the task: the e-mail of the owner or a member of its workspace (docs/product.md#assignees),
 * trimmed and lower-cased as members are; null for nobody.
 */
export const taskAssigneeSchema = z
  .string({ error: assignmentCopy.assigneeInvalid })
  .trim()
  .max(EMAIL_MAX, { error: assignmentCopy.assigneeInvalid })
  .pipe(z.email({ error: assignmentCopy.assigneeInvalid }))
  .transform((v) => v.toLowerCase())
  .nullable();

/** The workspace a task goes into: present, not the placeholder id 'default' of the client. */
export const taskWorkspaceIdSchema = z
  .string({ error: workspacesCopy.validWorkspaceIdRequired })
  .trim()
  .min(1, { error: workspacesCopy.validWorkspaceIdRequired })
  .max(64, { error: workspacesCopy.validWorkspaceIdRequired, abort: true })
  .refine((v) => v !== "default", { error: workspacesCopy.validWorkspaceIdRequired });

export const createTaskSchema = z.object({
  title: taskTitleSchema,
  dueDate: dueDateSchema.optional().transform((v) => v ?? null),
  urgency: urgencySchema.optional().transform((v) => v ?? URGENCY_DEFAULT),
  workspaceId: taskWorkspaceIdSchema,
  description: taskDescriptionSchema.optional(),
  recurrence: taskRecurrenceSchema.optional(),
  assignee: taskAssigneeSchema.optional(),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type CreateTaskData = z.output<typeof createTaskSchema>;

/** The schema of each field an update may change ("" or null clears a clearable one; lib/tasks/editable.ts names them). */
const taskEditableFields = {
  title: taskTitleSchema,
  dueDate: dueDateSchema,
  urgency: urgencySchema,
  completed: z.boolean({ error: commonCopy.invalidInput }),
  description: taskDescriptionSchema,
  /** null ends the series ("Stop repeating"). */
  recurrence: taskRecurrenceSchema,
  /** null unassigns. */
  assignee: taskAssigneeSchema,
} satisfies Record<TaskEditableField, z.ZodType>;

/**
 * `expected` of an update: for each field it changes (any editable field may be named), the value the
 * client last saw: description "" and recurrence and assignee null when the task had none, a title exactly as shown.
 * The update is made only if every named field still has that value, otherwise nothing is written and
 * the answer is 409 with the task as it is now (taskConflictErrorSchema): docs/product.md#concurrent-edits.
 */
export const taskExpectationSchema = z.strictObject(
  {
    title: z.string({ error: commonCopy.invalidInput }).max(TASK_TITLE_MAX, { error: taskDetailsCopy.titleTooLong }).optional(),
    dueDate: dueDateSchema.optional(),
    urgency: z.number({ error: commonCopy.invalidInput }).optional(),
    completed: z.boolean({ error: commonCopy.invalidInput }).optional(),
    description: taskDescriptionSchema.optional(),
    recurrence: taskRecurrenceSchema.optional(),
    assignee: taskAssigneeSchema.optional(),
  } satisfies Record<TaskEditableField, z.ZodType>,
  { error: commonCopy.invalidInput },
);
export type TaskExpectation = z.output<typeof taskExpectationSchema>;
export type TaskExpectationInput = z.input<typeof taskExpectationSchema>;

/** A partial update; fields the client may not set (owner, workspace, timestamps) are dropped. */
export const updateTaskSchema = z
  .object({
    title: taskEditableFields.title.optional(),
    dueDate: taskEditableFields.dueDate.optional(),
    urgency: taskEditableFields.urgency.optional(),
    completed: taskEditableFields.completed.optional(),
    description: taskEditableFields.description.optional(),
    recurrence: taskEditableFields.recurrence.optional(),
    assignee: taskEditableFields.assignee.optional(),
    expected: taskExpectationSchema.optional(),
  })
  .refine((v) => TASK_EDITABLE_FIELDS.some((field) => v[field] !== undefined), { error: taskDetailsCopy.nothingToUpdate });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;
export type UpdateTaskData = z.output<typeof updateTaskSchema>;
/** The fields an update changes, without its expectation. */
export type TaskFieldChanges = Omit<UpdateTaskData, "expected">;

/**
 * POST …/toggle: sets `completed` when given (idempotent for the checkbox), flips it otherwise; with
 * `expected`, only while the task still has those values (as an update's).
 */
export const toggleTaskSchema = z.object({
  completed: taskEditableFields.completed.optional(),
  expected: taskExpectationSchema.optional(),
});
export type ToggleTaskInput = z.input<typeof toggleTaskSchema>;

/** Only the text: the author and the time come from the session and the server clock. */
export const addCommentSchema = z.object({
  text: z
    .string({ error: taskDetailsCopy.commentRequired })
    .trim()
    .min(1, { error: taskDetailsCopy.commentRequired })
    .max(COMMENT_TEXT_MAX, { error: taskDetailsCopy.commentTooLong }),
});
export type AddCommentInput = z.input<typeof addCommentSchema>;

/** GET /api/tasks: the workspace, and optionally a search text (lib/tasks/search.ts says what matches). */
export const listTasksQuerySchema = z.object({
  workspaceId: taskWorkspaceIdSchema,
  q: z.string({ error: taskDetailsCopy.searchTooLong }).max(TASK_SEARCH_MAX, { error: taskDetailsCopy.searchTooLong }).optional(),
});

/** A comment as the API returns it: id, text, author's name and time, plus the author's id for the delete button. */
export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Author's display name. */
  user: z.string(),
  userId: z.string(),
  /** UTC ISO instant. */
  time: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A step of a task's checklist, as the API returns it (an answer, never parsed from a request) (in the task's `subtasks`, in their order). */
export const subtaskViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
});
export type Subtask = z.infer<typeof subtaskViewSchema>;

/** The schema of each field a task may lack (lib/tasks/clearable.ts names them; the compiler checks this names exactly those). */
const clearableTaskFields = {
  /** Plain text. */
  description: z.string().optional(),
  /** The RRULE and its zone. */
  recurrence: z.object({ rrule: z.string(), timeZone: z.string() }).optional(),
  /** The assignee's e-mail (lower-cased): the owner or a member of the task's workspace. */
  assignee: z.string().optional(),
} satisfies Record<TaskClearableField, z.ZodType>;

/**
 * A task as the API returns it, and as the store keeps it (TaskRecord): the one definition of its
 * fields, in the order its JSON has them. Each backend maps them in one place the compiler checks
 * against this (`satisfies Record<keyof Task, …>`: server/store/sqlite/task-json.ts,
 * lib/tasks/appwrite-row.ts) and tests/store/contract/task-details.ts round-trips every field.
 */
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  urgency: z.number(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  workspaceId: z.string(),
  userId: z.string(),
  /** Oldest first. */
  comments: z.array(commentSchema),
  /** The checklist, in the order the user gave it (docs/product.md#subtasks). */
  subtasks: z.array(subtaskViewSchema),
  ...clearableTaskFields,
});
export type Task = z.infer<typeof taskSchema>;
export const TASK_FIELDS = Object.keys(taskSchema.shape) as (keyof Task)[];

/**
 * The `error` of a 409 answer to an update or toggle whose expected values no longer hold: the fields
 * that changed meanwhile (those of `expected` the task no longer has) and the task as it is now. Nothing
 * was written.
 */
export const taskConflictErrorSchema = z.object({
  code: z.literal("conflict"),
  message: z.string(),
  fields: z.array(z.enum(TASK_EDITABLE_FIELDS)),
  task: taskSchema,
});
export type TaskConflict = z.infer<typeof taskConflictErrorSchema>;
