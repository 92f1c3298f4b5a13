import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { IdempotencyRecord, IdempotencyStore } from "@/server/store/types";
import type { Db } from "./open";
import { idempotencyKeys as keys } from "./schema";

/**
 * Idempotency keys in the idempotency_keys table. A claim is one INSERT … ON CONFLICT DO UPDATE … WHERE
 * (the row expired, or its claim was abandoned) … RETURNING: SQLite runs it as a single write under the
 * database lock, so of concurrent claims from any number of processes on one file exactly one gets the
 * row back with its own token; the others read the live row.
 */
export function idempotencyQueries(db: Db): IdempotencyStore {
  const one = (userId: string, key: string) => and(eq(keys.userId, userId), eq(keys.key, key));
  const claimOf = (c: { userId: string; key: string; claimToken: string }) => and(one(c.userId, c.key), eq(keys.claimToken, c.claimToken));

  async function live(userId: string, key: string, now: number): Promise<IdempotencyRecord | null> {
    const [row] = await db
      .select({ fingerprint: keys.fingerprint, status: keys.status, body: keys.body })
      .from(keys)
      .where(and(one(userId, key), gt(keys.expiresAt, now)));
    return row ? { fingerprint: row.fingerprint, answer: row.status === null ? null : { status: row.status, body: row.body } } : null;
  }

  return {
    async claimIdempotencyKey({ userId, key, fingerprint, claimToken, now, expiresAt, staleBefore }) {
      // A row that disappears (expired and swept) between the claim and the read is claimed again.
      for (;;) {
        const [claimed] = await db
          .insert(keys)
          .values({ userId, key, fingerprint, claimToken, claimedAt: now, expiresAt })
          .onConflictDoUpdate({
            target: [keys.userId, keys.key],
            set: { fingerprint, claimToken, status: null, body: null, claimedAt: now, expiresAt },
            setWhere: sql`${keys.expiresAt} <= ${now} OR (${keys.status} IS NULL AND ${keys.claimedAt} <= ${staleBefore})`,
          })
          .returning({ claimToken: keys.claimToken });
        if (claimed) return null;
        const record = await live(userId, key, now);
        if (record) return record;
      }
    },

    getIdempotencyKey: ({ userId, key, now }) => live(userId, key, now),

    async saveIdempotentAnswer(claim, answer) {
      const saved = await db.update(keys).set({ status: answer.status, body: answer.body }).where(claimOf(claim)).returning({ key: keys.key });
      return saved.length > 0;
    },

    async releaseIdempotencyKey(claim) {
      await db.delete(keys).where(claimOf(claim));
    },

    async pruneIdempotencyKeys(now) {
      const gone = await db.delete(keys).where(lte(keys.expiresAt, now)).returning({ key: keys.key });
      return gone.length;
    },
  };
}
