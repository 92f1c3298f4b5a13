import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { boardCopy } from "@/lib/copy/board";
import { remindersCopy } from "@/lib/copy/reminders";
import { settingsCopy } from "@/lib/copy/settings";
import { shortcutsCopy } from "@/lib/copy/shortcuts";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { ACTIVE_WORKSPACE_COOKIE } from "@/lib/cookies";
import { createUser } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * Accessibility: axe-core with its DEFAULT rules (no tag filter, no rule switched off) on every page a
 * person reaches, in the light and the dark theme, and on the signed-in pages with each of their
 * dialogs, panels and menus open, on a board after a week of real use (completed cards, every urgency
 * band, overdue and repeating tasks, comments and reminders): no serious or critical violation; on a
 * 360 px phone too, with its bottom bar. The top bar fits a 360 px phone and a 1024 px screen (the
 * narrowest with the page links in it): nothing off the screen, no two controls on top of each other.
 *
 * Why the default rules: a tag list both misses rules outside it and, in axe-core, leaves out every rule
 * tagged "experimental" unless "experimental" is listed. Under @axe-core/playwright 4.13 (which brought
 * axe-core 4.13), label-content-name-mismatch was such a rule, so the user menu's "User menu: {name}"
 * (a name that does not contain the text it shows) passed here while axe-core 4.14's default run flags it.
 */

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** The theme is chosen as a person would have stored it (the 'theme' key), with the system agreeing. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

/**
 * Serious and critical violations of axe's default rules, one readable line per element, named by `state`;
 * measured once every finite animation (a dialog's fade-in) has ended, so colours are read as they stay.
 */
