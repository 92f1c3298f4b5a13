import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { newReminderRow, toInstant } from "@/server/store/rows";
import type { ReminderStore } from "@/server/store/types";
import type { Outbox } from "./events";
import type { Db } from "./open";
import { readPage } from "./pagination";
import { toReminderRecord } from "./rows";
import { reminders } from "./schema";

/**
 * Reminders, and the lease that lets one due-reminder processor at a time send each of them. A change
 * stores its change event in its own batch (the outbox, ./events.ts).
 */
export function reminderQueries(db: Db, outbox: Outbox): ReminderStore {
  return {
    async createReminder(input, event) {
      const insert = db.insert(reminders).values(newReminderRow(input)).returning();
      const { change } = await outbox.write({ change: [insert], event, source: { reminderId: input.id } });
      const [[row]] = change as [(typeof reminders.$inferSelect)[]];
      return toReminderRecord(row);
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
      await outbox.write({ change: [db.delete(reminders).where(eq(reminders.id, id))], event });
    },

    async deleteRemindersOfTask(taskId) {
      const result = await db.delete(reminders).where(eq(reminders.taskId, taskId));
      return result.rowsAffected;
    },

    async claimDueReminders({ now, limit, claimToken, leaseUntil }) {
      const at = toInstant(now);
      const leaseFree = or(isNull(reminders.leaseUntil), lte(reminders.leaseUntil, at));
      const due = db
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
        .limit(Math.max(0, Math.floor(limit)));
      // One UPDATE ... WHERE id IN (SELECT ...) RETURNING: SQLite runs it under the write lock, so a row
      // leased by one caller no longer has a free lease when another caller's statement reaches it.
      const rows = await db
        .update(reminders)
        .set({ claimToken, leaseUntil: toInstant(leaseUntil) })
        .where(and(inArray(reminders.id, due), leaseFree))
        .returning();
      // RETURNING has no order of its own: oldest due first, as selected.
      return rows.sort((a, b) => compareText(a.dueDate, b.dueDate) || compareText(a.id, b.id)).map(toReminderRecord);
    },

    async markReminderSent({ id, claimToken, sentAt }, event) {
      const update = db
        .update(reminders)
        .set({ status: "done", sentAt: toInstant(sentAt), claimToken: null, leaseUntil: null })
        .where(and(eq(reminders.id, id), eq(reminders.claimToken, claimToken), eq(reminders.status, "pending")));
      const { change } = await outbox.write({ change: [update], event, source: { reminderId: id } });
      return (change[0] as { rowsAffected: number }).rowsAffected === 1;
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

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
