import { retryDelayMs } from "@/server/jobs/back-off";

describe("retryDelayMs", () => {
  it("waits 30 s after the first failure, so the next 60 s tick retries", () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it("doubles with every further failure", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
  });

  it("never waits more than an hour, however many failures", () => {
    expect(retryDelayMs(7)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(retryDelayMs(1e9)).toBe(3_600_000);
  });
});
