import { z } from "zod";
import { PUSH_ENDPOINT_MAX, REMINDER_CHANNELS } from "@/lib/constants/push";
import { pushCopy } from "@/lib/copy/push";

/**
 * Push notifications: the browser's subscription as PushSubscription.toJSON() gives it, and the
 * notification settings. Which push services a subscription may point to is the server's rule
 * (server/push/allow-list.ts); these only check the shapes.
 */

const invalid = { error: pushCopy.invalidSubscription };

/** An http(s) URL of at most PUSH_ENDPOINT_MAX characters. */
const endpointSchema = z
  .string(invalid)
  .max(PUSH_ENDPOINT_MAX, { ...invalid, abort: true })
  .refine((value) => URL.canParse(value) && ["https:", "http:"].includes(new URL(value).protocol), invalid);

/**
 * The keys of RFC 8291, unpadded base64url as browsers write them (a trailing '=' padding is taken too):
 * p256dh an uncompressed P-256 point (65 bytes, the first 0x04, so its text starts with 'B'), auth 16 bytes.
 */
const p256dhSchema = z.string(invalid).max(88, { ...invalid, abort: true }).regex(/^B[A-Za-z0-9_-]{86}=?$/, invalid).transform(unpadded);
const authSchema = z.string(invalid).max(24, { ...invalid, abort: true }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, invalid).transform(unpadded);

function unpadded(value: string): string {
  return value.replace(/=+$/, "");
}

/** POST /api/push/subscriptions: PushSubscription.toJSON() of this device. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: endpointSchema,
    /** When the browser will end the subscription itself (ms since the epoch), or null; not kept. */
    expirationTime: z.number(invalid).nullish(),
    keys: z.object({ p256dh: p256dhSchema, auth: authSchema }, invalid),
  },
  invalid,
);
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;
export type PushSubscriptionData = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions and POST /api/push/test: which of the caller's devices. */
export const pushEndpointSchema = z.object({ endpoint: endpointSchema }, invalid);
export type PushEndpointInput = z.infer<typeof pushEndpointSchema>;

/** A device with push on, as the API answers it (never its keys). */
export const pushSubscriptionViewSchema = z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() });
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

/** GET /api/push/public-key: the VAPID public key (RFC 8292), the applicationServerKey of a subscription. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const reminderChannelsSchema = z.enum(REMINDER_CHANNELS, { error: pushCopy.channelsInvalid });

/** GET and PATCH /api/push/settings: the channels of the caller's reminders, and how many devices have push on. */
export const notificationSettingsSchema = z.object({ channels: reminderChannelsSchema, devices: z.number().int().min(0) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsSchema = z.object({ channels: reminderChannelsSchema }, { error: pushCopy.channelsInvalid });
