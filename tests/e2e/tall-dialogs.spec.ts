import { taskDetailsCopy } from "@/lib/copy/task-details";
import { boardUser, createTaskIn, zonedAt } from "./support/board";
import { expect, test, type Page } from "./support/test";

/**
 * A dialog taller than the screen (components/ui/Dialog.tsx) is never cut off: as the phone's bottom sheet
 * and as the centred panel, on a screen 600 px high, its title, close button and first control show at the
 * top and its last control is reached by scrolling the dialog. The Reschedule dialog is made taller than
 * the screen by a 1500 px block put after its first control (the shared Dialog is what is tested, not its content).
 */

const ZONE = "Europe/Berlin";
const SPACER_PX = 1500;

async function openTallReschedule(page: Page, name: string) {
  const workspaceId = await boardUser(page, name, ZONE);
  await createTaskIn(page, workspaceId, { title: "Book the dentist", dueDate: zonedAt(ZONE, 1, 9), urgency: 3 });
  await page.goto("/todo");
  await page.getByRole("article", { name: "Book the dentist" }).getByRole("button", { name: taskDetailsCopy.reschedule, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // Its content's controls (the close button is the panel's own child, drawn at its top).
  const controls = dialog.locator(":scope > div input, :scope > div button");
  await controls.first().evaluate((first, px) => {
    const spacer = document.createElement("div");
    spacer.style.height = `${px}px`;
    first.after(spacer);
  }, SPACER_PX);
  expect(await dialog.evaluate((el) => el.scrollHeight)).toBeGreaterThan(SPACER_PX);
  return { dialog, first: controls.first(), last: controls.last() };
}

async function expectWholeReachable(page: Page, name: string) {
  const { dialog, first, last } = await openTallReschedule(page, name);
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  await expect(dialog.getByRole("heading")).toBeInViewport({ ratio: 1 });
  await expect(dialog.locator(":scope > button")).toBeInViewport({ ratio: 1 });
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(last).not.toBeInViewport();
  const pageScroll = await page.evaluate(() => window.scrollY);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  // Scrolled within the dialog: the page behind it did not move.
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  expect(await dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(SPACER_PX / 2);
}

test.describe("a phone, 390 × 600: the bottom sheet", () => {
  test.use({ viewport: { width: 390, height: 600 }, hasTouch: true, isMobile: true, timezoneId: ZONE, locale: "en-US" });

  test("a dialog taller than the screen shows its title and first control, and scrolls to its last", async ({ page }) => {
    await expectWholeReachable(page, "Short Screen");
  });
});

test.describe("a desktop, 1024 × 600: the centred panel", () => {
  test.use({ viewport: { width: 1024, height: 600 }, timezoneId: ZONE, locale: "en-US" });

  test("a dialog taller than the screen shows its title and first control, and scrolls to its last", async ({ page }) => {
    await expectWholeReachable(page, "Low Window");
  });
});
