import { localBreakdown } from "@/lib/assistant/breakdown";
import { commonCopy } from "@/lib/copy/common";
import { subtasksCopy } from "@/lib/copy/subtasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import type { Task } from "@/lib/schemas/task";
import { openLiveBoard, person } from "./support/people";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";

/**
 * Subtasks and Break down (docs/product.md#subtasks) against the production build, with two people in
 * their own browser contexts on one shared, live workspace: Alex adds a checklist in the edit panel and
 * checks a step; the card reads "1/3" on his board and on Bea's, live. Break down without an LLM (the e2e
 * server has no key) proposes the local steps, labelled, and Accept adds them.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function openEditPanel(page: Page, title: string): Promise<Locator> {
  await card(page, title).getByRole("button", { name: taskDetailsCopy.editTask }).click();
  const panel = page.getByRole("dialog", { name: taskDetailsCopy.editPanelTitle });
  await expect(panel.getByTestId("checklist")).toBeVisible();
  return panel;
}

test("a checklist of 3 with one checked reads '1/3' on the card, and a member's board shows it live", async ({ browser }) => {
  const { page: alex } = await person(browser, "Alex", ZONE);
  const { page: bea, user: beaUser } = await person(browser, "Bea", ZONE);
  const { id: workspaceId } = await json<{ id: string }>(await alex.request.post("/api/workspaces", { data: { name: "Launch" } }));
  await json(await alex.request.post(`/api/workspaces/${workspaceId}/members`, { data: { email: beaUser.email } }));
  await json<Task>(await alex.request.post("/api/tasks", { data: { title: "Ship the release", workspaceId } }));
  await openLiveBoard(alex, workspaceId);
  await openLiveBoard(bea, workspaceId);

  const panel = await openEditPanel(alex, "Ship the release");
  await panel.getByRole("button", { name: subtasksCopy.checklist, expanded: false }).click();
  const add = panel.getByRole("textbox", { name: subtasksCopy.newSubtask });
  for (const step of ["Write the notes", "Tag the build", "Announce it"]) {
    await add.fill(step);
    await add.press("Enter");
    await expect(panel.getByRole("checkbox", { name: step })).toBeVisible();
  }
  const tag = panel.getByRole("checkbox", { name: "Tag the build" });
  await tag.click();
  await expect(tag).toBeChecked();
  await expect(panel.getByText(subtasksCopy.progress(1, 3))).toBeVisible();
  await panel.getByRole("button", { name: commonCopy.cancel }).click();

  for (const page of [alex, bea]) {
    const count = card(page, "Ship the release").getByRole("img", { name: "1 of 3 subtasks done" });
    await expect(count).toHaveText("1/3", { timeout: 10_000 });
  }
});

test("Break down without an LLM proposes the local steps, labelled; Accept adds them as subtasks", async ({ browser }) => {
  const { page } = await person(browser, "Cleo", ZONE);
  const { id: workspaceId } = await json<{ id: string }>(await page.request.post("/api/workspaces", { data: { name: "Trips" } }));
  await json<Task>(await page.request.post("/api/tasks", { data: { title: "Trip to Lisbon", workspaceId } }));
  await openLiveBoard(page, workspaceId);

  const panel = await openEditPanel(page, "Trip to Lisbon");
  await panel.getByRole("button", { name: subtasksCopy.breakDown }).click();
  const proposal = panel.getByRole("group", { name: subtasksCopy.proposalTitle });
  await expect(proposal.getByText(subtasksCopy.proposalBy(subtasksCopy.localBreakdown))).toBeVisible();
  const { steps } = localBreakdown({ title: "Trip to Lisbon" });
  await expect(proposal.getByRole("textbox")).toHaveCount(steps.length);
  await expect(panel.getByTestId("subtask")).toHaveCount(0); // nothing saved before Accept
  await proposal.getByRole("button", { name: subtasksCopy.accept }).click();
  await expect(panel.getByTestId("subtask")).toHaveCount(steps.length);
  for (const step of steps) await expect(panel.getByRole("checkbox", { name: step })).toBeVisible();
  await panel.getByRole("button", { name: commonCopy.cancel }).click();
  await expect(card(page, "Trip to Lisbon").getByRole("img", { name: `0 of ${steps.length} subtasks done` })).toHaveText(`0/${steps.length}`);
});
