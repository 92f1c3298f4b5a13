import { pushCopy } from "@/lib/copy/push";
import {
  notificationSettingsSchema,
  pushEndpointSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushSubscriptionViewSchema,
  updateNotificationSettingsSchema,
} from "@/lib/schemas/push";
import { created, defineRoute, noContent, ok } from "./types";

/** Push notifications: this device's subscription, a test notification, and the channels of reminders. A session's, per device. */

const tag = "Notifications";

export const pushRoutes = {
  publicKey: defineRoute({
    method: "GET",
    path: "/api/push/public-key",
    summary: "The VAPID public key (RFC 8292), the applicationServerKey to subscribe with",
    tag,
    auth: "session",
    success: ok(pushPublicKeySchema),
  }),
  subscribe: defineRoute({
    method: "POST",
    path: "/api/push/subscriptions",
    summary: "Turn push notifications on for this device: its PushSubscription.toJSON(); replaces the same endpoint's",
    tag,
    auth: "session",
    body: pushSubscriptionSchema,
    success: created(pushSubscriptionViewSchema),
  }),
  unsubscribe: defineRoute({
    method: "DELETE",
    path: "/api/push/subscriptions",
    summary: `Turn push notifications off for a device (404 '${pushCopy.subscriptionNotFound}' when it is not the caller's)`,
    tag,
    auth: "session",
    body: pushEndpointSchema,
    success: noContent,
  }),
  test: defineRoute({
    method: "POST",
    path: "/api/push/test",
    summary: "Send a test notification to one of the caller's devices",
    tag,
    auth: "session",
    body: pushEndpointSchema,
    success: noContent,
  }),
  settings: defineRoute({
    method: "GET",
    path: "/api/push/settings",
    summary: "The channels of the caller's reminders (email, push or both) and how many devices have push on",
    tag,
    auth: "session",
    success: ok(notificationSettingsSchema),
  }),
  updateSettings: defineRoute({
    method: "PATCH",
    path: "/api/push/settings",
    summary: "Choose the channels of the caller's reminders",
    tag,
    auth: "session",
    body: updateNotificationSettingsSchema,
    success: ok(notificationSettingsSchema),
  }),
};
