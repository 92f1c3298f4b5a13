import { expect, test, type Page } from "./support/test";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { assistantCopy } from "@/lib/copy/assistant";
import { findWordsCopy } from "@/lib/copy/find-words";
import { tasksCopy } from "@/lib/copy/tasks";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * The planning assistant end to end, against the production build with the local parser and planner (no LLM
 * key), in Berlin: filters in plain words on the find bar, a brain dump in quick add, and Plan today with Undo.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE, locale: "en-US" });

let workspaceId: string;

test.beforeEach(async ({ page, context }) => {
  await createUser(page, { name: "Planner" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
  const { data } = (await (await page.request.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  workspaceId = data.owned.find((w) => w.isDefault)!.id;
});

async function createTask(page: Page, body: { title: string; dueDate?: string | null; urgency?: number }) {
  const res = await page.request.post("/api/tasks", { data: { workspaceId, ...body } });
  expect(res.status(), await res.text()).toBe(201);
}
async function tasksOnServer(page: Page): Promise<Task[]> {
  return ((await (await page.request.get(`/api/tasks?workspaceId=${workspaceId}`)).json()) as { data: Task[] }).data;
}
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("the find bar reads plain words as chips, and removing a chip takes its words out", async ({ page }) => {
  await createTask(page, { title: "Pay rent", dueDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), urgency: 5 });
  await createTask(page, { title: "Call the plumber", dueDate: null, urgency: 2 });
  await createTask(page, { title: "Old invoice", dueDate: new Date(Date.now() - 86_400_000).toISOString(), urgency: 2 });
  await page.goto("/todo");
  await expect(card(page, "Call the plumber")).toBeVisible();

  const search = page.getByTestId("task-search");
  await search.fill("overdue high priority");
  await expect(page.getByRole("button", { name: tasksCopy.filterOverdue })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: tasksCopy.urgencyBadge.high })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, "Pay rent")).toBeVisible();
  await expect(card(page, "Old invoice")).toHaveCount(0);
  await expect(card(page, "Call the plumber")).toHaveCount(0);

  await page.getByRole("button", { name: tasksCopy.urgencyBadge.high }).click();
  await expect(search).toHaveValue("overdue");
  await expect(card(page, "Old invoice")).toBeVisible();

  await search.fill("no date plumber");
  await expect(page.getByRole("button", { name: findWordsCopy.removeChip(findWordsCopy.chipNoDate) })).toBeVisible();
  await expect(card(page, "Call the plumber")).toBeVisible();
  await expect(card(page, "Pay rent")).toHaveCount(0);
  await page.getByRole("button", { name: findWordsCopy.removeChip(findWordsCopy.chipNoDate) }).click();
  await expect(search).toHaveValue("plumber");
  await page.reload();
  await expect(search).toHaveValue("plumber"); // the text survives a reload in ?q=
});

test("a brain dump previews one task per item and adds them all in one request", async ({ page }) => {
  await page.goto("/todo");
  const field = page.getByRole("textbox", { name: tasksCopy.whatToDo });
  await field.fill("Buy milk tomorrow at 9am; call Sam urgent and then water the plants");
  const batches: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/tasks/batch")) batches.push(request.method());
  });
  await page.getByRole("button", { name: tasksCopy.add, exact: true }).click();
  await expect(page.getByTestId("brain-dump-item")).toHaveCount(3);
  await page.getByRole("textbox", { name: assistantCopy.brainDumpItem(2) }).fill("Call Sam about the lease");
  await page.getByRole("button", { name: assistantCopy.brainDumpRemove("Water the plants") }).click();
  await page.getByRole("button", { name: assistantCopy.brainDumpSave(2) }).click();
  await expect(card(page, "Call Sam about the lease")).toBeVisible();
  await expect(card(page, "Buy milk").getByTestId("due-text")).toHaveText("Tomorrow at 9:00 AM");
  expect(batches).toEqual(["POST"]);
  expect((await tasksOnServer(page)).map((t) => [t.title, t.urgency]).sort()).toEqual([["Buy milk", 3], ["Call Sam about the lease", 5]]);
});

test("Plan today proposes times with reasons; Accept sets the due times and Undo puts them back", async ({ page }) => {
  await createTask(page, { title: "Write the report ~30m", dueDate: null, urgency: 5 });
  await createTask(page, { title: "Tidy the desk", dueDate: null, urgency: 1 });
  await page.goto("/todo");
  await expect(card(page, "Tidy the desk")).toBeVisible();
  await page.getByTestId("plan-today").click();
  const dialog = page.getByRole("dialog", { name: assistantCopy.planTitle });
  await expect(dialog.getByTestId("plan-label")).toHaveText(assistantCopy.planBy(assistantCopy.localPlanner));
  // Whatever the hour, each task is planned today or proposed for tomorrow, with its reason.
  await expect(dialog.getByTestId("plan-slot").or(dialog.getByTestId("plan-tomorrow"))).toHaveCount(2);
  await expect(dialog).toContainText("urgency 5");
  await dialog.getByRole("button", { name: assistantCopy.acceptPlan }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await tasksOnServer(page)).filter((t) => t.dueDate !== null).length).toBe(2);

  await page.getByRole("button", { name: tasksCopy.undo }).click();
  await expect.poll(async () => (await tasksOnServer(page)).filter((t) => t.dueDate !== null).length).toBe(0);
});
