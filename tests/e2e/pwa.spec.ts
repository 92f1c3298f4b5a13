import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { BOARD_STORE, boardCacheKey, PAGES_CACHE, PWA_START_URL, SERVER_PROBE_MS } from "@/lib/constants/pwa";
import { authCopy } from "@/lib/copy/auth";
import { liveCopy } from "@/lib/copy/live";
import { pwaCopy } from "@/lib/copy/pwa";
import { remindersCopy } from "@/lib/copy/reminders";
import { tasksCopy } from "@/lib/copy/tasks";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { createUser, signInThroughUi } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * Duely as an installed app, in the real Chromium against the production build: the manifest and icons,
 * Chromium's own installability verdict, the service worker (public/sw.js) controlling the board, and the
 * board kept on the device — shown after a reload without a connection, forgotten on sign-out, never shown
 * to another account of the same browser.
 */

// ---------------------------------------------------------------- helpers

async function defaultWorkspace(page: Page): Promise<string> {
  const { data } = (await (await page.request.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  return data.owned.find((w) => w.isDefault)!.id;
}

async function createTask(api: APIRequestContext, workspaceId: string, title: string): Promise<void> {
  const res = await api.post("/api/tasks", { data: { workspaceId, title, urgency: 3 } });
  expect(res.status(), await res.text()).toBe(201);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** Switches workspace in the top bar's switcher. */
async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:`) }).click();
  await page.getByRole("dialog", { name: workspacesCopy.panelTitle }).getByRole("button", { name, exact: true }).click();
}

/** Opens the board and waits until the worker controls it (it claims the page that registered it). */
async function openControlledBoard(page: Page): Promise<void> {
  await page.goto(PWA_START_URL);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${APP_URL}/sw.js`);
}

/** Whether the worker holds a copy of the board's page. */
const pageKept = (page: Page) =>
  page.evaluate(
    async ({ cache, url }) => Boolean(await (await caches.open(cache)).match(url, { ignoreVary: true })),
    { cache: PAGES_CACHE, url: PWA_START_URL },
  );

/** Opens the board under the worker and reloads it, so that the worker keeps this answer as the last good board. */
async function keepBoardPage(page: Page): Promise<void> {
  await openControlledBoard(page);
  await page.reload();
  await expect.poll(() => pageKept(page)).toBe(true);
}

/** The keys and values of the board's IndexedDB store (empty when the app never made it; this never creates it). */
function deviceStore(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async ({ database, store }) => {
    if (!(await indexedDB.databases()).some((db) => db.name === database)) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(database);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(store)) return {};
      const read = <T,>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const objects = db.transaction(store).objectStore(store);
      const [keys, values] = await Promise.all([read(objects.getAllKeys()), read(objects.getAll())]);
      return Object.fromEntries(keys.map((key, i) => [String(key), String(values[i])]));
    } finally {
      db.close();
    }
  }, BOARD_STORE);
}

const keptBoardOf = async (page: Page, userId: string) => (await deviceStore(page))[boardCacheKey(userId)] ?? "";

/** A reload that may end on the browser's own offline page (nothing kept). */
const reloadOffline = (page: Page) => page.reload().catch(() => null);

/** Before the page's first byte: keeps the page's event streams (the live feed) where goOffline can reach them. */
function trackEventSources(): void {
  const opened: EventSource[] = [];
  (window as unknown as { __eventSources: EventSource[] }).__eventSources = opened;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      opened.push(this);
    }
  };
}

/**
 * The device loses its connection. Chromium's offline emulation fails new requests but can leave a stream
 * that is already open delivering, so a change made elsewhere could still reach the page through its live
 * feed, which a real lost connection would not: the page's streams are closed too (trackEventSources).
 */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.evaluate(() => (window as unknown as { __eventSources?: EventSource[] }).__eventSources?.forEach((source) => source.close()));
}

// ---------------------------------------------------------------- installable

test("the manifest, the icons and the worker are served as an installed app needs them", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ start_url: "/todo", display: "standalone" });
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
  expect(worker.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the worker controls the board from its first load, and the CSP stays as strict", async ({ page }) => {
  await createUser(page);
  await openControlledBoard(page);
  const response = await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${APP_URL}/sw.js`);
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  expect(policy).not.toContain("unsafe-eval");
  // The cspViolations fixture (support/test.ts) fails the test on any violation these pages reported.
});

test("Chromium reports no installability errors for /todo", async ({ playwright }, testInfo) => {
  // A profile on disk: Chromium never installs from an incognito profile, which a test's context is.
  const profile = mkdtempSync(join(tmpdir(), "duely-pwa-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL: APP_URL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await createUser(page);
    await openControlledBoard(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the shortcuts open quick add and the reminders, then leave the address", async ({ page }) => {
  await createUser(page);
  await page.goto("/todo?new=1");
  await expect(page.getByPlaceholder(tasksCopy.whatToDo)).toBeFocused();
  await expect(page).toHaveURL(`${APP_URL}/todo`);
  await page.goto("/todo?reminders=1");
  await expect(page.getByRole("dialog", { name: remindersCopy.title })).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/todo`);
});

// ---------------------------------------------------------------- the board kept on the device

