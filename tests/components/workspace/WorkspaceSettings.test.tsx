import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WorkspaceSettings } from "@/components/workspace/settings/WorkspaceSettings";
import { LEAVE_REDIRECT_MS, WORKSPACE_EMOJIS } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { fakeRouter, installFakeApi, on, renderWithWorkspaces, workspace } from "./support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("./support").fakeRouter }));

const team = workspace("team", { name: "Team", icon: "💼", members: ["ann@example.com"] });

function renderSettings(view: WorkspaceView) {
  const owned = view.role === "owner" ? [workspace("dflt", { isDefault: true }), view] : [workspace("dflt", { isDefault: true })];
  const shared = view.role === "member" ? [view] : [];
  return renderWithWorkspaces(<WorkspaceSettings workspace={view} />, { workspaces: { owned, shared }, activeId: view.id });
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe("workspace settings, owner view (fake API)", () => {
  it("shows Workspace Settings, Back to Tasks, Information with the 24-emoji picker and Collaboration", () => {
    renderSettings(team);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(workspacesCopy.settingsTitle);
    expect(screen.getByRole("link", { name: workspacesCopy.backToTasks })).toHaveAttribute("href", "/todo");
    expect(screen.getByRole("region", { name: workspacesCopy.information })).toBeInTheDocument();
    const picker = screen.getByRole("group", { name: workspacesCopy.iconLabel });
    expect(within(picker).getAllByRole("button")).toHaveLength(WORKSPACE_EMOJIS.length);
    expect(within(picker).getByRole("button", { name: "Use 💼 as the icon" })).toHaveAttribute("aria-pressed", "true");
    const collaboration = screen.getByRole("region", { name: workspacesCopy.collaboration });
    expect(within(collaboration).getByText("2/5 users")).toBeInTheDocument();
    expect(within(collaboration).getByText("ann@example.com")).toBeInTheDocument();
  });

  it("has no Collaboration section on the default workspace", () => {
    renderSettings(workspace("dflt", { name: "Default", isDefault: true }));
    expect(screen.getByRole("region", { name: workspacesCopy.information })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: workspacesCopy.collaboration })).toBeNull();
  });

  it("saves name and icon and toasts 'Workspace updated successfully'", async () => {
    const calls = installFakeApi(
      on("PATCH", "/api/workspaces/team", (call) => ({ status: 200, body: { data: { ...team, ...(call.body as object) } } })),
      on("GET", "/api/workspaces", { status: 200, body: { data: { owned: [team], shared: [] } } }),
    );
    renderSettings(team);
    const name = screen.getByLabelText(workspacesCopy.nameLabel);
    await userEvent.clear(name);
    await userEvent.type(name, "Garden");
    await userEvent.click(screen.getByRole("button", { name: "Use 🌱 as the icon" }));
    await userEvent.click(screen.getByRole("button", { name: workspacesCopy.save }));
    expect(await screen.findByText(workspacesCopy.workspaceUpdated)).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: "PATCH", path: "/api/workspaces/team", body: { name: "Garden", icon: "🌱" } });
  });

  it("refuses a 3-character icon before calling the server", async () => {
    const calls = installFakeApi();
    renderSettings(team);
    const icon = screen.getByLabelText(workspacesCopy.iconLabel, { selector: "input" });
    await userEvent.clear(icon);
    await userEvent.type(icon, "abc");
    await userEvent.click(screen.getByRole("button", { name: workspacesCopy.save }));
    expect(screen.getByRole("alert")).toHaveTextContent(workspacesCopy.iconInvalid);
    expect(calls).toEqual([]);
  });

  it("adds a member and toasts '{email} added to workspace and invitation sent'; asks for an address first", async () => {
    installFakeApi(
      on("POST", "/api/workspaces/team/members", {
        status: 200,
        body: { data: { ownerEmail: team.ownerEmail, members: ["ann@example.com", "bob@example.com"], invitationSent: true } },
      }),
      on("GET", "/api/workspaces", { status: 200, body: { data: { owned: [team], shared: [] } } }),
    );
    renderSettings(team);
    const collaboration = screen.getByRole("region", { name: workspacesCopy.collaboration });
    const add = within(collaboration).getByRole("button", { name: workspacesCopy.addMember });
    await userEvent.click(add);
    expect(within(collaboration).getByRole("alert")).toHaveTextContent(workspacesCopy.enterMemberEmail);

    const input = within(collaboration).getByLabelText(workspacesCopy.memberEmailLabel);
    expect(input).toHaveAttribute("type", "email");
    await userEvent.type(input, "Bob@Example.com");
    await userEvent.click(add);
    expect(await screen.findByText(workspacesCopy.memberAdded("bob@example.com"))).toBeInTheDocument();
    expect(within(collaboration).getByText("bob@example.com")).toBeInTheDocument();
    expect(within(collaboration).getByText("3/5 users")).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("shows the server's refusal in the form (announced), e.g. a duplicate", async () => {
    installFakeApi(on("POST", "/api/workspaces/team/members", { status: 409, body: { error: { code: "conflict", message: workspacesCopy.alreadyMember } } }));
    renderSettings(team);
    const collaboration = screen.getByRole("region", { name: workspacesCopy.collaboration });
    await userEvent.type(within(collaboration).getByLabelText(workspacesCopy.memberEmailLabel), "ann@example.com");
    await userEvent.click(within(collaboration).getByRole("button", { name: workspacesCopy.addMember }));
    expect(await within(collaboration).findByRole("alert")).toHaveTextContent(workspacesCopy.alreadyMember);
  });

  it("removes a member and toasts '{email} removed from workspace'", async () => {
    const calls = installFakeApi(
      on("DELETE", "/api/workspaces/team/members/ann%40example.com", { status: 200, body: { data: { ownerEmail: team.ownerEmail, members: [] } } }),
      on("GET", "/api/workspaces", { status: 200, body: { data: { owned: [team], shared: [] } } }),
    );
    renderSettings(team);
    await userEvent.click(screen.getByRole("button", { name: "Remove ann@example.com" }));
    expect(await screen.findByText(workspacesCopy.memberRemoved("ann@example.com"))).toBeInTheDocument();
    expect(calls[0].method).toBe("DELETE");
    expect(screen.queryByRole("button", { name: "Remove ann@example.com" })).toBeNull();
  });

  it("shows the owner and the members by name with their e-mail beside it (the e-mail alone for one without an account)", async () => {
    const people = [
      { email: team.ownerEmail, name: "Olivia Owner", userId: team.userId },
      { email: "ann@example.com", name: "Ann Member", userId: "u-ann" },
    ];
    installFakeApi(on("GET", "/api/workspaces/team/members", { status: 200, body: { data: { ownerEmail: team.ownerEmail, members: team.members, people } } }));
    renderSettings({ ...team, members: ["ann@example.com", "zed@example.com"] });
    const list = screen.getByRole("list", { name: workspacesCopy.members });
    expect(await within(list).findByText("Ann Member")).toBeInTheDocument();
    expect(within(list).getByText("Olivia Owner")).toBeInTheDocument();
    expect(within(list).getByText("ann@example.com")).toBeInTheDocument();
    expect(within(list).getByText("zed@example.com")).toBeInTheDocument();
  });

  it("disables adding at 4 members with the limit message", () => {
    renderSettings({ ...team, members: ["a@x.com", "b@x.com", "c@x.com", "d@x.com"] });
    const collaboration = screen.getByRole("region", { name: workspacesCopy.collaboration });
    expect(within(collaboration).getByRole("button", { name: workspacesCopy.addMember })).toBeDisabled();
    expect(within(collaboration).getByText(workspacesCopy.maxUsersPerWorkspace)).toBeInTheDocument();
  });
});

