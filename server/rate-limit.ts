import "server-only";
import { rateLimited } from "@/server/errors";

/**
 * Fixed-window counters kept in this process's memory. Enough for one server (the sqlite backend);
 * a multi-instance deployment gets a per-instance limit, which still bounds abuse.
 */

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();
let lastSweep = 0;

export interface Limit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Counts one hit against `key`; throws a 429 AppError once the window's allowance is spent. */
export function hit(key: string, { limit, windowMs }: Limit, now = Date.now()): void {
  sweep(now);
  const w = windows.get(key);
  if (!w || w.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs });
    return;
  }
  w.count += 1;
  if (w.count > limit) throw rateLimited((w.resetAt - now) / 1000);
}

/** Forgets the counters of `key` (e.g. after a successful sign-in). */
export function clear(key: string): void {
  windows.delete(key);
}

/** Tests only: start from empty counters. */
export function resetRateLimitsForTests(): void {
  windows.clear();
}

function sweep(now: number): void {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
}
