import { expect, test } from "./support/test";
import { authCopy } from "@/lib/copy/auth";
import { SESSION_COOKIE } from "@/lib/cookies";
import { createUser, linkFromEmail, verifyEmail } from "./support/auth";

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

test.describe("a session cookie whose session ended elsewhere", () => {
  test("/ and /register show themselves instead of bouncing through /todo to /login", async ({ page, browser }) => {
    const user = await createUser(page);
    // The password is reset from another browser: every session of the account ends, the cookie stays here.
    const other = await browser.newContext();
    expect((await other.request.post("/api/auth/recovery", { data: { email: user.email } })).status()).toBe(200);
    const link = new URL(await linkFromEmail(user.email, "/reset-password"));
    const reset = await other.request.post("/api/auth/recovery/confirm", {
      data: { userId: link.searchParams.get("userId"), secret: link.searchParams.get("secret"), password: "a-new-password-1", confirmPassword: "a-new-password-1" },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await other.close();
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE && c.value !== "")).toBe(true);

    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/register");
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("button", { name: authCopy.createAccount })).toBeVisible();
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
