import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { assistantCopy } from "@/lib/copy/assistant";
import { boardCopy } from "@/lib/copy/board";
import { insightsCopy } from "@/lib/copy/insights";
import type { Task } from "@/lib/schemas/task";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * 'Planned vs done' end to end (docs/product.md#insights): a plan accepted in the board's Plan today dialog is
 * recorded, one of its tasks is completed, and /insights shows "1 of 3" on today's row and for the week, with
 * no serious axe violation (light and dark) and no sideways scroll at 360 px. The zone is a fixed-offset one in which it is about
 * noon while the test runs, so the local planner always fits the three short tasks into today's 9:00–17:00.
 */

const utcHour = new Date().getUTCHours();
const offset = 12 - utcHour; // -11 … +12 hours: noon, give or take the minutes
const ZONE = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`; // Etc/GMT-5 is UTC+5
test.use({ timezoneId: ZONE, locale: "en-US" });

test("a plan accepted on the board, one task completed: insights shows 1 of 3 for today and the week", async ({ page, context }) => {
  await createUser(page, { name: "Planner" });
  await context.addCookies([{ name: TIME_ZONE_COOKIE, value: ZONE, url: APP_URL }]);
  const { data } = (await (await page.request.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  const workspaceId = data.owned.find((w) => w.isDefault)!.id;
  for (const title of ["Stretch ~15m", "Email Sam ~15m", "Read the notes ~15m"]) {
    const res = await page.request.post("/api/tasks", { data: { workspaceId, title, dueDate: null, urgency: 3 } });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Before any plan: the empty state.
  await page.goto("/insights");
  const section = page.getByRole("region", { name: insightsCopy.plannedVsDone });
  await expect(section).toContainText(insightsCopy.nothingPlanned);

  await page.goto("/todo");
  await page.getByRole("button", { name: boardCopy.planToday }).click();
  const dialog = page.getByRole("dialog", { name: assistantCopy.planTitle });
  await expect(dialog.getByTestId("plan-slot")).toHaveCount(3);
  await dialog.getByRole("button", { name: assistantCopy.acceptPlan }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(assistantCopy.planAccepted(3))).toBeVisible();

  const tasks = ((await (await page.request.get(`/api/tasks?workspaceId=${workspaceId}`)).json()) as { data: Task[] }).data;
  const stretch = tasks.find((t) => t.title === "Stretch ~15m")!;
  expect((await page.request.post(`/api/tasks/${stretch.id}/toggle`, { data: { completed: true } })).status()).toBe(200);

  await page.goto("/insights");
  await expect(section).toContainText(insightsCopy.plannedRule);
  const today = section.locator("tr[aria-current='date']");
  await expect(today.getByRole("cell")).toHaveText(insightsCopy.doneOfPlanned(1, 3));
  await expect(section.getByTestId("planned-week")).toHaveText(insightsCopy.weekDoneOfPlanned(1, 3, 33));
  await expect(section.getByTestId("planned-day")).toHaveCount(7);

  const serious = async () =>
    (await new AxeBuilder({ page }).include("[data-testid='planned-vs-done']").analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(await serious()).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(section.getByTestId("planned-week")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const box = await section.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await serious()).toEqual([]);

  // The dark theme, as a person would have stored it.
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(section.getByTestId("planned-week")).toBeVisible();
  expect(await serious()).toEqual([]);
});
