import { expect, test, type Page } from "./support/test";
import { authCopy } from "@/lib/copy/auth";
import { createUser, linkFromEmail, signInThroughUi, signOut, uniqueEmail } from "./support/auth";

/** Register, verify, sign in and out, recovery. Real SMTP sink, production build. */

/** The page's own error line (Next's route announcer is an alert too, outside <main>). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("registration and e-mail verification", () => {
  test("register -> 'Registration Successful' -> the e-mailed link verifies -> /todo", async ({ page }) => {
    const email = uniqueEmail("register");
    await page.goto(`/register?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Password", { exact: true }).fill("analytical1");
    await page.getByLabel("Confirm Password").fill("analytical1");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("heading", { name: "Registration Successful" })).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account...")).toBeVisible();
    await expect(page.getByText(authCopy.welcomeVerify("Ada Lovelace"))).toBeVisible();

    // Until verified, a protected page shows the gate.
    await page.goto("/todo");
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();

    await page.goto(await linkFromEmail(email, "/verify-email"));
    await expect(page.getByText(authCopy.emailVerified).first()).toBeVisible();
    await expect(page).toHaveURL(/\/todo$/, { timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toHaveCount(0);

    // The same link a second time is refused.
    await page.goto(await linkFromEmail(email, "/verify-email"));
    await expect(formAlert(page).filter({ hasText: authCopy.verifyFailed })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send New Verification Email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  });

  test("the register form gives the user-facing messages before calling the server", async ({ page }) => {
    await page.goto("/register");
    const submit = page.getByRole("button", { name: "Create Account" });
    await submit.click();
    await expect(formAlert(page)).toHaveText(authCopy.fillAllFields);

    await page.getByLabel("Full Name").fill("Bob");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password").fill("123456");
    await submit.click();
    await expect(formAlert(page)).toHaveText(authCopy.passwordsDoNotMatch);

    await page.getByLabel("Confirm Password").fill("12345");
    await submit.click();
    await expect(formAlert(page)).toHaveText(authCopy.passwordMinRegister);
  });

  test("an address that is taken gets 'An account with this email already exists.'", async ({ page }) => {
    const user = await createUser(page);
    await signOut(page);
    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Email").fill(user.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("another-pass");
    await page.getByLabel("Confirm Password").fill("another-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(formAlert(page)).toHaveText(authCopy.accountExists);
  });

  test("a verification link without its parameters, or with a wrong secret, shows the error panel", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(formAlert(page)).toHaveText(authCopy.invalidVerifyLink);
    await page.goto("/verify-email?userId=nobody&secret=wrong");
    await expect(formAlert(page).filter({ hasText: authCopy.verifyFailed })).toBeVisible();
  });
});

test.describe("sign in and out", () => {
  test("wrong password and unknown e-mail get the same message, which says neither; the 'Signing in...' toast goes away", async ({ page }) => {
    const user = await createUser(page);
    await signOut(page);

    await signInThroughUi(page, { email: user.email, password: "not-the-password" });
    await expect(formAlert(page)).toHaveText(authCopy.invalidCredentials);
    await expect(page.getByText(authCopy.signingIn)).toHaveCount(0);

    await signInThroughUi(page, { email: uniqueEmail("nobody"), password: "not-the-password" });
    await expect(formAlert(page)).toHaveText(authCopy.invalidCredentials);

    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(formAlert(page)).toHaveText(authCopy.fillAllFields);
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("visible?");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a verified user signs in, is welcomed and lands on /todo", async ({ page }) => {
    const user = await createUser(page, { name: "Grace Hopper" });
    await signOut(page);
    await signInThroughUi(page, user);
    await expect(page.getByText(authCopy.welcomeBack("Grace Hopper"))).toBeVisible();
    await expect(page).toHaveURL(/\/todo$/);
    // Signed in, / and /register lead to the board.
    await page.goto("/register");
    await expect(page).toHaveURL(/\/todo$/);
  });

  test("an unverified user who signs in stays on /login and is told to verify", async ({ page }) => {
    const user = await createUser(page, { verified: false });
    await signOut(page);
    await signInThroughUi(page, user);
    await expect(formAlert(page)).toHaveText(authCopy.verifyToContinue);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("password recovery", () => {
  test("forgot password -> e-mail -> reset -> the new password works, the old one is refused", async ({ page }) => {
    const user = await createUser(page, { name: "Alan Turing" });
    await signOut(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send Instructions" }).click();
    await expect(dialog.getByText("Email Sent Successfully!")).toBeVisible();
    await expect(
      dialog.getByText("Check your inbox for instructions on how to reset your password. The link will expire in 1 hour."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Return to Login" }).click();
    await expect(dialog).toHaveCount(0);

    const link = await linkFromEmail(user.email, "/reset-password");
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm New Password").fill("short");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(formAlert(page)).toHaveText(authCopy.passwordMinReset);

    await page.getByLabel("New Password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm New Password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await signInThroughUi(page, user);
    await expect(formAlert(page)).toHaveText(authCopy.invalidCredentials);
    await signInThroughUi(page, { email: user.email, password: "a-brand-new-password" });
    await expect(page).toHaveURL(/\/todo$/);

    // The link is used up.
    await signOut(page);
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("yet-another-password");
    await page.getByLabel("Confirm New Password").fill("yet-another-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(formAlert(page)).toHaveText(authCopy.resetLinkInvalid);
    await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();
  });

  test("the modal keeps focus inside and closes on Escape and on an outside click", async ({ page }) => {
    await page.goto("/login");
    const open = page.getByRole("button", { name: "Forgot Password?" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await expect(dialog.getByLabel("Email")).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(dialog).toHaveCount(0);

    await open.click();
    await dialog.getByRole("button", { name: "Send Instructions" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(authCopy.enterEmail);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("a reset link without its parameters says so", async ({ page }) => {
    await page.goto("/reset-password?userId=abc");
    await expect(formAlert(page)).toHaveText(authCopy.invalidResetLink);
  });
});
