import "server-only";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { toInstant } from "@/server/store/rows";
import type { PushStore, PushSubscriptionRecord } from "@/server/store/types";
import { readPage } from "@/server/store/sqlite/pagination";
import type { Db } from "./open";
import { notificationSettings, pushSubscriptions, reminderDeliveries, reminders, vapidKeys } from "./schema";

/** The one row of vapid_keys. */
const VAPID_ROW = "vapid";

/**
 * Push subscriptions, the reminder channels users chose, the generated VAPID key pair and the channels of
 * reminders already delivered. A save and the trim of the user's devices to `keep` run in one transaction
 * that first takes a lock on the user (a transaction-level advisory lock), so concurrent saves of one user
 * trim one after the other and never leave more than `keep`.
 */
export function pushQueries(db: Db): PushStore {
  return {
    async savePushSubscription(record, { keep }) {
      const { id, ...replaced } = { ...record, createdAt: toInstant(record.createdAt) };
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push:${record.userId}`}, 0))`);
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values({ id, ...replaced })
          .onConflictDoUpdate({ target: pushSubscriptions.id, set: replaced })
          .returning();
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, record.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(Math.max(1, Math.floor(keep)));
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, record.userId), notInArray(pushSubscriptions.id, newest)));
        return toSubscription(saved);
      });
    },

    async listPushSubscriptions(userId, page) {
      const { rows, nextCursor } = await readPage(page, pushSubscriptions, ({ after, orderBy, limit }) =>
        db.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), after)).orderBy(...orderBy).limit(limit),
      );
      return { items: rows.map(toSubscription), nextCursor };
    },

    async deletePushSubscription({ id, userId }) {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async deletePushSubscriptionsOfUser(userId) {
      const gone = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).returning({ id: pushSubscriptions.id });
      return gone.length;
    },

    async getReminderChannels(userId) {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.reminderChannels ?? null;
    },

    async setReminderChannels({ userId, channels, now }) {
      if (channels === null) {
        await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
        return;
      }
      const updatedAt = toInstant(now);
      await db
        .insert(notificationSettings)
        .values({ userId, reminderChannels: channels, updatedAt })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { reminderChannels: channels, updatedAt } });
    },

    async ensureVapidKeys(candidate) {
      // Insert-if-absent, then read: whichever instance inserted first, every one reads its pair.
      await db
        .insert(vapidKeys)
        .values({ id: VAPID_ROW, ...candidate, createdAt: toInstant(candidate.createdAt) })
        .onConflictDoNothing();
      const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, VAPID_ROW));
      return { publicKey: row.publicKey, privateKey: row.privateKey, createdAt: row.createdAt };
    },

    async recordReminderDelivery({ reminderId, channel, deliveredAt }) {
      // Only while the reminder exists (a deleted one takes its deliveries with it), and once.
      await db.execute(sql`
        INSERT INTO ${reminderDeliveries} (reminder_id, channel, delivered_at)
        SELECT ${reminderId}, ${channel}, ${toInstant(deliveredAt)}
        WHERE EXISTS (SELECT 1 FROM ${reminders} WHERE ${reminders.id} = ${reminderId})
        ON CONFLICT DO NOTHING`);
    },

    async listReminderDeliveries(reminderIds) {
      if (reminderIds.length === 0) return [];
      return db.select().from(reminderDeliveries).where(inArray(reminderDeliveries.reminderId, reminderIds));
    },

    async clearReminderDeliveries(reminderId) {
      await db.delete(reminderDeliveries).where(eq(reminderDeliveries.reminderId, reminderId));
    },
  };
}

function toSubscription(row: typeof pushSubscriptions.$inferSelect): PushSubscriptionRecord {
  return { ...row };
}
