import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SubtaskChange } from "@/lib/tasks/subtasks";
import type { Db } from "./open";
import { subtasks, tasks } from "./schema";

/**
 * A change of a task's checklist as one statement, which decides on its own (lib/tasks/subtasks.ts
 * `applySubtaskChange` is the rule; SQLite takes one writer at a time, so the count an add checks is the
 * count it writes over). It changes no row when the task or the subtask is missing or an add would pass
 * `max`. Positions grow with each add; a move numbers the list 0, 1, 2, … again.
 */
export function subtaskStatement(db: Db, taskId: string, change: SubtaskChange) {
  switch (change.kind) {
    case "add": {
      const rows = sql.join(
        change.subtasks.map(({ id, title }, i) => sql`SELECT ${id} AS id, ${title} AS title, ${i} AS i`),
        sql` UNION ALL `,
      );
      return db.run(sql`
        INSERT INTO ${subtasks} (task_id, id, title, done, position)
        SELECT ${taskId}, v.id, v.title, 0, (SELECT coalesce(max(position) + 1, 0) FROM ${subtasks} WHERE task_id = ${taskId}) + v.i
          FROM (${rows}) v
         WHERE EXISTS (SELECT 1 FROM ${tasks} WHERE id = ${taskId})
           AND (SELECT count(*) FROM ${subtasks} WHERE task_id = ${taskId}) + ${change.subtasks.length} <= ${change.max}`);
    }
    case "update": {
      const done = change.done === undefined ? null : change.done ? 1 : 0;
      return db.run(sql`
        UPDATE ${subtasks} SET title = coalesce(${change.title ?? null}, title), done = coalesce(${done}, done)
         WHERE task_id = ${taskId} AND id = ${change.id}`);
    }
    case "delete":
      return db.delete(subtasks).where(and(eq(subtasks.taskId, taskId), eq(subtasks.id, change.id)));
    case "move":
      // The others keep their order, numbered from 0 with a gap at `to` (capped at their count), where the moved one goes.
      return db.run(sql`
        WITH others AS MATERIALIZED (
               SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS rn FROM ${subtasks} WHERE task_id = ${taskId} AND id <> ${change.id}),
             target AS MATERIALIZED (SELECT min(${Math.max(0, change.to)}, (SELECT count(*) FROM others)) AS k)
        UPDATE ${subtasks}
           SET position = CASE WHEN id = ${change.id} THEN (SELECT k FROM target)
                               ELSE (SELECT CASE WHEN o.rn < (SELECT k FROM target) THEN o.rn ELSE o.rn + 1 END FROM others o WHERE o.id = ${subtasks}.id) END
         WHERE task_id = ${taskId} AND EXISTS (SELECT 1 FROM ${subtasks} WHERE task_id = ${taskId} AND id = ${change.id})`);
  }
}
