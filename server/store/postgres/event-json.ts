import "server-only";
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fillRowId, type FillSource } from "@/server/store/outbox";
import type { EventFill } from "@/server/store/types";
import type { LiveWorkspace } from "@/lib/schemas/live";
import type { ReminderView } from "@/lib/schemas/reminder";
import { columnOf, jsonArray, jsonBoolean, jsonObject, jsonOf } from "./json";
import { reminders, tasks, workspaceMembers, workspaces } from "./schema";

/**
 * What the store adds to a change event (EventDraft `with`), as SQL over the rows the change's transaction
 * has just written, so the event carries exactly what the API would answer after the change; the same JSON
 * text as the sqlite backend's (./json.ts). Each map names every field of its API shape (`satisfies
 * Record<keyof …>`): a field added there fails to compile here. The task is its stored JSON (tasks.json_text,
 * built by ./task-json.ts).
 */

const w = (column: PgColumn) => columnOf("w", column);
const r = (column: PgColumn) => columnOf("r", column);

/** The member e-mails of the workspace row `w`, in the order they were added, as a JSON array. */
const MEMBERS_JSON = jsonArray(
  jsonOf(columnOf("m", workspaceMembers.email)),
  `${getTableName(workspaceMembers)} m WHERE ${columnOf("m", workspaceMembers.workspaceId)} = ${w(workspaces.id)}`,
  columnOf("m", workspaceMembers.position),
);

const WORKSPACE_JSON = {
  id: jsonOf(w(workspaces.id)),
  name: jsonOf(w(workspaces.name)),
  icon: jsonOf(w(workspaces.icon)),
  color: jsonOf(w(workspaces.color)),
  userId: jsonOf(w(workspaces.userId)),
  ownerEmail: jsonOf(w(workspaces.ownerEmail)),
  isDefault: jsonBoolean(w(workspaces.isDefault)),
  members: MEMBERS_JSON,
} satisfies Record<keyof LiveWorkspace, string>;

const REMINDER_JSON = {
  id: jsonOf(r(reminders.id)),
  text: jsonOf(r(reminders.text)),
  dueDate: jsonOf(r(reminders.dueDate)),
  taskId: jsonOf(r(reminders.taskId)),
  taskTitle: jsonOf(r(reminders.taskTitle)),
  workspaceId: jsonOf(r(reminders.workspaceId)),
  // Any stored status other than done reads as pending (server/store/rows.ts toReminderStatus).
  status: `CASE WHEN ${r(reminders.status)} = 'done' THEN '"done"' ELSE '"pending"' END`,
  createdAt: jsonOf(r(reminders.createdAt)),
  sentAt: jsonOf(r(reminders.sentAt)),
  commentId: jsonOf(r(reminders.commentId)),
} satisfies Record<keyof ReminderView, string>;

/** The JSON text of `fill` as the transaction has left it (null when the row is gone). */
export function fillValue(fill: EventFill, source: FillSource): SQL {
  switch (fill) {
    case "task":
      return sql`(SELECT json_text FROM ${tasks} WHERE id = ${fillRowId(source.taskId, fill)})`;
    case "members":
      return sql`(SELECT ${sql.raw(MEMBERS_JSON)} FROM ${workspaces} w WHERE w.id = ${source.workspaceId})`;
    case "workspace":
      return sql`(SELECT ${sql.raw(jsonObject(Object.entries(WORKSPACE_JSON)))} FROM ${workspaces} w WHERE w.id = ${source.workspaceId})`;
    case "reminder":
      return sql`(SELECT ${sql.raw(jsonObject(Object.entries(REMINDER_JSON)))} FROM ${reminders} r WHERE r.id = ${fillRowId(source.reminderId, fill)})`;
  }
}
