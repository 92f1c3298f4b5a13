import { expect, test, type Page } from "./support/test";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { createUser } from "./support/auth";

/**
 * The board by keyboard alone, in a real browser on the production build: a skip link past the top bar
 * and the add-task bar, one Tab stop per card with the arrow keys inside it, and the focus back on the
 * card when a dialog of the card closes (so j and k go on from there).
 */

/** The card holding the focus (its accessible name), or null. */
const focusedCard = (page: Page) => page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("aria-label") ?? null);
/** What holds the focus: the element's accessible name, role or tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute("aria-label") ?? el.getAttribute("role") ?? el.tagName.toLowerCase()) : null;
  });

async function boardWith(page: Page, titles: string[]) {
  await createUser(page, { name: "Kay Board" });
  const res = await page.request.get("/api/workspaces");
  const workspaceId = ((await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } }).data.owned.find((w) => w.isDefault)!.id;
  // Due a minute apart, all today, so the cards stand in this order in one column.
  for (const [i, title] of titles.entries()) {
    const created = await page.request.post("/api/tasks", {
      data: { workspaceId, title, urgency: 3, dueDate: new Date(Date.now() + (i + 1) * 60_000).toISOString() },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto("/todo");
  // The cards are articles once the board is hydrated (hidden from the accessibility tree until then).
  await expect(page.getByRole("article")).toHaveCount(titles.length);
}

// A column's first page: ten cards, the tenth nine Tabs after the first.
const TITLES = Array.from({ length: COLUMN_PAGE_SIZE }, (_, i) => `Task number ${i + 1}`);

test("the skip link is the first Tab stop and lands before the first card", async ({ page }) => {
  await boardWith(page, TITLES);
  await page.locator("body").click({ position: { x: 2, y: 300 } });
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: boardCopy.skipToBoard });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await focusedCard(page)).toBe(TITLES[0]);
});

test("one Tab stop per card: the 10th card is 9 Tabs after the first, and the arrow keys move inside a card", async ({ page }) => {
  await boardWith(page, TITLES);
  await page.getByRole("article", { name: TITLES[0], exact: true }).focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press("Tab");
  expect(await focusedCard(page)).toBe(TITLES[9]);
  expect(await focused(page)).toBe(TITLES[9]);

  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toBe(taskDetailsCopy.dragHandle(TITLES[9]));
  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toBe(taskDetailsCopy.markComplete);
  await page.keyboard.press("End");
  expect(await focused(page)).toBe(taskDetailsCopy.showComments);
  await page.keyboard.press("Home");
  expect(await focused(page)).toBe(TITLES[9]);
  // Shift+Tab goes back to the card before; from inside a card, Tab goes on to the next card.
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).toBe(TITLES[8]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  expect(await focused(page)).toBe(TITLES[9]);
});

test("Escape from the edit panel gives the focus back to the card, and j goes on from there", async ({ page }) => {
  await boardWith(page, TITLES.slice(0, 4));
  await page.getByRole("article", { name: TITLES[0], exact: true }).focus();
  await page.keyboard.press("j");
  expect(await focusedCard(page)).toBe(TITLES[1]);

  // Opened with the e shortcut.
  await page.keyboard.press("e");
  await expect(page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await focusedCard(page)).toBe(TITLES[1]);
  await page.keyboard.press("j");
  expect(await focusedCard(page)).toBe(TITLES[2]);

  // Opened from the card's edit button, reached with the arrow keys.
  // From the last control: comments, delete, move to, reschedule, edit.
  await page.keyboard.press("End");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toBe(taskDetailsCopy.editTask);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await focusedCard(page)).toBe(TITLES[2]);
  await page.keyboard.press("k");
  expect(await focusedCard(page)).toBe(TITLES[1]);
});
