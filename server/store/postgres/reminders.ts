import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { newReminderRow, toInstant } from "@/server/store/rows";
import type { ReminderStore } from "@/server/store/types";
import { readPage } from "@/server/store/sqlite/pagination";
import { toReminderRecord } from "@/server/store/sqlite/rows";
import type { Outbox } from "./events";
import type { Db } from "./open";
import { reminders } from "./schema";

/**
 * Reminders, and the lease that lets one due-reminder processor at a time send each of them. A change
 * stores its change event in its own transaction (the outbox, ./events.ts).
 */
export function reminderQueries(db: Db, outbox: Outbox): ReminderStore {
  return {
    async createReminder(input, event) {
      return outbox.write(event, async (tx) => {
        const [row] = await tx.insert(reminders).values(newReminderRow(input)).returning();
        return { changed: true, result: toReminderRecord(row), source: { reminderId: input.id } };
      });
    },

    async getReminder(id) {
      const [row] = await db.select().from(reminders).where(eq(reminders.id, id));
      return row ? toReminderRecord(row) : null;
    },

    async listRemindersByUser({ userId, workspaceId }, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, reminders, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(reminders)
          .where(and(eq(reminders.userId, userId), workspaceId === undefined ? undefined : eq(reminders.workspaceId, workspaceId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: pageRows.map(toReminderRecord), nextCursor };
    },

    async listRemindersByTask(taskId, page) {
      const { rows: pageRows, nextCursor } = await readPage(page, reminders, ({ after, orderBy, limit }) =>
        db
          .select()
          .from(reminders)
          .where(and(eq(reminders.taskId, taskId), after))
          .orderBy(...orderBy)
          .limit(limit),
      );
      return { items: pageRows.map(toReminderRecord), nextCursor };
    },

    async deleteReminder(id, event) {
      await outbox.write(event, async (tx) => {
        const deleted = await tx.delete(reminders).where(eq(reminders.id, id));
        return { changed: Boolean(deleted.rowCount), result: undefined };
      });
    },

    async deleteRemindersOfTask(taskId) {
      const result = await db.delete(reminders).where(eq(reminders.taskId, taskId));
      return result.rowCount ?? 0;
    },

    async claimDueReminders({ now, limit, claimToken, leaseUntil }) {
      const at = toInstant(now);
      const leaseFree = or(isNull(reminders.leaseUntil), lte(reminders.leaseUntil, at));
      // The due rows are locked as they are picked, skipping rows another claim holds right now (FOR UPDATE
      // SKIP LOCKED): concurrent claimers never wait for each other and never pick the same row. A row that
      // another claim leased and committed meanwhile is checked again on its new version, where the lease
      // is no longer free. The CTE is evaluated once, so the LIMIT picks one set.
      const due = db.$with("due").as(
        db
          .select({ id: reminders.id })
          .from(reminders)
          .where(
            and(
              eq(reminders.status, "pending"),
              lte(reminders.dueDate, at),
              or(isNull(reminders.nextAttemptAt), lte(reminders.nextAttemptAt, at)),
              leaseFree,
            ),
          )
          .orderBy(asc(reminders.dueDate), asc(reminders.id))
          .limit(Math.max(0, Math.floor(limit)))
          .for("update", { skipLocked: true }),
      );
      const rows = await db
        .with(due)
        .update(reminders)
        .set({ claimToken, leaseUntil: toInstant(leaseUntil) })
        .where(inArray(reminders.id, db.select({ id: due.id }).from(due)))
        .returning();
      // RETURNING has no order of its own: oldest due first, as picked.
      return rows.sort((a, b) => (a.dueDate === b.dueDate ? (a.id < b.id ? -1 : 1) : a.dueDate < b.dueDate ? -1 : 1)).map(toReminderRecord);
    },

    async markReminderSent({ id, claimToken, sentAt }, event) {
      return outbox.write(event, async (tx) => {
        const result = await tx
          .update(reminders)
          .set({ status: "done", sentAt: toInstant(sentAt), claimToken: null, leaseUntil: null })
          .where(and(eq(reminders.id, id), eq(reminders.claimToken, claimToken), eq(reminders.status, "pending")));
        const sent = result.rowCount === 1;
        return { changed: sent, result: sent, source: { reminderId: id } };
      });
    },

    async releaseReminder({ id, claimToken, error, nextAttemptAt }) {
      await db
        .update(reminders)
        .set({
          attempts: sql`${reminders.attempts} + 1`,
          lastError: error,
          nextAttemptAt: toInstant(nextAttemptAt),
          claimToken: null,
          leaseUntil: null,
        })
        .where(and(eq(reminders.id, id), eq(reminders.claimToken, claimToken)));
    },
  };
}
