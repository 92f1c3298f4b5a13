import { act, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useWorkspaceEvents } from "@/components/board/live/useWorkspaceEvents";
import { OnThisDevice } from "@/components/pwa/OnThisDevice";

/**
 * Work the board starts once it is on screen, each in a task of its own rather than in React's flush of the
 * mount's effects: on /todo that flush follows hydration and was the longest task of the load (docs/performance.md,
 * "Seventh round"). The live feed's announcement request, the device copy's modules and the service worker's
 * registration wait for the next task; they still start without anything else happening.
 */

const mockKeep = jest.fn(() => () => {});
const mockQueue = jest.fn(() => () => {});
const mockRegister = jest.fn();
jest.mock("@/components/pwa/on-device", () => ({ keepBoardOnDevice: () => mockKeep(), startWriteQueue: () => mockQueue() }));
jest.mock("@/components/pwa/register", () => ({ registerServiceWorker: () => mockRegister(), unregisterServiceWorkers: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() => new Promise<Response>(() => {})); // never answers: the feed only asks

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  for (const mock of [mockKeep, mockQueue, mockRegister]) mock.mockClear();
});
afterEach(() => jest.useRealTimers());

const withQueries = (children: ReactNode) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

function LiveBoard() {
  useWorkspaceEvents({ workspaceId: "w1", me: { id: "u1" } });
  return null;
}

/** The mount's effects and every promise they started, but no timer. */
const flushEffectsAndPromises = () => act(async () => {});
const nextTask = () => act(() => jest.advanceTimersByTimeAsync(0));

describe("after the board mounts", () => {
  it("asks for the live feed in the next task, not in the mount's effects", async () => {
    render(withQueries(<LiveBoard />));
    await flushEffectsAndPromises();
    expect(fetchMock).not.toHaveBeenCalled();
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/workspaces/w1/live");
  });

  it("does not ask at all when the board is gone before that task", async () => {
    const { unmount } = render(withQueries(<LiveBoard />));
    unmount();
    await nextTask();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the device copy and registers the service worker in the next task, not in the mount's effects", async () => {
    render(withQueries(<OnThisDevice userId="u1" serviceWorker />));
    await flushEffectsAndPromises();
    expect(mockKeep).not.toHaveBeenCalled();
    expect(mockRegister).not.toHaveBeenCalled();
    await nextTask();
    await flushEffectsAndPromises();
    expect(mockKeep).toHaveBeenCalledTimes(1);
    expect(mockQueue).toHaveBeenCalledTimes(1);
    expect(mockRegister).toHaveBeenCalledTimes(1);
  });
});
