import { request as playwrightRequest, type BrowserContext } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { IDEMPOTENCY_HEADER } from "@/lib/constants/idempotency";
import { BOARD_CACHE_THROTTLE_MS, PWA_START_URL, SERVER_PROBE_MS } from "@/lib/constants/pwa";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { liveCopy } from "@/lib/copy/live";
import { commonCopy } from "@/lib/copy/common";
import { pwaCopy } from "@/lib/copy/pwa";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * Changes made without a connection (docs/product.md#on-your-phone), in the real Chromium against the
 * production build: applied to the board at once, counted beside the Offline state, kept on the device
 * (after a reload too), and on the server exactly once each when the connection is back — also when the
 * answer to the first try is lost and the change is sent again with the same Idempotency-Key.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ page, context }) => {
  await createUser(page, { name: "Offline Tester" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
  const { data } = (await (await page.request.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  workspaceId = data.owned.find((w) => w.isDefault)!.id;
  for (const title of ["Pack the charger", "Water the plants"]) {
    const res = await page.request.post("/api/tasks", { data: { workspaceId, title, urgency: 3 } });
    expect(res.status(), await res.text()).toBe(201);
  }
});

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The workspace's tasks as the server has them, asked from outside the (possibly offline) browser. */
async function serverTasks(context: BrowserContext): Promise<Task[]> {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL, storageState: await context.storageState() });
  try {
    return ((await (await api.get(`/api/tasks?workspaceId=${workspaceId}`)).json()) as { data: Task[] }).data;
  } finally {
    await api.dispose();
  }
}

/** Opens the board and waits until the worker controls it and keeps the page (a reload offline then shows it). */
async function openKeptBoard(page: Page): Promise<void> {
  await page.goto(PWA_START_URL);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
}

/** Three changes: a new task through quick add (date and urgency in the text: no question), a completion, a comment. */
async function makeThreeChanges(page: Page): Promise<void> {
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Buy stamps tomorrow at 5pm urgent");
  await page.getByRole("button", { name: tasksCopy.add, exact: true }).click();
  await expect(card(page, "Buy stamps")).toBeVisible();
  await card(page, "Pack the charger").getByRole("checkbox", { name: taskDetailsCopy.markComplete }).click();
  await expect(card(page, "Pack the charger").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
  const plants = card(page, "Water the plants");
  await plants.getByRole("button", { name: taskDetailsCopy.showComments }).click();
  const input = plants.getByPlaceholder(taskDetailsCopy.commentPlaceholder);
  await input.fill("On the train");
  await input.press("Enter");
  await expect(plants.getByRole("list", { name: taskDetailsCopy.comments })).toContainText("On the train");
  await expect(page.getByTestId("changes-waiting")).toHaveText(pwaCopy.changesWaiting(3));
}

/** On the server exactly once: one new task, one completion, one comment. */
async function expectEachOnce(context: BrowserContext): Promise<void> {
  await expect.poll(async () => (await serverTasks(context)).filter((t) => t.title === "Buy stamps").length, { timeout: 15_000 }).toBe(1);
  const tasks = await serverTasks(context);
  const stamps = tasks.find((t) => t.title === "Buy stamps")!;
  expect(stamps.urgency).toBe(5);
  expect(stamps.dueDate).not.toBeNull();
  expect(tasks.find((t) => t.title === "Pack the charger")?.completed).toBe(true);
  expect(tasks.find((t) => t.title === "Water the plants")?.comments.map((c) => c.text)).toEqual(["On the train"]);
  expect(tasks).toHaveLength(3);
}

test("offline, the board shows after a reload; three changes made offline are on the server exactly once after reconnecting", async ({ page, context }) => {
  await openKeptBoard(page);
  await context.setOffline(true);
  await page.reload().catch(() => null);
  await expect(card(page, "Pack the charger")).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(pwaCopy.offline);

  await makeThreeChanges(page);
  expect(await serverTasks(context)).toHaveLength(2);

  await context.setOffline(false);
  await expect(page.getByTestId("changes-waiting")).toBeHidden({ timeout: 15_000 });
  await expectEachOnce(context);
  await expect(card(page, "Buy stamps")).toHaveCount(1);
});

test("changes made offline survive a reload while offline, and are sent once when the connection is back", async ({ page, context }) => {
  await openKeptBoard(page);
  await context.setOffline(true);
  await makeThreeChanges(page);
  // The board is written to the device at most once a second (the waiting changes at once).
  await page.waitForTimeout(BOARD_CACHE_THROTTLE_MS * 2);

  await page.reload().catch(() => null);
  await expect(page.getByTestId("changes-waiting")).toHaveText(pwaCopy.changesWaiting(3));
  await expect(card(page, "Buy stamps")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId("changes-waiting")).toBeHidden({ timeout: 15_000 });
  await expectEachOnce(context);
});

test("checklist changes made offline show at once and are on the server exactly once after reconnecting, new steps by the server's ids", async ({ page, context }) => {
  const charger = (await serverTasks(context)).find((t) => t.title === "Pack the charger")!;
  const res = await page.request.post(`/api/tasks/${charger.id}/subtasks`, { data: { titles: ["Find the cable"] } });
  expect(res.status(), await res.text()).toBe(201);
  await openKeptBoard(page);
  await context.setOffline(true);
  await expect(page.getByTestId("live-indicator")).toHaveText(pwaCopy.offline);

  await card(page, "Pack the charger").getByRole("button", { name: taskDetailsCopy.editTask }).click();
  const panel = page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  const add = panel.getByRole("textbox", { name: subtasksCopy.newSubtask });
  for (const step of ["Buy a plug", "Label it"]) {
    await add.fill(step);
    await add.press("Enter");
    await expect(panel.getByRole("checkbox", { name: step })).toBeVisible();
  }
  // A step made offline is checked and moved first (its id is the device's until the add is sent); an old one renamed.
  await panel.getByRole("checkbox", { name: "Label it" }).click();
  await expect(panel.getByRole("checkbox", { name: "Label it" })).toBeChecked();
  await panel.getByRole("button", { name: subtasksCopy.moveUp("Label it") }).click();
  const rename = panel.getByRole("textbox", { name: subtasksCopy.rename("Find the cable") });
  await rename.fill("Find the long cable");
  await rename.press("Enter");
  await expect(panel.getByRole("checkbox")).toHaveCount(3);
  await expect(panel.getByRole("checkbox").nth(1)).toHaveAccessibleName("Label it");
  await panel.getByRole("button", { name: commonCopy.cancel }).click();
  await expect(page.getByTestId("changes-waiting")).toHaveText(pwaCopy.changesWaiting(5));
  await expect(card(page, "Pack the charger").getByRole("img", { name: "1 of 3 subtasks done" })).toBeVisible();
  expect((await serverTasks(context)).find((t) => t.id === charger.id)?.subtasks.map((s) => s.title)).toEqual(["Find the cable"]);

  await context.setOffline(false);
  await expect(page.getByTestId("changes-waiting")).toBeHidden({ timeout: 15_000 });
  const saved = (await serverTasks(context)).find((t) => t.id === charger.id)!;
  expect(saved.subtasks.map(({ title, done }) => [title, done])).toEqual([
    ["Find the long cable", false],
    ["Label it", true],
    ["Buy a plug", false],
  ]);
  expect(saved.subtasks.every((s) => !s.id.startsWith("local-"))).toBe(true);
  await expect(card(page, "Pack the charger").getByRole("img", { name: "1 of 3 subtasks done" })).toBeVisible();
});

test.describe("the answer to the first try is lost", () => {
  // Playwright's routes see the page's own requests only without a service worker in between, so here the
  // connection is cut by failing every API request (the browser still says it is online; the app finds out
  // from the failures), and the first try of the new task, once the connection is back, loses its answer.
  test.use({ serviceWorkers: "block" });

  test("the change is sent again with the same Idempotency-Key and done once", async ({ page, context }) => {
    await page.goto(PWA_START_URL);
    await expect(card(page, "Pack the charger")).toBeVisible();
    const keys: string[] = [];
    let connected = false;
    let lose = true;
    await page.route("**/api/**", async (route) => {
      const request = route.request();
      if (!connected) return route.abort("internetdisconnected");
      if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/tasks") return route.continue();
      keys.push((await request.headerValue(IDEMPOTENCY_HEADER)) ?? "");
      if (!lose) return route.continue();
      lose = false;
      // The server answers; the answer never reaches the page.
      const answered = await route.fetch();
      expect(answered.status()).toBe(201);
      await route.abort("connectionreset");
    });

    await makeThreeChanges(page);
    await expect(page.getByTestId("live-indicator")).toHaveText(pwaCopy.offline);
    expect(await serverTasks(context)).toHaveLength(2);
    connected = true;
    await expect(page.getByTestId("changes-waiting")).toBeHidden({ timeout: SERVER_PROBE_MS * 4 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expectEachOnce(context);
  });

  test("steps added offline whose answer is lost are added once, and a later check names the server's step", async ({ page, context }) => {
    const charger = (await serverTasks(context)).find((t) => t.title === "Pack the charger")!;
    const addPath = `/api/tasks/${charger.id}/subtasks`;
    await page.goto(PWA_START_URL);
    await expect(card(page, "Pack the charger")).toBeVisible();
    const keys: string[] = [];
    const checked: string[] = [];
    let connected = false;
    let lose = true;
    await page.route("**/api/**", async (route) => {
      const request = route.request();
      if (!connected) return route.abort("internetdisconnected");
      const path = new URL(request.url()).pathname;
      if (request.method() === "PATCH" && path.startsWith(`${addPath}/`)) checked.push(path.slice(addPath.length + 1));
      if (request.method() !== "POST" || path !== addPath) return route.continue();
      keys.push((await request.headerValue(IDEMPOTENCY_HEADER)) ?? "");
      if (!lose) return route.continue();
      lose = false;
      const answered = await route.fetch();
      expect(answered.status()).toBe(201);
      await route.abort("connectionreset");
    });

    await card(page, "Pack the charger").getByRole("button", { name: taskDetailsCopy.editTask }).click();
    const panel = page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
    await panel.getByRole("button", { name: subtasksCopy.checklist, expanded: false }).click();
    const add = panel.getByRole("textbox", { name: subtasksCopy.newSubtask });
    await add.fill("Buy a plug");
    await add.press("Enter");
    await panel.getByRole("checkbox", { name: "Buy a plug" }).click();
    await expect(panel.getByRole("checkbox", { name: "Buy a plug" })).toBeChecked();
    await expect(page.getByTestId("changes-waiting")).toHaveText(pwaCopy.changesWaiting(2));

    connected = true;
    await expect(page.getByTestId("changes-waiting")).toBeHidden({ timeout: SERVER_PROBE_MS * 4 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const saved = (await serverTasks(context)).find((t) => t.id === charger.id)!;
    expect(saved.subtasks.map(({ title, done }) => [title, done])).toEqual([["Buy a plug", true]]);
    expect(checked).toEqual([saved.subtasks[0].id]);
  });
});
