import type { z } from "zod";
import { NAME_MAX } from "@/lib/constants/auth";
import { COMMENT_TEXT_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";
import { IMPORT_MAX_COMMENTS_PER_TASK, IMPORT_MAX_ROWS } from "@/lib/constants/transfer";
import { transferCopy } from "@/lib/copy/transfer";
import { instantSchema } from "@/lib/schemas/instant";
import { taskAssigneeSchema, taskRecurrenceSchema } from "@/lib/schemas/task";
import { isFreeOfControlCharacters } from "@/lib/schemas/text";
import {
  exportEnvelopeSchema,
  exportedReminderSchema,
  exportedTaskSchema,
  exportedWorkspaceHeadSchema,
  type DuelyExport,
  type ExportedTask,
  type ExportedWorkspace,
  type SkippedRow,
} from "@/lib/schemas/transfer";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import { SUBTASKS_PER_TASK_MAX } from "@/lib/constants/subtasks";
import { importedSubtaskTitle, pacer, quote, type Pause, type PlanResult, type WritableTask } from "./plan";

/**
 * A Duely export as the tasks an import writes (docs/product.md#export-and-import). Pure.
 * - The export's default workspace goes into `target`; every other exported workspace becomes a new one,
 *   named as exported when the API would accept that name, else "Imported" (numbered when taken).
 * - Tasks keep title, description, due date, urgency, recurrence, completion and creation time. A due
 *   date that is not an instant of the years 0001-9999 is dropped with a note; a rule Duely does not
 *   support is dropped with a note (the task keeps its due date).
 * - Comments keep author and time only when nobody else will read them under that name: the file is the
 *   importer's own export (its account e-mail is theirs) and the workspace is not shared. Otherwise they
 *   are the importer's, written now, each with a first line saying it was imported and who wrote it when.
 * - Subtasks keep their order and done state; one whose title cannot be a subtask's is left out, and a task
 *   keeps at most SUBTASKS_PER_TASK_MAX.
 * - Limits: at most IMPORT_MAX_ROWS tasks and comments together, IMPORT_MAX_COMMENTS_PER_TASK per task.
 * The tasks are planned a slice at a time, awaiting `pause` between slices.
 */

export interface DuelyPlanInput {
  now: Date;
  /** The existing workspace the export's default workspace goes into, and whether it has members. */
  target: { id: string; shared: boolean };
  /** Who imports: the comments' author when they are marked as imported, and whose export is "own". */
  importer: { name: string; email: string };
  pause?: Pause;
}

/** The plan (with the names of the workspaces it creates), or why the file is refused. */
export type DuelyPlan = { ok: true; newWorkspaces: string[]; tasks: WritableTask[]; skipped: SkippedRow[] } | Extract<PlanResult, { ok: false }>;

const dueDateSchema = instantSchema();

export async function planDuelyImport(text: string, { now, target, importer, pause }: DuelyPlanInput): Promise<DuelyPlan> {
  const unreadable = { ok: false as const, message: transferCopy.notDuelyExport, tooLarge: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unreadable;
  }
  // Counted before the schema reads the rows, so an oversize file costs no more than its parse.
  if (rowsOf(json) > IMPORT_MAX_ROWS) return { ok: false, message: transferCopy.tooManyRows, tooLarge: true };
  const pace = pacer(pause);
  const file = await readExport(json, pace);
  if (!file) return unreadable;

  const ownExport = file.account.email.trim().toLowerCase() === importer.email.trim().toLowerCase();
  const newWorkspaces: string[] = [];
  const tasks: WritableTask[] = [];
  const skipped: SkippedRow[] = [];
  for (const w of file.workspaces) {
    const workspace = w.isDefault ? target.id : newName(w.name, newWorkspaces);
    if (!w.isDefault) newWorkspaces.push(workspace);
    const keepAuthors = ownExport && !(w.isDefault && target.shared);
    for (const t of w.tasks) {
      await pace();
      if (t.comments.length > IMPORT_MAX_COMMENTS_PER_TASK) return { ok: false, message: transferCopy.tooManyComments(`task ${t.id}`), tooLarge: true };
      const planned = plannedTask(t, { workspace, keepAuthors, importer, now });
      if ("reason" in planned) skipped.push(planned);
      else tasks.push(planned);
    }
  }
  return { ok: true, newWorkspaces, tasks, skipped };
}

/**
 * The file as an export, read a piece at a time (lib/schemas/transfer.ts says why): null at the first
 * piece that does not match.
 */
async function readExport(json: unknown, pace: () => Promise<void>): Promise<{ account: DuelyExport["account"]; workspaces: ExportedWorkspace[] } | null> {
  const envelope = exportEnvelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const workspaces: ExportedWorkspace[] = [];
  for (const raw of envelope.data.workspaces) {
    const head = exportedWorkspaceHeadSchema.safeParse(raw);
    const tasks = head.success && (await readEach(head.data.tasks, exportedTaskSchema, pace));
    if (!head.success || !tasks) return null;
    workspaces.push({ ...head.data, tasks });
  }
  return (await readEach(envelope.data.reminders, exportedReminderSchema, pace)) && { account: envelope.data.account, workspaces };
}

/** Every item through `schema`, in order, stopping at the first that fails (null). */
async function readEach<T>(items: unknown[], schema: z.ZodType<T>, pace: () => Promise<void>): Promise<T[] | null> {
  const read: T[] = [];
  for (const item of items) {
    await pace();
    const parsed = schema.safeParse(item);
    if (!parsed.success) return null;
    read.push(parsed.data);
  }
  return read;
}

/** Tasks and comments in a parsed file of the export's shape (0 for any other shape: the schema refuses it). */
function rowsOf(json: unknown): number {
  const list = (value: unknown, key: string): unknown[] => {
    const items = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    return Array.isArray(items) ? items : [];
  };
  let rows = 0;
  for (const w of list(json, "workspaces")) for (const t of list(w, "tasks")) rows += 1 + list(t, "comments").length;
  return rows;
}

/** The exported name when the API would accept it, else the fallback; numbered (" 2", " 3"…) when a new workspace of this import has it. */
function newName(exported: string, taken: string[]): string {
  const accepted = workspaceNameSchema.safeParse(exported);
  const base = accepted.success ? accepted.data : transferCopy.importedWorkspaceName;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const numbered = workspaceNameSchema.safeParse(`${base} ${n}`);
    const name = numbered.success ? numbered.data : `${transferCopy.importedWorkspaceName} ${n}`;
    if (!taken.includes(name)) return name;
  }
}

