import { expect, test, type Locator, type Page } from "./support/test";
import { DROP_DAY_OFFSET, REORDER_SINGLE_OFFSET_MIN } from "@/lib/constants/board";
import { boardCopy } from "@/lib/copy/board";
import { commonCopy } from "@/lib/copy/common";
import { liveCopy } from "@/lib/copy/live";
import { parseCopy } from "@/lib/copy/parse";
import { suggestionsCopy } from "@/lib/copy/suggestions";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { addMinutes, zonedDayDiff, zonedParts } from "@/lib/dates";
import type { Task } from "@/lib/schemas/task";
import { bumpRevision, writeToDatabase } from "./support/db";
import { boardUser, createTaskIn, dragWithMouse, zonedAt } from "./support/board";

/**
 * The tasks board end to end, against the production build with the local parser (no LLM
 * key), in the Europe/Berlin zone: adding tasks through the parser and the flow's steps, completing,
 * dragging by pointer and keyboard, reordering, comments, rescheduling and deleting.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ page }) => {
  workspaceId = await boardUser(page, "Board Tester", ZONE);
});

// ---------------------------------------------------------------- helpers

/** Today (in Berlin) `days` days ahead at hh:mm, as a UTC ISO instant. */
const berlin = (days: number, hour: number, minute = 0) => zonedAt(ZONE, days, hour, minute);

const createTask = (page: Page, body: { title: string; dueDate?: string | null; urgency?: number }) => createTaskIn(page, workspaceId, body);

async function tasksOnServer(page: Page): Promise<Task[]> {
  const res = await page.request.get(`/api/tasks?workspaceId=${workspaceId}`);
  return ((await res.json()) as { data: Task[] }).data;
}

async function serverTask(page: Page, title: string): Promise<Task> {
  const task = (await tasksOnServer(page)).find((t) => t.title === title);
  expect(task, `task ${title} on the server`).toBeTruthy();
  return task!;
}

const column = (page: Page, id: keyof typeof boardCopy.columnTitles) => page.getByTestId(`column-${id}`);
const card = (scope: Page | Locator, title: string) => scope.getByRole("article", { name: title });

async function openBoard(page: Page) {
  await page.goto("/todo");
  await expect(column(page, "today")).toBeVisible();
}

/** The board with its live feed connected, so what it misses is what the feed never announced. */
async function openLiveBoard(page: Page) {
  await openBoard(page);
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
}

// ---------------------------------------------------------------- adding

test("free text with date and urgency is parsed and saved at once into the right column", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Call the investor tomorrow at 5pm urgent");
  await page.getByRole("button", { name: tasksCopy.add, exact: true }).click();
  // The success text says where the task went.
  await expect(page.getByTestId("add-status")).toHaveText(boardCopy.addedTo(tasksCopy.taskAdded, boardCopy.columnTitles.upcoming));
  const saved = card(column(page, "upcoming"), "Call the investor");
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId("due-text")).toHaveText("Tomorrow at 5:00 PM");
  await expect(page.getByTestId("add-status")).toHaveText("", { timeout: 3000 }); // cleared after 2 s
  await expect(page.getByPlaceholder(tasksCopy.whatToDo)).toHaveValue("");

  const task = await serverTask(page, "Call the investor");
  expect(task.dueDate).toBe(berlin(1, 17));
  await page.getByRole("button", { name: tasksCopy.priorityView }).click();
  await expect(card(column(page, "high"), "Call the investor")).toBeVisible();
  await expect(page.getByTestId("model-label")).toHaveText(tasksCopy.modelLabel(parseCopy.localParserModel));
});

