import "server-only";
import { createHash } from "node:crypto";
import { Query } from "node-appwrite";
import { z } from "zod";
import { PUSH_DEVICES_PER_USER_MAX, REMINDER_CHANNELS } from "@/lib/constants/push";
import { AppError } from "@/server/errors";
import { toInstant } from "@/server/store/rows";
import { MAX_PAGE_SIZE, type PushStore, type PushSubscriptionRecord, type ReminderDelivery, type VapidKeyPair } from "@/server/store/types";
import { listPage } from "./pagination";
import type { Row, Tables } from "./tables";

/** The one row of vapid_keys. */
const VAPID_ROW = "vapid";

/**
 * Push subscriptions, reminder channels, the generated VAPID key pair and reminder deliveries in their
 * tables (schema.ts). Uniqueness comes from row ids: a subscription's is derived from its endpoint, a
 * delivery's from its reminder and channel, the key pair has one fixed id, so "insert if absent" is a
 * create that Appwrite refuses with 409 when the row exists. A save trims the user's devices afterwards
 * (two saves at once may each keep one the other drops; the next save trims again). A reminder's
 * deliveries are cleared when it is done; those of a reminder deleted while pending stay behind (a few
 * small rows), as Appwrite has no cascade here.
 */
export function pushQueries(tables: Tables): PushStore {
  /** Creates the row; false when one with its id exists (409). */
  async function createIfAbsent(tableId: "push_subscriptions" | "notification_settings" | "vapid_keys" | "reminder_deliveries", rowId: string, data: Record<string, unknown>): Promise<boolean> {
    try {
      await tables.create(tableId, rowId, data);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return false;
      throw error;
    }
  }

  return {
    async savePushSubscription(record, { keep }) {
      const { id, ...fields } = record;
      const data = { ...fields, createdAt: toInstant(fields.createdAt) };
      if (!(await createIfAbsent("push_subscriptions", id, data))) await tables.update("push_subscriptions", id, data);
      const beyond = await tables.list("push_subscriptions", [
        Query.equal("userId", record.userId),
        Query.orderDesc("createdAt"),
        Query.orderDesc("$id"),
        Query.offset(Math.max(1, Math.floor(keep))),
        Query.select(["$id"]),
        Query.limit(MAX_PAGE_SIZE),
      ]);
      for (const row of beyond) await tables.remove("push_subscriptions", row.$id);
      return { ...record, createdAt: data.createdAt };
    },

    listPushSubscriptions: (userId, page) =>
      listPage({ tables, tableId: "push_subscriptions", filters: [Query.equal("userId", userId)], page, toRecord: toSubscription }),

    async deletePushSubscription({ id, userId }) {
      return (await tables.removeWhere("push_subscriptions", [Query.equal("$id", [id]), Query.equal("userId", userId)])) > 0;
    },

    deletePushSubscriptionsOfUser: (userId) => tables.removeWhere("push_subscriptions", [Query.equal("userId", userId)]),

    async getReminderChannels(userId) {
      const row = await tables.get("notification_settings", userId);
      return row ? settingsRow.parse(row).reminderChannels : null;
    },

    async setReminderChannels({ userId, channels, now }) {
      if (channels === null) return tables.remove("notification_settings", userId);
      const data = { reminderChannels: channels, updatedAt: toInstant(now) };
      if (!(await createIfAbsent("notification_settings", userId, data))) await tables.update("notification_settings", userId, data);
    },

    async ensureVapidKeys(candidate) {
      await createIfAbsent("vapid_keys", VAPID_ROW, { ...candidate, createdAt: toInstant(candidate.createdAt) });
      const row = await tables.get("vapid_keys", VAPID_ROW);
      if (!row) throw new Error("The VAPID key pair vanished right after it was stored");
      return vapidRow.parse(row);
    },

    async recordReminderDelivery(delivery) {
      await createIfAbsent("reminder_deliveries", deliveryRowId(delivery), { ...delivery, deliveredAt: toInstant(delivery.deliveredAt) });
    },

    async listReminderDeliveries(reminderIds) {
      if (reminderIds.length === 0) return [];
      // Each reminder has at most one e-mail and PUSH_DEVICES_PER_USER_MAX pushes: one page holds them all.
      const limit = reminderIds.length * (PUSH_DEVICES_PER_USER_MAX + 1);
      const rows = await tables.list("reminder_deliveries", [Query.equal("reminderId", reminderIds), Query.limit(limit)]);
      return rows.map((row) => deliveryRow.parse(row));
    },

    async clearReminderDeliveries(reminderId) {
      await tables.removeWhere("reminder_deliveries", [Query.equal("reminderId", reminderId)]);
    },
  };
}

/** 32 hex digits of the SHA-256 of reminder and channel: one row per delivered channel. */
function deliveryRowId({ reminderId, channel }: Pick<ReminderDelivery, "reminderId" | "channel">): string {
  return createHash("sha256").update(`${reminderId}\n${channel}`).digest("hex").slice(0, 32);
}

const instant = z.string().transform(toInstant);

const subscriptionRow = z.object({
  $id: z.string(),
  userId: z.string(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  createdAt: instant,
});

const settingsRow = z.object({ reminderChannels: z.enum(REMINDER_CHANNELS) });

const vapidRow: z.ZodType<VapidKeyPair, unknown> = z.object({ publicKey: z.string(), privateKey: z.string(), createdAt: instant });

const deliveryRow: z.ZodType<ReminderDelivery, unknown> = z.object({ reminderId: z.string(), channel: z.string(), deliveredAt: instant });

function toSubscription(row: Row): PushSubscriptionRecord {
  const { $id, ...rest } = subscriptionRow.parse(row);
  return { id: $id, ...rest };
}
