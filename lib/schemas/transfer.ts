import { z } from "zod";
import { EMAIL_MAX } from "@/lib/constants/auth";
import { ID_MAX, TIME_ZONE_MAX } from "@/lib/constants/common";
import { EXPORT_FORMAT, EXPORT_VERSION, IMPORT_MAX_BYTES, IMPORT_SOURCES } from "@/lib/constants/transfer";
import { MAX_MEMBERS_PER_WORKSPACE, MAX_OWNED_WORKSPACES, WORKSPACE_ICON_MAX_UNITS } from "@/lib/constants/workspaces";
import { instantSchema } from "@/lib/schemas/instant";

/**
 * The Duely export (docs/product.md#export-and-import), version 1:
 * { format: "duely-export", version: 1, exportedAt, account: { name, email },
 *   workspaces: [{ id, name, icon, color, isDefault, members, createdAt,
 *     tasks: [{ id, title, description?, dueDate, urgency, completed, completedAt, createdAt, updatedAt, userId, recurrence?, assignee?, comments,
 *       subtasks? }] }],
 *   reminders: [{ id, taskId, workspaceId, text, dueDate, status, createdAt, sentAt, timeZone }] }
 * Instants are UTC ISO strings in the years 0001-9999. Readers accept unknown extra fields (later versions may add some).
 */

/**
 * Every string is capped before anything reads it. Ids, instants, zones, e-mails and icons get their
 * own caps (what Duely stores never passes them). Free text that the importer checks itself (a title
 * too long skips its task, a comment too long is dropped, a description is cut, a name or a rule that
 * is refused falls back) or never reads (names, colours, reminder texts) is capped at the file's own
 * size, so one oversize value is handled there instead of refusing the whole file.
 */
const id = z.string().max(ID_MAX, { abort: true });
const text = z.string().max(IMPORT_MAX_BYTES, { abort: true });
const timeZone = z.string().max(TIME_ZONE_MAX, { abort: true });
/** In the years 0001-9999 (lib/schemas/instant.ts), answered as UTC ISO strings. */
const instant = instantSchema();

export const exportedCommentSchema = z.object({ id, text, user: text, userId: id, time: instant });
/** A checklist step, in the task's order. */
export const exportedSubtaskSchema = z.object({ id, title: text, done: z.boolean() });

export const exportedTaskSchema = z.object({
  id,
  title: text,
  /**
   * Read by the importer itself: an unreadable due date (an export of a due date stored before Duely
   * refused years past 9999, such as "+010000-01-01T…") leaves the task without one, with a note.
   */
  dueDate: text.nullable(),
  urgency: z.number(),
  completed: z.boolean(),
  completedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  userId: id,
  comments: z.array(exportedCommentSchema),
  /** Absent when the task has none. */
  description: text.optional(),
  /** Absent when the task does not repeat. */
  recurrence: z.object({ rrule: text, timeZone: text }).optional(),
  /** Absent when the task has none (and in exports made before subtasks). */
  subtasks: z.array(exportedSubtaskSchema).optional(),
  /** The assignee's e-mail; absent when nobody is assigned. */
  assignee: z.string().max(EMAIL_MAX, { abort: true }).optional(),
});

export const exportedWorkspaceSchema = z.object({
  id,
  name: text,
  icon: z.string().max(WORKSPACE_ICON_MAX_UNITS, { abort: true }),
  color: text,
  isDefault: z.boolean(),
  /** The members' e-mail addresses (a workspace has at most MAX_MEMBERS_PER_WORKSPACE; counted before they are read). */
  members: z
    .array(z.unknown())
    .max(MAX_MEMBERS_PER_WORKSPACE, { abort: true })
    .pipe(z.array(z.string().max(EMAIL_MAX, { abort: true }))),
  createdAt: instant,
  tasks: z.array(exportedTaskSchema),
});

