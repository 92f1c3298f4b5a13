import { expect, test, type Locator, type Page } from "./support/test";
import { placeTitle } from "@/lib/board";
import { ADDED_HIGHLIGHT_MS, COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { formatDayAndTime } from "@/lib/format";
import type { Task } from "@/lib/schemas/task";
import { boardUser, createTaskIn, dragWithMouse, zonedAt } from "./support/board";

/**
 * The board's views end to end, in the Europe/Berlin zone on the production build: the List view (its
 * day sections, rows by time, kept across reloads), the 'No date' heading of the date view, a new task
 * scrolled into view with the status line saying where it went, the 'Completed (N)' groups and the top
 * bar's toggle, the toast after a drop with its Undo, and the compact density kept across reloads.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ page }) => {
  workspaceId = await boardUser(page, "View Tester", ZONE);
});

const berlin = (days: number, hour: number, minute = 0) => zonedAt(ZONE, days, hour, minute);
const createTask = (page: Page, body: { title: string; dueDate?: string | null; urgency?: number }) => createTaskIn(page, workspaceId, body);
const card = (scope: Page | Locator, title: string) => scope.getByRole("article", { name: title, exact: true });
const column = (page: Page, id: keyof typeof boardCopy.columnTitles) => page.getByTestId(`column-${id}`);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const weekday = (iso: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: ZONE }).format(new Date(iso));

async function serverTask(page: Page, title: string): Promise<Task> {
  const res = await page.request.get(`/api/tasks?workspaceId=${workspaceId}`);
  const task = ((await res.json()) as { data: Task[] }).data.find((t) => t.title === title);
  expect(task, `task ${title} on the server`).toBeTruthy();
  return task!;
}

/** The interactive board (its chunk loaded after hydration). */
async function openBoard(page: Page) {
  await page.goto("/todo");
  await expect(page.getByRole("article").first()).toBeVisible();
}

test("the List view: Overdue, Today, Tomorrow, the next days by name, Later and No date, rows by time, kept across a reload", async ({ page }) => {
  const soon = await createTask(page, { title: "In a minute", dueDate: new Date(Date.now() + 90_000).toISOString(), urgency: 3 });
  await createTask(page, { title: "Tomorrow ten", dueDate: berlin(1, 10), urgency: 5 });
  await createTask(page, { title: "Tomorrow nine", dueDate: berlin(1, 9), urgency: 1 });
  await createTask(page, { title: "In three days", dueDate: berlin(3, 12), urgency: 3 });
  await createTask(page, { title: "In ten days", dueDate: berlin(10, 8), urgency: 3 });
  await createTask(page, { title: "Learn Portuguese someday", urgency: 2 });
  await createTask(page, { title: "Missed it", dueDate: berlin(-2, 9), urgency: 4 });
  await openBoard(page);

  await page.getByRole("group", { name: tasksCopy.viewToggle }).getByRole("button", { name: boardCopy.listView }).click();
  const list = page.getByTestId("list-view");
  const today = placeTitle(soon, "list", { now: new Date(), timeZone: ZONE }); // 'Today', or 'Tomorrow' a minute before midnight
  const titles = ["Overdue", today, "Tomorrow", weekday(berlin(3, 12)), "Later", "No date"].filter((t, i, all) => all.indexOf(t) === i);
  await expect(list.getByRole("region")).toHaveCount(titles.length);
  expect(await list.getByRole("region").evaluateAll((regions) => regions.map((r) => r.getAttribute("aria-label")))).toEqual(titles);

  const tomorrow = list.getByRole("region", { name: "Tomorrow", exact: true });
  await expect(tomorrow.getByRole("article").filter({ hasText: /^Tomorrow/ })).toHaveText([/Tomorrow nine/, /Tomorrow ten/]);
  // A compact row: checkbox, title, the time alone under a named day, urgency; no drag handle.
  const nine = card(tomorrow, "Tomorrow nine");
  await expect(nine).toHaveAttribute("data-density", "compact");
  await expect(nine.getByTestId("due-text")).toHaveText("9:00 AM");
  await expect(nine.getByRole("checkbox", { name: taskDetailsCopy.markComplete })).toBeVisible();
  await expect(nine.getByText("Low", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Drag / })).toHaveCount(0);
  await expect(card(list.getByRole("region", { name: "Overdue" }), "Missed it").getByTestId("due-text")).toContainText(" at 9:00 AM");
  expect((await nine.boundingBox())!.height).toBeLessThan(50);

  await page.reload();
  await expect(page.getByRole("button", { name: boardCopy.listView })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("list-view").getByRole("region", { name: "No date" }).getByRole("article")).toHaveText([/Learn Portuguese someday/]);
});

