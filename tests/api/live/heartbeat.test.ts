import { everyBeat } from "@/server/live/heartbeat";

/** The streams' shared heartbeat timer (server/live/heartbeat.ts), on real timers. */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("beats each joiner once per period, the first time within one period of joining, until it stops", async () => {
  const beats: Record<string, number[]> = { a: [], b: [] };
  const started = Date.now();
  const stopA = everyBeat(200, () => beats.a.push(Date.now() - started));
  await sleep(90);
  const stopB = everyBeat(200, () => beats.b.push(Date.now() - started));
  await sleep(520);
  stopA();
  await sleep(250);
  stopB();
  const countB = beats.b.length;
  await sleep(250);

  expect(beats.a.length).toBeGreaterThanOrEqual(2);
  expect(beats.a.length).toBeLessThanOrEqual(3);
  expect(beats.a[0]).toBeLessThanOrEqual(260);
  expect(beats.a.at(-1)).toBeLessThan(650);
  // B joined 90 ms later and beats in its own slot: spread from A's, not with it.
  expect(beats.b[0]).toBeGreaterThan(beats.a[0] + 40);
  expect(beats.b[0] - 90).toBeLessThanOrEqual(260);
  for (const list of [beats.a, beats.b]) for (let i = 1; i < list.length; i++) expect(list[i] - list[i - 1]).toBeGreaterThan(120);
  expect(beats.b.length).toBe(countB);
});
