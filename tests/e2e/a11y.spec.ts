import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { shortcutsCopy } from "@/lib/copy/shortcuts";
import { tasksCopy } from "@/lib/copy/tasks";
import { createUser } from "./support/auth";

/**
 * Accessibility: axe-core (WCAG 2.x A/AA rules) on every page a person reaches, in the light and the
 * dark theme, must find no serious or critical violation; and the top bar fits a 360 px wide phone.
 */

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

/** The theme is chosen as a person would have stored it (the 'theme' key), with the system agreeing. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

/** Serious and critical violations, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator("html")).toHaveClass(/\b(light|dark)\b/);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) on ${page.url()}: ${n.target.join(" ")} ${n.html.slice(0, 140)} — ${n.failureSummary?.replace(/\s+/g, " ")}`));
}

async function workspaceIdOf(page: Page): Promise<string> {
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
  return data.owned.find((w) => w.isDefault)!.id;
}

async function seedTasks(page: Page, workspaceId: string) {
  const soon = new Date(Date.now() + 60 * 60_000).toISOString();
  const later = new Date(Date.now() + 4 * 24 * 60 * 60_000).toISOString();
  for (const body of [
    { title: "Send the quarterly report to the whole accounting team", dueDate: soon, urgency: 5 },
    { title: "Book the dentist", dueDate: later, urgency: 3 },
    { title: "Water the plants", dueDate: null, urgency: 1.5 },
  ]) {
    const res = await page.request.post("/api/tasks", { data: { workspaceId, ...body } });
    expect(res.status(), await res.text()).toBe(201);
  }
  // One overdue task, whose due text has its own colour.
  const res = await page.request.post("/api/tasks", { data: { workspaceId, title: "Pay the invoice", dueDate: new Date(Date.now() - 60 * 60_000).toISOString(), urgency: 4 } });
  expect(res.status()).toBe(201);
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    test("public pages: /, /login, /register", async ({ page }) => {
      const found: string[] = [];
      for (const path of ["/", "/login", "/register"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    });

    test("signed-in pages: the board with tasks and its dialogs, insights, workspace settings, settings", async ({ page }) => {
      // axe over a full board is slow on a small machine.
      test.setTimeout(240_000);
      await createUser(page, { name: "Axe Tester" });
      const workspaceId = await workspaceIdOf(page);
      await seedTasks(page, workspaceId);
      const found: string[] = [];

      await page.goto("/todo");
      await expect(page.getByRole("article").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      found.push(...(await seriousViolations(page)));

      // A card with its comments open, the tips panel, then a dialog open.
      const card = page.getByRole("article", { name: "Book the dentist" });
      await card.getByRole("button", { name: tasksCopy.showComments }).click();
      await page.getByRole("button", { name: tasksCopy.showTips }).click();
      found.push(...(await seriousViolations(page)));
      await card.getByRole("button", { name: tasksCopy.delete }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press("Escape");
      await card.getByRole("button", { name: tasksCopy.reschedule }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // The edit panel.
      await card.getByRole("button", { name: tasksCopy.editTask }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // The shortcuts sheet.
      await page.locator("body").click({ position: { x: 2, y: 200 } });
      await page.keyboard.press("?");
      await expect(page.getByRole("dialog", { name: shortcutsCopy.title })).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press("Escape");

      for (const path of ["/insights", `/workspace/${workspaceId}/settings`, "/settings"]) {
        const res = await page.goto(path);
        if (path === "/settings" && res?.status() === 404) continue; // the integrations page is optional
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe("the top bar at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const overflow = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector("header")!;
      const nav = header.querySelector("nav")!;
      const outside = Array.from(header.querySelectorAll<HTMLElement>("a, button")).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      });
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        nav: nav.scrollWidth - nav.clientWidth,
        outside: outside.map((el) => el.getAttribute("aria-label") ?? el.textContent),
      };
    });

  test("signed out and signed in, nothing in the header overflows", async ({ page }) => {
    await page.goto("/");
    expect(await overflow(page)).toEqual({ page: 0, nav: 0, outside: [] });
    await createUser(page, { name: "Maximilian Alexander Longname" });
    for (const path of ["/todo", "/insights"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await overflow(page), path).toEqual({ page: 0, nav: 0, outside: [] });
    }
  });
});
