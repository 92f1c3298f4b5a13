import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WorkspaceSwitcher } from "@/components/workspace/WorkspaceSwitcher";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { WorkspaceList } from "@/lib/schemas/workspace";
import { fakeRouter, installFakeApi, on, renderWithWorkspaces, workspace } from "./support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("./support").fakeRouter }));

function Current() {
  const { current } = useActiveWorkspace();
  return <output data-testid="current">{current.id}</output>;
}

const list = (extra: Partial<WorkspaceList> = {}): WorkspaceList => ({
  owned: [workspace("dflt", { name: "Default", isDefault: true }), workspace("work", { name: "Work", icon: "💼" })],
  shared: [workspace("theirs", { name: "Their Team", icon: "🚀", role: "member", userId: "u-them", ownerEmail: "them@example.com" })],
  ...extra,
});

function renderSwitcher(workspaces = list(), activeId = "work") {
  return renderWithWorkspaces(
    <>
      <WorkspaceSwitcher />
      <Current />
    </>,
    { workspaces, activeId },
  );
}

const openPanel = async () => {
  await userEvent.click(screen.getByRole("button", { name: /switch workspace/i }));
  return screen.getByRole("dialog", { name: workspacesCopy.panelTitle });
};

beforeEach(() => {
  jest.clearAllMocks();
  document.cookie = "duely_ws=; Max-Age=0; Path=/";
});

describe("WorkspaceSwitcher", () => {
  it("names the active workspace and lists My Workspaces (with Alt hints) and Shared with me, the active row marked", async () => {
    renderSwitcher();
    expect(screen.getByRole("button", { name: "Switch workspace: Work" })).toHaveAttribute("aria-expanded", "false");
    const panel = await openPanel();
    expect(within(panel).getByRole("heading", { name: "Workspaces" })).toBeInTheDocument();

    const mine = within(panel).getByRole("region", { name: "My Workspaces" });
    const rows = within(mine).getAllByRole("listitem");
    // The default row also holds its (hidden) tooltip text.
    expect(rows.map((row) => row.textContent)).toEqual(["📋DefaultAlt+1Cannot delete default workspace", "💼WorkAlt+2"]);
    expect(within(rows[1]).getByRole("button", { name: "Work" })).toHaveAttribute("aria-current", "true");
    expect(within(rows[0]).getByRole("button", { name: "Default" })).not.toHaveAttribute("aria-current");
    expect(within(rows[0]).getByRole("link", { name: "Settings for Default" })).toHaveAttribute("href", "/workspace/dflt/settings");

    const shared = within(panel).getByRole("region", { name: "Shared with me" });
    const sharedRow = within(shared).getByRole("listitem");
    expect(sharedRow).toHaveTextContent("🚀Their Team");
    expect(within(sharedRow).getByRole("link", { name: "Settings for Their Team" })).toBeInTheDocument();
    expect(within(sharedRow).queryByRole("button", { name: /Delete/ })).toBeNull(); // shared rows only have settings
    expect(sharedRow).not.toHaveTextContent("Alt+");
  });

  it("shows the Option symbol on a Mac", async () => {
    const platform = jest.spyOn(navigator, "platform", "get").mockReturnValue("MacIntel");
    try {
      renderSwitcher();
      const panel = await openPanel();
      expect(within(panel).getByText("⌥1")).toBeInTheDocument();
      expect(within(panel).getByText("⌥2")).toBeInTheDocument();
    } finally {
      platform.mockRestore();
    }
  });

  it("disables delete for the default workspace with the tooltip 'Cannot delete default workspace'", async () => {
    renderSwitcher();
    const panel = await openPanel();
    const deleteDefault = within(panel).getByRole("button", { name: "Delete Default" });
    expect(deleteDefault).toBeDisabled();
    const wrapper = deleteDefault.parentElement as HTMLElement;
    act(() => wrapper.focus());
    expect(within(wrapper).getByRole("tooltip")).toHaveTextContent(workspacesCopy.cannotDeleteDefaultTooltip);
    expect(within(panel).getByRole("button", { name: "Delete Work" })).toBeEnabled();
  });

  it("offers New Workspace only while fewer than 5 are owned", async () => {
    const five = ["a", "b", "c", "d"].map((id) => workspace(id));
    renderSwitcher(list({ owned: [workspace("dflt", { isDefault: true }), ...five.slice(0, 3)] }), "dflt");
    expect(within(await openPanel()).getByRole("button", { name: workspacesCopy.newWorkspace })).toBeInTheDocument();
  });

  it("hides New Workspace at 5 owned workspaces", async () => {
    const owned = [workspace("dflt", { isDefault: true }), ...["a", "b", "c", "d"].map((id) => workspace(id))];
    renderSwitcher(list({ owned }), "dflt");
    expect(within(await openPanel()).queryByRole("button", { name: workspacesCopy.newWorkspace })).toBeNull();
  });

  it("switches on a click, remembers it in the cookie and re-renders the page", async () => {
    renderSwitcher();
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole("button", { name: "Their Team" }));
    expect(screen.getByTestId("current")).toHaveTextContent("theirs");
    expect(document.cookie).toContain("duely_ws=theirs");
    expect(fakeRouter.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: workspacesCopy.panelTitle })).toBeNull();
  });

  it("closes the panel on Escape and gives focus back to its button", async () => {
    renderSwitcher();
    await openPanel();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: workspacesCopy.panelTitle })).toBeNull();
    expect(screen.getByRole("button", { name: /switch workspace/i })).toHaveFocus();
  });
});

