import { expect, test, type Browser, type Page } from "./support/test";
import { AUTH_RATE_LIMITS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { createUser, linkFromEmail } from "./support/auth";

/**
 * The verification link opened on another device (docs/product.md#accounts-and-sessions), with two
 * browser contexts: "the laptop" that registered and "the phone" that opens the e-mailed link. The
 * phone is asked for the account's password; the right one verifies, signs the phone in and keeps the
 * laptop signed in. Someone who registered another person's address (the squatter) is signed out for
 * good once the mailbox's owner says "I didn't create this account" and chooses a password.
 */

let clients = 0;
/** Another browser, with its own made-up client address (rate limits count per address). */
async function otherDevice(browser: Browser): Promise<Page> {
  clients += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `10.77.${clients}.${Math.floor(Math.random() * 250) + 1}` } });
  return context.newPage();
}

const passwordField = (page: Page) => page.getByLabel(authCopy.password, { exact: true });
/** The page's own error line (Next's route announcer is an alert too, outside <main>). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

test("on another device: asked for the password; a wrong one is refused, the right one verifies, signs in and keeps the laptop's session", async ({ page: laptop, browser }) => {
  const user = await createUser(laptop, { name: "Paula Phone", verified: false });
  await laptop.goto("/todo");
  await expect(laptop.getByRole("heading", { name: authCopy.gateTitle })).toBeVisible();

  const phone = await otherDevice(browser);
  await phone.goto(await linkFromEmail(user.email, "/verify-email"));
  await expect(phone.getByText(authCopy.verifyPasswordRequired)).toBeVisible();
  // The link's secret has left the address bar.
  expect(new URL(phone.url()).search).toBe("");

  await passwordField(phone).fill("not-the-password");
  await phone.getByRole("button", { name: authCopy.finishVerifying }).click();
  await expect(formAlert(phone)).toHaveText(authCopy.incorrectPassword);
  // Nothing changed: the laptop still sees the gate.
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: authCopy.gateTitle })).toBeVisible();

  await passwordField(phone).fill(user.password);
  await phone.getByRole("button", { name: authCopy.finishVerifying }).click();
  await expect(phone.getByRole("heading", { name: authCopy.emailVerified })).toBeVisible();
  await expect(phone).toHaveURL(/\/todo$/, { timeout: 10_000 });
  await expect(phone.getByRole("textbox", { name: "What do you want to do?" })).toBeVisible();

  // The laptop stays signed in, now verified.
  await laptop.reload();
  await expect(laptop.getByRole("textbox", { name: "What do you want to do?" })).toBeVisible();
  await phone.context().close();
});

test("the squatter: 'I didn't create this account' sets the owner's password, and whoever registered the address is out for good", async ({ page: squatter, browser }) => {
  const taken = await createUser(squatter, { name: "Olga Owner", verified: false, password: "squatter-pass-1" });
  await squatter.goto("/todo");
  await expect(squatter.getByRole("heading", { name: authCopy.gateTitle })).toBeVisible();

  // The mailbox's owner opens the link on her own device: she does not know the password.
  const owner = await otherDevice(browser);
  await owner.goto(await linkFromEmail(taken.email, "/verify-email"));
  await expect(owner.getByText(authCopy.verifyPasswordRequired)).toBeVisible();
  // Until she chooses, the squatter's session gains nothing.
  await squatter.reload();
  await expect(squatter.getByRole("heading", { name: authCopy.gateTitle })).toBeVisible();

  await owner.getByRole("button", { name: authCopy.notMyAccount }).click();
  await expect(owner.getByText(authCopy.notMyAccountIntro)).toBeVisible();
  await owner.getByLabel(authCopy.newPassword, { exact: true }).fill("owners-own-pass-1");
  await owner.getByLabel(authCopy.confirmNewPassword, { exact: true }).fill("owners-own-pass-1");
  await owner.getByRole("button", { name: authCopy.setPasswordAndVerify }).click();
  await expect(owner).toHaveURL(/\/todo$/, { timeout: 10_000 });
  await expect(owner.getByRole("textbox", { name: "What do you want to do?" })).toBeVisible();

  // The squatter's session has ended, and the registration password no longer signs in.
  await squatter.reload();
  await expect(squatter).toHaveURL(/\/login$/);
  await squatter.getByLabel(authCopy.email, { exact: true }).fill(taken.email);
  await passwordField(squatter).fill("squatter-pass-1");
  await squatter.getByRole("button", { name: authCopy.signIn }).click();
  await expect(formAlert(squatter)).toHaveText(authCopy.invalidCredentials);
  await owner.context().close();
});

test(`wrong passwords count as sign-ins: after ${AUTH_RATE_LIMITS.signInPerEmailClient[0].limit} the page says to wait, even for the right one`, async ({ page, browser }) => {
  const user = await createUser(page, { name: "Walt Wrong", verified: false });
  const phone = await otherDevice(browser);
  await phone.goto(await linkFromEmail(user.email, "/verify-email"));
  await expect(phone.getByText(authCopy.verifyPasswordRequired)).toBeVisible();
  for (let i = 0; i < AUTH_RATE_LIMITS.signInPerEmailClient[0].limit; i++) {
    await passwordField(phone).fill(`wrong-password-${i}`);
    await phone.getByRole("button", { name: authCopy.finishVerifying }).click();
    await expect(formAlert(phone)).toHaveText(authCopy.incorrectPassword);
    await expect(phone.getByRole("button", { name: authCopy.finishVerifying })).toBeEnabled();
  }
  await passwordField(phone).fill(user.password);
  await phone.getByRole("button", { name: authCopy.finishVerifying }).click();
  await expect(formAlert(phone)).toHaveText(commonCopy.tooManyRequests);
  // Still unverified.
  await page.goto("/todo");
  await expect(page.getByRole("heading", { name: authCopy.gateTitle })).toBeVisible();
  await phone.context().close();
});
