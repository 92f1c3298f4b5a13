import "server-only";
import { getTableName } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { TASK_FIELDS, type Comment, type Subtask, type Task } from "@/lib/schemas/task";
import { TASK_CLEARABLE_FIELDS } from "@/lib/tasks/clearable";
import { columnOf, jsonArray, jsonBoolean, jsonObject, jsonOf } from "./json";
import { comments, subtasks, tasks } from "./schema";
import type { TriggerDefinition, TriggerSet } from "./triggers";

/**
 * Each task keeps its JSON as the API answers it (tasks.json_text, added by drizzle-pg/0001_task_json.sql),
 * so a list of tasks is a concatenation instead of building every object again on every read, and a task
 * is read in one column. The column maps below say what that JSON is (one SQL expression per field of
 * lib/schemas/task.ts, which the compiler checks against the schema), in the bytes the sqlite backend
 * stores for the same task (./json.ts). Triggers keep json_text in the same statement as any change to a
 * task, its comments or its subtasks, whoever writes: a row trigger builds the task's JSON before each INSERT or UPDATE of
 * it, and statement triggers on comments and subtasks touch the tasks whose comments or subtasks changed (once per statement, so
 * an import's thousands of comments rebuild each task once). The functions and triggers are made when the
 * store opens (./triggers.ts), not by a migration: when a function's stored body differs from this one, or
 * a trigger is missing, all are made again and every task's json_text is rebuilt.
 */

const TASKS = getTableName(tasks);
const COMMENTS = getTableName(comments);
const SUBTASKS = getTableName(subtasks);

const t = (column: PgColumn) => columnOf("t", column);
const c = (column: PgColumn) => columnOf("c", column);
const s = (column: PgColumn) => columnOf("s", column);

const COMMENT_JSON = {
  id: jsonOf(c(comments.id)),
  text: jsonOf(c(comments.text)),
  user: jsonOf(c(comments.user)),
  userId: jsonOf(c(comments.userId)),
  time: jsonOf(c(comments.time)),
} satisfies Record<keyof Comment, string>;

const SUBTASK_JSON = {
  id: jsonOf(s(subtasks.id)),
  title: jsonOf(s(subtasks.title)),
  done: jsonBoolean(s(subtasks.done)),
} satisfies Record<keyof Subtask, string>;

/** Each field of a task as JSON text over its row `t`; a clearable field is NULL when the task has none. */
export const TASK_JSON = {
  id: jsonOf(t(tasks.id)),
  title: jsonOf(t(tasks.title)),
  dueDate: jsonOf(t(tasks.dueDate)),
  // SQLite prints a whole REAL with ".0" (3.0); JSON readers take it as the same number.
  urgency: `CASE WHEN ${t(tasks.urgency)} = trunc(${t(tasks.urgency)}) AND abs(${t(tasks.urgency)}) < 1e15
                 THEN ${jsonOf(t(tasks.urgency))} || '.0' ELSE ${jsonOf(t(tasks.urgency))} END`,
  completed: jsonBoolean(t(tasks.completed)),
  completedAt: jsonOf(t(tasks.completedAt)),
  createdAt: jsonOf(t(tasks.createdAt)),
  updatedAt: jsonOf(t(tasks.updatedAt)),
  workspaceId: jsonOf(t(tasks.workspaceId)),
  userId: jsonOf(t(tasks.userId)),
  comments: jsonArray(
    jsonObject(Object.entries(COMMENT_JSON)),
    `${COMMENTS} c WHERE ${c(comments.taskId)} = ${t(tasks.id)}`,
    `${c(comments.time)}, ${c(comments.id)}`,
  ),
  subtasks: jsonArray(
    jsonObject(Object.entries(SUBTASK_JSON)),
    `${SUBTASKS} s WHERE ${s(subtasks.taskId)} = ${t(tasks.id)}`,
    `${s(subtasks.position)}, ${s(subtasks.id)}`,
  ),
  description: jsonOf(`NULLIF(${t(tasks.description)}, '')`),
  recurrence: `CASE WHEN ${t(tasks.recurrenceRule)} IS NULL OR ${t(tasks.recurrenceZone)} IS NULL THEN NULL
                    ELSE ${jsonObject([["rrule", jsonOf(t(tasks.recurrenceRule))], ["timeZone", jsonOf(t(tasks.recurrenceZone))]])} END`,
  assignee: jsonOf(t(tasks.assignee)),
} satisfies Record<keyof Task, string>;

/** The task's JSON over its row `t`: the fields in the schema's order, the clearable ones only when the task has them. */
export function taskJsonSql(): string {
  const clearable: readonly (keyof Task)[] = TASK_CLEARABLE_FIELDS;
  const always = TASK_FIELDS.filter((field) => !clearable.includes(field));
  return jsonObject(
    always.map((field) => [field, TASK_JSON[field]]),
    clearable.map((field) => [field, TASK_JSON[field]]),
  );
}

/** The trigger functions and triggers that keep json_text (made at open: ./triggers.ts), and the rebuild of every task's. */
export function taskJsonTriggers(): TriggerSet {
  const functions = new Map([
    // `t` is the new row, as the column map names it.
    ["duely_task_json_text", `\nDECLARE t ALIAS FOR NEW;\nBEGIN\n  NEW.json_text := ${taskJsonSql()};\n  RETURN NEW;\nEND\n`],
    // Touches the tasks of the changed comments or subtasks, whose own trigger builds their JSON again.
    ["duely_comments_json_text", `\nBEGIN\n  UPDATE ${TASKS} SET json_text = NULL WHERE id IN (SELECT task_id FROM changed);\n  RETURN NULL;\nEND\n`],
  ]);
  /** A statement trigger on a table of a task's children (comments, subtasks). */
  const onChildren = (table: string, event: string, transition: "NEW" | "OLD"): TriggerDefinition => ({
    table,
    function: "duely_comments_json_text",
    when: `AFTER ${event} ON ${table} REFERENCING ${transition} TABLE AS changed FOR EACH STATEMENT`,
  });
  const onComments = (event: string, transition: "NEW" | "OLD") => onChildren(COMMENTS, event, transition);
  const onSubtasks = (event: string, transition: "NEW" | "OLD") => onChildren(SUBTASKS, event, transition);
  const triggers = new Map<string, TriggerDefinition>([
    ["tasks_json_text", { table: TASKS, function: "duely_task_json_text", when: `BEFORE INSERT OR UPDATE ON ${TASKS} FOR EACH ROW` }],
    ["comments_json_text_insert", onComments("INSERT", "NEW")],
    ["comments_json_text_update", onComments("UPDATE", "NEW")],
    // A comment moved to another task (only ever by hand) changes the JSON of the task it left too.
    ["comments_json_text_update_old", onComments("UPDATE", "OLD")],
    ["comments_json_text_delete", onComments("DELETE", "OLD")],
    ["subtasks_json_text_insert", onSubtasks("INSERT", "NEW")],
    ["subtasks_json_text_update", onSubtasks("UPDATE", "NEW")],
    ["subtasks_json_text_delete", onSubtasks("DELETE", "OLD")],
  ]);
  return { functions, triggers, rebuild: `UPDATE ${TASKS} SET json_text = NULL` };
}
