import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createUser } from "./support/auth";
import { APP_URL, PUSH_SERVICE_PORT } from "./support/env";
import { startPushService, type PushService, type TestSubscription } from "@/tests/support/push-service";
import { APP_NAME } from "@/lib/constants/common";
import { PWA_START_URL } from "@/lib/constants/pwa";
import { NOTIFICATION_ICON } from "@/lib/constants/push";
import { pushCopy } from "@/lib/copy/push";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskLink, type PushPayload } from "@/lib/push/payload";

/**
 * Push notifications in the real Chromium against the production build: Settings → Notifications turns push
 * on (the server stores the subscription), its test notification goes through the real Web Push service on
 * loopback (tests/support/push-service.ts: VAPID checked, body decrypted as the device would), and what that
 * service decrypted is delivered to the real service worker (CDP ServiceWorker.deliverPushMessage), which
 * shows it (read back with registration.getNotifications(); headless Chromium draws nothing). A click on a
 * reminder's notification takes the open board to the task.
 *
 * The one stand-in: Chromium's own PushManager.subscribe() needs Google's FCM, out of reach here, so the
 * page's PushManager hands out a subscription of the loopback service instead (its keys are real; the
 * service decrypts with them).
 */

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService({ port: PUSH_SERVICE_PORT });
});
test.afterAll(async () => {
  await service?.close();
});
test.beforeEach(() => service.clear());

/** Opens the board and waits until the worker controls it (it claims the page that registered it). */
async function openControlledBoard(page: Page): Promise<void> {
  await page.goto(PWA_START_URL);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${APP_URL}/sw.js`);
}

/** The page's PushManager answers with `subscription` (see the file's comment) and notes the key it was asked to subscribe with. */
async function standInPushManager(page: Page, subscription: TestSubscription): Promise<void> {
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      (window as unknown as { subscribedWith: unknown }).subscribedWith = options?.applicationServerKey;
      current = made;
      return made;
    };
  }, subscription);
}

/** A CDP session that knows the app's service worker registration, to deliver pushes to it. */
async function pushDelivery(context: BrowserContext, page: Page): Promise<(payload: PushPayload | string) => Promise<void>> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(`${APP_URL}/`) ?? null).not.toBeNull();
  return async (payload) => {
    const data = typeof payload === "string" ? payload : JSON.stringify(payload);
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: APP_URL, registrationId: registrations.get(`${APP_URL}/`)!, data });
  };
}

/** The notifications the worker shows, as registration.getNotifications() reads them. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, data: data as unknown })),
  );

test("Settings → Notifications turns push on, its test notification goes through the push service and the worker shows it", async ({ page, context }) => {
  await context.grantPermissions(["notifications"], { origin: APP_URL });
  await createUser(page);
  await openControlledBoard(page);
  const { publicKey } = ((await (await page.request.get("/api/push/public-key")).json()) as { data: { publicKey: string } }).data;
  const device = service.subscribe({ applicationServerKey: publicKey });
  await standInPushManager(page, device);

  await page.goto("/settings");
  const section = page.getByRole("region", { name: pushCopy.title });
  await expect(section.getByText(pushCopy.off)).toBeVisible();
  await section.getByRole("button", { name: pushCopy.turnOn }).click();
  await expect(section.getByText(pushCopy.on)).toBeVisible();
  await expect(section.getByText(pushCopy.devices(1))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith)).toBe(publicKey);
  expect(((await (await page.request.get("/api/push/settings")).json()) as { data: unknown }).data).toEqual({ channels: "both", devices: 1 });

  await section.getByRole("button", { name: pushCopy.sendTest }).click();
  await expect(page.getByText(pushCopy.testSent)).toBeVisible();
  const [push] = await service.waitFor(1);
  expect(service.refused).toEqual([]);
  expect(push.vapid.aud).toBe(service.origin);
  expect(JSON.parse(push.text)).toEqual({ title: APP_NAME, body: pushCopy.testBody, url: PWA_START_URL, tag: "test" });

  const deliver = await pushDelivery(context, page);
  await deliver(push.text);
  await expect
    .poll(() => shown(page))
    .toEqual([{ title: APP_NAME, body: pushCopy.testBody, tag: "test", icon: `${APP_URL}${NOTIFICATION_ICON}`, data: { url: PWA_START_URL } }]);

  // The channels of reminders.
  await section.getByRole("radio", { name: pushCopy.channelLabels.push }).check();
  await expect(page.getByText(pushCopy.channelsSaved)).toBeVisible();
  await expect(section.getByRole("radio", { name: pushCopy.channelLabels.push })).toBeChecked();
  expect(((await (await page.request.get("/api/push/settings")).json()) as { data: unknown }).data).toEqual({ channels: "push", devices: 1 });

  // Off again: the server forgets the device.
  await section.getByRole("button", { name: pushCopy.turnOff }).click();
  await expect(section.getByText(pushCopy.off)).toBeVisible();
  expect(((await (await page.request.get("/api/push/settings")).json()) as { data: unknown }).data).toEqual({ channels: "push", devices: 0 });
});

test("a reminder's notification shows the task; a click takes the open board to it, and an unreadable push still shows one", async ({ page, context }) => {
  await context.grantPermissions(["notifications"], { origin: APP_URL });
  await createUser(page);
  await openControlledBoard(page);
  const deliver = await pushDelivery(context, page);

  const link = taskLink({ workspaceId: "w1", taskId: "t1" });
  const reminder: PushPayload = { title: pushCopy.reminderTitle("Water the plants"), body: "the ferns too", url: link, tag: "reminder-r1" };
  await deliver(reminder);
  await expect.poll(() => shown(page)).toEqual([{ title: reminder.title, body: reminder.body, tag: reminder.tag, icon: `${APP_URL}${NOTIFICATION_ICON}`, data: { url: link } }]);

  // A push with a foreign link or no JSON: still a notification (browsers require one), never a link elsewhere.
  await deliver({ ...reminder, url: "//evil.example/x", tag: "foreign" });
  await deliver("not json");
  // (getNotifications() lists the newest first.)
  await expect.poll(async () => (await shown(page)).map((n) => [n.title, n.body, n.data])).toEqual([
    [APP_NAME, pushCopy.unreadableBody, { url: PWA_START_URL }],
    [reminder.title, reminder.body, { url: link }],
  ]);

  // Headless Chromium offers no click on a notification: the worker gets the click event its listener takes.
  const worker = context.serviceWorkers().find((w) => w.url() === `${APP_URL}/sw.js`)!;
  // The board takes the link's parameters out of the address once it has handled them (t1 is no task of
  // this board), so the navigation itself is what is awaited, not the address after it.
  const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() && frame.url() === `${APP_URL}${link}` });
  await worker.evaluate(async (tag) => {
    // The worker's globals, which the DOM's types do not know.
    const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [notification] = await scope.registration.getNotifications({ tag });
    self.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  }, reminder.tag);
  await navigated;
  await expect(page.getByText(remindersCopy.taskGone)).toBeVisible();
  expect((await shown(page)).map((n) => n.tag)).toEqual(["duely"]); // the clicked one is closed
});
