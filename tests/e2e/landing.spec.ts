import { expect, test, type Page } from "./support/test";

/** Collects console errors and uncaught page errors from the moment it is called. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("landing page", () => {
  test("presents the product, its three features and the way in, without console errors", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");

    await expect(page).toHaveTitle("Duely — tasks that understand you");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Duely" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Type it like you’d say it. Duely does the rest.");
    const demo = main.getByRole("figure", { name: "Example: a typed sentence parsed into a task" });
    await expect(demo).toContainText("Call the investor tomorrow at 3pm, urgent");
    await expect(demo.getByRole("definition")).toHaveText(["Call the investor", "Tomorrow at 3:00 PM", "Urgent · 5.0"]);

    for (const name of ["Natural-language input", "Intelligent scheduling", "Effortless management"]) {
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
    }

    // Hydrated: the theme toggle now names the theme it switches to.
    await expect(nav.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("'Start for free' leads to /register", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Start for free" }).first().click();
    await expect(page).toHaveURL("/register");
  });

  test("'Login' leads to /login", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/login");
  });

  test("the logo leads back home", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Duely" }).click();
    await expect(page).toHaveURL("/");
  });

  test("is readable on a phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Start for free" }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

/** Records the page's layout shifts (value and the shifted nodes) from its first paint, read by `shiftsOf`. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: { node?: Node | null }[] };
        const what = shift.sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? "").slice(0, 30)}"` : String(node?.nodeName)));
        shifts.push(`${shift.value.toFixed(4)}: ${what.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

test.describe("on a phone whose network is slow", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" });

  for (const path of ["/", "/login"]) {
    test(`nothing on ${path} shifts when the web font arrives after the first paint`, async ({ page }) => {
      // The font 1.5 s late, as on a slow network: with font-display swap the text re-wrapped in Geist then.
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await recordShifts(page);
      const font = page.waitForResponse((response) => response.url().endsWith(".woff2"));
      await page.goto(path);
      await font;
      await page.waitForTimeout(500); // the font's arrival rendered
      expect(await shiftsOf(page)).toEqual([]);
    });
  }

  test("the landing page renders its sections below the first screen as they come near, and nothing shifts on the way down", async ({ page }) => {
    await recordShifts(page);
    await page.goto("/");
    const main = page.getByRole("main");
    // A heading is rendered when content-visibility does not skip it (the first frame lays out the hero only).
    const rendered = (name: string) =>
      main.getByRole("heading", { name }).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered("Type it like you’d say it. Duely does the rest.")).toBe(true);
    expect(await rendered("Effortless management")).toBe(false);
    expect(await rendered("Your next task is one sentence away.")).toBe(false);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect(await rendered("Effortless management")).toBe(true);
    expect(await rendered("Your next task is one sentence away.")).toBe(true);
    await expect(main.getByRole("link", { name: "Start for free" }).last()).toBeInViewport();
    expect(await shiftsOf(page)).toEqual([]);
  });
});
