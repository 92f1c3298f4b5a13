import { expect, test, type Page } from "./support/test";
import { UNDO_WINDOW_MS } from "@/lib/constants/tasks";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL, CRON_SECRET } from "./support/env";
import * as mail from "./support/mail";

/**
 * Reminders end to end against the production build: a `!remindme` comment on the board, the
 * reminders button's badge and the 'Your Reminders' panel, and the due-reminder processor run through
 * GET /api/cron/reminders with the test's CRON_SECRET (the in-process scheduler is off in this run).
 * The reminder becomes due by waiting for it: there is no clock override in the app.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
});

async function setUp(page: Page, name: string) {
  const user = await createUser(page, { name });
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  workspaceId = data.owned.find((w) => w.isDefault)!.id;
  return user;
}

async function createTask(page: Page, title: string): Promise<Task> {
  const res = await page.request.post("/api/tasks", { data: { workspaceId, title, dueDate: null, urgency: 3 } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Task }).data;
}

async function comment(page: Page, taskTitle: string, text: string) {
  const card = page.getByRole("article", { name: taskTitle });
  const input = card.getByPlaceholder(taskDetailsCopy.commentPlaceholder);
  if (!(await input.isVisible())) await card.getByRole("button", { name: taskDetailsCopy.showComments }).click();
  await input.fill(text);
  await input.press("Enter");
  await expect(card.getByRole("list", { name: taskDetailsCopy.comments })).toContainText(text);
}

const remindersButton = (page: Page) => page.getByRole("button", { name: /^Reminders/ });
const panel = (page: Page) => page.getByRole("dialog", { name: remindersCopy.title });

async function openPanel(page: Page) {
  await remindersButton(page).click();
  await expect(panel(page)).toBeVisible();
}

async function closePanel(page: Page) {
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
}

test("'!remindme in 1 minute check the oven' counts down, and once processed is e-mailed and shows 'Sent'", async ({ page }) => {
  test.setTimeout(150_000);
  const user = await setUp(page, "Oven Watcher");
  await createTask(page, "Bake bread");
  await mail.clear();
  await page.goto("/todo");

  await openPanel(page);
  await expect(panel(page)).toContainText(remindersCopy.empty);
  await expect(panel(page)).toContainText("!remindme");
  await closePanel(page);

  await comment(page, "Bake bread", "!remindme in 1 minute check the oven");
  // At once: the board refreshes the badge after a reminder comment (no wait for its 30 s refresh).
  await expect(remindersButton(page)).toHaveAccessibleName("Reminders, 1 not sent");

  await openPanel(page);
  const card = panel(page).getByRole("listitem").filter({ hasText: "Check the oven" });
  await expect(card).toContainText("Bake bread");
  await expect(card).toContainText(/in 1 minute|Sending\.\.\./); // 'in 1 minute' until it falls due
  await expect(card).toContainText(/Today at \d{1,2}:\d{2} [AP]M/);

  // Due within a minute: the card's clock ticks every 15 s while the panel is open.
  await expect(card).toContainText("Sending...", { timeout: 80_000 });

  const run = await page.request.get("/api/cron/reminders", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(run.status(), await run.text()).toBe(200);
  const { data } = (await run.json()) as { data: { claimed: number; sent: number; failed: number } };
  expect(data.sent).toBeGreaterThanOrEqual(1);

  const email = await mail.waitForMessage({ to: user.email, subject: "Reminder: Bake bread" });
  expect(email.text).toContain("Check the oven");
  expect(email.text).toContain("Hi Oven Watcher,");
  expect(await mail.list(user.email)).toHaveLength(1);

  await closePanel(page);
  await openPanel(page); // opening refetches
  await expect(card).toContainText(remindersCopy.tabs.sent);
  await expect(remindersButton(page)).toHaveAccessibleName(remindersCopy.button);

  await panel(page).getByRole("tab", { name: remindersCopy.tabs.pending }).click();
  await expect(panel(page)).toContainText("No pending reminders");
  await panel(page).getByRole("button", { name: remindersCopy.showAll }).click();
  await expect(card).toBeVisible();

  // A second run sends nothing again.
  await page.request.get("/api/cron/reminders", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(await mail.list(user.email)).toHaveLength(1);
});

test("a reminder command without text still adds the comment and says so; deleting a reminder in the panel", async ({ page }) => {
  await setUp(page, "Forgetful");
  await createTask(page, "Pay rent");
  await page.goto("/todo");

  await comment(page, "Pay rent", "!remindme");
  await expect(page.getByText(remindersCopy.reminderFailedCommentAdded)).toBeVisible();

  await comment(page, "Pay rent", "!rmd tomorrow 9am transfer the money");
  await openPanel(page);
  const card = panel(page).getByRole("listitem").filter({ hasText: "Transfer the money" });
  await expect(card).toContainText("Pay rent");
  await expect(card).toContainText("Tomorrow at 9:00 AM");
  await expect(card).toContainText(/in \d+ (minutes?|hours?|days?)/);
  await card.getByRole("button", { name: remindersCopy.deleteReminder }).click();
  await expect(card).toBeHidden();
  await expect(panel(page)).toContainText(remindersCopy.empty);

  const res = await page.request.get(`/api/reminders?workspaceId=${workspaceId}`);
  expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
});

test("deleting a reminder command or its task clears the badge at once", async ({ page }) => {
  await setUp(page, "Tidy");
  const task = await createTask(page, "Water plants");
  await page.goto("/todo");
  const card = page.getByRole("article", { name: "Water plants" });

  await comment(page, "Water plants", "!rmd in 2 hours fetch the can");
  await expect(remindersButton(page)).toHaveAccessibleName("Reminders, 1 not sent");
  await card.getByRole("button", { name: taskDetailsCopy.deleteComment }).click();
  await page.getByRole("dialog", { name: taskDetailsCopy.deleteCommentTitle }).getByRole("button", { name: commonCopy.delete }).click();
  await expect(remindersButton(page)).toHaveAccessibleName(remindersCopy.button);

  await comment(page, "Water plants", "!rmd in 3 hours fill the can");
  await expect(remindersButton(page)).toHaveAccessibleName("Reminders, 1 not sent");
  await card.getByRole("button", { name: taskDetailsCopy.delete }).click();
  // A task's delete waits for its Undo toast to close (UNDO_WINDOW_MS): the card goes at once, the task and
  // its reminder stay on the server until then, and the badge clears as soon as the DELETE is answered.
  const deleteSent = page.waitForResponse(
    (res) => res.request().method() === "DELETE" && new URL(res.url()).pathname === `/api/tasks/${task.id}`,
    { timeout: UNDO_WINDOW_MS + 5_000 },
  );
  await page.getByRole("dialog", { name: taskDetailsCopy.deleteTitle }).getByRole("button", { name: commonCopy.delete }).click();
  await expect(card).toBeHidden();
  await expect(remindersButton(page)).toHaveAccessibleName("Reminders, 1 not sent");
  expect((await deleteSent).status()).toBe(204);
  await expect(remindersButton(page)).toHaveAccessibleName(remindersCopy.button, { timeout: 2_000 }); // not the 30 s refresh
});