describe("Create Workspace dialog (fake API)", () => {
  it("counts n/20, keeps Create disabled while blank, refuses 21 characters and creates, then switches to the new one", async () => {
    const created = workspace("new1", { name: "Garden" });
    const calls = installFakeApi(
      on("POST", "/api/workspaces", { status: 201, body: { data: created } }),
      on("GET", "/api/workspaces", { status: 200, body: { data: list({ owned: [...list().owned, created] }) } }),
    );
    renderSwitcher();
    await userEvent.click(within(await openPanel()).getByRole("button", { name: workspacesCopy.newWorkspace }));

    const dialog = screen.getByRole("dialog", { name: workspacesCopy.createTitle });
    const input = within(dialog).getByLabelText(workspacesCopy.nameLabel);
    const create = within(dialog).getByRole("button", { name: workspacesCopy.create });
    expect(input).toHaveFocus();
    expect(within(dialog).getByText("0/20")).toBeInTheDocument();
    expect(create).toBeDisabled();

    await userEvent.type(input, "   ");
    expect(create).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, "x".repeat(21));
    expect(within(dialog).getByText("21/20")).toBeInTheDocument();
    await userEvent.click(create);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(workspacesCopy.nameTooLong);
    expect(calls).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, "Garden 🌱");
    expect(within(dialog).getByText("8/20")).toBeInTheDocument();
    await userEvent.click(create);
    await waitFor(() => expect(screen.getByTestId("current")).toHaveTextContent("new1"));
    expect(calls[0]).toEqual({ method: "POST", path: "/api/workspaces", body: { name: "Garden 🌱" } });
    expect(screen.queryByRole("dialog", { name: workspacesCopy.createTitle })).toBeNull();
  });

  it("shows the server's refusal inside the dialog", async () => {
    installFakeApi(on("POST", "/api/workspaces", { status: 409, body: { error: { code: "conflict", message: workspacesCopy.maxWorkspaces } } }));
    renderSwitcher();
    await userEvent.click(within(await openPanel()).getByRole("button", { name: workspacesCopy.newWorkspace }));
    const dialog = screen.getByRole("dialog", { name: workspacesCopy.createTitle });
    await userEvent.type(within(dialog).getByLabelText(workspacesCopy.nameLabel), "Sixth");
    await userEvent.click(within(dialog).getByRole("button", { name: workspacesCopy.create }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(workspacesCopy.maxWorkspaces);
  });
});