async function seriousViolations(page: Page, state: string): Promise<string[]> {
  await expect(page.locator("html")).toHaveClass(/\b(light|dark)\b/);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) on ${state}: ${n.target.join(" ")} ${n.html.slice(0, 140)} — ${n.failureSummary?.replace(/\s+/g, " ")}`));
}

async function workspaceIdOf(page: Page): Promise<string> {
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  return data.owned.find((w) => w.isDefault)!.id;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * A week of real use: tasks due over the past and the coming days in every urgency band (amber badges
 * are the medium ones), some completed, an overdue one, a repeating one, one
 * with a description, comments, and reminders set from comments.
 */
async function seedWeekOfUse(page: Page, workspaceId: string): Promise<void> {
  const now = Date.now();
  const tasks: { title: string; due: number | null; urgency: number; done?: boolean; description?: string; comments?: string[] }[] = [
    { title: "Send the quarterly report to the whole accounting team", due: now + HOUR, urgency: 5, comments: ["Numbers are in the shared drive", "!remindme in 30 minutes check the totals"] },
    { title: "Book the dentist", due: now + 4 * DAY, urgency: 3, comments: ["Dr. Lee has Thursdays free"] },
    { title: "Water the plants", due: null, urgency: 1.5 },
    { title: "Pay the invoice", due: now - HOUR, urgency: 4 },
    { title: "Renew the passport", due: now + 10 * DAY, urgency: 3.5, description: "Photos first, then the form at the town hall." },
    { title: "Call the landlord about the heating", due: now - 2 * DAY, urgency: 3, done: true, comments: ["Fixed on Tuesday"] },
    { title: "Buy a birthday present for Sam", due: now - 3 * DAY, urgency: 2.5, done: true },
    { title: "Weekly review", due: now - 5 * DAY, urgency: 3, done: true },
    { title: "Prepare the slides for Monday", due: now + 2 * DAY, urgency: 4.5, comments: ["!rmd tomorrow at 9am rehearse"] },
    { title: "Clean the garage", due: now + 20 * DAY, urgency: 2 },
    { title: "Reply to the school newsletter", due: now - 6 * DAY, urgency: 1, done: true },
    { title: "Grocery run", due: now + 6 * HOUR, urgency: 3, done: true },
  ];
  for (const task of tasks) {
    const res = await page.request.post("/api/tasks", {
      data: { workspaceId, title: task.title, dueDate: task.due === null ? null : new Date(task.due).toISOString(), urgency: task.urgency, description: task.description },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    for (const text of task.comments ?? []) {
      const comment = await page.request.post(`/api/tasks/${data.id}/comments`, { data: { text, timeZone: "UTC" } });
      expect(comment.status(), await comment.text()).toBe(201);
    }
    if (task.done) expect((await page.request.post(`/api/tasks/${data.id}/toggle`, { data: { completed: true } })).status()).toBe(200);
  }
  const repeating = await page.request.post("/api/tasks", {
    data: { workspaceId, title: "Gym", dueDate: new Date(now + DAY).toISOString(), urgency: 3, recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR", timeZone: "UTC" } },
  });
  expect(repeating.status(), await repeating.text()).toBe(201);
}

for (const theme of THEMES) {
  test.describe(`axe, default rules, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    test("public pages: /, /login, /register, /verify-email, /reset-password, /docs/api", async ({ page }) => {
      const found: string[] = [];
      for (const path of ["/", "/login", "/register", "/verify-email", "/reset-password", "/docs/api"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page, path)));
      }
      // The forgot-password dialog.
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await seriousViolations(page, "/login, forgot password")));
      expect(found).toEqual([]);
    });

    test("the 'Verify Your Email' gate", async ({ page }) => {
      await createUser(page, { name: "Gate Keeper", verified: false });
      await page.goto("/todo");
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page, "/todo, unverified")).toEqual([]);
    });

    test("signed in, after a week of use: the board and every dialog, panel and menu on it", async ({ page }) => {
      // axe over a full board is slow on a small machine.
      test.setTimeout(300_000);
      await createUser(page, { name: "Axe Tester" });
      await seedWeekOfUse(page, await workspaceIdOf(page));
      const found: string[] = [];
      const audit = async (state: string) => found.push(...(await seriousViolations(page, `/todo, ${state}`)));
      const closeDialog = async () => {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      };

      await page.goto("/todo");
      await expect(page.getByRole("article").first()).toBeVisible();
      // The completed cards are folded into 'Completed (N)' at their column's end: open the first column's.
      await page.getByTestId("column-today").getByRole("button", { name: /^Completed \(\d+\)$/ }).click();
      await expect(page.getByRole("article", { name: "Weekly review" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await audit("date view");

      // A card with its comments open, the tips panel, the AI suggestions panel.
      const card = page.getByRole("article", { name: "Book the dentist" });
      await card.getByRole("button", { name: taskDetailsCopy.showComments }).click();
      await expect(card.getByText("Dr. Lee has Thursdays free")).toBeVisible();
      // A reminder comment shown as its reminder, its command as typed disclosed; the cards' reminder bells.
      const report = page.getByRole("article", { name: "Send the quarterly report to the whole accounting team" });
      await expect(report.getByRole("img", { name: "1 reminder" })).toBeVisible();
      await report.getByRole("button", { name: taskDetailsCopy.showComments }).click();
      await report.getByTestId("comment-reminder").getByText(remindersCopy.commandAsTyped).click();
      await expect(report.getByText("!remindme in 30 minutes check the totals")).toBeVisible();
      await page.getByRole("button", { name: tasksCopy.showTips }).click();
      await audit("comments and tips open");
      await page.getByRole("button", { name: tasksCopy.aiSuggestions }).click();
      await audit("AI suggestions open");

      // The card's dialogs.
      for (const name of [taskDetailsCopy.delete, taskDetailsCopy.reschedule, taskDetailsCopy.editTask]) {
        await card.getByRole("button", { name }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await audit(`${name} dialog`);
        await closeDialog();
      }

      // The card's 'Move to…' menu.
      await card.getByRole("button", { name: boardCopy.moveTo }).click();
      await expect(page.getByRole("menu", { name: boardCopy.moveTo })).toBeVisible();
      await audit("'Move to…' menu");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);

      // The add-task flow's due-date step.
      await page.getByRole("textbox", { name: tasksCopy.whatToDo }).fill("Call mom");
      await page.getByRole("button", { name: tasksCopy.add, exact: true }).click();
      await expect(page.getByRole("button", { name: taskDetailsCopy.skip })).toBeVisible();
      await audit("due-date step");
      await page.getByRole("button", { name: "Cancel" }).first().click();

      // The shortcuts sheet.
      await page.locator("main").click({ position: { x: 2, y: 2 } });
      await page.keyboard.press("?");
      await expect(page.getByRole("dialog", { name: shortcutsCopy.title })).toBeVisible();
      await audit("shortcuts sheet");
      await closeDialog();

      // The top bar's reminders panel, workspace switcher (and its Create Workspace dialog) and user menu.
      await page.getByRole("button", { name: /^Reminders/ }).click();
      await expect(page.getByRole("dialog", { name: remindersCopy.title })).toBeVisible();
      await audit("reminders panel");
      await closeDialog();
      await page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:`) }).click();
      const switcher = page.getByRole("dialog", { name: workspacesCopy.panelTitle });
      await expect(switcher).toBeVisible();
      await audit("workspace switcher");
      await switcher.getByRole("button", { name: workspacesCopy.newWorkspace }).click();
      await expect(page.getByRole("dialog", { name: workspacesCopy.createTitle })).toBeVisible();
      await audit("Create Workspace dialog");
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("button", { name: /User menu$/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await audit("user menu");
      await page.keyboard.press("Escape");

      // The priority view.
      await page.getByRole("button", { name: tasksCopy.priorityView }).click();
      await expect(page.getByRole("region", { name: "High Priority" })).toBeVisible();
      await audit("priority view");

      // The list view with its completed group open, then the compact cards (one with the focus shows its actions).
      await page.getByRole("button", { name: boardCopy.listView }).click();
      const list = page.getByTestId("list-view");
      await expect(list).toBeVisible();
      await list.getByRole("button", { name: /^Completed \(\d+\)$/ }).click();
      await expect(list.getByRole("article", { name: "Weekly review" })).toBeVisible();
      await audit("list view");
      await page.getByRole("button", { name: boardCopy.compactCards }).click();
      await page.getByRole("button", { name: tasksCopy.dateView }).click();
      await expect(page.getByRole("article").first()).toHaveAttribute("data-density", "compact");
      await page.getByRole("article").first().focus();
      await audit("compact cards");
      expect(found).toEqual([]);
    });

    test("signed in: insights, workspace settings (with a member), settings", async ({ page }) => {
      test.setTimeout(240_000);
      await createUser(page, { name: "Axe Tester" });
      const workspaceId = await workspaceIdOf(page);
      await seedWeekOfUse(page, workspaceId);
      const found: string[] = [];

      for (const path of ["/insights", "/insights?week=-1"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        found.push(...(await seriousViolations(page, path)));
      }

      // A second workspace with a member: the collaboration section and the remove dialog.
      const created = await page.request.post("/api/workspaces", { data: { name: "Team Alpha" } });
      expect(created.status(), await created.text()).toBe(201);
      const team = ((await created.json()) as { data: { id: string } }).data.id;
      const member = await page.request.post(`/api/workspaces/${team}/members`, { data: { email: "member.axe@example.com" } });
      expect(member.status(), await member.text()).toBeLessThan(300);
      for (const id of [workspaceId, team]) {
        await page.goto(`/workspace/${id}/settings`);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page, `workspace settings ${id === team ? "(shared)" : "(default)"}`)));
      }
      await page.goto("/settings");
      await page.waitForLoadState("networkidle");
      found.push(...(await seriousViolations(page, "/settings")));
      await page.getByRole("button", { name: settingsCopy.deleteAccount }).click();
      await expect(page.getByRole("dialog", { name: settingsCopy.deleteDialogTitle })).toBeVisible();
      found.push(...(await seriousViolations(page, "/settings, Delete account dialog")));
      expect(found).toEqual([]);
    });
  });
}

for (const width of [360, 1024]) {
  test.describe(`the top bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    const overflow = (page: Page) =>
      page.evaluate(() => {
        const header = document.querySelector("header")!;
        const nav = header.querySelector("nav")!;
        const controls = Array.from(header.querySelectorAll<HTMLElement>("a, button")).filter((el) => el.getBoundingClientRect().width > 0);
        const name = (el: HTMLElement) => el.getAttribute("aria-label") ?? el.textContent;
        const outside = controls.filter((el) => {
          const box = el.getBoundingClientRect();
          return box.right > window.innerWidth + 0.5 || box.left < -0.5;
        });
        const overlapping = controls.flatMap((a, i) =>
          controls.slice(i + 1).flatMap((b) => {
            const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
            const apart = p.right <= q.left + 0.5 || q.right <= p.left + 0.5 || p.bottom <= q.top + 0.5 || q.bottom <= p.top + 0.5;
            return apart || a.contains(b) || b.contains(a) ? [] : [`${name(a)} / ${name(b)}`];
          }),
        );
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          nav: nav.scrollWidth - nav.clientWidth,
          outside: outside.map(name),
          overlapping,
        };
      });

    test("signed out and signed in, nothing in the header overflows", async ({ page }) => {
      await page.goto("/");
      expect(await overflow(page)).toEqual({ page: 0, nav: 0, outside: [], overlapping: [] });
      await createUser(page, { name: "Maximilian Alexander Longname" });
      // The longest workspace name there can be, active.
      const created = await page.request.post("/api/workspaces", { data: { name: "Quarterly Planning X" } });
      expect(created.status(), await created.text()).toBe(201);
      await page.context().addCookies([{ name: ACTIVE_WORKSPACE_COOKIE, value: ((await created.json()) as { data: { id: string } }).data.id, url: APP_URL }]);
      for (const path of ["/todo", "/insights", "/settings"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await overflow(page), path).toEqual({ page: 0, nav: 0, outside: [], overlapping: [] });
      }
    });
  });
}

test.describe("a phone, 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const theme of THEMES) {
    test(`axe, ${theme} theme: the bottom bar, and the settings with the token rows stacked`, async ({ page }) => {
      await useTheme(page, theme);
      await createUser(page, { name: "Axe Tester" });
      const token = await page.request.post("/api/tokens", { data: { name: "deploy script", scope: "read", timeZone: "UTC" } });
      expect(token.status(), await token.text()).toBe(201);
      const found: string[] = [];
      for (const path of ["/todo", "/settings"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page, `${path} at 360 px`)));
      }
      expect(found).toEqual([]);
    });
  }
});
