import "server-only";
import { AppError, badRequest, conflict } from "@/server/errors";
import { getStore } from "@/server/store";
import { newId } from "@/server/ids";
import { hit } from "@/server/rate-limit";
import type { VerifiedAccount } from "@/server/auth/verified";
import { authorName } from "@/server/services/comments";
import { createWorkspace, deleteWorkspace, getWorkspace, listWorkspaces } from "@/server/services/workspaces";
import { requireWorkspaceAccess } from "@/server/services/workspaces/access";
import { isValidTimeZone } from "@/lib/dates";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { COMMENT_TEXT_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, URGENCY_MAX, URGENCY_MIN } from "@/lib/constants/tasks";
import { IMPORT_RATE_LIMIT } from "@/lib/constants/transfer";
import { MAX_OWNED_WORKSPACES } from "@/lib/constants/workspaces";
import { transferCopy } from "@/lib/copy/transfer";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import { taskRecurrenceSchema } from "@/lib/schemas/task";
import { duelyExportSchema, type ImportPlan, type ImportQuery, type ImportResult, type PlannedTask } from "@/lib/schemas/transfer";
import { planTodoistImport } from "@/lib/transfer/todoist";

/**
 * Imports (docs/product.md#export-and-import): a plan first (what will be created, what is skipped and
 * why; nothing written), then the same plan written, all or nothing. The store has no multi-row
 * transactions, so "nothing" is reached by undoing: when any write fails, the workspaces and tasks the
 * import made are deleted again and the error is reported.
 * - Todoist CSV: into one workspace the caller can reach (lib/transfer/todoist.ts).
 * - Duely JSON export: the export's default workspace goes into the chosen workspace (or the caller's
 *   default); every other exported workspace becomes a new one, within the 5 owned workspaces. Tasks
 *   keep title, description, due date, urgency, recurrence, completion and creation time; comments keep text, author name and
 *   time (the importer becomes their owner); members are not re-invited; reminders are not restored.
 */

/** A planned task with what the write keeps of an exported one (its times and comment authors), not shown in previews. */
type WritableTask = PlannedTask & { original?: { createdAt: string; completedAt: string | null; comments: { text: string; user: string; time: string }[] } };

interface Prepared {
  plan: Omit<ImportPlan, "tasks"> & { tasks: WritableTask[] };
  /** Where each planned workspace name goes: an existing id, or null to create it. */
  targets: Map<string, string | null>;
}

async function prepare({ user, query, text, now }: { user: VerifiedAccount; query: ImportQuery; text: string; now: Date }): Promise<Prepared> {
  if (!text.trim()) throw badRequest(transferCopy.emptyFile);
  const timeZone = query.timeZone && isValidTimeZone(query.timeZone) ? query.timeZone : FALLBACK_TIME_ZONE;
  const target = query.workspaceId
    ? (await requireWorkspaceAccess({ user, workspaceId: query.workspaceId, role: "member" })).workspace.id
    : ((await listWorkspaces({ user })).owned.find((w) => w.isDefault)?.id ?? null);
  if (!target) throw badRequest(transferCopy.emptyFile);

  if (query.source === "todoist") {
    const result = planTodoistImport(text, { now, timeZone, workspace: target });
    if (!result.ok) throw badRequest(result.message);
    return { plan: { source: "todoist", newWorkspaces: [], tasks: result.tasks, skipped: result.skipped }, targets: new Map([[target, target]]) };
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(transferCopy.notDuelyExport);
  }
  const parsed = duelyExportSchema.safeParse(json);
  if (!parsed.success) throw badRequest(transferCopy.notDuelyExport);
  const targets = new Map<string, string | null>([[target, target]]);
  const plan: Prepared["plan"] = { source: "duely", newWorkspaces: [], tasks: [], skipped: [] };
  for (const w of parsed.data.workspaces) {
    let key = target;
    if (!w.isDefault) {
      const name = workspaceNameSchema.safeParse(w.name);
      key = name.success ? name.data : w.name.slice(0, 20);
      let unique = key;
      for (let n = 2; targets.has(unique); n++) unique = `${key.slice(0, 17)} ${n}`;
      key = unique;
      targets.set(key, null);
      plan.newWorkspaces.push(key);
    }
    for (const t of w.tasks) {
      const source = `task ${t.id}`;
      const title = t.title.trim();
      if (!title) {
        plan.skipped.push({ source, reason: transferCopy.skipEmptyTitle });
        continue;
      }
      if (title.length > TASK_TITLE_MAX) {
        plan.skipped.push({ source, reason: transferCopy.skipTitleTooLong });
        continue;
      }
      const comments = t.comments.filter((c) => c.text.trim() && c.text.length <= COMMENT_TEXT_MAX);
      const description = t.description?.slice(0, TASK_DESCRIPTION_MAX);
      // A rule outside Duely's subset is dropped (the task keeps its next due date), with a note.
      const recurrence = t.recurrence && taskRecurrenceSchema.safeParse(t.recurrence).data;
      plan.tasks.push({
        source,
        title,
        dueDate: t.dueDate && new Date(t.dueDate).toISOString(),
        urgency: Math.min(URGENCY_MAX, Math.max(URGENCY_MIN, t.urgency)),
        completed: t.completed,
        ...(description && { description }),
        ...(recurrence && { recurrence }),
        comments: comments.map((c) => c.text),
        workspace: key,
        notes: t.recurrence && !recurrence ? [transferCopy.noteRecurrenceDropped(t.recurrence.rrule)] : [],
        original: { createdAt: t.createdAt, completedAt: t.completedAt, comments },
      });
    }
  }
  const owned = (await listWorkspaces({ user })).owned.length;
  const room = MAX_OWNED_WORKSPACES - owned;
  if (plan.newWorkspaces.length > room) throw conflict(transferCopy.workspaceLimit(plan.newWorkspaces.length, Math.max(0, room)));
  return { plan, targets };
}

