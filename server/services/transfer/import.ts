import "server-only";
import { AppError, badRequest, conflict } from "@/server/errors";
import { getStore } from "@/server/store";
import type { Store, TaskRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import { hit } from "@/server/rate-limit";
import type { VerifiedAccount } from "@/server/auth/verified";
import { createWorkspace, deleteWorkspace, getWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { requireWorkspaceAccess } from "@/server/services/workspaces/access";
import { isAssignableIn } from "@/server/services/assignees";
import { authorName } from "@/lib/author-name";
import { isValidTimeZone } from "@/lib/dates";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { IMPORT_BATCH_ROWS, IMPORT_PREVIEW_RATE_LIMIT, IMPORT_RATE_LIMIT } from "@/lib/constants/transfer";
import { MAX_OWNED_WORKSPACES } from "@/lib/constants/workspaces";
import { transferCopy } from "@/lib/copy/transfer";
import type { ImportPlan, ImportQuery, ImportResult } from "@/lib/schemas/transfer";
import { planDuelyImport } from "@/lib/transfer/duely";
import type { PlanResult, WritableTask } from "@/lib/transfer/plan";
import { planTodoistImport } from "@/lib/transfer/todoist";

/**
 * Imports (docs/product.md#export-and-import): a plan first (what will be created, what is skipped and
 * why; nothing written), then the same plan written, all or nothing. The store has no multi-row
 * transactions across calls, so "nothing" is reached by undoing: when any write fails, the workspaces
 * and tasks the import made are deleted again and the error is reported.
 * - Todoist CSV: into one workspace the caller can reach (lib/transfer/todoist.ts).
 * - Duely JSON export: the export's default workspace goes into the chosen workspace (or the caller's
 *   default); every other exported workspace becomes a new one, within the 5 owned workspaces
 *   (lib/transfer/duely.ts, which also decides who the comments' author is).
 * No request of any size holds the others up for long: the plan is made a slice of rows at a time and
 * the rows are written in batches (importTasks: one store call per IMPORT_BATCH_ROWS rows, nothing read
 * back), with a turn of the event loop between slices and between batches.
 */

interface Prepared {
  plan: Omit<ImportPlan, "tasks"> & { tasks: WritableTask[] };
  /** Where each planned workspace name goes: an existing id, or null to create it. */
  targets: Map<string, string | null>;
}

/** Lets other requests run before the import goes on. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A planner's refusal as the API's: a size limit is 413, anything else 400. */
function refusal({ message, tooLarge }: Extract<PlanResult, { ok: false }>): AppError {
  return tooLarge ? new AppError("payload_too_large", message, 413) : badRequest(message);
}

async function prepare({ user, query, text, now }: { user: VerifiedAccount; query: ImportQuery; text: string; now: Date }): Promise<Prepared> {
  if (!text.trim()) throw badRequest(transferCopy.emptyFile);
  const timeZone = query.timeZone && isValidTimeZone(query.timeZone) ? query.timeZone : FALLBACK_TIME_ZONE;
  const target = query.workspaceId
    ? (await requireWorkspaceAccess({ user, workspaceId: query.workspaceId, role: "member" })).workspace
    : ((await listWorkspaces({ user })).owned.find((w) => w.isDefault) ?? null);
  if (!target) throw badRequest(transferCopy.emptyFile);
  const targets = new Map<string, string | null>([[target.id, target.id]]);

  if (query.source === "todoist") {
    const result = await planTodoistImport(text, { now, timeZone, workspace: target.id, pause });
    if (!result.ok) throw refusal(result);
    return { plan: { source: "todoist", newWorkspaces: [], tasks: result.tasks, skipped: result.skipped }, targets };
  }

  const result = await planDuelyImport(text, {
    now,
    target: { id: target.id, shared: target.members.length > 0 },
    importer: { name: authorName(user), email: user.email },
    pause,
  });
  if (!result.ok) throw refusal(result);
  for (const name of result.newWorkspaces) targets.set(name, null);
  // An assignee stays only when they are the owner or a member where the task goes (a workspace the
  // import creates has the caller alone); anyone else is dropped, not an error.
  const tasks = result.tasks.map(({ assignee, ...task }) => {
    const destination = task.workspace === target.id ? target : { ownerEmail: user.email, members: [] };
    return assignee && isAssignableIn(destination, assignee) ? { ...task, assignee } : task;
  });
  const owned = (await listWorkspaces({ user })).owned.length;
  const room = MAX_OWNED_WORKSPACES - owned;
  if (result.newWorkspaces.length > room) throw conflict(transferCopy.workspaceLimit(result.newWorkspaces.length, Math.max(0, room)));
  return { plan: { source: "duely", newWorkspaces: result.newWorkspaces, tasks, skipped: result.skipped }, targets };
}

/** What an import would do, without writing anything. */
export async function previewImport(input: { user: VerifiedAccount; query: ImportQuery; text: string; now?: Date }): Promise<ImportPlan> {
  await hit(`import-preview:${input.user.id}`, IMPORT_PREVIEW_RATE_LIMIT);
  const { plan } = await prepare({ ...input, now: input.now ?? new Date() });
  // The preview shows what a person checks; the carried originals stay on the server.
  return { ...plan, tasks: plan.tasks.map((task) => ({ ...task, original: undefined })) };
}

/** Writes what previewImport shows, all or nothing. */
export async function runImport(input: { user: VerifiedAccount; query: ImportQuery; text: string; now?: Date }): Promise<ImportResult> {
  const { user } = input;
  await hit(`import:${user.id}`, IMPORT_RATE_LIMIT);
  const now = input.now ?? new Date();
  const { plan, targets } = await prepare({ ...input, now });
  const store = await getStore();
  const made: Made = { workspaces: [], tasks: [] };
  let comments = 0;
  try {
    for (const [name, id] of targets) {
      if (id !== null) continue;
      const workspace = await createWorkspace({ user, input: { name } });
      targets.set(name, workspace.id);
      made.workspaces.push(workspace.id);
    }
    const author = authorName(user);
    const records = plan.tasks.map((task) => recordOf(task, { workspaceId: targets.get(task.workspace)!, user, author, now }));
    for (const batch of batchesOf(records)) {
      // Counted as made before the write: a batch that fails may have written some of its rows.
      made.tasks.push(...batch);
      await store.importTasks(batch);
      comments += batch.reduce((sum, task) => sum + task.comments.length, 0);
      await pause();
    }
  } catch (error) {
    await undo({ user, store, made });
    if (!(error instanceof AppError)) console.error("[import] failed and undone", error);
    throw error instanceof AppError ? error : new AppError("internal", transferCopy.importFailed, 500);
  }
  return { workspaces: made.workspaces.length, tasks: made.tasks.length, comments, skipped: plan.skipped.length };
}

/** The task a planned one becomes: the caller's, with its comments (an export's authors and times, or the caller's now). */
function recordOf(planned: WritableTask, { workspaceId, user, author, now }: { workspaceId: string; user: VerifiedAccount; author: string; now: Date }): TaskRecord {
  const { original } = planned;
  const createdAt = original?.createdAt ?? now.toISOString();
  const sources = original ? original.comments : planned.comments.map((text, i) => ({ text, user: author, time: new Date(now.getTime() + i).toISOString() })); // one millisecond apart, so they list in file order
  return {
    id: newId(),
    title: planned.title,
    dueDate: planned.dueDate,
    urgency: planned.urgency,
    completed: planned.completed,
    completedAt: planned.completed ? (original?.completedAt ?? now.toISOString()) : null,
    createdAt,
    // A completed task was last changed by its completion, as when it is completed after being created.
    updatedAt: planned.completed ? now.toISOString() : createdAt,
    workspaceId,
    userId: user.id,
    comments: sources.map((c) => ({ id: newId(), text: c.text, user: c.user, userId: user.id, time: c.time })),
    subtasks: (planned.subtasks ?? []).map(({ title, done }) => ({ id: newId(), title, done })),
    ...(planned.description && { description: planned.description }),
    ...(planned.recurrence && { recurrence: planned.recurrence }),
    ...(planned.assignee && { assignee: planned.assignee }),
  };
}

/** Whole tasks with their comments, about IMPORT_BATCH_ROWS rows a batch (a task with more comments is a batch of its own). */
function batchesOf(records: TaskRecord[]): TaskRecord[][] {
  const batches: TaskRecord[][] = [];
  let batch: TaskRecord[] = [];
  let rows = 0;
  for (const record of records) {
    const size = 1 + record.comments.length;
    if (batch.length > 0 && rows + size > IMPORT_BATCH_ROWS) {
      batches.push(batch);
      batch = [];
      rows = 0;
    }
    batch.push(record);
    rows += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

interface Made {
  workspaces: string[];
  tasks: TaskRecord[];
}

async function undo({ user, store, made }: { user: VerifiedAccount; store: Store; made: Made }) {
  // The tasks of a workspace the import made go with it; the others are deleted one by one, in slices.
  const ownWorkspaces = new Set(made.workspaces);
  const tasks = made.tasks.filter((task) => !ownWorkspaces.has(task.workspaceId));
  for (const [i, task] of tasks.entries()) {
    await store.deleteTask(task.id).catch(() => {});
    if ((i + 1) % IMPORT_BATCH_ROWS === 0) await pause();
  }
  for (const workspaceId of made.workspaces) {
    await getWorkspace({ user, workspaceId })
      .then(() => deleteWorkspace({ user, workspaceId }))
      .catch(() => store.deleteWorkspace(workspaceId).catch(() => {}));
  }
}
