import { expect, test, type Page } from "./support/test";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { taskLink } from "@/lib/push/payload";
import { formatDayAndTime } from "@/lib/format";
import { zonedParts } from "@/lib/dates";
import type { ReminderView } from "@/lib/schemas/reminder";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { createTaskIn, defaultWorkspaceId, zonedAt } from "./support/board";
import { APP_URL } from "./support/env";

/**
 * Reminders you can see (docs/product.md#reminders), against the production build: a `!remindme` comment
 * shows as its reminder with a confirmation, the card a bell with the count, and an entry of the panel
 * (or a link such as a reminder's notification opens) brings its task into view with its comments open.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
});

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const panel = (page: Page) => page.getByRole("dialog", { name: remindersCopy.title });

async function postComment(page: Page, title: string, text: string) {
  const input = card(page, title).getByPlaceholder(taskDetailsCopy.commentPlaceholder);
  if (!(await input.isVisible())) await card(page, title).getByRole("button", { name: taskDetailsCopy.showComments }).click();
  await input.fill(text);
  await input.press("Enter");
}

async function remindersOf(page: Page, workspaceId: string): Promise<ReminderView[]> {
  const res = await page.request.get(`/api/reminders?workspaceId=${workspaceId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ReminderView[] }).data;
}

test("a !remindme comment shows as its reminder, the card shows a bell, and the panel's entry opens the task", async ({ page }) => {
  await createUser(page, { name: "Bank Goer" });
  const workspaceId = await defaultWorkspaceId(page);
  // Enough tasks before it that the task is out of view at the top of the page, still on the column's first page.
  for (let i = 0; i < COLUMN_PAGE_SIZE - 1; i++) await createTaskIn(page, workspaceId, { title: `Errand ${i + 1}`, dueDate: zonedAt(ZONE, 0, 8, i), urgency: 2 });
  const bank = await createTaskIn(page, workspaceId, { title: "Sort out the bank", dueDate: zonedAt(ZONE, 0, 23, 30), urgency: 3 });
  await page.goto("/todo");

  await postComment(page, bank.title, "!remindme tomorrow 9am call the bank");
  await expect.poll(async () => (await remindersOf(page, workspaceId)).length).toBe(1);
  const [made] = await remindersOf(page, workspaceId);
  const tasks = ((await (await page.request.get(`/api/tasks?workspaceId=${workspaceId}`)).json()) as { data: Task[] }).data;
  expect(made.commentId).toBe(tasks.find((t) => t.id === bank.id)!.comments[0].id);
  expect(zonedParts(new Date(made.dueDate), ZONE)).toMatchObject({ hour: 9, minute: 0 });
  const when = formatDayAndTime(new Date(made.dueDate), { now: new Date(), timeZone: ZONE });
  expect(when).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 9:00 AM$/);

  // The confirmation, then the comment as the reminder, its command as typed behind a disclosure.
  await expect(page.getByText(remindersCopy.reminderSet(when))).toBeVisible();
  const shown = card(page, bank.title).getByTestId("comment-reminder");
  await expect(shown).toContainText(`⏰ ${when} — Call the bank`);
  const typed = shown.getByText("!remindme tomorrow 9am call the bank");
  await expect(typed).toBeHidden();
  await shown.getByText(remindersCopy.commandAsTyped).click();
  await expect(typed).toBeVisible();

  // The bell with the count of reminders not yet sent, by name.
  await expect(card(page, bank.title).getByRole("img", { name: "1 reminder" })).toHaveText("1");
  await postComment(page, bank.title, "!rmd in 3 hours bring the papers");
  await expect(card(page, bank.title).getByRole("img", { name: "2 reminders" })).toHaveText("2");
  await expect(card(page, "Errand 1").getByTestId("reminder-count")).toHaveCount(0);

  // From the top of the page with the comments closed, the panel's entry brings the task into view.
  await card(page, bank.title).getByRole("button", { name: taskDetailsCopy.hideComments }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card(page, bank.title)).not.toBeInViewport();
  await page.getByRole("button", { name: /^Reminders/ }).click();
  await panel(page).getByRole("link", { name: "Call the bank" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(card(page, bank.title)).toBeInViewport();
  await expect(card(page, bank.title)).toHaveAttribute("data-added-highlight", "true");
  await expect(card(page, bank.title).getByRole("button", { name: taskDetailsCopy.hideComments })).toHaveAttribute("aria-expanded", "true");
  await expect(card(page, bank.title).getByTestId("comment-reminder").first()).toContainText(`⏰ ${when} — Call the bank`);
  await expect(page).toHaveURL(/\/todo$/);
  // A reload does not open it again.
  await page.reload();
  await expect(card(page, bank.title).getByRole("button", { name: taskDetailsCopy.showComments })).toHaveAttribute("aria-expanded", "false");
});

test("a link to a task in another workspace switches to it first; a task no longer there says so", async ({ page }) => {
  await createUser(page, { name: "Two Boards" });
  const home = await defaultWorkspaceId(page);
  const created = await page.request.post("/api/workspaces", { data: { name: "Garden Club" } });
  expect(created.status()).toBe(201);
  const { data: club } = (await created.json()) as { data: { id: string } };
  const seeds = await createTaskIn(page, club.id, { title: "Order the seeds", dueDate: null, urgency: 3 });
  const answer = await page.request.post(`/api/tasks/${seeds.id}/comments`, { data: { text: "!rmd friday 10am ask about tomatoes", timeZone: ZONE } });
  expect(answer.status(), await answer.text()).toBe(201);
  await createTaskIn(page, home, { title: "At home", dueDate: null, urgency: 2 });

  await page.goto("/todo");
  await expect(card(page, "At home")).toBeVisible();
  await page.goto(taskLink({ workspaceId: club.id, taskId: seeds.id }));
  await expect(page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:.*Garden Club`) })).toBeVisible();
  await expect(card(page, "Order the seeds")).toHaveAttribute("data-added-highlight", "true");
  await expect(card(page, "Order the seeds").getByRole("button", { name: taskDetailsCopy.hideComments })).toHaveAttribute("aria-expanded", "true");
  await expect(card(page, "Order the seeds").getByTestId("comment-reminder")).toContainText(/^⏰ Fri, [A-Z][a-z]{2} \d{1,2}, 10:00 AM — Ask about tomatoes/);
  await expect(card(page, "Order the seeds").getByRole("img", { name: "1 reminder" })).toBeVisible();
  await expect(page).toHaveURL(/\/todo$/);

  const gone = await page.request.delete(`/api/tasks/${seeds.id}`);
  expect(gone.status()).toBe(204);
  await page.goto(taskLink({ workspaceId: club.id, taskId: seeds.id }));
  await expect(page.getByText(remindersCopy.taskGone)).toBeVisible();
  await expect(page).toHaveURL(/\/todo$/);
  await page.goto(taskLink({ workspaceId: "not-mine", taskId: seeds.id }));
  await expect(page.getByText(remindersCopy.taskGone)).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:.*Garden Club`) })).toBeVisible();
});
