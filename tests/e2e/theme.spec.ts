import { expect, test } from "./support/test";

const THEME_KEY = "theme";

test.describe("theme", () => {
  test("the toggle switches the html class and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("light");
  });

  test("follows the system preference while no choice is stored", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();

    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("a stored choice wins over the system preference", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "light"), THEME_KEY);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("no flash: the class is on <html> before any of the app's JavaScript runs", async ({ page }) => {
    // Block every script file: React never hydrates, only the inline theme script in the HTML can run.
    await page.route("**/*.js", (route) => route.abort());
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/", { waitUntil: "domcontentloaded" });

    // Not hydrated: the toggle still has the label it is rendered with on the server.
    await expect(page.getByRole("button", { name: "Toggle theme" })).toBeVisible();
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await html.evaluate((el) => getComputedStyle(el).colorScheme)).toBe("dark");
    const background = await page.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });
});
