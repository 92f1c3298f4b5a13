import { expect, test, type Page } from "./support/test";
import { ACTIVE_WORKSPACE_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";
import { tasksCopy } from "@/lib/copy/tasks";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { createUser, type TestUser } from "./support/auth";
import * as mail from "./support/mail";
import { APP_URL } from "./support/env";

/**
 * Workspaces and sharing end to end, with two real accounts, the production build and the
 * real SMTP sink: create a workspace in the switcher, add the second user by e-mail, the invitation
 * arrives, the member sees the workspace under 'Shared with me' with its tasks, opens the read-only
 * settings and leaves, and the owner gets the member-left e-mail. Then the Alt+1..5 shortcut.
 */

const switcherButton = (page: Page) => page.getByRole("button", { name: new RegExp(`^${workspacesCopy.switcherLabel}:`) });
const panel = (page: Page) => page.getByRole("dialog", { name: workspacesCopy.panelTitle });
const activeName = (page: Page) => page.getByTestId("active-workspace-name");

async function openBoard(page: Page) {
  await page.goto("/todo");
  await expect(switcherButton(page)).toBeVisible();
}

async function createWorkspaceInSwitcher(page: Page, name: string) {
  await switcherButton(page).click();
  await panel(page).getByRole("button", { name: workspacesCopy.newWorkspace }).click();
  const dialog = page.getByRole("dialog", { name: workspacesCopy.createTitle });
  await dialog.getByLabel(workspacesCopy.nameLabel).fill(name);
  await expect(dialog.getByText(`${[...name].length}/20`)).toBeVisible();
  await dialog.getByRole("button", { name: workspacesCopy.create }).click();
  await expect(dialog).toBeHidden();
  await expect(activeName(page)).toHaveText(name);
}

async function workspaceIdByName(page: Page, name: string): Promise<string> {
  const res = await page.request.get("/api/workspaces");
  const { data } = (await res.json()) as { data: { owned: { id: string; name: string }[]; shared: { id: string; name: string }[] } };
  const found = [...data.owned, ...data.shared].find((w) => w.name === name);
  expect(found, `workspace ${name}`).toBeTruthy();
  return found!.id;
}

test.describe("sharing a workspace", () => {
  test("owner adds a member, the invitation arrives, the member sees it, reads settings, leaves; the owner is told", async ({ page, browser }) => {
    const owner = await createUser(page, { name: "Olivia Owner" });
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member: TestUser = await createUser(memberPage, { name: "Mel Member" });

    // The owner creates 'Team Alpha' in the switcher and puts a task in it.
    await openBoard(page);
    await expect(activeName(page)).toHaveText("Default");
    await createWorkspaceInSwitcher(page, "Team Alpha");
    const workspaceId = await workspaceIdByName(page, "Team Alpha");
    const task = await page.request.post("/api/tasks", { data: { workspaceId, title: "Plan the offsite", urgency: 4, dueDate: null } });
    expect(task.status(), await task.text()).toBe(201);

    // Settings from the switcher; add the member by e-mail.
    await switcherButton(page).click();
    await panel(page).getByRole("link", { name: workspacesCopy.settingsOf("Team Alpha") }).click();
    await expect(page).toHaveURL(`${APP_URL}/workspace/${workspaceId}/settings`);
    await expect(page.getByRole("heading", { name: workspacesCopy.settingsTitle })).toBeVisible();
    const collaboration = page.getByRole("region", { name: workspacesCopy.collaboration });
    await collaboration.getByLabel(workspacesCopy.memberEmailLabel).fill(member.email.toUpperCase());
    await collaboration.getByRole("button", { name: workspacesCopy.addMember }).click();
    await expect(page.getByText(workspacesCopy.memberAdded(member.email))).toBeVisible();
    await expect(collaboration.getByText(member.email)).toBeVisible();

    // The invitation arrives, naming the owner and the workspace, with a link to the board.
    const invitation = await mail.waitForMessage({ to: member.email, subject: /invited you/ });
    expect(invitation.subject).toBe("Olivia Owner invited you to 📋 Team Alpha on Duely");
    expect(invitation.text).toContain(owner.email);
    expect(invitation.text).toContain(`${APP_URL}/todo`);

    // The member finds it under 'Shared with me' and sees its task.
    await openBoard(memberPage);
    await switcherButton(memberPage).click();
    const shared = panel(memberPage).getByRole("region", { name: workspacesCopy.sharedWithMe });
    await shared.getByRole("button", { name: "Team Alpha" }).click();
    await expect(activeName(memberPage)).toHaveText("Team Alpha");
    await expect(memberPage.getByRole("article", { name: "Plan the offsite" })).toBeVisible();

    // Read-only settings with the owner's e-mail.
    await switcherButton(memberPage).click();
    await panel(memberPage).getByRole("link", { name: workspacesCopy.settingsOf("Team Alpha") }).click();
    await expect(memberPage.getByText(workspacesCopy.memberReadOnly)).toBeVisible();
    await expect(memberPage.getByText(workspacesCopy.memberIconReadOnly)).toBeVisible();
    // The owner by name, the e-mail beside it (the names arrive after the page: the e-mail alone shows until then).
    await expect(memberPage.getByTestId("workspace-owner-email")).toHaveText(`Olivia Owner ${owner.email}`);
    await expect(memberPage.getByRole("button", { name: workspacesCopy.save })).toHaveCount(0);
    await expect(memberPage.getByRole("button", { name: workspacesCopy.addMember })).toHaveCount(0);

    // Leave, confirmed; the toast, then /todo after 2 s on the member's own default.
    await memberPage.getByRole("button", { name: workspacesCopy.leave }).click();
    const confirm = memberPage.getByRole("dialog", { name: workspacesCopy.leave });
    await confirm.getByRole("button", { name: workspacesCopy.leave }).click();
    await expect(memberPage.getByText(workspacesCopy.leftWorkspace)).toBeVisible();
    await expect(memberPage).toHaveURL(`${APP_URL}/todo`, { timeout: 5_000 });
    await expect(activeName(memberPage)).toHaveText("Default");
    await switcherButton(memberPage).click();
    await expect(panel(memberPage).getByRole("region", { name: workspacesCopy.sharedWithMe })).toHaveCount(0);

    // The owner is told by e-mail.
    const notice = await mail.waitForMessage({ to: owner.email, subject: /left/ });
    expect(notice.subject).toBe("Mel Member left 📋 Team Alpha");
    expect(notice.text).toContain(member.email);

    // The workspace still exists, but is no longer theirs to see.
    await memberPage.goto(`/workspace/${workspaceId}/settings`);
    await expect(memberPage.getByRole("heading", { name: workspacesCopy.noPermissionToView })).toBeVisible();
    await memberContext.close();
  });
});

test.describe("Option/Alt + 1..5", () => {
  test("Alt+2 switches to the 2nd own workspace and survives a reload; typed in the task input it does nothing", async ({ page }) => {
    await createUser(page, { name: "Shortcut User" });
    await openBoard(page);
    await createWorkspaceInSwitcher(page, "Second");
    await page.keyboard.press("Alt+Digit1");
    await expect(activeName(page)).toHaveText("Default");
    // The switch is remembered in a cookie the page writes after showing it: the reload waits for the browser to hold it.
    const { data } = (await (await page.request.get("/api/workspaces")).json()) as { data: { owned: { id: string; isDefault: boolean }[] } };
    const defaultId = data.owned.find((w) => w.isDefault)!.id;
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === ACTIVE_WORKSPACE_COOKIE)?.value).toBe(defaultId);
    await page.reload(); // a settled page (a switch re-renders the board on the server)
    await expect(activeName(page)).toHaveText("Default");

    // Option/Alt+2 typed into the task input is text, not a switch.
    const input = page.getByPlaceholder(tasksCopy.whatToDo);
    await input.focus();
    await page.keyboard.press("Alt+Digit2");
    await page.waitForTimeout(300);
    await expect(activeName(page)).toHaveText("Default");
    await expect(input).toBeFocused();

    // Elsewhere Alt+2 switches, by physical key, and the choice survives a reload.
    await input.blur();
    await page.keyboard.press("Alt+Digit2");
    await expect(activeName(page)).toHaveText("Second");
    await page.reload();
    await expect(activeName(page)).toHaveText("Second");
  });

  test("the panel shows Alt hints, the default's delete is disabled with its tooltip, and a workspace can be deleted", async ({ page }) => {
    await createUser(page, { name: "Panel User" });
    await openBoard(page);
    await createWorkspaceInSwitcher(page, "Doomed");

    await switcherButton(page).click();
    const mine = panel(page).getByRole("region", { name: workspacesCopy.myWorkspaces });
    await expect(mine.getByText("Alt+1")).toBeVisible();
    await expect(mine.getByText("Alt+2")).toBeVisible();
    const deleteDefault = mine.getByRole("button", { name: workspacesCopy.deleteOf("Default") });
    await expect(deleteDefault).toBeDisabled();
    await deleteDefault.locator("..").hover();
    await expect(page.getByRole("tooltip")).toHaveText(workspacesCopy.cannotDeleteDefaultTooltip);

    await mine.getByRole("button", { name: workspacesCopy.deleteOf("Doomed") }).click();
    const confirm = page.getByRole("dialog", { name: workspacesCopy.deleteTitle });
    await confirm.getByRole("button", { name: commonCopy.delete }).click();
    await expect(confirm).toBeHidden();
    await expect(activeName(page)).toHaveText("Default");
  });
});
