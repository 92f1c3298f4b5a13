import "server-only";
import { rateLimited } from "@/server/errors";
import { getStore } from "@/server/store";
import type { RateLimitStore, RateLimitWindow } from "@/server/store/types";

/**
 * Fixed-window rate limits kept in the store (the rate_limits table of libSQL, or of Appwrite), so
 * every instance of a deployment counts against the same windows and a restart forgets nothing.
 * `memoryRateLimitStore` is the same contract in this process's memory, for tests only.
 */

export interface Limit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Counts one hit against `key`; throws a 429 AppError once the window's allowance is spent. */
export async function hit(key: string, { limit, windowMs }: Limit, now = Date.now()): Promise<void> {
  const window = await (await counters()).countHit({ key: scoped(key), windowMs, now });
  if (window.count > limit) throw rateLimited((window.resetAt - now) / 1000);
}

/** Forgets the counters of `key` (e.g. after a successful sign-in). */
export async function clear(key: string): Promise<void> {
  await (await counters()).clearHits(scoped(key));
}

// ---------------------------------------------------------------- where the counters live

const holder = globalThis as typeof globalThis & { __duelyRateLimits?: { store: RateLimitStore | null; epoch: number } };
const state = (holder.__duelyRateLimits ??= { store: null, epoch: 0 });

async function counters(): Promise<RateLimitStore> {
  return state.store ?? (await getStore());
}

/** Keys of a test start afresh after resetRateLimitsForTests (the old windows stay, under the old prefix). */
const scoped = (key: string) => (state.epoch === 0 ? key : `t${state.epoch}:${key}`);

/** Tests only: count in `store` instead of the process's store (null: back to the store). */
export function useRateLimitStoreForTests(store: RateLimitStore | null): void {
  state.store = store;
}

/** Tests only: start from empty counters. */
export function resetRateLimitsForTests(): void {
  state.epoch += 1;
}

/** Tests only: the limiter's contract in this process's memory. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, RateLimitWindow>();
  return {
    async countHit({ key, windowMs, now }) {
      const current = windows.get(key);
      const next = !current || current.resetAt <= now ? { count: 1, resetAt: now + windowMs } : { ...current, count: current.count + 1 };
      windows.set(key, next);
      return { ...next };
    },
    async clearHits(key) {
      windows.delete(key);
    },
  };
}