test("the lightbulb suggests rewrites of the text; the tips toggle shows examples", async ({ page }) => {
  await openBoard(page);
  const input = page.getByPlaceholder(tasksCopy.whatToDo);
  await input.fill("Pay the rent");
  await page.getByRole("button", { name: tasksCopy.aiSuggestions }).click();
  const ideas = page.getByRole("list", { name: tasksCopy.aiSuggestions });
  await expect(ideas.getByRole("listitem")).not.toHaveCount(0);
  expect(await ideas.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  await ideas.getByRole("button", { name: suggestionsCopy.urgency.action }).click();
  await expect(input).toHaveValue(suggestionsCopy.urgency.text("Pay the rent"));

  await page.getByRole("button", { name: tasksCopy.showTips }).click();
  await expect(page.getByText(tasksCopy.tips[0])).toBeVisible();
  await page.getByRole("button", { name: tasksCopy.hideTips }).click();
  await expect(page.getByText(tasksCopy.tips[0])).toBeHidden();
});

test("a missing urgency shows the parsed card and the urgency step; Use Default saves 3", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Buy milk tomorrow at 6pm");
  await page.keyboard.press("Enter");
  const parsedCard = page.getByRole("region", { name: taskDetailsCopy.parsedTitle });
  await expect(parsedCard).toContainText("Buy milk");
  await expect(parsedCard).toContainText("Tomorrow at 6:00 PM");
  await expect(parsedCard).toContainText(taskDetailsCopy.urgencyStepTitle);
  await parsedCard.getByRole("button", { name: taskDetailsCopy.useDefault }).click();
  await expect(parsedCard).toBeHidden();
  const saved = card(column(page, "upcoming"), "Buy milk");
  await expect(saved.getByTestId("urgency-value")).toHaveText("3.0");
  expect((await serverTask(page, "Buy milk")).urgency).toBe(3);
});

test("the urgency stepper sets a chosen urgency; Cancel aborts without saving", async ({ page }) => {
  await openBoard(page);
  const input = page.getByPlaceholder(tasksCopy.whatToDo);
  await input.fill("Book flights tomorrow at 10am");
  await input.press("Enter");
  await page.getByRole("button", { name: commonCopy.cancel }).click();
  await expect(page.getByRole("region", { name: taskDetailsCopy.parsedTitle })).toBeHidden();
  expect(await tasksOnServer(page)).toEqual([]);

  await input.press("Enter");
  await page.getByRole("button", { name: taskDetailsCopy.increaseUrgency }).click();
  await expect(page.getByTestId("urgency-step-value")).toHaveText("4");
  await page.getByRole("button", { name: taskDetailsCopy.setUrgency }).click();
  await expect(card(page, "Book flights").getByTestId("urgency-value")).toHaveText("4.0");
});

test("a missing date shows the due-date step with presets; a suggestion fills it", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Water the plants important");
  await page.keyboard.press("Enter");
  const parsedCard = page.getByRole("region", { name: taskDetailsCopy.parsedTitle });
  await expect(parsedCard).toContainText(tasksCopy.dueStepTitle);
  await parsedCard.getByRole("button", { name: parseCopy.tomorrowMorning }).first().click();
  await expect(card(column(page, "upcoming"), "Water the plants")).toBeVisible();
  expect((await serverTask(page, "Water the plants")).dueDate).toBe(berlin(1, 9));
});

test("Skip in the due-date step saves without a due date", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Read a novel low priority");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: taskDetailsCopy.skip }).click();
  await expect(card(column(page, "today"), "Read a novel")).toBeVisible();
  expect((await serverTask(page, "Read a novel")).dueDate).toBeNull();
});

test("custom date text is parsed as 'Task due {text}'; text that names no date is refused", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Renew passport urgent");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: taskDetailsCopy.moreOptions }).click();
  await page.getByRole("button", { name: parseCopy.presets.customDate }).click();
  const custom = page.getByRole("textbox", { name: parseCopy.presets.customDate });
  await custom.fill("whenever it suits");
  await custom.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: parseCopy.dateNotUnderstood })).toBeVisible();
  await custom.fill("in 3 days at 11am");
  await custom.press("Enter");
  await expect(card(column(page, "upcoming"), "Renew passport")).toBeVisible();
  expect((await serverTask(page, "Renew passport")).dueDate).toBe(berlin(3, 11));
});

