import { randomUUID } from "node:crypto";
import type { RateLimitStore } from "@/server/store/types";

/** Rate-limit windows: atomic counting per key, a new window once the old one ended, clearing. */
export function rateLimitContract(open: () => Promise<RateLimitStore>): void {
  describe("rate limits", () => {
    const T0 = 1_800_000_000_000;
    const key = () => `contract:${randomUUID()}`;

    it("counts hits in one window and starts a new one when it has ended", async () => {
      const store = await open();
      const k = key();
      expect(await store.countHit({ key: k, windowMs: 60_000, now: T0 })).toEqual({ count: 1, resetAt: T0 + 60_000 });
      expect(await store.countHit({ key: k, windowMs: 60_000, now: T0 + 1_000 })).toEqual({ count: 2, resetAt: T0 + 60_000 });
      expect(await store.countHit({ key: k, windowMs: 60_000, now: T0 + 60_000 })).toEqual({ count: 1, resetAt: T0 + 120_000 });
      expect((await store.countHit({ key: key(), windowMs: 60_000, now: T0 })).count).toBe(1);
    });

    it("forgets a cleared key", async () => {
      const store = await open();
      const k = key();
      await store.countHit({ key: k, windowMs: 60_000, now: T0 });
      await store.countHit({ key: k, windowMs: 60_000, now: T0 });
      await store.clearHits(k);
      await store.clearHits(key()); // an unknown key is fine
      expect((await store.countHit({ key: k, windowMs: 60_000, now: T0 })).count).toBe(1);
    });

    it("gives concurrent hits on one key distinct counts", async () => {
      const store = await open();
      const k = key();
      const windows = await Promise.all(Array.from({ length: 12 }, () => store.countHit({ key: k, windowMs: 60_000, now: T0 })));
      expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    }, 30_000);
  });
}
