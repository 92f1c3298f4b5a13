import { subscribeSse, type FeedHandlers } from "@/components/board/live/sse";
import type { LiveEvent } from "@/lib/schemas/live";

/**
 * The browser side of the SSE feed against a fake EventSource (jsdom has none): events reach the
 * handler, an error closes the source and reopens it after the back-off with ?lastEventId= of the last
 * event received, `resync` and `revoked` do what they say, and a refused reconnect ends as revoked.
 */

class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((m: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (m: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  message(data: unknown, id: string) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(data), lastEventId: id }));
  }
  named(type: string, id = "") {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: "{}", lastEventId: id }));
  }
}

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1];

function handlers(allowed = true) {
  const got = { events: [] as LiveEvent[], resyncs: 0, revoked: 0, statuses: [] as string[] };
  const h: FeedHandlers = {
    onEvent: (e) => got.events.push(e),
    onResync: () => (got.resyncs += 1),
    onRevoked: () => (got.revoked += 1),
    onStatus: (s) => got.statuses.push(s),
    stillAllowed: async () => allowed,
  };
  return { got, h };
}

beforeEach(() => {
  FakeEventSource.all = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("the SSE subscription, on a fake EventSource", () => {
it("delivers events, reconnects after 1 s with the last id, and stops on unsubscribe", async () => {
  const { got, h } = handlers();
  const stop = subscribeSse("/api/workspaces/w/events", h);
  expect(latest().url).toBe("/api/workspaces/w/events");
  latest().onopen?.();
  latest().message({ type: "task.deleted", taskId: "t", seq: 7 }, "7");
  expect(got.events).toHaveLength(1);

  latest().onerror?.();
  expect(latest().closed).toBe(true);
  expect(got.statuses).toEqual(["connected", "reconnecting"]);
  await jest.advanceTimersByTimeAsync(999);
  expect(FakeEventSource.all).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(FakeEventSource.all).toHaveLength(2);
  expect(latest().url).toBe("/api/workspaces/w/events?lastEventId=7");

  stop();
  expect(latest().closed).toBe(true);
  latest().onerror?.();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(FakeEventSource.all).toHaveLength(2);
});

it("backs off: the 6th reconnect waits 5 s", async () => {
  const { h } = handlers();
  subscribeSse("/e", h);
  for (let attempt = 1; attempt <= 5; attempt++) {
    latest().onerror?.();
    await jest.advanceTimersByTimeAsync(1000);
  }
  expect(FakeEventSource.all).toHaveLength(6);
  latest().onerror?.();
  await jest.advanceTimersByTimeAsync(4999);
  expect(FakeEventSource.all).toHaveLength(6);
  await jest.advanceTimersByTimeAsync(1);
  expect(FakeEventSource.all).toHaveLength(7);
});

it("resync refetches and resumes from its id; revoked ends the subscription", async () => {
  const { got, h } = handlers();
  subscribeSse("/e", h);
  latest().named("resync", "42");
  expect(got.resyncs).toBe(1);
  latest().onerror?.();
  await jest.advanceTimersByTimeAsync(1000);
  expect(latest().url).toBe("/e?lastEventId=42");
  latest().named("revoked");
  expect(got.revoked).toBe(1);
  expect(latest().closed).toBe(true);
});

it("a reconnect the server would refuse (access lost meanwhile) ends as revoked without reopening", async () => {
  const { got, h } = handlers(false);
  subscribeSse("/e", h);
  latest().onerror?.();
  await jest.advanceTimersByTimeAsync(1000);
  expect(got.revoked).toBe(1);
  expect(FakeEventSource.all).toHaveLength(1);
});
});
