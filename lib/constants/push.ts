/**
 * Push notifications (docs/product.md#push-notifications): where the server may send them, their limits
 * and timings, and the reminder channels a user chooses from.
 */

/**
 * The browsers' push services, the only places (with the origins of PUSH_SERVICE_ORIGINS) a subscription
 * may point to and the server sends to: Google's FCM (Chrome, Edge on Android, most Chromium browsers),
 * Mozilla's (Firefox), Apple's (Safari) and Microsoft's WNS (Edge on Windows). An entry is an origin, always
 * https on the default port; `*.` stands for exactly one DNS label (WNS gives each region a host of its own,
 * e.g. wns2-par02p.notify.windows.com), never for a dot, so no other host can end up matching it.
 */
export const KNOWN_PUSH_SERVICE_ORIGINS = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://web.push.apple.com",
  "https://*.notify.windows.com",
] as const;

/** A subscription's endpoint URL is at most this long (WNS channel URIs run to a couple of hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** A user's devices with push on; saving one more drops the one saved longest ago. */
export const PUSH_DEVICES_PER_USER_MAX = 10;
/** How long a push service keeps a message for a device that is offline (the TTL header, seconds). */
export const PUSH_TTL_S = 24 * 60 * 60;
/** A push service that has not answered after this long counts as failed (retried with the reminder's back-off). */
export const PUSH_TIMEOUT_MS = 10_000;
/** Test notifications per user. */
export const PUSH_TEST_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** Which channels carry a user's reminders. */
export const REMINDER_CHANNELS = ["email", "push", "both"] as const;
export type ReminderChannels = (typeof REMINDER_CHANNELS)[number];
/** Until the user chooses: both (a reminder goes by e-mail alone while no device has push on). */
export const DEFAULT_REMINDER_CHANNELS: ReminderChannels = "both";


/** The notifications' icon and badge (the app's icons, public/icons). */
export const NOTIFICATION_ICON = "/icons/icon-192.png";
