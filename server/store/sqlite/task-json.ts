import "server-only";
import type { Client } from "@libsql/client";
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { TASK_FIELDS, type Comment, type Subtask, type Task } from "@/lib/schemas/task";
import { TASK_CLEARABLE_FIELDS } from "@/lib/tasks/clearable";
import { comments, subtasks, tasks } from "./schema";

/**
 * Each task keeps its JSON as the API answers it (tasks.json_text), so a list of tasks is a
 * concatenation instead of building every object again on every read, and a task is read in one column.
 * The view task_json says what that JSON is, built from the column maps below (one SQL expression per
 * field of lib/schemas/task.ts, which the compiler checks against the schema); triggers rewrite json_text
 * in the same statement as any change to a task, its comments or its subtasks, whoever writes. The view and the
 * triggers are made when the store opens (ensureTaskJson), not by a migration: when their stored
 * definition differs from this one, they are replaced and every task's json_text is built again.
 */

const column = (alias: string, c: SQLiteColumn) => `${alias}.${c.name}`;
const t = (c: SQLiteColumn) => column("t", c);
const c = (col: SQLiteColumn) => column("c", col);
const s = (col: SQLiteColumn) => column("s", col);
const jsonBoolean = (value: string) => `json(CASE WHEN ${value} THEN 'true' ELSE 'false' END)`;

const jsonObject = (pairs: [string, string][]) => `json_object(${pairs.map(([key, value]) => `'${key}', ${value}`).join(", ")})`;

const COMMENT_JSON = {
  id: c(comments.id),
  text: c(comments.text),
  user: c(comments.user),
  userId: c(comments.userId),
  time: c(comments.time),
} satisfies Record<keyof Comment, string>;

const SUBTASK_JSON = {
  id: s(subtasks.id),
  title: s(subtasks.title),
  done: jsonBoolean(s(subtasks.done)),
} satisfies Record<keyof Subtask, string>;

/** Each field of a task as SQL over its row `t`; a clearable field is NULL when the task has none. */
export const TASK_JSON = {
  id: t(tasks.id),
  title: t(tasks.title),
  dueDate: t(tasks.dueDate),
  urgency: t(tasks.urgency),
  completed: jsonBoolean(t(tasks.completed)),
  completedAt: t(tasks.completedAt),
  createdAt: t(tasks.createdAt),
  updatedAt: t(tasks.updatedAt),
  workspaceId: t(tasks.workspaceId),
  userId: t(tasks.userId),
  comments: `json((SELECT json_group_array(${jsonObject(Object.entries(COMMENT_JSON))} ORDER BY ${c(comments.time)}, ${c(comments.id)})
                      FROM comments c WHERE ${c(comments.taskId)} = ${t(tasks.id)}))`,
  subtasks: `json((SELECT json_group_array(${jsonObject(Object.entries(SUBTASK_JSON))} ORDER BY ${s(subtasks.position)}, ${s(subtasks.id)})
                      FROM subtasks s WHERE ${s(subtasks.taskId)} = ${t(tasks.id)}))`,
  description: `NULLIF(${t(tasks.description)}, '')`,
  recurrence: `CASE WHEN ${t(tasks.recurrenceRule)} IS NULL OR ${t(tasks.recurrenceZone)} IS NULL THEN NULL
                       ELSE json_object('rrule', ${t(tasks.recurrenceRule)}, 'timeZone', ${t(tasks.recurrenceZone)}) END`,
  assignee: t(tasks.assignee),
} satisfies Record<keyof Task, string>;

/**
 * The view: the fields in the schema's order; the clearable ones are patched in only when the task has
 * one (json_patch drops a NULL), so most tasks, which have none, skip json_patch.
 */
