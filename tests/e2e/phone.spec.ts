import { expect, test, type Page } from "./support/test";
import { createTaskIn, boardUser, zonedAt } from "./support/board";
import { describeDrop } from "@/lib/board";
import { boardCopy } from "@/lib/copy/board";
import { navCopy } from "@/lib/copy/nav";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";

/**
 * The board on a phone (docs/product.md#the-board, docs/performance.md#touch-drags), with touch: at
 * 360 × 740 'Move to…' moves a card with the drop's toast and Undo, nothing scrolls sideways, dialogs are
 * bottom sheets and the card's buttons are 44 px touch targets; at 390 × 844 the first card shows without
 * scrolling, the floating button opens quick add, and a touch drag from the top of a long 'Today & Overdue'
 * column reaches 'Next 7 Days' below it quickly (timed) and drops there.
 */

const ZONE = "Europe/Berlin";
const SMALL = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const TOUCH_TARGET_PX = 44;

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test.describe("a phone, 360 × 740, touch", () => {
  test.use({ viewport: SMALL, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: "en-US" });

  test("'Move to…' moves a card to another column with the drop's toast, whose Undo puts it back", async ({ page }) => {
    const workspaceId = await boardUser(page, "Menu Mover", ZONE);
    const created = await createTaskIn(page, workspaceId, { title: "Call the plumber", dueDate: zonedAt(ZONE, 0, 15), urgency: 3 });
    await page.goto("/todo");
    await card(page, "Call the plumber").getByRole("button", { name: boardCopy.moveTo }).tap();
    const menu = page.getByRole("menu", { name: boardCopy.moveTo });
    await expect(menu.getByRole("menuitem")).toHaveText([boardCopy.columnTitles.upcoming, boardCopy.columnTitles.future]);
    await menu.getByRole("menuitem", { name: boardCopy.columnTitles.upcoming }).tap();
    await expect(page.getByTestId("column-upcoming").getByRole("article", { name: "Call the plumber" })).toBeVisible();
    const moved = zonedAt(ZONE, 3, 15);
    const text = describeDrop({ dueDate: moved }, { now: new Date(), timeZone: ZONE })!;
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
    await expect(toast).toBeVisible();
    const onServer = async () => {
      const res = await page.request.get(`/api/tasks?workspaceId=${workspaceId}`);
      return ((await res.json()) as { data: Task[] }).data.find((t) => t.id === created.id)!.dueDate;
    };
    await expect.poll(onServer).toBe(moved);
    await toast.getByRole("button", { name: tasksCopy.undo }).tap();
    await expect(page.getByTestId("column-today").getByRole("article", { name: "Call the plumber" })).toBeVisible();
    await expect.poll(onServer).toBe(created.dueDate);
  });

  test("nothing scrolls sideways on /todo, /insights and /settings", async ({ page }) => {
    const workspaceId = await boardUser(page, "Maximilian Alexander Longname", ZONE);
    await createTaskIn(page, workspaceId, { title: "A rather long task title that wraps onto several lines of a narrow card", dueDate: zonedAt(ZONE, 0, 9), urgency: 5 });
    for (const path of ["/todo", "/insights", "/settings"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, path).toBeLessThanOrEqual(0);
    }
  });

  test("a card's buttons are 44 px touch targets, and its dialogs open as bottom sheets", async ({ page }) => {
    const workspaceId = await boardUser(page, "Thumb Tapper", ZONE);
    await createTaskIn(page, workspaceId, { title: "Book the dentist", dueDate: zonedAt(ZONE, 1, 9), urgency: 3 });
    await page.goto("/todo");
    const target = card(page, "Book the dentist");
    const names = [taskDetailsCopy.editTask, taskDetailsCopy.reschedule, boardCopy.moveTo, taskDetailsCopy.delete, taskDetailsCopy.showComments];
    for (const name of names) {
      const box = (await target.getByRole("button", { name, exact: true }).boundingBox())!;
      expect({ name, width: box.width >= TOUCH_TARGET_PX, height: box.height >= TOUCH_TARGET_PX }).toEqual({ name, width: true, height: true });
    }
    for (const name of [taskDetailsCopy.reschedule, taskDetailsCopy.delete]) {
      await target.getByRole("button", { name, exact: true }).tap();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      const box = (await dialog.boundingBox())!;
      expect({ name, left: box.x, width: box.width, bottom: Math.round(box.y + box.height) }).toEqual({ name, left: 0, width: SMALL.width, bottom: SMALL.height });
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });
});

test.describe("a phone, 390 × 844, touch", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: "en-US" });

  /** Fills 'Today & Overdue' with `count` tasks (more than a page) and puts one in 'Next 7 Days'. */
  async function longToday(page: Page, workspaceId: string, count: number) {
    for (let i = 0; i < count; i++) {
      await createTaskIn(page, workspaceId, { title: `Today ${String(i + 1).padStart(2, "0")}`, dueDate: zonedAt(ZONE, 0, 8, i), urgency: 3 });
    }
    await createTaskIn(page, workspaceId, { title: "Later this week", dueDate: zonedAt(ZONE, 3, 9), urgency: 3 });
  }

  test("the first card shows without scrolling, and the floating button opens quick add", async ({ page }) => {
    const workspaceId = await boardUser(page, "First Glance", ZONE);
    await createTaskIn(page, workspaceId, { title: "Morning run", dueDate: zonedAt(ZONE, 0, 7), urgency: 3 });
    await page.goto("/todo");
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    const bottomBar = await page.getByRole("navigation", { name: navCopy.pages }).evaluate((el) => el.getBoundingClientRect().top);
    const box = (await first.boundingBox())!;
    console.log(`first card at 390 × 844: top ${Math.round(box.y)} px, bottom ${Math.round(box.y + box.height)} px`);
    expect(box.y).toBeLessThan(PHONE.height);
    expect(box.y + box.height).toBeLessThanOrEqual(bottomBar);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: boardCopy.addTaskButton }).tap();
    await expect(page.getByRole("textbox", { name: tasksCopy.whatToDo })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a touch drag reaches the next column quickly and drops there (timed for docs/performance.md)", async ({ page }) => {
    const workspaceId = await boardUser(page, "Thumb Dragger", ZONE);
    await longToday(page, workspaceId, 40);
    await page.goto("/todo");
    const handle = page.getByRole("button", { name: taskDetailsCopy.dragHandle("Today 01") });
    await expect(handle).toBeVisible();
    const firstTop = await page.getByRole("article", { name: "Today 01", exact: true }).evaluate((el) => el.getBoundingClientRect().top);
    console.log(`first card's top at 390 × 844: ${Math.round(firstTop)} px`);

    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    await touch("touchStart", x, box.y + box.height / 2);
    await page.waitForTimeout(400); // past the 250 ms hold
    // The thumb goes to the lower part of the screen, above the bottom bar, and stays there.
    const finger = PHONE.height - 100;
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await touch("touchMove", x, box.y + box.height / 2 + ((finger - box.y - box.height / 2) * i) / steps);
      await page.waitForTimeout(16);
    }
    const started = Date.now();
    // Keep the finger moving a pixel back and forth, as a held thumb does, until the next column is under it.
    let reached = false;
    for (let i = 0; !reached && Date.now() - started < 20_000; i++) {
      await touch("touchMove", x + (i % 2), finger);
      reached = await page.getByTestId("column-upcoming").evaluate((el, y) => {
        const rect = el.getBoundingClientRect();
        return rect.top <= y && rect.bottom >= y;
      }, finger);
    }
    const took = Date.now() - started;
    console.log(`touch drag to the next column: ${took} ms`);
    await touch("touchEnd");
    expect(reached).toBe(true);
    await expect(page.getByTestId("column-upcoming").getByRole("article", { name: "Today 01", exact: true })).toBeVisible();
  });
});