test("a past date opens the past-date dialog: Keep Past Date saves it as is", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Submit report last friday at 3pm high priority");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: taskDetailsCopy.pastDateTitle });
  await dialog.getByRole("button", { name: taskDetailsCopy.keepPastDate }).click();
  const saved = card(column(page, "today"), "Submit report");
  await expect(saved).toBeVisible();
  const due = new Date((await serverTask(page, "Submit report")).dueDate!);
  expect(due.getTime()).toBeLessThan(Date.now());
  expect(zonedParts(due, ZONE)).toMatchObject({ weekday: 5, hour: 15, minute: 0 });
});

test("Choose New Date replaces a past date with the picked one", async ({ page }) => {
  await openBoard(page);
  await page.getByPlaceholder(tasksCopy.whatToDo).fill("Send invoices last friday at 3pm urgent");
  await page.keyboard.press("Enter");
  await page.getByRole("dialog", { name: taskDetailsCopy.pastDateTitle }).getByRole("button", { name: taskDetailsCopy.chooseNewDate }).click();
  const picker = page.getByRole("dialog", { name: tasksCopy.chooseNewDateTitle });
  await picker.getByRole("button", { name: taskDetailsCopy.moreOptions }).click();
  await picker.getByRole("button", { name: parseCopy.presets.twoWeeks }).click();
  await expect(card(column(page, "future"), "Send invoices")).toBeVisible();
  expect((await serverTask(page, "Send invoices")).dueDate).toBe(berlin(14, 9));
});

// ---------------------------------------------------------------- cards

