import { APP_NAME } from "@/lib/constants/common";
import { PWA_START_URL } from "@/lib/constants/pwa";
import { NOTIFICATION_ICON } from "@/lib/constants/push";
import { pushCopy } from "@/lib/copy/push";
import { isAppPath, readPushPayload, type PushPayload } from "@/lib/push/payload";

declare const self: ServiceWorkerGlobalScope;

/**
 * Push notifications (docs/product.md#push-notifications): the server's push (lib/push/payload.ts, sent by
 * server/push/send.ts) is shown as a notification; a click on it brings Duely to the front on the page the
 * notification links to (a reminder's task: /todo?workspace=…&task=…).
 */

/** A push the worker cannot read still shows something: the browser requires a notification for every push. */
const UNREADABLE: PushPayload = { title: APP_NAME, body: pushCopy.unreadableBody, url: PWA_START_URL, tag: "duely" };

export async function showPush(event: PushEvent): Promise<void> {
  const { title, body, url, tag } = (event.data && readPushPayload(event.data.text())) || UNREADABLE;
  await self.registration.showNotification(title, { body, tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url } });
}

/**
 * The click: an open Duely window is taken to the notification's page and focused, otherwise a new one opens
 * there. Only a path of this origin is ever opened (the data is the server's, but checked again here).
 */
export async function openFromNotification(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  const target = new URL(typeof url === "string" && isAppPath(url) ? url : PWA_START_URL, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  // navigate() works only for a window this worker controls; any other is focused where it is.
  const shown = open.url === target ? open : ((await open.navigate(target).catch(() => null)) ?? open);
  await shown.focus();
}