describe("workspace settings, member view (fake API)", () => {
  const shared = workspace("theirs", {
    name: "Their Team",
    icon: "🚀",
    role: "member",
    userId: "u-them",
    ownerEmail: "owner@example.com",
    members: ["me@example.com"],
  });

  it("is read-only: the owner's e-mail, the member texts, no editing and no member management", () => {
    renderSettings(shared);
    expect(screen.getByText(workspacesCopy.memberReadOnly)).toBeInTheDocument();
    expect(screen.getByText(workspacesCopy.memberIconReadOnly)).toBeInTheDocument();
    expect(screen.getByTestId("workspace-owner-email")).toHaveTextContent("owner@example.com");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: workspacesCopy.save })).toBeNull();
    expect(screen.queryByRole("button", { name: workspacesCopy.addMember })).toBeNull();
  });

  it("leaves after the confirmation, toasts the success text and goes to /todo after 2 s", async () => {
    const calls = installFakeApi(
      on("POST", "/api/workspaces/theirs/leave", { status: 200, body: { data: { ownerNotified: true } } }),
      on("GET", "/api/workspaces", { status: 200, body: { data: { owned: [workspace("dflt", { isDefault: true })], shared: [] } } }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSettings(shared);

    await user.click(screen.getByRole("button", { name: workspacesCopy.leave }));
    const confirm = screen.getByRole("dialog", { name: workspacesCopy.leave });
    expect(confirm).toHaveTextContent(workspacesCopy.leaveConfirm("Their Team"));
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: workspacesCopy.leave }));

    expect(await screen.findByText(workspacesCopy.leftWorkspace)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/workspaces/theirs/leave"]);
    act(() => jest.advanceTimersByTime(LEAVE_REDIRECT_MS - 100));
    expect(fakeRouter.push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(fakeRouter.push).toHaveBeenCalledWith("/todo");
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/workspaces"));
  });

  it("toasts the failure text when leaving fails", async () => {
    installFakeApi(on("POST", "/api/workspaces/theirs/leave", { status: 500, body: { error: { code: "internal", message: "boom" } } }));
    renderSettings(shared);
    await userEvent.click(screen.getByRole("button", { name: workspacesCopy.leave }));
    await userEvent.click(within(screen.getByRole("dialog", { name: workspacesCopy.leave })).getByRole("button", { name: workspacesCopy.leave }));
    expect(await screen.findByText(workspacesCopy.leaveFailed)).toBeInTheDocument();
    expect(fakeRouter.push).not.toHaveBeenCalled();
  });
});
