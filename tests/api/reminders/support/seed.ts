import { newId } from "@/server/ids";
import type { ReminderRecord, Store, TaskRecord, WorkspaceRecord } from "@/server/store/types";

/** Builders of reminders straight through the store port (as the comments hook would make them); due a minute ago by default. */

export async function seedTask(store: Store, title = "Ship the release"): Promise<{ workspace: WorkspaceRecord; task: TaskRecord }> {
  const now = new Date().toISOString();
  const userId = newId();
  const workspace = await store.createWorkspace({
    id: newId(),
    name: "Work",
    icon: "💼",
    color: "indigo",
    userId,
    ownerEmail: "owner@example.com",
    isDefault: false,
    members: [],
    now,
  });
  const task = await store.createTask({ id: newId(), title, dueDate: null, urgency: 3, createdAt: now, workspaceId: workspace.id, userId });
  return { workspace, task };
}

export function seedReminder(
  store: Store,
  task: TaskRecord,
  overrides: Partial<Pick<ReminderRecord, "text" | "dueDate" | "userEmail" | "userName" | "timeZone" | "createdAt" | "userId" | "status">> = {},
): Promise<ReminderRecord> {
  return store.createReminder({
    id: newId(),
    text: "Check the oven",
    dueDate: new Date(Date.now() - 60_000).toISOString(),
    taskId: task.id,
    taskTitle: task.title,
    workspaceId: task.workspaceId,
    userId: task.userId,
    userEmail: "ada@example.com",
    userName: "Ada",
    timeZone: "Europe/Berlin",
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
