import { expect, test, type Page } from "./support/test";
import { authCopy } from "@/lib/copy/auth";
import { navCopy } from "@/lib/copy/nav";
import { settingsCopy } from "@/lib/copy/settings";
import { tokensCopy } from "@/lib/copy/tokens";
import { transferCopy } from "@/lib/copy/transfer";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { createUser, signIn, signInThroughUi } from "./support/auth";
import { APP_URL } from "./support/env";

/**
 * The navigation between the signed-in pages and the account settings, end to end on the production
 * build with real accounts: the top bar's page links on a desktop and the bottom bar on a 390 px phone
 * (current page marked, nothing under the bar or off the screen, the token table's rows stacked); a
 * password change that signs the other browser out, after which the new password signs in there; and
 * a deletion that takes a shared workspace out of its member's switcher while the member looks at it.
 */

const mainNav = (page: Page) => page.getByRole("navigation", { name: navCopy.main });
const bottomBar = (page: Page) => page.getByRole("navigation", { name: navCopy.pages });
const current = (page: Page, bar: ReturnType<typeof mainNav>) => bar.locator('a[aria-current="page"]');
const switcherButton = (page: Page) => page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:`) });
const switcherPanel = (page: Page) => page.getByRole("dialog", { name: workspacesCopy.panelTitle });

/** Horizontal overflow of the page, in pixels (0: nothing is off the screen). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("navigation on a desktop", () => {
  test("the top bar links Board, Insights and Settings, marking the page shown; no bottom bar", async ({ page }) => {
    await createUser(page, { name: "Nav Tester" });
    await page.goto("/todo");
    await expect(current(page, mainNav(page))).toHaveText(navCopy.board);
    await expect(bottomBar(page)).toBeHidden();

    await mainNav(page).getByRole("link", { name: navCopy.insights }).click();
    await expect(page).toHaveURL(`${APP_URL}/insights`);
    await expect(current(page, mainNav(page))).toHaveText(navCopy.insights);

    await mainNav(page).getByRole("link", { name: navCopy.settings }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings`);
    await expect(current(page, mainNav(page))).toHaveText(navCopy.settings);
    // Settings opens with the account, then the integrations.
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([settingsCopy.accountTitle, settingsCopy.integrationsTitle]);

    await mainNav(page).getByRole("link", { name: navCopy.board }).click();
    await expect(page).toHaveURL(`${APP_URL}/todo`);
    await expect(current(page, mainNav(page))).toHaveText(navCopy.board);
  });
});

test.describe("navigation on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a bottom bar links the pages, the page's end stays above it, nothing runs off the screen, the token rows are stacked", async ({ page }) => {
    await createUser(page, { name: "Phone Tester" });
    for (const name of ["deploy script with a rather long name", "reporting"]) {
      const res = await page.request.post("/api/tokens", { data: { name, scope: "read", timeZone: "UTC" } });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto("/todo");
    await expect(bottomBar(page)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: navCopy.insights })).toBeHidden();
    await expect(current(page, bottomBar(page))).toHaveText(navCopy.board);
    expect(await overflow(page)).toBe(0);

    for (const [label, path] of [
      [navCopy.insights, "/insights"],
      [navCopy.settings, "/settings"],
    ] as const) {
      await bottomBar(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(`${APP_URL}${path}`);
      await expect(current(page, bottomBar(page))).toHaveText(label);
      await page.waitForLoadState("networkidle");
      expect(await overflow(page), path).toBe(0);
    }

    // Scrolled to the end, the last section sits above the bar.
    const last = page.getByRole("region", { name: transferCopy.exportTitle });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [lastBox, barBox] = await Promise.all([last.boundingBox(), bottomBar(page).boundingBox()]);
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(barBox!.y);

    // Each token is a block of its own: its cells one under the other, all inside the table.
    const table = page.getByRole("table");
    await table.scrollIntoViewIfNeeded();
    const layout = await table.evaluate((el) => {
      const width = el.getBoundingClientRect();
      return Array.from(el.querySelectorAll("tbody tr")).map((row) =>
        Array.from(row.querySelectorAll("td")).map((td) => {
          const box = td.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, inside: box.left >= width.left - 0.5 && box.right <= width.right + 0.5 };
        }),
      );
    });
    expect(layout).toHaveLength(2);
    for (const cells of layout) {
      expect(cells.every((c) => c.inside)).toBe(true);
      for (let i = 1; i < cells.length; i++) expect(cells[i].top).toBeGreaterThanOrEqual(cells[i - 1].bottom - 0.5);
    }
    await expect(table.getByText(tokensCopy.tokenLastUsed).first()).toBeVisible();
  });
});

