import { DROP_DAY_OFFSET } from "@/lib/constants/board";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { startOfZonedDayOffset, wallTimeToInstant, zonedParts } from "@/lib/dates";
import type { Task } from "@/lib/schemas/task";
import { openLiveBoard, person } from "./support/people";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "./support/test";

/**
 * Concurrent edits (docs/product.md#concurrent-edits), two people in their own browser contexts on one
 * shared, live workspace, against the production build: Alex (the owner) and Bea (a member) change the
 * same task at once. Different fields: both changes are kept, on both screens. The same field: the second
 * save is refused and the user chooses, nothing is lost silently.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Today (in Berlin) `days` days ahead at hh:mm, as a UTC ISO instant. */
function berlin(days: number, hour: number, minute = 0): string {
  const { year, month, day } = zonedParts(startOfZonedDayOffset(new Date(), days, ZONE), ZONE);
  return wallTimeToInstant({ year, month, day, hour, minute }, ZONE).toISOString();
}

/**
 * Alex owns a shared workspace with Bea in it and one task; both boards are open and live. `stored()` reads
 * the task from the server.
 */
async function pair(browser: Browser, input: { title: string; dueDate: string; urgency: number }) {
  const { page: alex } = await person(browser, "Alex", ZONE);
  const { page: bea, user: beaUser } = await person(browser, "Bea", ZONE);
  const { id: workspaceId } = await json<{ id: string }>(await alex.request.post("/api/workspaces", { data: { name: "Offsite" } }));
  await json(await alex.request.post(`/api/workspaces/${workspaceId}/members`, { data: { email: beaUser.email } }));
  const task = await json<Task>(await alex.request.post("/api/tasks", { data: { ...input, workspaceId } }));
  await openLiveBoard(alex, workspaceId);
  await openLiveBoard(bea, workspaceId);
  const stored = async () => (await json<Task[]>(await alex.request.get(`/api/tasks?workspaceId=${workspaceId}`))).find((t) => t.id === task.id)!;
  return { alex, bea, task, stored };
}

const card = (scope: Page | Locator, title: string) => scope.getByRole("article", { name: title });
const column = (page: Page, id: string) => page.getByTestId(`column-${id}`);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Renames a card in place, as a person does: click the title, type, Enter. */
async function renameInPlace(page: Page, from: string, to: string) {
  await card(page, from).getByRole("button", { name: from, exact: true }).click();
  const field = page.getByTestId("inline-title");
  await field.fill(to);
  await field.press("Enter");
}

async function openEditPanel(page: Page, title: string): Promise<Locator> {
  await card(page, title).getByRole("button", { name: taskDetailsCopy.editTask }).click();
  const panel = page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  await expect(panel.getByRole("button", { name: taskDetailsCopy.save })).toBeEnabled();
  return panel;
}

test("different fields: Bea renames while Alex's panel is open, Alex changes the urgency; both are kept on both screens", async ({ browser }) => {
  const { alex, bea, stored } = await pair(browser, { title: "Plan the offsite", dueDate: berlin(2, 10), urgency: 3 });
  const panel = await openEditPanel(alex, "Plan the offsite");

  await renameInPlace(bea, "Plan the offsite", "Offsite in Lisbon");
  // Alex's open panel takes the rename into the title he has not touched, and says who made it.
  await expect(panel.getByLabel(taskDetailsCopy.fieldTitle, { exact: true })).toHaveValue("Offsite in Lisbon");
  await expect(panel.getByTestId("updated-hint")).toHaveText(taskDetailsCopy.updatedBy("Bea"));

  await panel.getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency }).getByRole("radio", { name: /5\.0 Critical/ }).click();
  await panel.getByRole("button", { name: taskDetailsCopy.save }).click();
  await expect(panel).toBeHidden();

  for (const page of [alex, bea]) {
    await expect(card(page, "Offsite in Lisbon").getByTestId("urgency-value")).toHaveText("5.0");
    await expect(card(page, "Plan the offsite")).toHaveCount(0);
  }
  expect(await stored()).toMatchObject({ title: "Offsite in Lisbon", urgency: 5 });
});

test("the same field: Alex's save after Bea's rename is refused, he sees both titles and keeps his with 'Use mine'", async ({ browser }) => {
  const { alex, bea, stored } = await pair(browser, { title: "Plan the offsite", dueDate: berlin(2, 10), urgency: 3 });
  const panel = await openEditPanel(alex, "Plan the offsite");
  await panel.getByLabel(taskDetailsCopy.fieldTitle, { exact: true }).fill("Offsite in Porto");
  await panel.getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency }).getByRole("radio", { name: /4\.0 High/ }).click();

  await renameInPlace(bea, "Plan the offsite", "Offsite in Lisbon");
  await expect(card(alex, "Offsite in Lisbon")).toBeVisible();
  // What Alex typed stays as he typed it.
  await expect(panel.getByLabel(taskDetailsCopy.fieldTitle, { exact: true })).toHaveValue("Offsite in Porto");

  await panel.getByRole("button", { name: taskDetailsCopy.save }).click();
  const conflict = panel.getByTestId("conflict-title");
  await expect(conflict.getByTestId("conflict-theirs")).toHaveText("Offsite in Lisbon");
  await expect(conflict.getByTestId("conflict-yours")).toHaveText("Offsite in Porto");
  // Nothing of his save was written: Bea's title, the old urgency.
  expect(await stored()).toMatchObject({ title: "Offsite in Lisbon", urgency: 3 });
  await expect(card(bea, "Offsite in Lisbon")).toBeVisible();

  await conflict.getByRole("button", { name: tasksCopy.useMine }).click();
  await expect(panel).toBeHidden();
  for (const page of [alex, bea]) await expect(card(page, "Offsite in Porto").getByTestId("urgency-value")).toHaveText("4.0");
  expect(await stored()).toMatchObject({ title: "Offsite in Porto", urgency: 4 });
});

