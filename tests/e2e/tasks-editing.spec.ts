import { expect, test, type Locator, type Page } from "./support/test";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";
import { boardCopy } from "@/lib/copy/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { nextInSeries } from "@/lib/recurrence/series";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * Managing tasks day to day, end to end against the production build (local parser, Europe/Berlin):
 * fixing a title in place, the urgency picker, a recurring task from quick-add to its next occurrence,
 * Undo of a delete and a completion, and finding tasks with `/` and `?q=`.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ page, context }) => {
  await createUser(page, { name: "Editing Tester" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  workspaceId = data.owned.find((w) => w.isDefault)!.id;
});

async function createTask(page: Page, body: { title: string; dueDate?: string | null; urgency?: number }): Promise<Task> {
  const res = await page.request.post("/api/tasks", { data: { workspaceId, ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Task }).data;
}

async function tasksOnServer(page: Page): Promise<Task[]> {
  const res = await page.request.get(`/api/tasks?workspaceId=${workspaceId}`);
  return ((await res.json()) as { data: Task[] }).data;
}

const card = (scope: Page | Locator, title: string) => scope.getByRole("article", { name: title });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function openBoard(page: Page, path = "/todo") {
  await page.goto(path);
  await expect(page.getByTestId("column-today")).toBeVisible();
}

test("fix a title in place: click it, type, Enter; an empty title shows the schema's message", async ({ page }) => {
  await createTask(page, { title: "Wirte report", urgency: 3 });
  await openBoard(page);
  await card(page, "Wirte report").getByRole("button", { name: "Wirte report", exact: true }).click();
  const field = page.getByTestId("inline-title");
  await field.fill("");
  await field.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: taskDetailsCopy.titleRequired })).toBeVisible();
  await field.fill("Write report");
  await field.press("Enter");
  await expect(card(page, "Write report")).toBeVisible();
  await expect.poll(async () => (await tasksOnServer(page)).map((t) => t.title)).toEqual(["Write report"]);
});

test("change urgency with the picker in the edit panel", async ({ page }) => {
  await createTask(page, { title: "Pay rent", urgency: 3 });
  await openBoard(page);
  await card(page, "Pay rent").getByRole("button", { name: taskDetailsCopy.editTask }).click();
  const panel = page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  const picker = panel.getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency });
  await expect(picker.getByRole("radio", { name: /3\.0 Medium/ })).toHaveAttribute("aria-checked", "true");
  await picker.getByRole("radio", { name: /5\.0 Critical/ }).click();
  await panel.getByRole("button", { name: taskDetailsCopy.save }).click();
  await expect(card(page, "Pay rent").getByTestId("urgency-value")).toHaveText("5.0");
  await expect.poll(async () => (await tasksOnServer(page))[0]?.urgency).toBe(5);
});

test("'Gym every weekday at 7am' shows its rule; completing it creates the next weekday's occurrence", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Gym every weekday at 7am");
  await page.getByRole("button", { name: tasksCopy.add, exact: true }).click();
  await page.getByRole("button", { name: taskDetailsCopy.useDefault }).click();
  const gym = card(page, "Gym");
  await expect(gym.getByTestId("repeat-rule")).toHaveText("Every weekday at 7:00");

  const [first] = await tasksOnServer(page);
  expect(first.recurrence).toEqual({ rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timeZone: ZONE });
  const expected = nextInSeries({ recurrence: first.recurrence!, dueDate: first.dueDate, now: new Date() })!;

  await gym.getByRole("checkbox", { name: taskDetailsCopy.markComplete }).click();
  await expect.poll(async () => (await tasksOnServer(page)).length).toBe(2);
  const tasks = await tasksOnServer(page);
  expect(tasks.find((t) => t.id === first.id)?.completed).toBe(true);
  const next = tasks.find((t) => t.id !== first.id)!;
  expect(next).toMatchObject({ title: "Gym", completed: false, dueDate: expected.dueDate, recurrence: first.recurrence });
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: ZONE }).format(new Date(next.dueDate!));
  expect(weekday).toMatch(/^(Mon|Tue|Wed|Thu|Fri),? 07:00$/);
  // The next occurrence is on the board with the same rule; the completed one is folded into 'Completed (1)'.
  await expect(card(page, "Gym")).toHaveCount(1);
  const upcoming = card(page, "Gym").filter({ has: page.getByRole("checkbox", { name: taskDetailsCopy.markComplete }) });
  await expect(upcoming.getByTestId("repeat-rule")).toHaveText("Every weekday at 7:00");
  await page.getByRole("button", { name: boardCopy.completedGroup(1) }).click();
  await expect(card(page, "Gym")).toHaveCount(2);
});

test("Undo restores a deleted task (nothing is deleted) and a completed one", async ({ page }) => {
  await createTask(page, { title: "Keep me", urgency: 3 });
  await createTask(page, { title: "Reopen me", urgency: 3 });
  await openBoard(page);

  await card(page, "Keep me").getByRole("button", { name: taskDetailsCopy.delete }).click();
  await page.getByRole("dialog", { name: taskDetailsCopy.deleteTitle }).getByRole("button", { name: commonCopy.delete }).click();
  await expect(card(page, "Keep me")).toBeHidden();
  await toast(page, tasksCopy.deletedToast).getByRole("button", { name: tasksCopy.undo }).click();
  await expect(card(page, "Keep me")).toBeVisible();

  await card(page, "Reopen me").getByRole("checkbox", { name: taskDetailsCopy.markComplete }).click();
  await expect.poll(async () => (await tasksOnServer(page)).find((t) => t.title === "Reopen me")?.completed).toBe(true);
  await toast(page, tasksCopy.completedToast).getByRole("button", { name: tasksCopy.undo }).click();
  await expect.poll(async () => (await tasksOnServer(page)).find((t) => t.title === "Reopen me")?.completed).toBe(false);
  await expect(card(page, "Reopen me").getByRole("checkbox", { name: taskDetailsCopy.markComplete })).toBeVisible();

  // Past the Undo window the task is still there: the delete was never sent.
  await page.waitForTimeout(6000);
  expect((await tasksOnServer(page)).map((t) => t.title).sort()).toEqual(["Keep me", "Reopen me"]);
});

test("'/' focuses the search; typing filters the board, the address keeps it across a reload", async ({ page }) => {
  await createTask(page, { title: "Buy oat milk", urgency: 3 });
  await createTask(page, { title: "Call the café", urgency: 3 });
  await openBoard(page);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: tasksCopy.searchLabel });
  await expect(search).toBeFocused();
  await page.keyboard.type("CAFE");
  await expect(card(page, "Call the café")).toBeVisible();
  await expect(card(page, "Buy oat milk")).toBeHidden();
  await expect(page).toHaveURL(/[?&]q=CAFE/);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: tasksCopy.searchLabel })).toHaveValue("CAFE");
  await expect(card(page, "Call the café")).toBeVisible();
  await expect(card(page, "Buy oat milk")).toBeHidden();
});