test("in the date view, tasks without a due date are gathered under 'No date' at the end of 'Today & Overdue'", async ({ page }) => {
  await createTask(page, { title: "Undated first", urgency: 5 });
  await createTask(page, { title: "Overdue one", dueDate: berlin(-1, 9), urgency: 1 });
  await openBoard(page);
  const headings = await column(page, "today").getByRole("heading").allTextContents();
  expect(headings.slice(1)).toEqual(["Overdue one", boardCopy.noDateHeading, "Undated first"]);
});

test("a new task is scrolled into view and highlighted, and the status line says where it went", async ({ page }) => {
  for (let i = 0; i < COLUMN_PAGE_SIZE + 5; i++) await createTask(page, { title: `Filler ${i + 1}`, urgency: 5 });
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Learn Portuguese someday");
  await page.keyboard.press("Enter");
  // 'someday' names no date (Skip saves without one) and says it can wait: a low urgency, and out of the title.
  await page.getByRole("button", { name: taskDetailsCopy.skip }).click();

  await expect(page.getByTestId("add-status")).toHaveText(boardCopy.addedTo(tasksCopy.taskAdded, boardCopy.columnTitles.today));
  // Last of 31 in its column (a lower urgency than thirty 5s, all without a date): past the first page, shown anyway.
  const added = card(column(page, "today"), "Learn Portuguese");
  await expect(added).toBeInViewport();
  await expect(added).toHaveAttribute("data-added-highlight", "true");
  await expect(added).not.toHaveAttribute("data-added-highlight", { timeout: ADDED_HIGHLIGHT_MS + 2_000 });
  await expect(page.getByTestId("add-status")).toHaveText("", { timeout: 3_000 });

  // In the list view the status names the section.
  await page.getByRole("button", { name: boardCopy.listView }).click();
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Call the investor tomorrow at 3pm urgent");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("add-status")).toHaveText(boardCopy.addedTo(tasksCopy.taskAdded, "Tomorrow"));
  await expect(card(page, "Call the investor")).toBeInViewport();
});

