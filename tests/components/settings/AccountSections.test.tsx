import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast as sonner } from "sonner";
import { DeleteAccountSection } from "@/components/settings/DeleteAccountSection";
import { PasswordSection } from "@/components/settings/PasswordSection";
import { ProfileSection } from "@/components/settings/ProfileSection";
import { TimeZoneSection } from "@/components/settings/TimeZoneSection";
import { Toaster } from "@/components/ui/Toaster";
import { authCopy } from "@/lib/copy/auth";
import { settingsCopy } from "@/lib/copy/settings";
import type { WorkspaceList } from "@/lib/schemas/workspace";
import { fakeRouter, installFakeApi, on, renderWithWorkspaces, workspace } from "@/tests/components/workspace/support";

/**
 * Settings → Account's sections with a FAKE fetch standing in for /api/auth/* (recorded calls, canned
 * answers) and a FAKE Next router; the rules themselves are tested against the real routes in
 * tests/api/auth/account-*.test.ts.
 */

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("@/tests/components/workspace/support").fakeRouter }));

const refusal = (message: string, status = 400) => ({ status, body: { error: { code: "bad_request", message } } });

beforeEach(() => jest.clearAllMocks());
afterEach(() => act(() => void sonner.dismiss()));

describe("Profile", () => {
  const renderProfile = () =>
    render(
      <>
        <ProfileSection name="Ada" />
        <Toaster />
      </>,
    );

  it("saves the name, says so and re-renders the page (the top bar shows it)", async () => {
    const calls = installFakeApi(on("PATCH", "/api/auth/me", { status: 200, body: { data: { id: "u1", name: "Ada Lovelace", email: "ada@example.com", emailVerification: true } } }));
    renderProfile();
    const name = screen.getByLabelText(authCopy.fullName);
    expect(name).toHaveValue("Ada");
    await userEvent.clear(name);
    await userEvent.type(name, "  Ada Lovelace ");
    await userEvent.click(screen.getByRole("button", { name: settingsCopy.saveName }));
    expect(await screen.findByText(settingsCopy.nameSaved)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "PATCH", path: "/api/auth/me", body: { name: "Ada Lovelace" } }]);
    expect(name).toHaveValue("Ada Lovelace");
    expect(fakeRouter.refresh).toHaveBeenCalled();
  });

  it("a blank name is refused at once, with registration's message, and nothing is sent", async () => {
    const calls = installFakeApi();
    renderProfile();
    await userEvent.clear(screen.getByLabelText(authCopy.fullName));
    await userEvent.click(screen.getByRole("button", { name: settingsCopy.saveName }));
    expect(screen.getByRole("alert")).toHaveTextContent(authCopy.fillAllFields);
    expect(screen.getByLabelText(authCopy.fullName)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal under the field", async () => {
    installFakeApi(on("PATCH", "/api/auth/me", refusal(authCopy.nameControlCharacters)));
    renderProfile();
    await userEvent.click(screen.getByRole("button", { name: settingsCopy.saveName }));
    expect(await screen.findByRole("alert")).toHaveTextContent(authCopy.nameControlCharacters);
  });
});

