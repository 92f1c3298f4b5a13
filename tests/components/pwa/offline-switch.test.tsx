import { act, screen } from "@testing-library/react";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { useShownWorkspace } from "@/components/pwa/offline-workspace";
import { fakeRouter, renderWithWorkspaces, workspace } from "../workspace/support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../workspace/support").fakeRouter }));

/**
 * Switching workspace without a connection: the page cannot be rendered for the new one, so the board shows
 * that workspace (its list as kept on the device) and the page is re-rendered once the connection is back.
 * The router is a FAKE that records refreshes (jsdom has no server).
 */

let onLine = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => onLine });
});
beforeEach(() => fakeRouter.refresh.mockClear());
afterEach(() => setBrowserOnline(true));

function setBrowserOnline(value: boolean) {
  onLine = value;
  act(() => void window.dispatchEvent(new Event(value ? "online" : "offline")));
}

const RENDERED = { id: "home", isOwner: true };

function Board() {
  const { switchTo } = useActiveWorkspace();
  const shown = useShownWorkspace(RENDERED);
  return (
    <>
      <output data-testid="shown">{`${shown.id} ${shown.isOwner ? "owner" : "member"}`}</output>
      <button onClick={() => switchTo("team")}>switch</button>
    </>
  );
}

const list = { owned: [workspace("home", { isDefault: true })], shared: [workspace("team", { role: "member" })] };

it("offline, the board shows the workspace switched to and the page waits for the connection", () => {
  renderWithWorkspaces(<Board />, { workspaces: list, activeId: "home" });
  setBrowserOnline(false);
  act(() => screen.getByRole("button", { name: "switch" }).click());
  expect(screen.getByTestId("shown")).toHaveTextContent("team member");
  expect(fakeRouter.refresh).not.toHaveBeenCalled();
  expect(document.cookie).toContain("duely_ws=team");

  setBrowserOnline(true);
  expect(fakeRouter.refresh).toHaveBeenCalledTimes(1);
  // Online again, the board is the rendered page's until the page for the new workspace arrives.
  expect(screen.getByTestId("shown")).toHaveTextContent("home owner");
});

it("online, a switch re-renders the page at once and the board keeps the rendered workspace meanwhile", () => {
  renderWithWorkspaces(<Board />, { workspaces: list, activeId: "home" });
  act(() => screen.getByRole("button", { name: "switch" }).click());
  expect(fakeRouter.refresh).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId("shown")).toHaveTextContent("home owner");
});
