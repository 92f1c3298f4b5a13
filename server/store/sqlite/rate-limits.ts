import "server-only";
import { eq, sql } from "drizzle-orm";
import type { RateLimitStore } from "@/server/store/types";
import type { Db } from "./open";
import { rateLimits } from "./schema";

/**
 * Rate-limit windows in the rate_limits table. One INSERT … ON CONFLICT DO UPDATE … RETURNING per hit:
 * SQLite runs it as a single write under the database lock, so hits from any number of processes on
 * one file (or one libSQL server) are counted exactly once each.
 */
export function rateLimitQueries(db: Db): RateLimitStore {
  return {
    async countHit({ key, windowMs, now }) {
      const resetAt = now + windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN ${resetAt} ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      // Ended windows of other keys are dropped now and then, so the table stays as small as the live keys.
      if (row.count === 1 && Math.random() < SWEEP_CHANCE) await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${now}`);
      return row;
    },

    async clearHits(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** About one new window in a hundred sweeps the ended ones. */
const SWEEP_CHANCE = 0.01;