function plannedTask(
  t: ExportedTask,
  { workspace, keepAuthors, importer, now }: { workspace: string; keepAuthors: boolean; importer: DuelyPlanInput["importer"]; now: Date },
): WritableTask | SkippedRow {
  const source = `task ${t.id}`;
  const title = t.title.trim();
  if (!title) return { source, reason: transferCopy.skipEmptyTitle };
  if (title.length > TASK_TITLE_MAX) return { source, reason: transferCopy.skipTitleTooLong };
  const notes: string[] = [];
  const due = t.dueDate === null ? null : dueDateSchema.safeParse(t.dueDate);
  if (due && !due.success) notes.push(transferCopy.noteDueDateUnreadable(quote(t.dueDate ?? "")));
  const description = t.description?.slice(0, TASK_DESCRIPTION_MAX);
  // A rule outside Duely's subset is dropped (the task keeps its next due date), with a note.
  const recurrence = t.recurrence && taskRecurrenceSchema.safeParse(t.recurrence).data;
  if (t.recurrence && !recurrence) notes.push(transferCopy.noteRecurrenceDropped(quote(t.recurrence.rrule)));
  const assignee = t.assignee && taskAssigneeSchema.safeParse(t.assignee).data;
  const kept = t.comments.filter((c) => c.text.trim() && c.text.length <= COMMENT_TEXT_MAX);
  const comments = keepAuthors
    ? kept.map((c) => ({ text: c.text, user: authorLabel(c.user), time: c.time }))
    : kept.map((c, i) => ({
        text: `${transferCopy.importedCommentHeader(authorLabel(c.user), utcMinute(c.time))}\n${c.text}`,
        user: importer.name,
        // One millisecond apart, so they list in the file's order.
        time: new Date(now.getTime() + i).toISOString(),
      }));
  const subtasks = (t.subtasks ?? [])
    .flatMap(({ title: step, done }) => {
      const kept = importedSubtaskTitle(step);
      return kept ? [{ title: kept, done }] : [];
    })
    .slice(0, SUBTASKS_PER_TASK_MAX);
  return {
    source,
    title,
    dueDate: due?.success ? due.data : null,
    urgency: Math.min(URGENCY_MAX, Math.max(URGENCY_MIN, t.urgency)),
    completed: t.completed,
    ...(description && { description }),
    ...(recurrence && { recurrence }),
    ...(assignee && { assignee }),
    comments: comments.map((c) => c.text),
    ...(subtasks.length > 0 && { subtasks }),
    workspace,
    notes,
    original: { createdAt: t.createdAt, completedAt: t.completedAt, comments },
  };
}

/** An exported author's name as a comment shows it: one line, at most NAME_MAX characters. */
function authorLabel(name: string): string {
  const line = Array.from(name.slice(0, NAME_MAX * 2))
    .map((c) => (isFreeOfControlCharacters(c) ? c : " "))
    .join("")
    .trim();
  return Array.from(line).slice(0, NAME_MAX).join("") || transferCopy.unknownAuthor;
}

/** "2020-01-01 10:00 UTC" of a UTC ISO instant. */
function utcMinute(instant: string): string {
  return `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;
}
