import { expect, test, type Page } from "./support/test";
import { shortcutsCopy } from "@/lib/copy/shortcuts";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";

/** The board's keyboard shortcuts in a real browser: each one, and none of them while typing. */

let workspaceId: string;

test.beforeEach(async ({ page }) => {
  await createUser(page, { name: "Keys Tester" });
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  workspaceId = data.owned.find((w) => w.isDefault)!.id;
  for (const [title, urgency] of [["First task", 5], ["Second task", 3], ["Third task", 1]] as const) {
    const created = await page.request.post("/api/tasks", { data: { workspaceId, title, urgency, dueDate: null } });
    expect(created.status()).toBe(201);
  }
  await page.goto("/todo");
  await expect(page.getByRole("article")).toHaveCount(3);
});

const tasksOnServer = async (page: Page) =>
  ((await (await page.request.get(`/api/tasks?workspaceId=${workspaceId}`)).json()) as { data: Task[] }).data;
const focusedCardName = (page: Page) => page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("aria-label") ?? null);
const addInput = (page: Page) => page.getByRole("textbox", { name: tasksCopy.whatToDo });

test("n, j/k, x, Delete, ? and Escape do what the shortcuts sheet says", async ({ page }) => {
  // n focuses the add-task field without typing an n.
  await page.keyboard.press("n");
  await expect(addInput(page)).toBeFocused();
  await expect(addInput(page)).toHaveValue("");
  await addInput(page).blur();

  // / focuses the search field without typing a slash.
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: tasksCopy.searchLabel });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("");
  await search.blur();

  // j and k walk the cards in reading order.
  const order = await page.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
  await page.keyboard.press("j");
  expect(await focusedCardName(page)).toBe(order[0]);
  await page.keyboard.press("j");
  expect(await focusedCardName(page)).toBe(order[1]);
  await page.keyboard.press("k");
  expect(await focusedCardName(page)).toBe(order[0]);

  // x completes the focused card.
  await page.keyboard.press("x");
  await expect.poll(async () => (await tasksOnServer(page)).find((t) => t.title === order[0])?.completed).toBe(true);

  // Delete asks first, with the usual dialog; Escape closes it and nothing is deleted.
  await page.getByRole("article", { name: order[1]! }).focus();
  await page.keyboard.press("Delete");
  const dialog = page.getByRole("dialog", { name: taskDetailsCopy.deleteTitle });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect((await tasksOnServer(page)).map((t) => t.title)).toContain(order[1]);

  // e opens the focused card's edit panel; Escape closes it.
  await page.getByRole("article", { name: order[2]! }).focus();
  await page.keyboard.press("e");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // ? opens the sheet listing every shortcut; Escape closes it.
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: shortcutsCopy.title });
  await expect(sheet).toBeVisible();
  for (const action of Object.values(shortcutsCopy.actions)) await expect(sheet).toContainText(action);
  await expect(sheet).toContainText(shortcutsCopy.switchWorkspace);
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test("none fires while typing in a field: the keys are typed instead", async ({ page }) => {
  await addInput(page).click();
  await page.keyboard.type("jkx?e/n");
  await expect(addInput(page)).toHaveValue("jkx?e/n");
  await expect(addInput(page)).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.keyboard.press("Backspace");
  await expect(addInput(page)).toHaveValue("jkx?e/");
  expect((await tasksOnServer(page)).every((t) => !t.completed)).toBe(true);

  // Ctrl/Meta with a shortcut key is the browser's, not the board's.
  await addInput(page).blur();
  await page.keyboard.press("Control+j");
  expect(await focusedCardName(page)).toBeNull();
});

test("the tips panel lists the shortcuts", async ({ page }) => {
  await page.getByRole("button", { name: tasksCopy.showTips }).click();
  const list = page.getByTestId("shortcut-list");
  await expect(list).toContainText(shortcutsCopy.actions.addTask);
  await expect(list).toContainText(shortcutsCopy.actions.search);
});
