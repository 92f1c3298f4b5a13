import "server-only";
import { createHash } from "node:crypto";
import { AppError, rateLimited } from "@/server/errors";
import type { RateLimitStore, RateLimitWindow } from "@/server/store/types";
import type { Tables } from "./tables";
import { compareAndSet, MAX_COMPARE_AND_SET_ATTEMPTS, pauseBeforeRetry } from "./versioned";

/**
 * Rate-limit windows in the rate_limits table: one row per key, its id the first 32 hex digits of the
 * key's SHA-256 (row ids are short and plain). A hit reads the row and writes the next count with
 * compareAndSet (versioned.ts), so concurrent hits from any instance each move the count by one; the
 * first hit of a key creates the row, and a creation that loses the race reads the winner's row.
 */
export function rateLimitQueries(tables: Tables): RateLimitStore {
  return {
    async countHit({ key, windowMs, now }) {
      const rowId = rowIdOf(key);
      const fresh: RateLimitWindow = { count: 1, resetAt: now + windowMs };
      for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
        const row = await tables.get("rate_limits", rowId);
        if (!row) {
          if (await createdFirst(tables, rowId, fresh)) return fresh;
        } else {
          const current: RateLimitWindow = { count: Number(row.count), resetAt: Number(row.resetAt) };
          const next = current.resetAt <= now ? fresh : { count: current.count + 1, resetAt: current.resetAt };
          if (await compareAndSet(tables, { tableId: "rate_limits", rowId, version: Number(row.version ?? 0), data: { ...next } })) return next;
        }
        await pauseBeforeRetry(attempt);
      }
      // A key this contended is being hammered: refuse rather than let the hit through uncounted.
      throw rateLimited(1);
    },

    async clearHits(key) {
      await tables.remove("rate_limits", rowIdOf(key));
    },
  };
}

function rowIdOf(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}

/** Creates the key's row; false when another hit created it first (409). */
async function createdFirst(tables: Tables, rowId: string, window: RateLimitWindow): Promise<boolean> {
  try {
    await tables.create("rate_limits", rowId, { ...window, version: 0 });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}
