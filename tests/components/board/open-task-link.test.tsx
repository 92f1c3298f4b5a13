import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { toast as sonner } from "sonner";
import { boardReveal } from "@/components/board/reveal";
import { useOpenTaskFromUrl } from "@/components/board/useOpenTaskFromUrl";
import { TaskCard } from "@/components/task/TaskCard";
import { Toaster } from "@/components/ui/Toaster";
import { ActiveWorkspaceProvider } from "@/components/workspace/ActiveWorkspaceProvider";
import { ADDED_HIGHLIGHT_MS } from "@/lib/constants/board";
import { ACTIVE_WORKSPACE_COOKIE } from "@/lib/cookies";
import { remindersCopy } from "@/lib/copy/reminders";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { taskLink } from "@/lib/push/payload";
import type { Task } from "@/lib/schemas/task";
import { fakeRouter, workspace } from "@/tests/components/workspace/support";
import { renderOnBoard, task } from "./support";

// next/navigation's FAKE router (no server in jsdom); the search parameters are the jsdom address's, as the browser's.
jest.mock("next/navigation", () => ({
  useRouter: () => jest.requireActual("../workspace/support").fakeRouter,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const home = workspace("w1", { isDefault: true });
const team = workspace("w2", { name: "Team", role: "member", userId: "u-bo" });
const workspaces = { owned: [home], shared: [team] };
const tasksOf: Record<string, Task[]> = {
  w1: [task({ id: "t1" }), task({ id: "t2", title: "Water the plants" })],
  w2: [task({ id: "t9", title: "Ship it", workspaceId: "w2" })],
};

/** The board's part: the workspace it shows and that workspace's tasks (undefined while they load). */
function Board({ workspaceId, tasks }: { workspaceId: string; tasks: readonly Task[] | undefined }) {
  useOpenTaskFromUrl(workspaceId, tasks);
  return <p data-testid="shown">{workspaceId}</p>;
}
const LOADING = "loading";
const board = (workspaceId: string, tasks: readonly Task[] | typeof LOADING = tasksOf[workspaceId]) => (
  <Board workspaceId={workspaceId} tasks={tasks === LOADING ? undefined : tasks} />
);

/** Renders the board's part as the page does (query cache, active workspace w1, toasts); `rerender` keeps all three. */
function renderBoard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrap = (inner: ReactElement) => (
    <QueryClientProvider client={client}>
      <ActiveWorkspaceProvider initial={{ workspaces, activeId: "w1" }}>{inner}</ActiveWorkspaceProvider>
      <Toaster />
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

const visit = (url: string) => window.history.replaceState(null, "", url);
const address = () => `${window.location.pathname}${window.location.search}`;

let reveal: jest.SpyInstance;
beforeEach(() => {
  reveal = jest.spyOn(boardReveal, "reveal").mockImplementation(() => {});
  fakeRouter.refresh.mockClear();
  document.cookie = `${ACTIVE_WORKSPACE_COOKIE}=; max-age=0; path=/`;
});
afterEach(() => {
  reveal.mockRestore();
  act(() => void sonner.dismiss());
  visit("/");
});

describe("a link to a task, /todo?workspace=…&task=…", () => {
  it("reveals the task of the workspace the board shows, with its comments, and leaves the address (other parameters kept)", () => {
    visit("/todo?q=plants&workspace=w1&task=t2");
    renderBoard(board("w1"));
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(reveal).toHaveBeenCalledWith("t2", { openComments: true });
    expect(address()).toBe("/todo?q=plants");
  });

  it("without a workspace, looks in the one the board shows", () => {
    visit("/todo?task=t1");
    renderBoard(board("w1"));
    expect(reveal).toHaveBeenCalledWith("t1", { openComments: true });
    expect(address()).toBe("/todo");
  });

  it("waits for the board's tasks to load", () => {
    visit(taskLink({ workspaceId: "w1", taskId: "t2" }));
    const { rerender } = renderBoard(board("w1", LOADING));
    expect(reveal).not.toHaveBeenCalled();
    expect(address()).toBe("/todo?workspace=w1&task=t2");
    rerender(board("w1"));
    expect(reveal).toHaveBeenCalledWith("t2", { openComments: true });
  });

  it("switches to the task's workspace first (the page is rendered for it), then reveals the task there", async () => {
    visit(taskLink({ workspaceId: "w2", taskId: "t9" }));
    const { rerender } = renderBoard(board("w1"));
    // The active workspace is now w2: remembered in the cookie and the page re-rendered for it.
    await waitFor(() => expect(fakeRouter.refresh).toHaveBeenCalledTimes(1));
    expect(document.cookie).toContain(`${ACTIVE_WORKSPACE_COOKIE}=w2`);
    expect(reveal).not.toHaveBeenCalled();
    expect(address()).toBe("/todo?workspace=w2&task=t9");
    rerender(board("w2", LOADING));
    expect(reveal).not.toHaveBeenCalled();
    rerender(board("w2"));
    expect(reveal).toHaveBeenCalledWith("t9", { openComments: true });
    expect(address()).toBe("/todo");
  });

  it("says a task that is no longer there no longer exists, and reveals nothing", async () => {
    visit(taskLink({ workspaceId: "w1", taskId: "gone" }));
    renderBoard(board("w1"));
    expect(await screen.findByText(remindersCopy.taskGone)).toBeInTheDocument();
    expect(remindersCopy.taskGone).toBe("This task no longer exists.");
    expect(reveal).not.toHaveBeenCalled();
    expect(address()).toBe("/todo");
  });

  it("says the same of a workspace the user is not in, without switching to it", async () => {
    visit(taskLink({ workspaceId: "w-stranger", taskId: "t1" }));
    renderBoard(board("w1"));
    expect(await screen.findByText(remindersCopy.taskGone)).toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();
    expect(fakeRouter.refresh).not.toHaveBeenCalled();
    expect(screen.getByTestId("shown")).toHaveTextContent("w1");
    expect(address()).toBe("/todo");
  });
});

describe("the card a link reveals", () => {
  beforeEach(() => {
    reveal.mockRestore();
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it("scrolls into view, opens its comments and is highlighted for ADDED_HIGHLIGHT_MS from then", async () => {
    jest.useFakeTimers();
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />);
    const comments = screen.getByRole("button", { name: taskDetailsCopy.showComments });
    expect(comments).toHaveAttribute("aria-expanded", "false");
    act(() => boardReveal.reveal("t1", { openComments: true }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: taskDetailsCopy.hideComments })).toHaveAttribute("aria-expanded", "true");
    const card = screen.getByRole("article", { name: "Prepare the slides" });
    expect(card).toHaveAttribute("data-added-highlight", "true");
    act(() => jest.advanceTimersByTime(ADDED_HIGHLIGHT_MS));
    expect(card).not.toHaveAttribute("data-added-highlight");
  });

  it("keeps its comments closed for a task just added", () => {
    renderOnBoard(<TaskCard task={task()} dragHandle={null} />);
    act(() => boardReveal.reveal("t1"));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: taskDetailsCopy.showComments })).toHaveAttribute("aria-expanded", "false");
  });
});
