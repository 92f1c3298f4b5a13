import "server-only";

export { isAllowedPushEndpoint } from "./allow-list";
export { assignedNotification, reminderNotification, testNotification } from "./notifications";
export { sendPush, type PushOutcome, type PushTarget } from "./send";
export { isP256Point, subscriptionId } from "./subscriptions";
export { vapidKeys } from "./vapid";
