import { act, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { toast } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/Toaster";
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_MAX, TOAST_SUCCESS_DURATION_MS } from "@/lib/constants/common";
import { authCopy } from "@/lib/copy/auth";
import { workspacesCopy } from "@/lib/copy/workspaces";

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Runs `create` and lets the Toaster pick the change up (sonner publishes on a zero-delay timer). */
function show<T>(create: () => T): T {
  let result: T | undefined;
  act(() => {
    result = create();
  });
  advance(0);
  return result as T;
}

describe("toasts", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      sonner.dismiss();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it("show at the top right with the product's durations: success and default 4 s, error 5 s", () => {
    render(<Toaster />);
    show(() => {
      toast.success(workspacesCopy.workspaceUpdated);
      toast.message(authCopy.loggedOut);
      toast.error(workspacesCopy.updateWorkspaceFailed);
    });
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
    expect(screen.getByText(workspacesCopy.workspaceUpdated)).toBeInTheDocument();

    expect(TOAST_SUCCESS_DURATION_MS).toBe(4000);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_ERROR_DURATION_MS).toBe(5000);
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText(workspacesCopy.workspaceUpdated)).toBeInTheDocument();
    expect(screen.getByText(authCopy.loggedOut)).toBeInTheDocument();
    advance(400);
    expect(screen.queryByText(workspacesCopy.workspaceUpdated)).not.toBeInTheDocument();
    expect(screen.queryByText(authCopy.loggedOut)).not.toBeInTheDocument();

    advance(TOAST_ERROR_DURATION_MS - TOAST_DURATION_MS - 400);
    expect(screen.getByText(workspacesCopy.updateWorkspaceFailed)).toBeInTheDocument();
    advance(400);
    expect(screen.queryByText(workspacesCopy.updateWorkspaceFailed)).not.toBeInTheDocument();
  });

  it("a loading toast stays until it is replaced", () => {
    render(<Toaster />);
    const id = show(() => toast.loading(authCopy.signingIn));
    advance(TOAST_ERROR_DURATION_MS * 3);
    expect(screen.getByText(authCopy.signingIn)).toBeInTheDocument();
    show(() => toast.success(authCopy.welcomeBack("Ada"), { id }));
    expect(screen.queryByText(authCopy.signingIn)).not.toBeInTheDocument();
    expect(screen.getByText("Welcome back, Ada!")).toBeInTheDocument();
  });

  it(`keeps at most ${TOAST_MAX} at once by dismissing the oldest`, () => {
    render(<Toaster />);
    const ids: Array<string | number> = [];
    act(() => {
      for (let i = 0; i <= TOAST_MAX; i++) ids.push(toast.message(`Toast ${i}`));
    });
    const active = sonner.getToasts().map((t) => t.id);
    expect(active).toHaveLength(TOAST_MAX);
    expect(active).not.toContain(ids[0]);
    expect(active).toContain(ids[TOAST_MAX]);
  });
});
