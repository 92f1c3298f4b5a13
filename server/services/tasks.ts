import "server-only";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import { digest } from "@/server/digest";
import type { TaskRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import { requireWorkspaceAccess, requireWorkspaceAccessWithRevision, type WorkspaceAccess } from "@/server/services/workspaces/access";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import { assignmentNoticeFor, requireAssignable, sendAssignmentNoticeNow } from "@/server/services/assignees";
import { continueSeries, withdrawNextOccurrence } from "@/server/services/task-series";
import { keepList, keptList } from "@/server/services/task-list-cache";
import { matchesSearch, searchWords } from "@/lib/tasks/search";
import { assignmentCopy } from "@/lib/copy/assignment";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { planUpdate, staleFields } from "@/lib/tasks/conflicts";
import type { CreateTaskData, Task, TaskExpectation, TaskFieldChanges, UpdateTaskData } from "@/lib/schemas/task";
import { TASK_EDITABLE_FIELDS, type TaskEditableField } from "@/lib/tasks/editable";

/**
 * Tasks (docs/product.md#tasks-and-comments): every rule and permission check of the board's data.
 * Who sees a task: in a shared workspace (one with members) everyone with access to the workspace sees
 * all its tasks; otherwise a user sees only their own. Whoever sees a task may update it and comment on
 * it; deleting it takes its creator or the workspace owner. A task the caller may not see is 'Task not
 * found', whether it exists or not.
 */

/** A shared workspace (one with members) lists all its tasks to everyone in it. */
const isShared = (access: WorkspaceAccess) => access.workspace.members.length > 0;

export interface ListTasksInput {
  user: VerifiedAccount;
  workspaceId: string;
  /** Only the tasks this search text finds (lib/tasks/search.ts): large workspaces search on the server. */
  q?: string;
}

/** The tasks of a workspace the caller may see, oldest first. */
export async function listTasks(input: ListTasksInput): Promise<Task[]> {
  const answer = await listTasksIfChanged(input); // with no known version, always the list
  return answer.changed ? answer.tasks : [];
}

type Listed<T> = { changed: false; version: string } | { changed: true; version: string; tasks: T };

/**
 * The task list and its version (an ETag's source), or `changed: false` when `knownVersion` is still the
 * list's version. The version is derived from data: the workspace's revision where the store keeps one
 * (moved by every task, comment and member change, so the cheap check needs no list at all), else a
 * hash of the list itself; the caller, the search text and the role are part of it, since they change
 * what the list holds.
 */
export async function listTasksIfChanged(input: ListTasksInput & { knownVersion?: string | null }): Promise<Listed<Task[]>> {
  const list = await openList(input);
  if (!list.changed) return list;
  const { items, revision } = await list.store.listAllTasks(list.filter);
  const tasks = list.words.length === 0 ? items : items.filter((task) => matchesSearch(task, list.words));
  return list.answer(tasks, () => revision ?? JSON.stringify(tasks));
}

/**
 * listTasksIfChanged with the list as the UTF-8 bytes of its JSON (the API's answer): the same tasks, the
 * same version, but without a search the store's bytes are passed on as they are, never parsed and
 * serialised again.
 */
export async function listTasksJsonIfChanged(input: ListTasksInput & { knownVersion?: string | null }): Promise<Listed<Uint8Array>> {
  const list = await openList(input);
  if (!list.changed) return list;
  if (list.words.length > 0) {
    const { items, revision } = await list.store.listAllTasks(list.filter);
    const json = JSON.stringify(items.filter((task) => matchesSearch(task, list.words)));
    return list.answer(new TextEncoder().encode(json), () => revision ?? json);
  }
  const key = `${list.filter.workspaceId}\n${list.filter.userId ?? ""}`;
  const kept = keptList(key, list.revision);
  if (kept) return list.answer(kept.json, () => kept.revision);
  const { json, revision } = await list.store.listAllTasksJson(list.filter);
  keepList(key, revision, json);
  return list.answer(json, () => revision ?? new TextDecoder().decode(json));
}

/**
 * What both list functions share: the access check, the cheap check of knownVersion against the
 * workspace's revision, the store filter (a workspace nobody shares lists the caller's own tasks), the
 * search words, and `answer`, which versions a list (from the revision read with it, else its JSON).
 */
async function openList({ user: actor, workspaceId, q, knownVersion }: ListTasksInput & { knownVersion?: string | null }) {
  const { revision, ...access } = await requireWorkspaceAccessWithRevision({ user: actor, workspaceId, role: "member" });
  const versionOf = (source: string) => digest(`${actor.id}\n${access.role}\n${q ?? ""}\n${source}`);
  if (knownVersion && revision !== null && versionOf(revision) === knownVersion) return { changed: false as const, version: knownVersion };
  const store = await getStore();
  return {
    changed: true as const,
    store,
    revision,
    filter: { workspaceId: access.workspace.id, userId: isShared(access) ? undefined : actor.id },
    words: searchWords(q ?? ""),
    answer<T>(tasks: T, source: () => string): Listed<T> {
      const version = versionOf(source());
      return version === knownVersion ? { changed: false, version } : { changed: true, version, tasks };
    },
  };
}

export interface CreateTaskServiceInput {
  user: VerifiedAccount;
  task: CreateTaskData;
}

/**
 * A new, open task of the caller in a workspace they can reach. An unknown or unreachable workspace
 * is 'Valid workspaceId is required' (403), like the missing or placeholder id (400, in the schema).
 */
export async function createTask({ user: actor, task }: CreateTaskServiceInput): Promise<Task> {
  const { workspace } = await requireWorkspaceAccess({ user: actor, workspaceId: task.workspaceId, role: "member" }).catch(
    (error: unknown) => {
      throw isAccessRefusal(error) ? forbidden(workspacesCopy.validWorkspaceIdRequired) : error;
    },
  );
  requireAssignable(workspace, task.assignee);
  const store = await getStore();
  const notice = assignmentNoticeFor(actor, task.assignee);
  const created = await store.createTask({
    id: newId(),
    title: task.title,
    dueDate: task.dueDate,
    urgency: task.urgency,
    workspaceId: task.workspaceId,
    userId: actor.id,
    createdAt: new Date().toISOString(),
    ...(task.description && { description: task.description }),
    ...(task.recurrence && { recurrence: task.recurrence }),
    ...(task.assignee && { assignee: task.assignee }),
    ...(notice && { notice }),
  }, changeEvent.taskCreated(actor, task.workspaceId));
  // The store leaves out an assignee removed since the check above: then nobody is told.
  if (notice) await sendAssignmentNoticeNow(notice);
  return created;
}

export interface VisibleTask {
  actor: VerifiedAccount;
  task: TaskRecord;
  access: WorkspaceAccess;
}

/** The task if the caller may see it (see above); 'Task not found' otherwise. Comments use it too. */
export async function requireVisibleTask({ user: actor, taskId }: { user: VerifiedAccount; taskId: string }): Promise<VisibleTask> {
  const store = await getStore();
  const task = await store.getTask(taskId);
  if (!task) throw notFound(taskDetailsCopy.taskNotFound);
  const access = await requireWorkspaceAccess({ user: actor, workspaceId: task.workspaceId, role: "member" }).catch(
    (error: unknown) => {
      throw isAccessRefusal(error) ? notFound(taskDetailsCopy.taskNotFound) : error;
    },
  );
  if (!isShared(access) && task.userId !== actor.id) throw notFound(taskDetailsCopy.taskNotFound);
  return { actor, task, access };
}

export interface UpdateTaskServiceInput {
  user: VerifiedAccount;
  taskId: string;
  patch: UpdateTaskData;
}

/**
 * A partial update; sets updatedAt, and completedAt when the task becomes completed (null when reopened).
 * With `expected` it is made only while the task still has those values (docs/product.md#concurrent-edits),
 * else 409 with the fields that changed and the task as it is now.
 */
export async function updateTask({ user, taskId, patch: { expected, ...changes } }: UpdateTaskServiceInput): Promise<Task> {
  const { task, access } = await requireVisibleTask({ user, taskId });
  requireAssignable(access.workspace, changes.assignee);
  return applyPatch(user, task, changes, expected);
}

export interface ToggleCompletionInput {
  user: VerifiedAccount;
  taskId: string;
  /** The state to set; without it the stored state flips. */
  completed?: boolean;
  /** As an update's: only while the task still has these values. */
  expected?: TaskExpectation;
}

export async function toggleCompletion({ user, taskId, completed, expected }: ToggleCompletionInput): Promise<Task> {
  const { task } = await requireVisibleTask({ user, taskId });
  return applyPatch(user, task, { completed: completed ?? !task.completed }, expected);
}

export interface DeleteTaskInput {
  user: VerifiedAccount;
  taskId: string;
}

/** Deletes the task with its comments and reminders: its creator or the workspace owner only. */
export async function deleteTask({ user, taskId }: DeleteTaskInput): Promise<void> {
  const { actor, task, access } = await requireVisibleTask({ user, taskId });
  if (task.userId !== actor.id && access.role !== "owner") throw forbidden(taskDetailsCopy.onlyCreatorOrOwnerDelete);
  const store = await getStore();
  await store.deleteTask(task.id, changeEvent.taskDeleted(actor, task));
}

/** Tries of an expected update that keeps meeting changes which leave its expectation holding (each one a store conflict). */
const MAX_EXPECTED_UPDATE_TRIES = 5;

/**
 * Writes `changes` against the task as last read. With `expected`, planUpdate (lib/tasks/conflicts.ts)
 * checks it against that task for a quick answer; the store checks it again atomically with the write, and
 * when it refuses, its task is planned against again (someone may have made the same change meanwhile).
 */
async function applyPatch(actor: VerifiedAccount, task: TaskRecord, changes: TaskFieldChanges, expected?: TaskExpectation): Promise<Task> {
  const store = await getStore();
  let current = task;
  for (let attempt = 1; attempt <= MAX_EXPECTED_UPDATE_TRIES; attempt++) {
    const plan = planUpdate(current, changes, expected);
    if ("stale" in plan) throw changedMeanwhile(current, plan.stale);
    // Everything it sets, others already set: nothing to write, nobody's change lost.
    if (expected && !TASK_EDITABLE_FIELDS.some((field) => plan.changes[field] !== undefined)) return current;
    const now = new Date().toISOString();
    const patch = plan.changes;
    const completion =
      patch.completed === undefined || patch.completed === current.completed
        ? {}
        : { completed: patch.completed, completedAt: patch.completed ? now : null };
    const notice = patch.assignee === undefined ? undefined : assignmentNoticeFor(actor, patch.assignee);
    const result = await store.updateTask(current.id, {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.dueDate !== undefined && { dueDate: patch.dueDate }),
      ...(patch.urgency !== undefined && { urgency: patch.urgency }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.recurrence !== undefined && { recurrence: patch.recurrence }),
      ...(patch.assignee !== undefined && { assignee: patch.assignee }),
      ...(notice && { notice }),
      ...completion,
      now,
      ...(expected && { expected: plan.expected }),
    }, changeEvent.taskUpdated(actor, current.workspaceId));
    if (!result.ok && result.reason === "not_found") throw notFound(taskDetailsCopy.taskNotFound); // deleted meanwhile
    if (!result.ok && result.reason === "not_assignable") throw badRequest(assignmentCopy.notAssignable); // removed meanwhile
    if (!result.ok) {
      current = result.task;
      continue;
    }
    const updated = result.task;
    // A recurring task goes on when an occurrence is completed, and takes that back when it is reopened.
    if (completion.completed === true) await continueSeries(actor, updated, new Date(now));
    if (completion.completed === false) await withdrawNextOccurrence(actor, updated);
    if (notice) await sendAssignmentNoticeNow(notice);
    return updated;
  }
  throw changedMeanwhile(current, expected ? staleFields(current, expected) : []);
}

/** 409: values the update expected changed meanwhile; the answer names them and carries the task as it is. */
const changedMeanwhile = (task: Task, fields: TaskEditableField[]) => conflict(taskDetailsCopy.changedMeanwhile, { fields, task });

/** The workspace access check's refusals (unknown workspace, no access). */
export function isAccessRefusal(error: unknown): boolean {
  return error instanceof AppError && (error.code === "not_found" || error.code === "forbidden");
}
