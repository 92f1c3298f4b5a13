import { z } from "zod";
import { EXPORT_FORMAT, EXPORT_VERSION, IMPORT_SOURCES } from "@/lib/constants/transfer";

/**
 * The Duely export (docs/product.md#export-and-import), version 1:
 * { format: "duely-export", version: 1, exportedAt, account: { name, email },
 *   workspaces: [{ id, name, icon, color, isDefault, members, createdAt,
 *     tasks: [{ id, title, description?, dueDate, urgency, completed, completedAt, createdAt, updatedAt, userId, recurrence?, comments }] }],
 *   reminders: [{ id, taskId, workspaceId, text, dueDate, status, createdAt, sentAt, timeZone }] }
 * Instants are UTC ISO strings. Readers accept unknown extra fields (later versions may add some).
 */

const instant = z.iso.datetime({ offset: true });

export const exportedCommentSchema = z.object({ id: z.string(), text: z.string(), user: z.string(), userId: z.string(), time: instant });

export const exportedTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: instant.nullable(),
  urgency: z.number(),
  completed: z.boolean(),
  completedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  userId: z.string(),
  comments: z.array(exportedCommentSchema),
  /** Absent when the task has none. */
  description: z.string().optional(),
  /** Absent when the task does not repeat. */
  recurrence: z.object({ rrule: z.string(), timeZone: z.string() }).optional(),
});

export const exportedWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  isDefault: z.boolean(),
  members: z.array(z.string()),
  createdAt: instant,
  tasks: z.array(exportedTaskSchema),
});

export const exportedReminderSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  workspaceId: z.string(),
  text: z.string(),
  dueDate: instant,
  status: z.enum(["pending", "done"]),
  createdAt: instant,
  sentAt: instant.nullable(),
  timeZone: z.string(),
});

export const duelyExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1).max(EXPORT_VERSION),
  exportedAt: instant,
  account: z.object({ name: z.string(), email: z.string() }),
  workspaces: z.array(exportedWorkspaceSchema),
  reminders: z.array(exportedReminderSchema),
});
export type DuelyExport = z.infer<typeof duelyExportSchema>;
export type ExportedTask = z.infer<typeof exportedTaskSchema>;
export type ExportedWorkspace = z.infer<typeof exportedWorkspaceSchema>;

export const importQuerySchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** Todoist: the workspace the tasks go into. Duely: the workspace that receives the export's default workspace (else the caller's default). */
  workspaceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  /** Zone for dates without a TIMEZONE of their own. */
  timeZone: z.string().max(64).optional(),
  /** "preview" writes nothing and answers the plan; "commit" writes it. */
  mode: z.enum(["preview", "commit"]).default("preview"),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const exportCsvQuerySchema = z.object({ workspaceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** A task an import will create, as the preview shows it. */
export interface PlannedTask {
  /** The source row (1-based, header excluded) or the exported task's id. */
  source: string;
  title: string;
  dueDate: string | null;
  urgency: number;
  completed: boolean;
  description?: string;
  /** Kept when the source repeats (a Todoist "every …" DATE, a recurring Duely task). */
  recurrence?: { rrule: string; timeZone: string };
  comments: string[];
  /** The workspace it goes into: an existing id, or the name of one the import creates. */
  workspace: string;
  notes: string[];
}

export interface SkippedRow {
  source: string;
  reason: string;
}

export interface ImportPlan {
  source: (typeof IMPORT_SOURCES)[number];
  /** Workspaces the import creates (Duely exports), by name. */
  newWorkspaces: string[];
  tasks: PlannedTask[];
  skipped: SkippedRow[];
}

export interface ImportResult {
  workspaces: number;
  tasks: number;
  comments: number;
  skipped: number;
}
