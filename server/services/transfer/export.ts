import "server-only";
import Papa from "papaparse";
import { getStore } from "@/server/store";
import { MAX_PAGE_SIZE, type Page, type PageRequest } from "@/server/store/types";
import { hit } from "@/server/rate-limit";
import type { VerifiedAccount } from "@/server/auth/verified";
import { listTasks } from "@/server/services/tasks";
import { getWorkspace } from "@/server/services/workspaces";
import { EXPORT_FORMAT, EXPORT_RATE_LIMIT, EXPORT_VERSION } from "@/lib/constants/transfer";
import { escapeCsvFormula, subtasksCell } from "@/lib/transfer/csv";
import type { DuelyExport, ExportedTask } from "@/lib/schemas/transfer";
import type { Task } from "@/lib/schemas/task";

/**
 * Exports (docs/product.md#export-and-import). The JSON export holds everything the user owns: their
 * workspaces (with members), every task in them with its comments and subtasks, and their reminders, in the
 * versioned format of lib/schemas/transfer.ts. It is produced as a stream of text pieces, a workspace's
 * tasks read at once (listAllTasks) and written a page at a time, so the answer starts early and
 * never sits in memory as one string. The CSV export is one
 * workspace's tasks as the caller sees them.
 */

/** Every item of a paginated list, yielded page by page. */
async function* pages<T>(list: (page: PageRequest) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let cursor: string | null = null;
  do {
    const page: Page<T> = await list({ limit: MAX_PAGE_SIZE, cursor });
    if (page.items.length) yield page.items;
    cursor = page.nextCursor;
  } while (cursor);
}

function exportedTask({ id, title, description, dueDate, urgency, completed, completedAt, createdAt, updatedAt, userId, recurrence, assignee, comments, subtasks }: Task): ExportedTask {
  return {
    id,
    title,
    ...(description && { description }),
    dueDate,
    urgency,
    completed,
    completedAt,
    createdAt,
    updatedAt,
    userId,
    ...(recurrence && { recurrence }),
    ...(assignee && { assignee }),
    comments,
    ...(subtasks.length > 0 && { subtasks }),
  };
}

/** The JSON export as text pieces; their concatenation parses as a DuelyExport. */
export async function* exportAccountJson({ user, now = new Date() }: { user: VerifiedAccount; now?: Date }): AsyncGenerator<string> {
  await hit(`export:${user.id}`, EXPORT_RATE_LIMIT);
  const store = await getStore();
  const head: Omit<DuelyExport, "workspaces" | "reminders"> = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: { name: user.name, email: user.email },
  };
  yield `${JSON.stringify(head).slice(0, -1)},"workspaces":[`;
  let firstWorkspace = true;
  for await (const workspaces of pages((page) => store.listWorkspacesByOwner(user.id, page))) {
    for (const w of workspaces) {
      const meta = { id: w.id, name: w.name, icon: w.icon, color: w.color, isDefault: w.isDefault, members: w.members, createdAt: w.createdAt };
      yield `${firstWorkspace ? "" : ","}${JSON.stringify(meta).slice(0, -1)},"tasks":[`;
      firstWorkspace = false;
      // The whole list in as few round trips as the backend allows, written out a page at a time.
      const { items } = await store.listAllTasks({ workspaceId: w.id });
      for (let i = 0; i < items.length; i += MAX_PAGE_SIZE) {
        yield (i === 0 ? "" : ",") + items.slice(i, i + MAX_PAGE_SIZE).map((t) => JSON.stringify(exportedTask(t))).join(",");
      }
      yield "]}";
    }
  }
  yield `],"reminders":[`;
  let firstReminder = true;
  for await (const reminders of pages((page) => store.listRemindersByUser({ userId: user.id }, page))) {
    const items = reminders.map(({ id, taskId, workspaceId, text, dueDate, status, createdAt, sentAt, timeZone }) =>
      JSON.stringify({ id, taskId, workspaceId, text, dueDate, status, createdAt, sentAt, timeZone }),
    );
    yield (firstReminder ? "" : ",") + items.join(",");
    firstReminder = false;
  }
  yield "]}";
}

const CSV_COLUMNS = ["id", "title", "dueDate", "urgency", "completed", "completedAt", "createdAt", "updatedAt", "comments", "assignee", "subtasks"] as const;

/**
 * One workspace's tasks (as the caller sees them) as CSV, a header then a piece per 500 tasks; comments as
 * "name: text" lines, the assignee's e-mail, the checklist as "[x] step; [ ] step" (lib/transfer/csv.ts).
 */
export async function* exportWorkspaceCsv({ user, workspaceId }: { user: VerifiedAccount; workspaceId: string }): AsyncGenerator<string> {
  await hit(`export:${user.id}`, EXPORT_RATE_LIMIT);
  await getWorkspace({ user, workspaceId });
  const tasks = await listTasks({ user, workspaceId });
  yield Papa.unparse([CSV_COLUMNS as unknown as string[]]) + "\r\n";
  for (let i = 0; i < tasks.length; i += MAX_PAGE_SIZE) {
    // Formula-looking cells are escaped, so a spreadsheet shows a title like "=1+1" instead of running it.
    const rows = tasks.slice(i, i + MAX_PAGE_SIZE).map((t) =>
      [
        t.id,
        t.title,
        t.dueDate ?? "",
        String(t.urgency),
        String(t.completed),
        t.completedAt ?? "",
        t.createdAt,
        t.updatedAt,
        t.comments.map((c) => `${c.user}: ${c.text}`).join("\n"),
        t.assignee ?? "",
        subtasksCell(t.subtasks),
      ].map(escapeCsvFormula),
    );
    yield Papa.unparse(rows) + "\r\n";
  }
}

/**
 * The CSV's file name, "duely-<workspace name>.csv" (the caller must see the workspace): letters and
 * digits of any script kept, anything else a dash. Sent with attachmentDisposition (server/content-disposition.ts).
 */
export async function workspaceFileName({ user, workspaceId }: { user: VerifiedAccount; workspaceId: string }): Promise<string> {
  const { name } = await getWorkspace({ user, workspaceId });
  return `duely-${name.replace(/[^\p{L}\p{N}_-]+/gu, "-").replace(/^-+|-+$/g, "") || "workspace"}.csv`;
}