describe("Delete Workspace confirmation (fake API)", () => {
  it("deletes after confirming and falls back to the default when the active one goes", async () => {
    const calls = installFakeApi(
      on("DELETE", "/api/workspaces/work", { status: 204 }),
      on("GET", "/api/workspaces", { status: 200, body: { data: list({ owned: [list().owned[0]] }) } }),
    );
    renderSwitcher();
    await userEvent.click(within(await openPanel()).getByRole("button", { name: "Delete Work" }));
    const confirm = screen.getByRole("dialog", { name: workspacesCopy.deleteTitle });
    expect(confirm).toHaveTextContent(workspacesCopy.deleteConfirm("Work"));
    await userEvent.click(within(confirm).getByRole("button", { name: commonCopy.delete }));

    await waitFor(() => expect(screen.getByTestId("current")).toHaveTextContent("dflt"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/workspaces/work", "GET /api/workspaces"]);
    expect(document.cookie).toContain("duely_ws=dflt");
    expect(screen.queryByRole("dialog", { name: workspacesCopy.deleteTitle })).toBeNull();
  });

  it("reports a failure as 'Error deleting workspace: {message}' in a toast, not an alert()", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
    installFakeApi(on("DELETE", "/api/workspaces/work", { status: 409, body: { error: { code: "conflict", message: workspacesCopy.cannotDeleteLast } } }));
    renderSwitcher();
    await userEvent.click(within(await openPanel()).getByRole("button", { name: "Delete Work" }));
    await userEvent.click(within(screen.getByRole("dialog", { name: workspacesCopy.deleteTitle })).getByRole("button", { name: commonCopy.delete }));
    expect(await screen.findByText(workspacesCopy.deleteWorkspaceError(workspacesCopy.cannotDeleteLast))).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});

describe("Option/Alt + 1..5", () => {
  it("switches to the n-th owned workspace by physical key, as a Mac types ™ for Option+2", () => {
    renderSwitcher(list(), "dflt");
    fireEvent.keyDown(document.body, { key: "™", code: "Digit2", altKey: true });
    expect(screen.getByTestId("current")).toHaveTextContent("work");
    fireEvent.keyDown(document.body, { key: "¡", code: "Digit1", altKey: true });
    expect(screen.getByTestId("current")).toHaveTextContent("dflt");
    expect(document.cookie).toContain("duely_ws=dflt");
  });

  it("is ignored while typing in an input or a textarea", () => {
    renderWithWorkspaces(
      <>
        <input aria-label="Task" />
        <textarea aria-label="Comment" />
        <Current />
      </>,
      { workspaces: list(), activeId: "dflt" },
    );
    fireEvent.keyDown(screen.getByLabelText("Task"), { key: "™", code: "Digit2", altKey: true });
    fireEvent.keyDown(screen.getByLabelText("Comment"), { key: "™", code: "Digit2", altKey: true });
    expect(screen.getByTestId("current")).toHaveTextContent("dflt");
  });

  it("does nothing without Alt, with another modifier, or past the owned workspaces (shared ones get no number)", () => {
    renderSwitcher(list(), "dflt");
    fireEvent.keyDown(document.body, { key: "2", code: "Digit2" });
    fireEvent.keyDown(document.body, { key: "2", code: "Digit2", altKey: true, ctrlKey: true });
    fireEvent.keyDown(document.body, { key: "3", code: "Digit3", altKey: true });
    fireEvent.keyDown(document.body, { key: "6", code: "Digit6", altKey: true });
    expect(screen.getByTestId("current")).toHaveTextContent("dflt");
    expect(fakeRouter.refresh).not.toHaveBeenCalled();
  });
});
