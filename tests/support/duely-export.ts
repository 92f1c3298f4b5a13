import type { DuelyExport, ExportedTask } from "@/lib/schemas/transfer";

/** Duely export files for the import tests (lib/schemas/transfer.ts). */

/** An exported task: open, undated, urgency 3, made 2026-11-01, with the given comments. */
export function exportedTask(id: string, overrides: Partial<ExportedTask> = {}): ExportedTask {
  return {
    id,
    title: `Task ${id}`,
    dueDate: null,
    urgency: 3,
    completed: false,
    completedAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    userId: "u",
    comments: [],
    ...overrides,
  };
}

/** A Duely export of `account` (default x@example.com): its default workspace's tasks, then one new workspace per other entry. */
export function duelyExport(
  workspaces: { name?: string; isDefault?: boolean; tasks: ExportedTask[] }[],
  account: DuelyExport["account"] = { name: "X", email: "x@example.com" },
): string {
  const file: DuelyExport = {
    format: "duely-export",
    version: 1,
    exportedAt: "2026-11-23T10:00:00.000Z",
    account,
    workspaces: workspaces.map((w, i) => ({
      id: `w${i}`,
      name: w.name ?? `Workspace ${i}`,
      icon: "📋",
      color: "indigo",
      isDefault: w.isDefault ?? false,
      members: [],
      createdAt: "2026-11-01T00:00:00.000Z",
      tasks: w.tasks,
    })),
    reminders: [],
  };
  return JSON.stringify(file);
}