test("offline, a reload shows the board with its tasks from the device, changes since the page was kept included", async ({ page, context }) => {
  await page.addInitScript(trackEventSources);
  const user = await createUser(page);
  const workspaceId = await defaultWorkspace(page);
  await createTask(page.request, workspaceId, "Pack the charger");
  await keepBoardPage(page);
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
  // Arrives through the live feed after the page was kept: only the kept board (IndexedDB) has it.
  await createTask(page.request, workspaceId, "Buy a train ticket");
  await expect(card(page, "Buy a train ticket")).toBeVisible();
  await expect.poll(() => keptBoardOf(page, user.id)).toContain("Buy a train ticket");

  await goOffline(page);
  // Made on the server meanwhile: the offline board cannot know it, so it shows the board came from the device.
  const elsewhere = await playwrightRequest.newContext({ baseURL: APP_URL, storageState: await context.storageState() });
  await createTask(elsewhere, workspaceId, "Added from another device");
  await elsewhere.dispose();

  await reloadOffline(page);
  await expect(card(page, "Pack the charger")).toBeVisible();
  await expect(card(page, "Buy a train ticket")).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(pwaCopy.offline);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "offline");
  await expect(card(page, "Added from another device")).toHaveCount(0);

  // Back online, a page comes from the network first.
  await context.setOffline(false);
  await page.reload();
  await expect(card(page, "Added from another device")).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
});

test("offline, each workspace's last board is kept: switching shows the other workspace's tasks", async ({ page, context }) => {
  const user = await createUser(page);
  const home = await defaultWorkspace(page);
  const created = await page.request.post("/api/workspaces", { data: { name: "Trip" } });
  expect(created.status(), await created.text()).toBe(201);
  const trip = ((await created.json()) as { data: { id: string } }).data.id;
  await createTask(page.request, home, "Water the plants");
  await createTask(page.request, trip, "Book the ferry");
  await keepBoardPage(page);
  await switchTo(page, "Trip");
  await expect(card(page, "Book the ferry")).toBeVisible();
  await switchTo(page, "Default");
  await expect(card(page, "Water the plants")).toBeVisible();
  await expect.poll(() => keptBoardOf(page, user.id)).toContain("Book the ferry");
  expect(await keptBoardOf(page, user.id)).toContain("Water the plants");

  await context.setOffline(true);
  await reloadOffline(page);
  await expect(card(page, "Water the plants")).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(pwaCopy.offline);
  await switchTo(page, "Trip");
  await expect(card(page, "Book the ferry")).toBeVisible();
  await expect(card(page, "Water the plants")).toHaveCount(0);

  // Back online (noticed within SERVER_PROBE_MS), the page is rendered for the workspace chosen offline,
  // with what the server has meanwhile.
  const elsewhere = await playwrightRequest.newContext({ baseURL: APP_URL, storageState: await context.storageState() });
  await createTask(elsewhere, trip, "Print the tickets");
  await elsewhere.dispose();
  await context.setOffline(false);
  await expect(card(page, "Print the tickets")).toBeVisible({ timeout: SERVER_PROBE_MS + 10_000 });
  await expect(card(page, "Book the ferry")).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole("button", { name: `${workspacesCopy.switcherLabel}: Trip` })).toBeVisible();
  await expect(card(page, "Print the tickets")).toBeVisible();
});

test("signing out forgets the kept board and page: offline, nothing of the user is shown", async ({ page, context }) => {
  const user = await createUser(page);
  await createTask(page.request, await defaultWorkspace(page), "Private note");
  await keepBoardPage(page);
  await expect.poll(() => keptBoardOf(page, user.id)).toContain("Private note");

  await page.getByRole("button", { name: new RegExp(`${authCopy.userMenu}$`) }).click();
  await page.getByRole("menuitem", { name: authCopy.logOut }).click();
  await expect(page).toHaveURL(`${APP_URL}/login`);
  expect(await deviceStore(page)).toEqual({});
  expect(await pageKept(page)).toBe(false);

  await context.setOffline(true);
  await page.goto(PWA_START_URL).catch(() => null);
  await expect(page.getByText("Private note")).toHaveCount(0);
});

test("another account signing in on the same browser never sees the first one's board, online or offline", async ({ page, context }) => {
  const alice = await createUser(page, { name: "Alice" });
  await createTask(page.request, await defaultWorkspace(page), "Alice's surprise party");
  await keepBoardPage(page);
  await expect.poll(() => keptBoardOf(page, alice.id)).toContain("Alice's surprise party");

  // Alice's session ends without her signing out (it expired); Bob signs in on the same browser.
  await context.clearCookies();
  const bob = await createUser(page, { name: "Bob" });
  await createTask(page.request, await defaultWorkspace(page), "Bob's groceries");
  await context.clearCookies();
  await signInThroughUi(page, bob);
  await expect(card(page, "Bob's groceries")).toBeVisible();
  await expect(card(page, "Alice's surprise party")).toHaveCount(0);
  // His first page drops what Alice left, before anything is restored.
  await expect.poll(async () => Object.keys(await deviceStore(page))).not.toContain(boardCacheKey(alice.id));
  await expect.poll(() => pageKept(page)).toBe(false);
  await expect.poll(() => keptBoardOf(page, bob.id)).toContain("Bob's groceries");

  await context.setOffline(true);
  await reloadOffline(page);
  await expect(page.getByText("Alice's surprise party")).toHaveCount(0);
});
