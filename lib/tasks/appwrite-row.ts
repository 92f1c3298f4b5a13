import { z } from "zod";
import { URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { subtaskViewSchema, TASK_FIELDS, type Comment, type Task } from "@/lib/schemas/task";
import { withoutClearedFields } from "@/lib/tasks/clearable";

/**
 * An Appwrite task row -> the task as the API returns it. One reading for both sides: the server's
 * Appwrite adapter reads every row with it, and the browser merges the rows Appwrite Realtime delivers
 * with it, so a card changed live is the card the API would list.
 *
 * Rows written by an earlier deployment of the original hosted layout read as they are: a missing or
 * null column takes its default (urgency 3, no comments...), instants in any ISO form become UTC "Z"
 * strings, and a comment may be a JSON-encoded string or an object. Comments an entry cannot be read
 * from are left out; a comment stored without an id gets one derived from its content (the server's
 * `deriveCommentId`: a hash), and a reader without that function cannot read such a row.
 */

/** An instant in any form Date understands, as UTC ISO; null when absent or unreadable. */
export function parseInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Column readers every Appwrite row shares: text with a default, a flag (false when absent), an optional instant. */
export const rowColumn = {
  text: (fallback: string) => z.string().nullish().transform((v) => v ?? fallback),
  flag: z.boolean().nullish().transform((v) => v ?? false),
  optionalInstant: z.string().nullish().transform(parseInstant),
  version: z.number().int().nullish().transform((v) => v ?? null),
  system: { $id: z.string().min(1), $createdAt: z.string(), $updatedAt: z.string() },
};

/** The row's instant, or Appwrite's own time of the row (UTC ISO). */
const orSystemTime = (value: string | null, system: string) => value ?? new Date(system).toISOString();

/** One entry of a task's comments as stored, with what it says (null when it cannot be read). */
export interface StoredComment {
  raw: string;
  comment: Comment | null;
}

const commentFields = z.object({
  id: z.string().min(1).optional(),
  text: z.string(),
  user: z.string().optional(),
  userId: z.string().optional(),
  time: z.string(),
});

/** A comment stored without an id: the id derived from its stored text, or null when this reader cannot. */
export type DeriveCommentId = (raw: string) => string | null;

function readComment(entry: unknown, deriveCommentId: DeriveCommentId): StoredComment | "no id" {
  const raw = typeof entry === "string" ? entry : JSON.stringify(entry);
  let value: unknown = entry;
  if (typeof entry === "string") {
    try {
      value = JSON.parse(entry);
    } catch {
      return { raw, comment: null };
    }
  }
  const parsed = commentFields.safeParse(value);
  const time = parsed.success ? parseInstant(parsed.data.time) : null;
  if (!parsed.success || !time) return { raw, comment: null };
  const { id, text, user, userId } = parsed.data;
  const commentId = id ?? deriveCommentId(raw);
  if (commentId === null) return "no id";
  return { raw, comment: { id: commentId, text, user: user ?? "", userId: userId ?? "", time } };
}

const byTimeThenId = (a: Comment, b: Comment) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const taskRow = z.object({
  ...rowColumn.system,
  title: rowColumn.text(""),
  dueDate: rowColumn.optionalInstant,
  urgency: z.number().nullish().transform((v) => v ?? URGENCY_DEFAULT),
  completed: rowColumn.flag,
  completedAt: rowColumn.optionalInstant,
  createdAt: rowColumn.optionalInstant,
  updatedAt: rowColumn.optionalInstant,
  workspaceId: z.string(),
  userId: z.string(),
  comments: z.array(z.unknown()).nullish().transform((v) => v ?? []),
  /** The checklist as one JSON array, in its order; absent or unreadable: none. */
  subtasks: z
    .string()
    .nullish()
    .transform((v) => readSubtasks(v)),
  version: rowColumn.version,
  description: rowColumn.text(""),
  recurrenceRule: z.string().nullish(),
  recurrenceZone: z.string().nullish(),
  assignee: z.string().nullish(),
});

type TaskRow = z.infer<typeof taskRow>;

/** The subtasks column's JSON, or none when it cannot be read. */
function readSubtasks(json: string | null | undefined): Task["subtasks"] {
  if (!json) return [];
  try {
    const parsed = z.array(subtaskViewSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** When the task was made: its own column, or Appwrite's time of the row. */
const createdAtOf = (r: TaskRow) => orSystemTime(r.createdAt, r.$createdAt);

/** Each field of the API's task (lib/schemas/task.ts) from its row; a field the task lacks is null or "". */
const TASK_FROM_ROW = {
  id: (r) => r.$id,
  title: (r) => r.title,
  dueDate: (r) => r.dueDate,
  urgency: (r) => r.urgency,
  completed: (r) => r.completed,
  completedAt: (r) => r.completedAt,
  createdAt: createdAtOf,
  updatedAt: (r) => r.updatedAt ?? createdAtOf(r),
  workspaceId: (r) => r.workspaceId,
  userId: (r) => r.userId,
  comments: (_r, comments) => comments,
  subtasks: (r) => r.subtasks,
  description: (r) => r.description,
  recurrence: (r) => (r.recurrenceRule && r.recurrenceZone ? { rrule: r.recurrenceRule, timeZone: r.recurrenceZone } : null),
  assignee: (r) => r.assignee ?? null,
} satisfies { [K in keyof Task]-?: (row: TaskRow, comments: Comment[]) => Task[K] | null };

/** A task row read: the task, its comments as stored and its compare-and-set counter; or the columns that could not be read. */
export type TaskRowReading =
  | { ok: true; task: Task; comments: StoredComment[]; version: number | null }
  | { ok: false; columns: string };

export function readTaskRow(row: Record<string, unknown>, deriveCommentId: DeriveCommentId): TaskRowReading {
  const parsed = taskRow.safeParse(row);
  if (!parsed.success) return { ok: false, columns: parsed.error.issues.map((issue) => issue.path.join(".")).join(", ") };
  const r = parsed.data;
  const stored: StoredComment[] = [];
  for (const entry of r.comments) {
    const comment = readComment(entry, deriveCommentId);
    if (comment === "no id") return { ok: false, columns: "comments" };
    stored.push(comment);
  }
  const comments = stored.flatMap((c) => (c.comment ? [c.comment] : [])).sort(byTimeThenId);
  const task = withoutClearedFields(Object.fromEntries(TASK_FIELDS.map((field) => [field, TASK_FROM_ROW[field](r, comments)]))) as Task;
  return { ok: true, task, comments: stored, version: r.version };
}

/** The API's task of a row, or null when the row cannot be read here (the caller then asks the server). */
export function taskOfRow(row: Record<string, unknown>): Task | null {
  const reading = readTaskRow(row, () => null);
  return reading.ok ? reading.task : null;
}
