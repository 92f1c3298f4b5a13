import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { insightsCopy } from "@/lib/copy/insights";
import { createUser } from "./support/auth";

/*
 * Weekly insights end to end: a user creates, completes and lets slip tasks through the API, then reads
 * /insights in a browser whose zone is Asia/Kolkata. The expected figures are worked out here from the
 * tasks the test made, with the formulas of docs/product.md#insights written out again (not with lib/insights). Kolkata
 * is UTC+05:30 all year, so its week's edges are plain arithmetic and the server (in UTC) can only get
 * them right through the zone the browser reports.
 */

const TIME_ZONE = "Asia/Kolkata";
const ZONE_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

test.use({ timezoneId: TIME_ZONE, locale: "en-US" });

interface CreatedTask {
  createdAt: string;
  dueDate: string | null;
  urgency: number;
  completed: boolean;
  completedAt: string | null;
}

/** Sunday 00:00 in Kolkata of the week containing `instant`, as epoch ms. */
function kolkataWeekStart(instant: number): number {
  const local = instant + ZONE_OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  return localMidnight - new Date(localMidnight).getUTCDay() * DAY_MS - ZONE_OFFSET_MS;
}

/** What the insights rules say the page must show for these tasks in the week starting at `start`. */
function expectedWeek(tasks: CreatedTask[], start: number, now: number) {
  const inWeek = (iso: string | null) => iso !== null && Date.parse(iso) >= start && Date.parse(iso) < start + 7 * DAY_MS;
  const week = tasks.filter((t) => inWeek(t.createdAt) || inWeek(t.dueDate));
  const total = week.length;
  const completed = week.filter((t) => t.completed).length;
  const overdue = week.filter((t) => !t.completed && t.dueDate !== null && Date.parse(t.dueDate) < now).length;
  const rate = Math.round((100 * completed) / total);
  const averageUrgency = week.reduce((sum, t) => sum + t.urgency, 0) / total;
  const score = Math.round(0.6 * rate + 0.3 * (100 - (100 * overdue) / total) + 0.1 * (((5 - averageUrgency) / 4) * 100));
  const dayOf = (iso: string) => Math.floor((Date.parse(iso) - start) / DAY_MS);
  return {
    total,
    created: week.filter((t) => inWeek(t.createdAt)).length,
    due: week.filter((t) => inWeek(t.dueDate)).length,
    completed,
    pending: total - completed,
    overdue,
    rate,
    averageUrgency: averageUrgency.toFixed(1),
    score,
    trend: rate >= 70 ? "Improving" : rate >= 40 ? "Stable" : "Declining",
    goal: rate >= 80 ? "Excellent" : rate >= 60 ? "Good" : "Keep going",
    recommendations:
      rate < 50
        ? [insightsCopy.focusHint, insightsCopy.breakDownHint]
        : rate < 80
          ? [insightsCopy.paceHint(rate), insightsCopy.urgencyHint]
          : [insightsCopy.praise(rate)],
    focusArea: overdue > 0 ? "Time management" : "Task prioritization",
    tasksPerDay: (total / 7).toFixed(1),
    completionsPerDay: (completed / 7).toFixed(1),
    days: WEEKDAYS.map((name, i) => {
      const created = tasks.filter((t) => inWeek(t.createdAt) && dayOf(t.createdAt) === i).length;
      const done = tasks.filter((t) => t.completedAt !== null && inWeek(t.completedAt) && dayOf(t.completedAt) === i).length;
      return `${name}: ${created} created, ${done} completed`;
    }),
  };
}

async function createTasks(request: APIRequestContext, now: number): Promise<CreatedTask[]> {
  const workspaces = await request.get("/api/workspaces");
  expect(workspaces.status()).toBe(200);
  const workspaceId = ((await workspaces.json()) as { data: { owned: { id: string; isDefault: boolean }[] } }).data.owned.find(
    (w) => w.isDefault,
  )?.id;
  expect(workspaceId).toBeTruthy();

  const due = (ms: number | null) => (ms === null ? null : new Date(now + ms).toISOString());
  const plan = [
    { title: "Overdue by an hour", dueDate: due(-HOUR_MS), urgency: 5, complete: false },
    { title: "Overdue for three days", dueDate: due(-3 * DAY_MS), urgency: 4.5, complete: false },
    { title: "Done early, due in two days", dueDate: due(2 * DAY_MS), urgency: 2, complete: true },
    { title: "Due in ten days", dueDate: due(10 * DAY_MS), urgency: 3, complete: false },
    { title: "Done, no date", dueDate: null, urgency: 1, complete: true },
    { title: "Done, due in an hour", dueDate: due(HOUR_MS), urgency: 4, complete: true },
    { title: "Open, no date", dueDate: null, urgency: 2.5, complete: false },
  ];
  const tasks: CreatedTask[] = [];
  for (const { title, dueDate, urgency, complete } of plan) {
    const created = await request.post("/api/tasks", { data: { title, dueDate, urgency, workspaceId } });
    expect(created.status(), await created.text()).toBe(201);
    let task = ((await created.json()) as { data: CreatedTask & { id: string } }).data;
    if (complete) {
      const toggled = await request.post(`/api/tasks/${task.id}/toggle`, { data: { completed: true } });
      expect(toggled.status(), await toggled.text()).toBe(200);
      task = ((await toggled.json()) as { data: CreatedTask & { id: string } }).data;
    }
    tasks.push(task);
  }
  return tasks;
}

