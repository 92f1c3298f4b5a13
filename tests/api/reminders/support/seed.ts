import type { ReminderRecord, Store, TaskRecord, WorkspaceRecord } from "@/server/store/types";
import { makeReminder, makeTask, makeWorkspace } from "@/tests/support/records";

/** Reminders straight through the store port (as the comments hook would make them), made now and due a minute ago by default. */

export async function seedTask(store: Store, title = "Ship the release"): Promise<{ workspace: WorkspaceRecord; task: TaskRecord }> {
  const now = new Date().toISOString();
  const workspace = await makeWorkspace(store, { name: "Work", icon: "💼", now });
  const task = await makeTask(store, workspace, { title, createdAt: now });
  return { workspace, task };
}

export function seedReminder(
  store: Store,
  task: TaskRecord,
  overrides: Parameters<typeof makeReminder>[2] = {},
): Promise<ReminderRecord> {
  return makeReminder(store, task, {
    text: "Check the oven",
    dueDate: new Date(Date.now() - 60_000).toISOString(),
    userEmail: "ada@example.com",
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
