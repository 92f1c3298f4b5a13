import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { fillRowId, type FillSource } from "@/server/store/outbox";
import type { EventFill } from "@/server/store/types";
import type { LiveWorkspace } from "@/lib/schemas/live";
import type { ReminderView } from "@/lib/schemas/reminder";
import { reminders, tasks, workspaceMembers, workspaces } from "./schema";

/**
 * What the store adds to a change event (EventDraft `with`), as SQL over the rows the change's batch has
 * just written, so the event carries exactly what the API would answer after the change. Each map names
 * every field of its API shape (`satisfies Record<keyof …>`): a field added there fails to compile here.
 * The task is its stored JSON (tasks.json_text, built by server/store/sqlite/task-json.ts).
 */

const column = (alias: string, c: SQLiteColumn) => sql.raw(`${alias}.${c.name}`);

/** The member e-mails of the workspace `workspaceId`, in the order they were added, as a JSON array. */
const membersOf = (workspaceId: SQL) =>
  sql`json((SELECT json_group_array(m.email ORDER BY m.position) FROM ${workspaceMembers} m WHERE m.workspace_id = ${workspaceId}))`;

const WORKSPACE_JSON = {
  id: column("w", workspaces.id),
  name: column("w", workspaces.name),
  icon: column("w", workspaces.icon),
  color: column("w", workspaces.color),
  userId: column("w", workspaces.userId),
  ownerEmail: column("w", workspaces.ownerEmail),
  isDefault: sql`json(CASE WHEN ${column("w", workspaces.isDefault)} THEN 'true' ELSE 'false' END)`,
  members: membersOf(column("w", workspaces.id)),
} satisfies Record<keyof LiveWorkspace, SQL>;

const REMINDER_JSON = {
  id: column("r", reminders.id),
  text: column("r", reminders.text),
  dueDate: column("r", reminders.dueDate),
  taskId: column("r", reminders.taskId),
  taskTitle: column("r", reminders.taskTitle),
  workspaceId: column("r", reminders.workspaceId),
  // Any stored status other than done reads as pending (server/store/rows.ts toReminderStatus).
  status: sql`CASE WHEN ${column("r", reminders.status)} = 'done' THEN 'done' ELSE 'pending' END`,
  createdAt: column("r", reminders.createdAt),
  sentAt: column("r", reminders.sentAt),
  commentId: column("r", reminders.commentId),
} satisfies Record<keyof ReminderView, SQL>;

const jsonObject = (fields: Record<string, SQL>) =>
  sql`json_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** The JSON value of `fill` as the batch has left it, for json_set. */
export function fillValue(fill: EventFill, source: FillSource): SQL {
  switch (fill) {
    case "task":
      return sql`json((SELECT json_text FROM ${tasks} WHERE id = ${fillRowId(source.taskId, fill)}))`;
    case "members":
      return membersOf(sql`${source.workspaceId}`);
    case "workspace":
      return sql`json((SELECT ${jsonObject(WORKSPACE_JSON)} FROM ${workspaces} w WHERE w.id = ${source.workspaceId}))`;
    case "reminder":
      return sql`json((SELECT ${jsonObject(REMINDER_JSON)} FROM ${reminders} r WHERE r.id = ${fillRowId(source.reminderId, fill)}))`;
  }
}