test("complete and un-complete a task: a completed one folds into its column's 'Completed (N)'", async ({ page }) => {
  await createTask(page, { title: "Stretch", dueDate: berlin(0, 23, 30), urgency: 2 });
  await openBoard(page);
  await card(page, "Stretch").getByRole("checkbox").click();
  await expect.poll(async () => (await serverTask(page, "Stretch")).completed).toBe(true);
  expect((await serverTask(page, "Stretch")).completedAt).not.toBeNull();
  const group = column(page, "today").getByRole("button", { name: boardCopy.completedGroup(1) });
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(card(page, "Stretch")).toBeHidden();
  await expect(column(page, "today").getByTestId("column-count")).toHaveCount(0); // not counted
  await group.click();
  await expect(card(page, "Stretch").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
  // The group stays open across a reload (this device remembers it).
  await page.reload();
  await expect(card(page, "Stretch").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");

  await card(page, "Stretch").getByRole("checkbox").click();
  await expect.poll(async () => (await serverTask(page, "Stretch")).completed).toBe(false);
  await expect(card(page, "Stretch").getByRole("checkbox")).toHaveAttribute("aria-checked", "false");
  await expect(column(page, "today").getByTestId("completed-group")).toHaveCount(0);
  await expect(column(page, "today").getByTestId("column-count")).toHaveText("1");
});

test("the top bar's toggle hides and shows completed tasks entirely, remembered across reloads", async ({ page }) => {
  await createTask(page, { title: "Done already", dueDate: berlin(0, 23, 0), urgency: 3 });
  const done = (await tasksOnServer(page))[0];
  await page.request.post(`/api/tasks/${done.id}/toggle`, { data: { completed: true } });
  await openBoard(page);
  const group = column(page, "today").getByTestId("completed-group");
  await expect(group).toHaveText(boardCopy.completedGroup(1));
  await page.getByRole("button", { name: tasksCopy.hideCompleted }).click();
  await expect(group).toHaveCount(0);
  await page.reload();
  await expect(column(page, "today")).toBeVisible();
  await expect(group).toHaveCount(0);
  await page.getByRole("button", { name: tasksCopy.showCompleted }).click();
  await group.getByRole("button", { name: boardCopy.completedGroup(1) }).click();
  await expect(card(page, "Done already")).toBeVisible();
});

test("a change the server refuses is rolled back with an error toast", async ({ page }) => {
  const gone = await createTask(page, { title: "Deleted elsewhere", dueDate: berlin(0, 23, 0), urgency: 3 });
  await openLiveBoard(page);
  // The task is deleted past the API (a deletion through it would reach this board live and remove the card):
  // this board still shows it, and the server refuses the drag's change.
  await writeToDatabase([{ sql: "DELETE FROM tasks WHERE id = ?", args: [gone.id] }, bumpRevision(workspaceId)]);
  expect(await tasksOnServer(page)).toEqual([]);
  await dragWithMouse(page, "Deleted elsewhere", column(page, "future"));
  await expect(page.getByText(taskDetailsCopy.taskNotFound)).toBeVisible();
  await expect(card(column(page, "today"), "Deleted elsewhere")).toBeVisible();
  await expect(card(column(page, "future"), "Deleted elsewhere")).toBeHidden();
});

test("comments: add, !help, delete with confirmation", async ({ page }) => {
  await createTask(page, { title: "Plan the offsite", dueDate: berlin(2, 10), urgency: 3 });
  await openBoard(page);
  const planned = card(page, "Plan the offsite");
  await planned.getByRole("button", { name: taskDetailsCopy.showComments }).click();
  const input = planned.getByPlaceholder(taskDetailsCopy.commentPlaceholder);
  await input.fill("Venue booked");
  await input.press("Enter");
  const comments = planned.getByRole("list", { name: taskDetailsCopy.comments });
  await expect(comments).toContainText("Board Tester");
  await expect(comments).toContainText("just now");
  await expect(comments).toContainText("Venue booked");
  await expect(planned.getByTestId("comment-count")).toHaveText("1 comment");
  await expect.poll(async () => (await serverTask(page, "Plan the offsite")).comments.length).toBe(1);

  await input.fill("!help");
  await input.press("Enter");
  await expect(planned.getByRole("note")).toContainText("!remindme");
  expect((await serverTask(page, "Plan the offsite")).comments).toHaveLength(1);

  await planned.getByRole("button", { name: taskDetailsCopy.deleteComment }).click();
  const confirm = page.getByRole("dialog", { name: taskDetailsCopy.deleteCommentTitle });
  await confirm.getByRole("button", { name: commonCopy.delete }).click();
  await expect(planned.getByText("Venue booked")).toBeHidden();
  await expect.poll(async () => (await serverTask(page, "Plan the offsite")).comments.length).toBe(0);
});

test("reschedule with 'next friday 3pm'", async ({ page }) => {
  await createTask(page, { title: "Dentist", dueDate: berlin(1, 8), urgency: 3 });
  await openBoard(page);
  await card(page, "Dentist").getByRole("button", { name: taskDetailsCopy.reschedule }).click();
  const dialog = page.getByRole("dialog", { name: taskDetailsCopy.rescheduleTitle });
  await expect(dialog).toContainText(taskDetailsCopy.currentlyDue("Tomorrow at 8:00 AM"));
  await dialog.getByPlaceholder(taskDetailsCopy.reschedulePlaceholder).fill("next friday 3pm");
  await dialog.getByRole("button", { name: taskDetailsCopy.rescheduleSet }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const due = new Date((await serverTask(page, "Dentist")).dueDate!);
      const parts = zonedParts(due, ZONE);
      return [parts.weekday, parts.hour, parts.minute, due.getTime() > Date.now()];
    })
    .toEqual([5, 15, 0, true]);
  await expect(card(page, "Dentist").getByTestId("due-text")).toContainText("3:00 PM");
});

test("delete a task through the 'Delete Task' dialog", async ({ page }) => {
  await createTask(page, { title: "Old chore", urgency: 1 });
  await openBoard(page);
  await card(page, "Old chore").getByRole("button", { name: taskDetailsCopy.delete }).click();
  const dialog = page.getByRole("dialog", { name: taskDetailsCopy.deleteTitle });
  await expect(dialog).toContainText(taskDetailsCopy.deleteBody);
  await dialog.getByRole("button", { name: commonCopy.delete }).click();
  await expect(card(page, "Old chore")).toBeHidden();
  await expect(column(page, "today")).toContainText(boardCopy.emptyHint);
  // The delete is sent when its Undo toast closes (5 s).
  await expect.poll(async () => (await tasksOnServer(page)).length, { timeout: 10_000 }).toBe(0);
});

test("'Refresh Tasks' loads what changed elsewhere", async ({ page }) => {
  await openLiveBoard(page);
  // Written past the API, so no live event announces it (a change through the API reaches the board by itself).
  const now = new Date().toISOString();
  await writeToDatabase([
    {
      sql: `INSERT INTO tasks (id, title, urgency, completed, created_at, updated_at, workspace_id, user_id)
            SELECT ?, ?, 3, 0, ?, ?, id, user_id FROM workspaces WHERE id = ?`,
      args: [crypto.randomUUID().replaceAll("-", ""), "Added past the live feed", now, now, workspaceId],
    },
    bumpRevision(workspaceId),
  ]);
  await serverTask(page, "Added past the live feed");
  await expect(card(page, "Added past the live feed")).toBeHidden();
  await page.getByRole("button", { name: tasksCopy.refresh }).click();
  await expect(card(column(page, "today"), "Added past the live feed")).toBeVisible();
});

// ---------------------------------------------------------------- drag and drop

test("dragging with the mouse onto 'Next 7 Days' moves the due date 3 days, keeping the time", async ({ page }) => {
  await createTask(page, { title: "Water cactus", dueDate: berlin(0, 23, 15), urgency: 3 });
  await openBoard(page);
  await dragWithMouse(page, "Water cactus", column(page, "upcoming"));
  await expect(card(column(page, "upcoming"), "Water cactus")).toBeVisible();
  await expect.poll(async () => (await serverTask(page, "Water cactus")).dueDate).toBe(berlin(DROP_DAY_OFFSET.upcoming, 23, 15));
  await expect(column(page, "upcoming").getByTestId("column-count")).toHaveText("1");
});

test("dragging with the keyboard onto 'Low Priority' sets urgency 1.5", async ({ page }) => {
  await createTask(page, { title: "Sort receipts", dueDate: berlin(2, 9), urgency: 4 });
  await openBoard(page);
  await page.getByRole("button", { name: tasksCopy.priorityView }).click();
  const handle = page.getByRole("button", { name: taskDetailsCopy.dragHandle("Sort receipts") });
  await handle.focus();
  await page.keyboard.press("Space");
  const low = column(page, "low");
  for (let i = 0; i < 80 && (await low.getAttribute("data-over")) !== "true"; i++) await page.keyboard.press("ArrowRight");
  await expect(low).toHaveAttribute("data-over", "true");
  await page.keyboard.press("Space");
  await expect(card(low, "Sort receipts").getByTestId("urgency-value")).toHaveText("1.5");
  await expect.poll(async () => (await serverTask(page, "Sort receipts")).urgency).toBe(1.5);
  // The view is remembered across reloads.
  await page.reload();
  await expect(card(column(page, "low"), "Sort receipts")).toBeVisible();
});

test("reordering in a column sets the due date from the neighbours and the order survives a reload", async ({ page }) => {
  const first = await createTask(page, { title: "First thing", dueDate: berlin(3, 9), urgency: 3 });
  await createTask(page, { title: "Second thing", dueDate: berlin(3, 17), urgency: 3 });
  await openBoard(page);
  const upcoming = column(page, "upcoming");
  await expect(upcoming.getByRole("article")).toHaveText([/First thing/, /Second thing/]);
  await dragWithMouse(page, "Second thing", card(upcoming, "First thing"));
  await expect(upcoming.getByRole("article")).toHaveText([/Second thing/, /First thing/]);
  // First place: the next neighbour's due date minus 30 minutes.
  const expected = addMinutes(new Date(first.dueDate!), -REORDER_SINGLE_OFFSET_MIN).toISOString();
  await expect.poll(async () => (await serverTask(page, "Second thing")).dueDate).toBe(expected);
  await page.reload();
  await expect(column(page, "upcoming").getByRole("article")).toHaveText([/Second thing/, /First thing/]);
  expect(zonedDayDiff(new Date(), new Date(expected), ZONE)).toBe(3);
});
