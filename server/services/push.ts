import "server-only";
import { config } from "@/server/config";
import { AppError, badRequest, notFound } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { getStore } from "@/server/store";
import type { PushSubscriptionRecord } from "@/server/store/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { isAllowedPushEndpoint, isP256Point, sendPush, subscriptionId, testNotification, vapidKeys } from "@/server/push";
import { DEFAULT_REMINDER_CHANNELS, PUSH_DEVICES_PER_USER_MAX, PUSH_TEST_RATE_LIMIT, type ReminderChannels } from "@/lib/constants/push";
import { pushCopy } from "@/lib/copy/push";
import type { NotificationSettings, PushSubscriptionData, PushSubscriptionView } from "@/lib/schemas/push";

/**
 * Push notifications (docs/product.md#push-notifications): a user's devices with push on, the test
 * notification, and the channels their reminders go by. A device is stored only when its endpoint is at
 * an allowed push service (server/push/allow-list.ts) and its key is a P-256 point; each user keeps at
 * most PUSH_DEVICES_PER_USER_MAX, the most recently turned on. Sending reminders is server/jobs' business,
 * by the rule of reminderRoute below.
 */

function toView({ id, endpoint, createdAt }: PushSubscriptionRecord): PushSubscriptionView {
  return { id, endpoint, createdAt };
}

/** The user's devices (at most PUSH_DEVICES_PER_USER_MAX: one page). */
async function devicesOf(userId: string): Promise<PushSubscriptionRecord[]> {
  return (await (await getStore()).listPushSubscriptions(userId, { limit: PUSH_DEVICES_PER_USER_MAX })).items;
}

/** The VAPID public key, a subscription's applicationServerKey. */
export async function pushPublicKey(): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys()).publicKey };
}

/**
 * Turns push on for a device: its PushSubscription.toJSON(), stored for the user, replacing any earlier
 * subscription of the same endpoint (whoever's it was: the device now belongs to this user). An endpoint
 * at a push service that is not allowed is 400 'This push service is not supported'; keys that cannot
 * encrypt are 400 'The push subscription is not valid'.
 */
export async function subscribePush({ user, subscription, now = new Date() }: { user: VerifiedAccount; subscription: PushSubscriptionData; now?: Date }): Promise<PushSubscriptionView> {
  const { endpoint, keys } = subscription;
  if (!isAllowedPushEndpoint(endpoint, config().PUSH_SERVICE_ORIGINS)) throw badRequest(pushCopy.endpointNotAllowed);
  if (!isP256Point(keys.p256dh)) throw badRequest(pushCopy.invalidSubscription);
  const store = await getStore();
  const record = { id: subscriptionId(endpoint), userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now.toISOString() };
  return toView(await store.savePushSubscription(record, { keep: PUSH_DEVICES_PER_USER_MAX }));
}

/** Turns push off for one of the user's devices; another's, or an unknown one, is 404 'Push subscription not found'. */
export async function unsubscribePush({ user, endpoint }: { user: VerifiedAccount; endpoint: string }): Promise<void> {
  const store = await getStore();
  if (!(await store.deletePushSubscription({ id: subscriptionId(endpoint), userId: user.id }))) throw notFound(pushCopy.subscriptionNotFound);
}

/**
 * 'Send a test notification' to one of the user's devices (PUSH_TEST_RATE_LIMIT per user). A device the push
 * service no longer knows (404, 410) is removed and answered 404 like an unknown one; a push service that
 * refuses otherwise or does not answer is 503 'The push service did not take the notification…'.
 */
export async function sendTestNotification({ user, endpoint }: { user: VerifiedAccount; endpoint: string }): Promise<void> {
  await hit(`push-test:${user.id}`, PUSH_TEST_RATE_LIMIT);
  const id = subscriptionId(endpoint);
  const device = (await devicesOf(user.id)).find((d) => d.id === id);
  if (!device) throw notFound(pushCopy.subscriptionNotFound);
  const outcome = await sendPush(device, testNotification());
  if (outcome.status === "sent") return;
  console.warn(`[push] test notification of ${user.id} not sent: ${outcome.reason}`);
  if (outcome.status === "gone") {
    await (await getStore()).deletePushSubscription({ id, userId: user.id });
    throw notFound(pushCopy.subscriptionNotFound);
  }
  throw new AppError("unavailable", pushCopy.testFailed, 503);
}

/** The channels of the user's reminders (both until they choose) and how many of their devices have push on. */
export async function notificationSettings({ user }: { user: VerifiedAccount }): Promise<NotificationSettings> {
  const store = await getStore();
  const [channels, devices] = await Promise.all([store.getReminderChannels(user.id), devicesOf(user.id)]);
  return { channels: channels ?? DEFAULT_REMINDER_CHANNELS, devices: devices.length };
}

export async function updateNotificationSettings({ user, channels, now = new Date() }: { user: VerifiedAccount; channels: ReminderChannels; now?: Date }): Promise<NotificationSettings> {
  await (await getStore()).setReminderChannels({ userId: user.id, channels, now: now.toISOString() });
  return notificationSettings({ user });
}

/**
 * How a due reminder of the user goes out (the due-reminder processor follows it):
 * - `devices`: each device with push on, when the channels include push;
 * - `email`: "always" when the channels include e-mail; with push alone "unless-pushed": the e-mail goes
 *   only when no device was reached and none is waiting for a retry (every device gone, or none with push
 *   on), so a reminder never goes nowhere.
 */
export interface ReminderRoute {
  email: "always" | "unless-pushed";
  devices: PushSubscriptionRecord[];
}

export async function reminderRoute(userId: string): Promise<ReminderRoute> {
  const channels = (await (await getStore()).getReminderChannels(userId)) ?? DEFAULT_REMINDER_CHANNELS;
  return {
    email: channels === "push" ? "unless-pushed" : "always",
    devices: channels === "email" ? [] : await devicesOf(userId),
  };
}
