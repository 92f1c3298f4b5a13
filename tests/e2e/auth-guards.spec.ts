import { expect, test } from "./support/test";
import { authCopy } from "@/lib/copy/auth";
import { createUser, verifyEmail } from "./support/auth";

/** proxy.ts redirects, the protected layout and the 'Verify Your Email' gate. */

test.describe("route guards", () => {
  test("signed out: protected pages go to /login, unknown paths to /, public pages open", async ({ page }) => {
    for (const path of ["/todo", "/insights", "/workspace/abc/settings"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    for (const path of ["/nope", "/workspace/abc"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
    await page.goto("/register");
    await expect(page).toHaveURL(/\/register$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("signed in: / and /register go to /todo; a forged cookie gets no further than /login", async ({ page, context }) => {
    await createUser(page);
    for (const path of ["/", "/register"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/todo$/);
    }
    await page.goto("/login");
    await expect(page).toHaveURL(/\/login$/);

    await context.clearCookies();
    await context.addCookies([{ name: "duely_session", value: "forged", url: page.url() }]);
    await page.goto("/todo");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("the 'Verify Your Email' gate", () => {
  test("stands in for protected pages until the e-mail is verified", async ({ page }) => {
    const user = await createUser(page, { name: "Edsger Dijkstra", verified: false });
    await page.goto("/todo");
    const gate = page.getByRole("region", { name: "Verify Your Email" });
    await expect(gate).toBeVisible();
    await expect(gate.getByText("Edsger Dijkstra")).toBeVisible();
    await expect(gate.getByText(user.email)).toBeVisible();
    await expect(gate.getByText("E", { exact: true })).toBeAttached();

    // The API refuses the unverified session too.
    const guarded = await page.request.get("/api/tasks?workspaceId=anything");
    expect(guarded.status()).toBe(403);
    expect((await guarded.json()).error).toEqual({ code: "email_not_verified", message: authCopy.verifyToContinue });

    await gate.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(page.getByText(authCopy.verificationResent)).toBeVisible();
    const countdown = gate.getByRole("button", { name: /^Resend in \d+s$/ });
    await expect(countdown).toBeDisabled();
    const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThanOrEqual(58);
    await expect(countdown).not.toHaveText(`Resend in ${first}s`, { timeout: 3000 });

    await gate.getByRole("button", { name: "I've Verified My Email" }).click();
    await expect(page.getByText(authCopy.stillNotVerified)).toBeVisible();

    await verifyEmail(page, user.email);
    await gate.getByRole("button", { name: "I've Verified My Email" }).click();
    await expect(gate).toHaveCount(0);
    await expect(page).toHaveURL(/\/todo$/);
  });

  test("'Sign Out' ends the session and goes to /login", async ({ page }) => {
    await createUser(page, { verified: false });
    await page.goto("/todo");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText(authCopy.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });
});
