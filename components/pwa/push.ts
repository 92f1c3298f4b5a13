import { ApiError, request } from "@/lib/api/request";
import type { ReminderChannels } from "@/lib/constants/push";
import type { NotificationSettings, PushSubscriptionView } from "@/lib/schemas/push";

/**
 * This device's push notifications, for Settings → Notifications only (docs/product.md#push-notifications):
 * the browser's side (permission, the service worker's PushManager) and the calls to /api/push/*.
 */

type Data<T> = { data: T };

/** What this browser can do: no push at all, push but notifications blocked, or ready to ask. */
export type PushSupport = "unsupported" | "blocked" | "available";

export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "blocked" : "available";
}

/** The service worker's registration, or null where none is registered (development runs without one). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return navigator.serviceWorker.ready;
}

/** This device's subscription, when push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this device: asks the browser's permission (this is the only place that asks, on the
 * user's click), subscribes with the server's VAPID key and saves the subscription for the user. Resolves
 * with "blocked" when the permission was not given, "unsupported" without a service worker.
 */
export async function turnOnPush(): Promise<PushSubscription | Exclude<PushSupport, "available">> {
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const worker = await registration();
  if (!worker) return "unsupported";
  const { publicKey } = (await request<Data<{ publicKey: string }>>("/api/push/public-key")).data;
  const subscription =
    (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await request<Data<PushSubscriptionView>>("/api/push/subscriptions", { method: "POST", body: JSON.stringify(subscription.toJSON()) });
  return subscription;
}

/** Turns push off for this device: the server forgets it (already forgotten is fine), then the browser. */
export async function turnOffPush(subscription: PushSubscription): Promise<void> {
  await request<void>("/api/push/subscriptions", { method: "DELETE", body: JSON.stringify({ endpoint: subscription.endpoint }) }).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
  await subscription.unsubscribe();
}

export const sendTestPush = (subscription: PushSubscription) =>
  request<void>("/api/push/test", { method: "POST", body: JSON.stringify({ endpoint: subscription.endpoint }) });

export const getNotificationSettings = async () => (await request<Data<NotificationSettings>>("/api/push/settings")).data;
export const setReminderChannels = async (channels: ReminderChannels) =>
  (await request<Data<NotificationSettings>>("/api/push/settings", { method: "PATCH", body: JSON.stringify({ channels }) })).data;