export const exportedReminderSchema = z.object({
  id,
  taskId: id,
  workspaceId: id,
  text,
  /** Not read (reminders are not restored), so an unreadable one (see a task's dueDate) refuses nothing. */
  dueDate: text,
  status: z.enum(["pending", "done"]),
  createdAt: instant,
  sentAt: instant.nullable(),
  timeZone,
});

export const duelyExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1).max(EXPORT_VERSION),
  exportedAt: instant,
  account: z.object({ name: text, email: z.string().max(EMAIL_MAX, { abort: true }) }),
  workspaces: z.array(exportedWorkspaceSchema),
  reminders: z.array(exportedReminderSchema),
});
export type DuelyExport = z.infer<typeof duelyExportSchema>;

/**
 * The export as the importer reads it, a piece at a time (lib/transfer/duely.ts): the file with its
 * workspaces (at most MAX_OWNED_WORKSPACES, as many as anyone owns) and reminders unread, then each
 * workspace with its tasks unread, then each task and reminder on its own. One schema over a whole file of
 * 600,000 invalid elements took 7 to 13 s and overflowed the stack collecting a million issues.
 */
export const exportEnvelopeSchema = duelyExportSchema.extend({
  workspaces: z.array(z.unknown()).max(MAX_OWNED_WORKSPACES, { abort: true }),
  reminders: z.array(z.unknown()),
});
export const exportedWorkspaceHeadSchema = exportedWorkspaceSchema.extend({ tasks: z.array(z.unknown()) });
export type ExportedTask = z.infer<typeof exportedTaskSchema>;
export type ExportedWorkspace = z.infer<typeof exportedWorkspaceSchema>;

/** A workspace id in a query: opaque, bounded (the length is refused before the pattern reads it), no path characters. */
const routeId = z.string().min(1).max(ID_MAX, { abort: true }).regex(/^[A-Za-z0-9_-]+$/);

export const importQuerySchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** Todoist: the workspace the tasks go into. Duely: the workspace that receives the export's default workspace (else the caller's default). */
  workspaceId: routeId.optional(),
  /** Zone for dates without a TIMEZONE of their own. */
  timeZone: z.string().max(TIME_ZONE_MAX).optional(),
  /** "preview" writes nothing and answers the plan; "commit" writes it. */
  mode: z.enum(["preview", "commit"]).default("preview"),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const exportCsvQuerySchema = z.object({ workspaceId: routeId });

/** A task an import will create, as the preview shows it. */
export const plannedTaskViewSchema = z.object({
  /** The source row (1-based, header excluded) or the exported task's id. */
  source: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  urgency: z.number(),
  completed: z.boolean(),
  description: z.string().optional(),
  /** Kept when the source repeats (a Todoist "every …" DATE, a recurring Duely task). */
  recurrence: z.object({ rrule: z.string(), timeZone: z.string() }).optional(),
  /** Kept when the exported task had one who is the owner or a member of the workspace it goes into. */
  assignee: z.string().optional(),
  comments: z.array(z.string()),
  /** Its checklist in order (a Duely task's subtasks, Todoist's sub-items under it); absent when none. */
  subtasks: z.array(z.object({ title: z.string(), done: z.boolean() })).optional(),
  /** The workspace it goes into: an existing id, or the name of one the import creates. */
  workspace: z.string(),
  notes: z.array(z.string()),
});
export type PlannedTask = z.infer<typeof plannedTaskViewSchema>;

export const skippedRowViewSchema = z.object({ source: z.string(), reason: z.string() });
export type SkippedRow = z.infer<typeof skippedRowViewSchema>;

/** Answer of an import's preview: what a commit would write. */
export const importPlanAnswerSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** Workspaces the import creates (Duely exports), by name. */
  newWorkspaces: z.array(z.string()),
  tasks: z.array(plannedTaskViewSchema),
  skipped: z.array(skippedRowViewSchema),
});
export type ImportPlan = z.infer<typeof importPlanAnswerSchema>;

/** Answer of an import's commit: what was written. */
export const importResultAnswerSchema = z.object({ workspaces: z.number(), tasks: z.number(), comments: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResultAnswerSchema>;
