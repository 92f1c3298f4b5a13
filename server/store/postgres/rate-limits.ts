import "server-only";
import { eq, sql } from "drizzle-orm";
import type { RateLimitStore } from "@/server/store/types";
import type { Db } from "./open";
import { rateLimits } from "./schema";

/** About one new window in a hundred sweeps the ended ones. */
const SWEEP_CHANCE = 0.01;

/**
 * Rate-limit windows in the rate_limits table. One INSERT … ON CONFLICT DO UPDATE … RETURNING per hit:
 * PostgreSQL either inserts the key's row or locks the existing one and updates it, and a concurrent hit
 * on the same key waits for that lock and then counts on the updated row, so hits from any number of
 * processes are each counted exactly once.
 */
export function rateLimitQueries(db: Db): RateLimitStore {
  return {
    async countHit({ key, windowMs, now }) {
      const resetAt = now + windowMs;
      const ended = sql`${rateLimits.resetAt} <= ${now}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${ended} THEN ${resetAt}::bigint ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      // Ended windows of other keys are dropped now and then, so the table stays as small as the live keys.
      if (row.count === 1 && Math.random() < SWEEP_CHANCE) await db.delete(rateLimits).where(ended);
      return row;
    },

    async clearHits(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