test("completed tasks fold into 'Completed (N)' at the end of the list; the top bar's toggle hides them entirely", async ({ page }) => {
  const done = await createTask(page, { title: "Already done", dueDate: berlin(-1, 9), urgency: 3 });
  await page.request.post(`/api/tasks/${done.id}/toggle`, { data: { completed: true } });
  await createTask(page, { title: "Still to do", dueDate: berlin(1, 9), urgency: 3 });
  await openBoard(page);
  await page.getByRole("button", { name: boardCopy.listView }).click();
  const list = page.getByTestId("list-view");
  await expect(list.getByRole("region", { name: "Overdue" })).toHaveCount(0);
  const group = list.getByRole("button", { name: boardCopy.completedGroup(1) });
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(card(page, "Already done")).toBeHidden();
  await group.click();
  await expect(card(page, "Already done").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(card(page, "Already done")).toBeVisible(); // still open on this device

  await page.getByRole("button", { name: tasksCopy.hideCompleted }).click();
  await expect(list.getByTestId("completed-group")).toHaveCount(0);
  await page.getByRole("button", { name: tasksCopy.showCompleted }).click();
  await expect(card(page, "Already done")).toBeVisible();
});

test("a drop that changes a due date or an urgency says so in a toast, whose Undo puts the old value back", async ({ page }) => {
  const cactus = await createTask(page, { title: "Water cactus", dueDate: berlin(0, 23, 15), urgency: 3 });
  // In 'Upcoming', so the drop on 'Next 7 Days' lands on the column, not on a card in it.
  await createTask(page, { title: "Sort receipts", dueDate: berlin(20, 9), urgency: 4 });
  await openBoard(page);

  await dragWithMouse(page, "Water cactus", column(page, "upcoming"));
  const moved = berlin(3, 23, 15);
  const due = toast(page, boardCopy.droppedDue(formatDayAndTime(new Date(moved), { now: new Date(), timeZone: ZONE, hourCycle: "h12" })));
  await expect(due).toBeVisible();
  await expect.poll(async () => (await serverTask(page, "Water cactus")).dueDate).toBe(moved);
  await due.getByRole("button", { name: tasksCopy.undo }).click();
  await expect.poll(async () => (await serverTask(page, "Water cactus")).dueDate).toBe(cactus.dueDate);
  await expect(card(column(page, "today"), "Water cactus")).toBeVisible();

  // The priority view, by keyboard.
  await page.getByRole("button", { name: tasksCopy.priorityView }).click();
  await page.getByRole("button", { name: taskDetailsCopy.dragHandle("Sort receipts") }).focus();
  await page.keyboard.press("Space");
  const low = column(page, "low");
  for (let i = 0; i < 80 && (await low.getAttribute("data-over")) !== "true"; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  const urgency = toast(page, "Urgency 1.5 · Low");
  await expect(urgency).toBeVisible();
  await expect.poll(async () => (await serverTask(page, "Sort receipts")).urgency).toBe(1.5);
  await urgency.getByRole("button", { name: tasksCopy.undo }).click();
  await expect.poll(async () => (await serverTask(page, "Sort receipts")).urgency).toBe(4);
  await expect(card(column(page, "high"), "Sort receipts")).toBeVisible();
});

test("compact cards: one line each, actions on hover or focus, kept on this device across a reload", async ({ page }) => {
  for (let i = 0; i < 12; i++) await createTask(page, { title: `Task number ${i + 1}`, dueDate: berlin(2, 9 + (i % 8)), urgency: 3 });
  await openBoard(page);
  const column7 = column(page, "upcoming");
  const tallBefore = (await column7.boundingBox())!.height;
  const toggle = page.getByRole("button", { name: boardCopy.compactCards });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const first = card(page, "Task number 1");
  await expect(first).toHaveAttribute("data-density", "compact");
  expect((await first.boundingBox())!.height).toBeLessThan(50);
  expect((await column7.boundingBox())!.height).toBeLessThan(tallBefore / 2);

  const edit = first.getByRole("button", { name: taskDetailsCopy.editTask });
  const opacity = () => edit.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
  expect(await opacity()).toBe("0");
  await first.hover();
  await expect.poll(opacity).toBe("1");
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe("0");
  await first.focus();
  await expect.poll(opacity).toBe("1");
  await page.keyboard.press("End");
  await expect(first.getByRole("button", { name: taskDetailsCopy.showComments })).toBeFocused();

  await page.reload();
  await expect(page.getByRole("button", { name: boardCopy.compactCards })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, "Task number 1")).toHaveAttribute("data-density", "compact");
});

test("on a touch screen, a long press on a compact card shows its actions", async ({ browser, page }) => {
  await createTask(page, { title: "Press me", dueDate: berlin(2, 9), urgency: 3 });
  const phone = await browser.newContext({ storageState: await page.context().storageState(), hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 }, timezoneId: ZONE, locale: "en-US" });
  const mobile = await phone.newPage();
  await mobile.goto("/todo");
  await mobile.getByRole("button", { name: boardCopy.compactCards }).click();
  const pressed = card(mobile, "Press me");
  await expect(pressed).toHaveAttribute("data-density", "compact");
  const edit = pressed.getByRole("button", { name: taskDetailsCopy.editTask });
  const opacity = () => edit.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
  expect(await opacity()).toBe("0");
  // A finger held on the due text (Playwright has no long press: the pointer events a touch screen sends).
  const due = pressed.getByTestId("due-text");
  const box = (await due.boundingBox())!;
  const at = { pointerType: "touch", isPrimary: true, bubbles: true, clientX: box.x + 2, clientY: box.y + box.height / 2 };
  await due.dispatchEvent("pointerdown", at);
  await mobile.waitForTimeout(300);
  expect(await opacity()).toBe("0"); // not yet: a short touch is a tap or a scroll
  await mobile.waitForTimeout(400);
  await due.dispatchEvent("pointerup", at);
  await expect.poll(opacity).toBe("1");
  await edit.tap();
  await expect(mobile.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle })).toBeVisible();
  await phone.close();
});
