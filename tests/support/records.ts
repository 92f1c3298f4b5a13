import { newId } from "@/server/ids";
import { collectAll } from "@/server/store/pages";
import type { ReminderRecord, Store, TaskRecord, TaskUpdate, WorkspaceRecord } from "@/server/store/types";

/** Builders of store records straight through the port, with fixed instants unless told (store contract suites, reminder tests). */

export const T0 = "2030-01-15T09:00:00.000Z";

/** An instant `minutes` after T0 (negative: before). */
export function at(minutes: number): string {
  return new Date(Date.parse(T0) + minutes * 60_000).toISOString();
}

/** Far after every instant the claim tests use as "now", so reminders made elsewhere are never due there. */
export const FAR_FUTURE = "2099-06-01T12:00:00.000Z";

export async function makeWorkspace(
  store: Store,
  overrides: Partial<Omit<WorkspaceRecord, "createdAt" | "updatedAt">> & { now?: string } = {},
): Promise<WorkspaceRecord> {
  return store.createWorkspace({
    id: newId(),
    name: "Home",
    icon: "🏠",
    color: "indigo",
    userId: newId(),
    ownerEmail: "owner@example.com",
    isDefault: false,
    members: [],
    now: T0,
    ...overrides,
  });
}

export async function makeTask(
  store: Store,
  workspace: Pick<WorkspaceRecord, "id" | "userId">,
  overrides: Partial<Pick<TaskRecord, "id" | "title" | "dueDate" | "urgency" | "createdAt" | "userId" | "completed">> = {},
): Promise<TaskRecord> {
  return store.createTask({
    id: newId(),
    title: "Buy milk",
    dueDate: null,
    urgency: 3,
    createdAt: T0,
    workspaceId: workspace.id,
    userId: workspace.userId,
    ...overrides,
  });
}

/** The task an updateTask wrote; throws (failing the test) when it wrote nothing. */
export function written(update: TaskUpdate): TaskRecord {
  if (!update.ok) throw new Error(`updateTask wrote nothing: ${update.reason}`);
  return update.task;
}

export async function makeReminder(
  store: Store,
  task: Pick<TaskRecord, "id" | "title" | "workspaceId" | "userId">,
  overrides: Partial<Pick<ReminderRecord, "id" | "text" | "dueDate" | "createdAt" | "status" | "userId" | "userEmail" | "userName" | "timeZone" | "commentId">> = {},
): Promise<ReminderRecord> {
  return store.createReminder({
    id: newId(),
    text: "Call the plumber",
    dueDate: FAR_FUTURE,
    taskId: task.id,
    taskTitle: task.title,
    workspaceId: task.workspaceId,
    userId: task.userId,
    userEmail: "owner@example.com",
    userName: "Ada",
    timeZone: "Europe/Berlin",
    createdAt: T0,
    ...overrides,
  });
}

/** The tasks in a store's listAllTasksJson answer (the UTF-8 bytes of a JSON array). */
export function parsedList({ json }: { json: Uint8Array }): unknown {
  return JSON.parse(new TextDecoder().decode(json));
}

/** Expects the workspace's list at once (as JSON) to equal its tasks read page by page; answers those. */
export async function expectListsAgree(store: Store, workspaceId: string): Promise<TaskRecord[]> {
  const paged = await collectAll((page) => store.listTasks({ workspaceId }, page));
  expect(parsedList(await store.listAllTasksJson({ workspaceId }))).toEqual(paged);
  return paged;
}
