import "server-only";
import { rateLimited } from "@/server/errors";
import { getStore } from "@/server/store";

/**
 * Fixed-window rate limits kept in the store (the rate_limits table of libSQL, or of Appwrite), so
 * every instance of a deployment counts against the same windows and a restart forgets nothing.
 */

export interface Limit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Counts one hit against `key`; throws a 429 AppError once the window's allowance is spent. */
export async function hit(key: string, { limit, windowMs }: Limit, now = Date.now()): Promise<void> {
  const window = await (await getStore()).countHit({ key: scoped(key), windowMs, now });
  if (window.count > limit) throw rateLimited((window.resetAt - now) / 1000);
}

/** Forgets the counters of `key` (e.g. after a successful sign-in). */
export async function clear(key: string): Promise<void> {
  await (await getStore()).clearHits(scoped(key));
}

// ---------------------------------------------------------------- tests

const holder = globalThis as typeof globalThis & { __duelyRateLimits?: { epoch: number } };
const state = (holder.__duelyRateLimits ??= { epoch: 0 });

/** Keys of a test start afresh after resetRateLimitsForTests (the old windows stay, under the old prefix). */
const scoped = (key: string) => (state.epoch === 0 ? key : `t${state.epoch}:${key}`);

/** Tests only: start from empty counters. */
export function resetRateLimitsForTests(): void {
  state.epoch += 1;
}
