import type { ReminderChannels } from "@/lib/constants/push";

/** Push notifications: Settings → Notifications, the push API's refusals and the notifications themselves. */
export const pushCopy = {
  // Settings → Notifications
  title: "Notifications",
  intro: "Reminders reach you by e-mail, and as notifications on the devices where you turn them on.",
  deviceTitle: "This device",
  unsupported: "This browser cannot show push notifications.",
  blocked: "Notifications are blocked for Duely in this browser. Allow them in the site settings, then try again.",
  off: "Push notifications are off on this device.",
  on: "Push notifications are on for this device.",
  turnOn: "Turn on push notifications",
  turnOff: "Turn off on this device",
  sendTest: "Send a test notification",
  turnedOn: "Push notifications are on for this device",
  turnedOff: "Push notifications are off for this device",
  testSent: "Test notification sent",
  turnOnFailed: "Could not turn on push notifications. Please try again.",
  devices: (count: number) => (count === 1 ? "1 device has push notifications on." : `${count} devices have push notifications on.`),
  channelsLegend: "Send reminders by",
  channelLabels: { email: "E-mail", push: "Push notifications", both: "Both" } satisfies Record<ReminderChannels, string>,
  channelsHint: "While no device has push notifications on, reminders come by e-mail.",
  channelsSaved: "Saved",

  // API
  endpointNotAllowed: "This push service is not supported",
  invalidSubscription: "The push subscription is not valid",
  subscriptionNotFound: "Push subscription not found",
  channelsInvalid: "Channels must be email, push or both",
  testFailed: "The push service did not take the notification. Please try again later.",

  // The notifications
  reminderTitle: (taskTitle: string) => `Reminder: ${taskTitle}`,
  testBody: "Push notifications work on this device.",
  /** A push the service worker could not read (the browser requires a notification for every push). */
  unreadableBody: "You have a new notification.",
} as const;
