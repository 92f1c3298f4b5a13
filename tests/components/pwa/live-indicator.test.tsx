import { act, render, screen } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { LiveIndicator } from "@/components/board/live/LiveIndicator";
import { liveBoard } from "@/components/board/live/live-board";
import { setServerReachable, watchRequests } from "@/components/pwa/connection";
import { setWaitingChanges } from "@/components/pwa/waiting";
import { ApiError } from "@/lib/api/request";
import { SERVER_PROBE_MS, SERVER_PROBE_URL } from "@/lib/constants/pwa";
import { liveCopy } from "@/lib/copy/live";
import { pwaCopy } from "@/lib/copy/pwa";

/**
 * The toolbar's indicator beside Live and Reconnecting: "Offline" when the browser has no network
 * (navigator.onLine and its events) or when our requests fail without an answer; back to the live state as
 * soon as either returns.
 */

let onLine = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => onLine });
});
afterEach(() => {
  act(() => {
    setBrowserOnline(true);
    setServerReachable(true);
    liveBoard.setStatus("off");
  });
});

function setBrowserOnline(value: boolean) {
  onLine = value;
  window.dispatchEvent(new Event(value ? "online" : "offline"));
}

const indicator = () => screen.getByTestId("live-indicator");

it("shows Offline while the browser is offline, with or without a live feed, and the live state once it is back", () => {
  act(() => liveBoard.setStatus("connected"));
  render(<LiveIndicator />);
  expect(indicator()).toHaveTextContent(liveCopy.connected);

  act(() => setBrowserOnline(false));
  expect(indicator()).toHaveTextContent(pwaCopy.offline);
  expect(indicator()).toHaveAttribute("data-status", "offline");
  expect(indicator()).toHaveAttribute("title", pwaCopy.offlineHint);
  act(() => liveBoard.setStatus("off"));
  expect(indicator()).toHaveTextContent(pwaCopy.offline);

  act(() => liveBoard.setStatus("reconnecting"));
  act(() => setBrowserOnline(true));
  expect(indicator()).toHaveTextContent(liveCopy.reconnecting);
});

it("shows nothing online without a feed", () => {
  render(<LiveIndicator />);
  expect(screen.queryByTestId("live-indicator")).toBeNull();
});

describe("requests that get no answer", () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchWith = (queryClient: QueryClient, queryFn: () => Promise<unknown>) =>
    act(() => queryClient.fetchQuery({ queryKey: ["q", Math.random()], queryFn }).catch(() => undefined));

  const answers: [string, () => Promise<unknown>][] = [
    ["a success", async () => "ok"],
    ["a refusal (the server answered)", () => Promise.reject(new ApiError("Not found", 404, "not_found"))],
  ];
  it.each(answers)("a network failure is Offline even when the browser says online; %s ends it", async (_, answer) => {
    const queryClient = client();
    const stop = watchRequests(queryClient.getQueryCache());
    act(() => liveBoard.setStatus("reconnecting"));
    render(<LiveIndicator />);
    await fetchWith(queryClient, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(indicator()).toHaveTextContent(pwaCopy.offline);
    await fetchWith(queryClient, answer);
    expect(indicator()).toHaveTextContent(liveCopy.reconnecting);
    stop();
  });

  it("the browser's network coming back ends an Offline that a failed request started", async () => {
    const queryClient = client();
    const stop = watchRequests(queryClient.getQueryCache());
    act(() => liveBoard.setStatus("connected"));
    render(<LiveIndicator />);
    await fetchWith(queryClient, () => Promise.reject(new TypeError("Failed to fetch")));
    act(() => setBrowserOnline(false));
    act(() => setBrowserOnline(true));
    expect(indicator()).toHaveTextContent(liveCopy.connected);
    stop();
  });

  it("while requests fail, the server is asked every SERVER_PROBE_MS and its answer ends Offline (FAKE fetch: no server in jsdom)", async () => {
    jest.useFakeTimers();
    const probes: string[] = [];
    let answers = false;
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
      probes.push(String(url));
      if (!answers) throw new TypeError("Failed to fetch");
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    try {
      act(() => liveBoard.setStatus("connected"));
      render(<LiveIndicator />);
      act(() => setServerReachable(false));
      await act(() => jest.advanceTimersByTimeAsync(SERVER_PROBE_MS));
      expect(probes).toEqual([SERVER_PROBE_URL]);
      expect(indicator()).toHaveTextContent(pwaCopy.offline);
      answers = true;
      await act(() => jest.advanceTimersByTimeAsync(SERVER_PROBE_MS));
      expect(indicator()).toHaveTextContent(liveCopy.connected);
      // Reachable again: no more asking.
      await act(() => jest.advanceTimersByTimeAsync(3 * SERVER_PROBE_MS));
      expect(probes).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("after the unsubscribe, failures are no longer followed", async () => {
    const queryClient = client();
    watchRequests(queryClient.getQueryCache())();
    act(() => liveBoard.setStatus("connected"));
    render(<LiveIndicator />);
    await fetchWith(queryClient, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(indicator()).toHaveTextContent(liveCopy.connected);
  });
});

it("shows how many changes made offline wait, beside the state and without a live feed, until they are sent", () => {
  act(() => setBrowserOnline(false));
  render(<LiveIndicator />);
  expect(screen.queryByTestId("changes-waiting")).toBeNull();
  act(() => setWaitingChanges(1));
  expect(screen.getByTestId("changes-waiting")).toHaveTextContent("1 change waiting");
  act(() => setWaitingChanges(3));
  expect(screen.getByTestId("changes-waiting")).toHaveTextContent(pwaCopy.changesWaiting(3));
  expect(screen.getByTestId("changes-waiting")).toHaveTextContent("3 changes waiting");
  expect(indicator()).toHaveTextContent(pwaCopy.offline);
  act(() => setBrowserOnline(true));
  expect(screen.queryByTestId("live-indicator")).toBeNull();
  expect(screen.getByTestId("changes-waiting")).toHaveAttribute("title", pwaCopy.changesWaitingHint);
  act(() => setWaitingChanges(0));
  expect(screen.queryByTestId("changes-waiting")).toBeNull();
});
