import { ACTIVE_WORKSPACE_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { assigneesCopy } from "@/lib/copy/assignees";
import { assignmentCopy } from "@/lib/copy/assignment";
import { liveCopy } from "@/lib/copy/live";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { createUser, type TestUser } from "./support/auth";
import { APP_URL } from "./support/env";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/test";

/**
 * Assignees (docs/product.md#assignees) against the production build, two people in browser contexts of
 * their own on one shared, live workspace: Alex (the owner) assigns a task to Bea in the edit panel; Bea's
 * board shows the initial at once, and 'Assigned to me' keeps only that task.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function person(browser: Browser, name: string): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext({ baseURL: APP_URL, timezoneId: ZONE, locale: "en-US" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
  const page = await context.newPage();
  return { page, user: await createUser(page, { name }) };
}

async function openLiveBoard(page: Page, workspaceId: string) {
  await page.context().addCookies([{ name: ACTIVE_WORKSPACE_COOKIE, value: workspaceId, url: APP_URL }]);
  await page.goto("/todo");
  await expect(page.getByTestId("live-indicator")).toHaveText(liveCopy.connected, { timeout: 10_000 });
}

test("the owner assigns a member in the edit panel; the member sees the initial live and filters 'Assigned to me'", async ({ browser }) => {
  const { page: alex } = await person(browser, "Alex");
  const { page: bea, user: beaUser } = await person(browser, "Bea");
  const { id: workspaceId } = await json<{ id: string }>(await alex.request.post("/api/workspaces", { data: { name: "Offsite" } }));
  await json(await alex.request.post(`/api/workspaces/${workspaceId}/members`, { data: { email: beaUser.email } }));
  await json<Task>(await alex.request.post("/api/tasks", { data: { title: "Book the venue", workspaceId } }));
  await json<Task>(await alex.request.post("/api/tasks", { data: { title: "Order the cake", workspaceId } }));
  await openLiveBoard(alex, workspaceId);
  await openLiveBoard(bea, workspaceId);

  const venue = (page: Page) => page.getByRole("article", { name: "Book the venue" });
  const cake = (page: Page) => page.getByRole("article", { name: "Order the cake" });
  await venue(alex).getByRole("button", { name: taskDetailsCopy.editTask }).click();
  const panel = alex.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  const picker = panel.getByRole("combobox", { name: assignmentCopy.fieldAssignee });
  const beaEmail = beaUser.email.toLowerCase();
  await expect(picker.locator("option")).toHaveText([assignmentCopy.nobody, assignmentCopy.me, assignmentCopy.memberWithEmail("Bea", beaEmail)]);
  await expect(panel.getByText(assignmentCopy.createdBy("Alex"))).toBeVisible();
  await picker.selectOption(beaEmail);
  await panel.getByRole("button", { name: taskDetailsCopy.save }).click();
  await expect(panel).toBeHidden();
  await expect(venue(alex).getByRole("img", { name: assigneesCopy.assignedTo("Bea") })).toHaveText("B");

  // Bea's board, live: the initial on the card, no reload.
  await expect(venue(bea).getByRole("img", { name: assigneesCopy.assignedTo("Bea") })).toHaveText("B", { timeout: 10_000 });
  await expect(cake(bea).getByTestId("assignee-initial")).toHaveCount(0);
  await bea.getByRole("button", { name: assigneesCopy.filterAssignedToMe }).click();
  await expect(venue(bea)).toBeVisible();
  await expect(cake(bea)).toBeHidden();
  await bea.getByRole("button", { name: assigneesCopy.filterAssignedToMe }).click();
  await expect(cake(bea)).toBeVisible();
});