test("change the password: the other browser is signed out, and the new password signs in there", async ({ page, browser }) => {
  const user = await createUser(page, { name: "Pat Password" });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user);
  await otherPage.goto("/todo");
  await expect(switcherButton(otherPage)).toBeVisible();

  await page.goto("/settings");
  const section = page.getByRole("region", { name: authCopy.password });
  await section.getByLabel(settingsCopy.currentPassword).fill(user.password);
  await section.getByLabel(authCopy.newPassword, { exact: true }).fill("a brand new password");
  await section.getByLabel(authCopy.confirmNewPassword).fill("a brand new password");
  await section.getByRole("button", { name: settingsCopy.changePassword }).click();
  await expect(page.getByText(settingsCopy.passwordChanged)).toBeVisible();
  await expect(section.getByLabel(settingsCopy.currentPassword)).toHaveValue("");

  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: settingsCopy.title })).toBeVisible();

  // The other one is signed out; the old password no longer works there, the new one does.
  await otherPage.goto("/todo");
  await expect(otherPage).toHaveURL(/\/login/);
  await signInThroughUi(otherPage, user);
  await expect(otherPage.getByRole("alert").filter({ hasText: authCopy.invalidCredentials })).toBeVisible();
  await signInThroughUi(otherPage, { email: user.email, password: "a brand new password" });
  await expect(otherPage).toHaveURL(`${APP_URL}/todo`);
  await other.close();
});

test("delete the account: its shared workspace leaves the member's switcher while the member looks at it", async ({ page, browser }) => {
  const owner = await createUser(page, { name: "Olivia Owner" });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await createUser(memberPage, { name: "Mel Member" });

  const created = await page.request.post("/api/workspaces", { data: { name: "Team Alpha" } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { data: { id: string } }).data.id;
  const added = await page.request.post(`/api/workspaces/${teamId}/members`, { data: { email: member.email } });
  expect(added.status(), await added.text()).toBeLessThan(300);

  // The member opens Team Alpha.
  await memberPage.goto("/todo");
  await switcherButton(memberPage).click();
  await switcherPanel(memberPage).getByRole("region", { name: workspacesCopy.sharedWithMe }).getByRole("button", { name: "Team Alpha" }).click();
  await expect(memberPage.getByTestId("active-workspace-name")).toHaveText("Team Alpha");

  // The owner deletes the account; the dialog names the workspace and the member who loses it.
  await page.goto("/settings");
  await page.getByRole("region", { name: settingsCopy.deleteTitle }).getByRole("button", { name: settingsCopy.deleteAccount }).click();
  const dialog = page.getByRole("dialog", { name: settingsCopy.deleteDialogTitle });
  await expect(dialog.getByRole("listitem").filter({ hasText: "Team Alpha" })).toContainText(settingsCopy.membersLoseAccess(member.email));
  const confirm = dialog.getByRole("button", { name: settingsCopy.deleteAccount });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(settingsCopy.typeEmailToConfirm(owner.email)).fill(owner.email);
  await confirm.click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByText(settingsCopy.accountDeleted)).toBeVisible();

  // The member's board loses Team Alpha at once, without a reload, and it is gone from the switcher.
  await expect(memberPage.getByText(workspacesCopy.noPermissionToView)).toBeVisible();
  await expect(memberPage.getByTestId("active-workspace-name")).toHaveText("Default");
  await switcherButton(memberPage).click();
  await expect(switcherPanel(memberPage).getByRole("button", { name: "Team Alpha" })).toHaveCount(0);
  await memberPage.reload();
  await switcherButton(memberPage).click();
  await expect(switcherPanel(memberPage).getByRole("button", { name: "Team Alpha" })).toHaveCount(0);

  // The account is gone: its password signs in nowhere.
  const login = await page.request.post("/api/auth/login", { data: { email: owner.email, password: owner.password } });
  expect(login.status()).toBe(401);
  await memberContext.close();
});