test("the same field in place: a rename over a teammate's is refused with a toast naming the title; 'Keep theirs' in the panel keeps hers", async ({ browser }) => {
  const { alex, bea, task, stored } = await pair(browser, { title: "Book the venue", dueDate: berlin(2, 10), urgency: 3 });
  // Alex starts renaming in place; Bea renames before he presses Enter.
  await card(alex, "Book the venue").getByRole("button", { name: "Book the venue", exact: true }).click();
  await renameInPlace(bea, "Book the venue", "Book the venue in Lisbon");
  await expect(card(bea, "Book the venue in Lisbon")).toBeVisible();
  const field = alex.getByTestId("inline-title");
  await field.fill("Book the hotel");
  await field.press("Enter");
  await expect(toast(alex, tasksCopy.notSavedChanged(tasksCopy.fieldNames.title))).toBeVisible();
  await expect(card(alex, "Book the venue in Lisbon")).toBeVisible();
  expect((await stored()).title).toBe("Book the venue in Lisbon");

  // Same field through the panel, settled the other way: her description stays, his urgency is saved.
  const panel = await openEditPanel(alex, "Book the venue in Lisbon");
  await panel.getByTestId("edit-description").fill("Ask for a quote");
  await panel.getByRole("radiogroup", { name: taskDetailsCopy.fieldUrgency }).getByRole("radio", { name: /2\.0 Low/ }).click();
  await json(await bea.request.patch(`/api/tasks/${task.id}`, { data: { description: "Quote received", expected: { description: "" } } }));
  await panel.getByRole("button", { name: taskDetailsCopy.save }).click();
  const conflict = panel.getByTestId("conflict-description");
  await expect(conflict.getByTestId("conflict-theirs")).toHaveText("Quote received");
  await conflict.getByRole("button", { name: taskDetailsCopy.keepTheirs }).click();
  await expect(panel).toBeHidden();
  await expect.poll(async () => stored()).toMatchObject({ description: "Quote received", urgency: 2 });
  for (const page of [alex, bea]) await expect(card(page, "Book the venue in Lisbon").getByTestId("urgency-value")).toHaveText("2.0");
});

test("a drag racing a rename keeps both; a drag racing the same urgency change is refused and 'Use mine' applies it", async ({ browser }) => {
  const { alex, bea, task, stored } = await pair(browser, { title: "Print the badges", dueDate: berlin(0, 23, 15), urgency: 3 });
  // Alex drags the card toward 'Next 7 Days'; while he holds it, Bea renames the task.
  const handle = alex.getByRole("button", { name: taskDetailsCopy.dragHandle("Print the badges") });
  const from = (await handle.boundingBox())!;
  const to = (await column(alex, "upcoming").boundingBox())!;
  await alex.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await alex.mouse.down();
  await alex.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await alex.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 12 });
  await renameInPlace(bea, "Print the badges", "Print the name badges");
  await expect.poll(async () => (await stored()).title).toBe("Print the name badges");
  await alex.mouse.up();

  const moved = berlin(DROP_DAY_OFFSET.upcoming, 23, 15);
  await expect.poll(async () => stored()).toMatchObject({ title: "Print the name badges", dueDate: moved });
  for (const page of [alex, bea]) await expect(card(column(page, "upcoming"), "Print the name badges")).toBeVisible();

  // In the priority view Bea sets the urgency low, and Alex, whose board has not shown it yet, drags the card to high.
  await alex.getByRole("button", { name: tasksCopy.priorityView }).click();
  const dragHandle = alex.getByRole("button", { name: taskDetailsCopy.dragHandle("Print the name badges") });
  await dragHandle.focus();
  await alex.keyboard.press("Space");
  await json(await bea.request.patch(`/api/tasks/${task.id}`, { data: { urgency: 1, expected: { urgency: 3 } } }));
  const high = column(alex, "high");
  for (let i = 0; i < 80 && (await high.getAttribute("data-over")) !== "true"; i++) await alex.keyboard.press("ArrowLeft");
  await expect(high).toHaveAttribute("data-over", "true");
  await alex.keyboard.press("Space");

  const refused = toast(alex, tasksCopy.notSavedChanged(tasksCopy.fieldNames.urgency));
  await expect(refused).toBeVisible();
  await expect(card(column(alex, "low"), "Print the name badges").getByTestId("urgency-value")).toHaveText("1.0");
  expect((await stored()).urgency).toBe(1);
  await refused.getByRole("button", { name: tasksCopy.useMine }).click();
  await expect(card(column(alex, "high"), "Print the name badges").getByTestId("urgency-value")).toHaveText("4.5");
  await expect.poll(async () => (await stored()).urgency).toBe(4.5);
});
