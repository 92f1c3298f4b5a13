import { everyBeat } from "@/server/live/heartbeat";

/** The streams' shared heartbeat timer (server/live/heartbeat.ts), on jest's fake clock (exact times). */

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("beats each joiner once per period, the first time within one period of joining, in its own slot, until it stops", () => {
  const beats: Record<string, number[]> = { a: [], b: [] };
  const started = Date.now();
  const stopA = everyBeat(200, () => beats.a.push(Date.now() - started));
  jest.advanceTimersByTime(90);
  const stopB = everyBeat(200, () => beats.b.push(Date.now() - started));
  jest.advanceTimersByTime(520); // t = 610
  stopA();
  jest.advanceTimersByTime(250); // t = 860
  stopB();
  jest.advanceTimersByTime(1_000);

  // The period is cut into 20 slots of 10 ms: A joined in the slot of t = 0, B in the one of t = 90.
  expect(beats.a).toEqual([200, 400, 600]);
  expect(beats.b).toEqual([290, 490, 690]);
  expect(jest.getTimerCount()).toBe(0);
});

it("keeps one timer per period however many join", () => {
  const stops = Array.from({ length: 50 }, () => everyBeat(20_000, () => {}));
  expect(jest.getTimerCount()).toBe(1);
  stops.forEach((stop) => stop());
  expect(jest.getTimerCount()).toBe(0);
});