function viewSql(): string {
  const always = TASK_FIELDS.filter((field) => !(TASK_CLEARABLE_FIELDS as readonly string[]).includes(field));
  const base = jsonObject(always.map((field) => [field, TASK_JSON[field]]));
  const clearable = jsonObject(TASK_CLEARABLE_FIELDS.map((field) => [field, TASK_JSON[field]]));
  const none = TASK_CLEARABLE_FIELDS.map((field) => `(${TASK_JSON[field]}) IS NULL`).join(" AND ");
  return `CREATE VIEW \`task_json\` AS SELECT t.id AS \`id\`, CASE WHEN ${none} THEN ${base} ELSE json_patch(${base}, ${clearable}) END AS \`json\` FROM \`tasks\` t`;
}

const refresh = (id: string) => `UPDATE \`tasks\` SET \`json_text\` = (SELECT \`json\` FROM \`task_json\` WHERE \`id\` = ${id}) WHERE \`id\` = ${id};`;

/** Every column of the task's row (json_text is not in the drizzle schema): a change to any rebuilds the JSON. */
const taskColumns = () =>
  Object.values(getTableColumns(tasks))
    .map((col) => `\`${col.name}\``)
    .join(", ");

/** The view and the triggers by name, each as the CREATE statement SQLite keeps in sqlite_master. */
export function taskJsonDefinitions(): Map<string, string> {
  return new Map([
    ["task_json", viewSql()],
    ["tasks_json_text_insert", `CREATE TRIGGER \`tasks_json_text_insert\` AFTER INSERT ON \`tasks\` BEGIN ${refresh("NEW.id")} END`],
    ["tasks_json_text_update", `CREATE TRIGGER \`tasks_json_text_update\` AFTER UPDATE OF ${taskColumns()} ON \`tasks\` BEGIN ${refresh("NEW.id")} END`],
    ["comments_json_text_insert", `CREATE TRIGGER \`comments_json_text_insert\` AFTER INSERT ON \`comments\` BEGIN ${refresh("NEW.task_id")} END`],
    ["comments_json_text_update", `CREATE TRIGGER \`comments_json_text_update\` AFTER UPDATE ON \`comments\` BEGIN ${refresh("OLD.task_id")} ${refresh("NEW.task_id")} END`],
    ["comments_json_text_delete", `CREATE TRIGGER \`comments_json_text_delete\` AFTER DELETE ON \`comments\` BEGIN ${refresh("OLD.task_id")} END`],
    ["subtasks_json_text_insert", `CREATE TRIGGER \`subtasks_json_text_insert\` AFTER INSERT ON \`subtasks\` BEGIN ${refresh("NEW.task_id")} END`],
    ["subtasks_json_text_update", `CREATE TRIGGER \`subtasks_json_text_update\` AFTER UPDATE ON \`subtasks\` BEGIN ${refresh("OLD.task_id")} ${refresh("NEW.task_id")} END`],
    ["subtasks_json_text_delete", `CREATE TRIGGER \`subtasks_json_text_delete\` AFTER DELETE ON \`subtasks\` BEGIN ${refresh("OLD.task_id")} END`],
  ]);
}

/**
 * Makes the view and the triggers those of taskJsonDefinitions, at open: when any differs from what the
 * database holds, all are dropped and made again and every task's json_text is rebuilt, in one write
 * transaction. Two processes opening a fresh file at once may both do it, one after the other: the
 * second finds nothing to change but does the same again, harmlessly.
 */
export async function ensureTaskJson(client: Client): Promise<void> {
  const wanted = taskJsonDefinitions();
  const names = [...wanted.keys()];
  const stored = await client.execute({
    sql: `SELECT name, sql FROM sqlite_master WHERE name IN (${names.map(() => "?").join(", ")})`,
    args: names,
  });
  const current = new Map(stored.rows.map((row) => [String(row.name), String(row.sql)]));
  if (names.every((name) => current.get(name) === wanted.get(name))) return;
  await client.batch(
    [
      ...names.filter((name) => name !== "task_json").map((name) => `DROP TRIGGER IF EXISTS \`${name}\``),
      "DROP VIEW IF EXISTS `task_json`",
      ...wanted.values(),
      "UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `task_json`.`id` = `tasks`.`id`)",
    ],
    "write",
  );
}
