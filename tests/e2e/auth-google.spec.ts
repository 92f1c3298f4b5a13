import { expect, test } from "./support/test";
import { authCopy } from "@/lib/copy/auth";
import { createUser, signOut, uniqueEmail } from "./support/auth";

/** Google sign-in against a real OpenID provider on loopback (tests/support/oidc-server.ts). */

async function continueWithGoogle(page: import("@playwright/test").Page, identity: { email: string; name: string; verified?: boolean }) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(identity.email);
  await page.getByLabel("Name").fill(identity.name);
  if (identity.verified === false) await page.getByLabel("Email verified").uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("Google sign-in", () => {
  test("a new Google user lands on 'Completing Sign In', is welcomed and reaches /todo", async ({ page }) => {
    await continueWithGoogle(page, { email: uniqueEmail("google"), name: "Katherine Johnson" });
    await expect(page.getByRole("heading", { name: "Completing Sign In" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expect(page.getByText(authCopy.welcome("Katherine Johnson"))).toBeVisible();
    await expect(page).toHaveURL(/\/todo$/, { timeout: 10_000 });
    // Google e-mails count as verified: no gate.
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toHaveCount(0);
    const { data: me } = await (await page.request.get("/api/auth/me")).json();
    expect(me.user).toMatchObject({ name: "Katherine Johnson", emailVerification: true });
  });

  test("a Google account with the e-mail of an existing account signs into that account", async ({ page }) => {
    const user = await createUser(page, { name: "Mary Jackson", verified: false });
    await signOut(page);
    await continueWithGoogle(page, { email: user.email, name: "Mary J." });
    await expect(page).toHaveURL(/\/todo$/, { timeout: 10_000 });
    const { data: me } = await (await page.request.get("/api/auth/me")).json();
    expect(me.user).toEqual({ id: user.id, name: "Mary Jackson", email: user.email, emailVerification: true });
  });

  test("a failed Google sign-in returns to /login with the failure toast", async ({ page }) => {
    await continueWithGoogle(page, { email: uniqueEmail("unverified"), name: "No Proof", verified: false });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(authCopy.googleFailed)).toBeVisible();
  });
});