/** What an import would do, without writing anything. */
export async function previewImport(input: { user: VerifiedAccount; query: ImportQuery; text: string; now?: Date }): Promise<ImportPlan> {
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
  const createdWorkspaces: string[] = [];
  const createdTasks: string[] = [];
  let comments = 0;
  try {
    for (const [name, id] of targets) {
      if (id !== null) continue;
      const workspace = await createWorkspace({ user, input: { name } });
      targets.set(name, workspace.id);
      createdWorkspaces.push(workspace.id);
    }
    const author = authorName(user);
    const write = async (planned: WritableTask) => {
      const { original } = planned;
      const workspaceId = targets.get(planned.workspace)!;
      const createdAt = original?.createdAt ? new Date(original.createdAt).toISOString() : now.toISOString();
      const task = await store.createTask({
        id: newId(),
        title: planned.title,
        dueDate: planned.dueDate,
        urgency: planned.urgency,
        workspaceId,
        userId: user.id,
        createdAt,
        ...(planned.description && { description: planned.description }),
        ...(planned.recurrence && { recurrence: planned.recurrence }),
      });
      createdTasks.push(task.id);
      if (planned.completed) await store.updateTask(task.id, { completed: true, completedAt: original?.completedAt ?? now.toISOString(), now: now.toISOString() });
      const sources = original ? original.comments : planned.comments.map((text, i) => ({ text, user: author, time: new Date(now.getTime() + i).toISOString() })); // one millisecond apart, so they list in file order
      for (const c of sources) {
        await store.addComment(task.id, { id: newId(), text: c.text, user: c.user, userId: user.id, time: new Date(c.time).toISOString() });
        comments += 1;
      }
    };
    // A few writes at a time: fast on a remote store, gentle on a local file.
    for (let i = 0; i < plan.tasks.length; i += IMPORT_WRITE_CONCURRENCY) {
      await Promise.all(plan.tasks.slice(i, i + IMPORT_WRITE_CONCURRENCY).map(write));
    }
  } catch (error) {
    await undo({ user, store, createdTasks, createdWorkspaces });
    if (!(error instanceof AppError)) console.error("[import] failed and undone", error);
    throw error instanceof AppError ? error : new AppError("internal", transferCopy.importFailed, 500);
  }
  return { workspaces: createdWorkspaces.length, tasks: createdTasks.length, comments, skipped: plan.skipped.length };
}

const IMPORT_WRITE_CONCURRENCY = 8;

async function undo({ user, store, createdTasks, createdWorkspaces }: { user: VerifiedAccount; store: Awaited<ReturnType<typeof getStore>>; createdTasks: string[]; createdWorkspaces: string[] }) {
  for (const id of createdTasks) await store.deleteTask(id).catch(() => {});
  for (const workspaceId of createdWorkspaces) {
    await getWorkspace({ user, workspaceId })
      .then(() => deleteWorkspace({ user, workspaceId }))
      .catch(() => store.deleteWorkspace(workspaceId).catch(() => {}));
  }
}