const statValue = (page: Page, card: string): Locator => page.getByRole("region", { name: card }).getByTestId("stat-value");

test.describe("Weekly insights", () => {
  test("shows the figures the formulas give for this week, in the browser's zone, and moves between weeks", async ({ page, context }) => {
    await createUser(page);
    const start = Date.now();
    const tasks = await createTasks(page.request, start);

    await page.goto("/insights");
    // The first render has no zone yet: the browser stores Asia/Kolkata and the page renders again.
    await expect(statValue(page, "Total Tasks")).toBeVisible();
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone); // Chromium says Asia/Calcutta
    expect((await context.cookies()).find((c) => c.name === "duely_tz")?.value).toBe(encodeURIComponent(browserZone));

    const weekStart = kolkataWeekStart(start);
    const want = expectedWeek(tasks, weekStart, Date.now());
    const range = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: TIME_ZONE })
      .formatRange(new Date(weekStart), new Date(weekStart + 7 * DAY_MS - 1))
      .replace(/[\u2009\u202f]/g, " ");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekly Insights");
    await expect(page.getByTestId("week-range")).toHaveText(range);

    await expect(statValue(page, "Total Tasks")).toHaveText(String(want.total));
    await expect(page.getByRole("region", { name: "Total Tasks" })).toContainText(`${want.created} created · ${want.due} due`);
    await expect(statValue(page, "Completed")).toHaveText(String(want.completed));
    await expect(page.getByRole("region", { name: "Completed" })).toContainText(`${want.pending} pending`);
    await expect(statValue(page, "Completion Rate")).toHaveText(`${want.rate}%`);
    await expect(statValue(page, "Productivity Score")).toHaveText(String(want.score));
    await expect(page.getByRole("region", { name: "Productivity Score" })).toContainText(`Avg. urgency ${want.averageUrgency}`);

    const summary = page.getByRole("region", { name: "Weekly Summary" });
    await expect(summary.getByTestId("trend")).toHaveText(want.trend);
    await expect(summary.getByRole("listitem")).toHaveText(want.recommendations);

    const quick = page.getByRole("region", { name: "Quick Stats" });
    await expect(quick.locator("dd")).toHaveText([want.tasksPerDay, want.completionsPerDay, want.focusArea, String(want.overdue)]);

    const progress = page.getByRole("region", { name: "Weekly Progress" });
    await expect(progress.getByTestId("day")).toHaveCount(7);
    for (const [i, label] of want.days.entries()) await expect(progress.getByTestId("day").nth(i)).toHaveAttribute("aria-label", label);
    await expect(progress.getByTestId("goal")).toHaveText(want.goal);

    // Two weeks back nothing was created or due (the earliest due date is three days ago).
    const weekNav = page.getByRole("navigation", { name: "Week navigation" });
    await weekNav.getByRole("link", { name: "Previous week" }).click();
    await expect(page).toHaveURL(/\/insights\?week=-1$/);
    await weekNav.getByRole("link", { name: "Previous week" }).click();
    await expect(page).toHaveURL(/\/insights\?week=-2$/);
    await expect(page.getByRole("heading", { name: "No Data Available" })).toBeVisible();
    await expect(page.getByText("Create some tasks to see your weekly insights.")).toBeVisible();

    await weekNav.getByRole("link", { name: "This week" }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(statValue(page, "Total Tasks")).toHaveText(String(want.total));
  });

  test("an invalid week goes back to the current one; the user menu and the board's Insights link lead here", async ({ page }) => {
    await createUser(page);
    await page.goto("/insights?week=banana");
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole("heading", { name: "No Data Available" })).toBeVisible();

    await page.goto("/todo");
    // The board's own link (the top bar has one too, see account.spec.ts).
    await page.getByRole("main").getByRole("link", { name: "Insights", exact: true }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekly Insights");

    await page.goto("/todo");
    await page.getByRole("button", { name: /User menu$/ }).click();
    await page.getByRole("menuitem", { name: "Weekly Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekly Insights");
  });
});