describe("Password", () => {
  const renderPassword = () =>
    render(
      <>
        <PasswordSection email="ada@example.com" />
        <Toaster />
      </>,
    );
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await userEvent.type(screen.getByLabelText(settingsCopy.currentPassword), current);
    if (next) await userEvent.type(screen.getByLabelText(authCopy.newPassword), next);
    if (confirm) await userEvent.type(screen.getByLabelText(authCopy.confirmNewPassword), confirm);
    await userEvent.click(screen.getByRole("button", { name: settingsCopy.changePassword }));
  };

  it("says what a change does to the other devices and to API tokens", () => {
    installFakeApi();
    renderPassword();
    expect(screen.getByRole("region", { name: authCopy.password })).toHaveTextContent(settingsCopy.passwordIntro);
  });

  it("changes the password, says the other devices were signed out, and empties the fields", async () => {
    const calls = installFakeApi(on("POST", "/api/auth/password", { status: 204 }));
    renderPassword();
    await fill("old password 1", "new password 2", "new password 2");
    expect(await screen.findByText(settingsCopy.passwordChanged)).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", path: "/api/auth/password", body: { currentPassword: "old password 1", newPassword: "new password 2", confirmPassword: "new password 2" } }]);
    for (const label of [settingsCopy.currentPassword, authCopy.newPassword, authCopy.confirmNewPassword]) expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it.each([
    ["new passwords that differ", ["old password 1", "new password 2", "new password 3"], authCopy.confirmNewPassword, authCopy.passwordsDoNotMatch],
    ["a new password under 6 characters", ["old password 1", "short", "short"], authCopy.newPassword, authCopy.passwordMinRegister],
    ["no current password", ["", "new password 2", "new password 2"], settingsCopy.currentPassword, authCopy.fillAllFields],
  ] as const)("refuses %s under the field concerned, and sends nothing", async (_case, [current, next, confirm], label, message) => {
    const calls = installFakeApi();
    renderPassword();
    await fill(current, next, confirm);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("shows a wrong current password under the current password, keeping what was typed", async () => {
    installFakeApi(on("POST", "/api/auth/password", refusal(authCopy.wrongCurrentPassword)));
    renderPassword();
    await fill("not it", "new password 2", "new password 2");
    expect(await screen.findByRole("alert")).toHaveTextContent(authCopy.wrongCurrentPassword);
    expect(screen.getByLabelText(settingsCopy.currentPassword)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(authCopy.newPassword)).toHaveValue("new password 2");
  });
});

describe("Time zone and clock", () => {
  it("shows the zone and clock the server rendered with, and how to change them", async () => {
    render(<TimeZoneSection timeZone="Asia/Kolkata" hourCycle="h23" />);
    const section = screen.getByRole("region", { name: settingsCopy.timeZoneTitle });
    expect(section).toHaveTextContent("Asia/Kolkata (GMT+05:30)");
    expect(section).toHaveTextContent(settingsCopy.clock24);
    expect(section).toHaveTextContent(settingsCopy.timeZoneHowToChange);
    expect(within(section).queryByRole("textbox")).toBeNull();
  });

  it("without the cookies (a first visit), the browser's own", () => {
    render(<TimeZoneSection timeZone={null} hourCycle={null} />);
    const section = screen.getByRole("region", { name: settingsCopy.timeZoneTitle });
    expect(section).toHaveTextContent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(section).toHaveTextContent(settingsCopy.clock12); // jsdom's en-US
  });
});

describe("Delete account", () => {
  const list: WorkspaceList = {
    owned: [
      workspace("dflt", { name: "Default", isDefault: true }),
      workspace("team", { name: "Team Alpha", icon: "🚀", members: ["bo@example.com", "cy@example.com"] }),
    ],
    shared: [workspace("theirs", { name: "Their Team", role: "member", userId: "u-them" })],
  };

  function renderDelete(calls = installFakeApi(on("GET", "/api/workspaces", { status: 200, body: { data: list } }), on("DELETE", "/api/auth/me", { status: 200, body: { data: null } }))) {
    renderWithWorkspaces(<DeleteAccountSection email="Ada@Example.com" />, { workspaces: list, activeId: "dflt" });
    return calls;
  }

  const openDialog = async () => {
    await userEvent.click(screen.getByRole("button", { name: settingsCopy.deleteAccount }));
    return screen.getByRole("dialog", { name: settingsCopy.deleteDialogTitle });
  };

  it("names every workspace that goes and the members who lose it, and the shared ones it leaves", async () => {
    const calls = renderDelete();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(settingsCopy.ownedWorkspacesGo(2));
    const items = within(dialog).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["📋 Default", `🚀 Team Alpha, ${settingsCopy.membersLoseAccess("bo@example.com, cy@example.com")}`]);
    expect(dialog).toHaveTextContent(settingsCopy.sharedWorkspacesLeft(1));
    // The list is read again on opening, so a member added meanwhile is named.
    await waitFor(() => expect(calls.filter((c) => c.method === "GET" && c.path === "/api/workspaces")).toHaveLength(1));
  });

  it("deletes only once the account's e-mail is typed (any case), then goes to the landing page", async () => {
    const calls = renderDelete();
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole("button", { name: settingsCopy.deleteAccount });
    const typed = within(dialog).getByLabelText(settingsCopy.typeEmailToConfirm("Ada@Example.com"));
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, "ada@example.co");
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, "m");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(fakeRouter.replace).toHaveBeenCalledWith("/"));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([{ method: "DELETE", path: "/api/auth/me", body: { email: "ada@example.com" } }]);
    expect(await screen.findByText(settingsCopy.accountDeleted)).toBeInTheDocument();
  });

  it("shows the server's refusal and stays", async () => {
    renderDelete(installFakeApi(on("GET", "/api/workspaces", { status: 200, body: { data: list } }), on("DELETE", "/api/auth/me", refusal(authCopy.deleteEmailMismatch))));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole("textbox"), "ada@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: settingsCopy.deleteAccount }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(authCopy.deleteEmailMismatch);
    expect(fakeRouter.replace).not.toHaveBeenCalled();
  });

  it("Cancel closes without deleting", async () => {
    const calls = renderDelete();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  });
});
