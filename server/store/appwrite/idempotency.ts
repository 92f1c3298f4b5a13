import "server-only";
import { createHash } from "node:crypto";
import { Query } from "node-appwrite";
import { AppError } from "@/server/errors";
import type { IdempotencyClaimRef, IdempotencyRecord, IdempotencyStore } from "@/server/store/types";
import type { Row, Tables } from "./tables";
import { compareAndSet, MAX_COMPARE_AND_SET_ATTEMPTS, pauseBeforeRetry } from "./versioned";

/**
 * Idempotency keys in the idempotency_keys table: one row per user and key, its id the first 32 hex
 * digits of the SHA-256 of both (row ids are short and plain). A claim creates the row, and Appwrite's
 * unique row id lets one of concurrent creations through (the others get 409 and read the winner's row);
 * an expired or abandoned row is taken over, its answer written and a claim given up with compareAndSet
 * (versioned.ts) on the row's `version`, so a claim taken over can no longer write.
 */
export function idempotencyQueries(tables: Tables): IdempotencyStore {
  /** The row of a claim that is still this one's, or null. */
  async function claimRow(claim: IdempotencyClaimRef): Promise<Row | null> {
    const row = await tables.get("idempotency_keys", rowIdOf(claim.userId, claim.key));
    return row && row.claimToken === claim.claimToken ? row : null;
  }

  return {
    async claimIdempotencyKey({ userId, key, fingerprint, claimToken, now, expiresAt, staleBefore }) {
      const rowId = rowIdOf(userId, key);
      const fresh = { userId, key, fingerprint, claimToken, status: null, body: null, claimedAt: now, expiresAt };
      for (let attempt = 1; attempt <= MAX_COMPARE_AND_SET_ATTEMPTS; attempt++) {
        const row = await tables.get("idempotency_keys", rowId);
        if (!row) {
          if (await createdFirst(tables, rowId, fresh)) return null;
        } else {
          const abandoned = !answered(row) && Number(row.claimedAt) <= staleBefore;
          if (Number(row.expiresAt) > now && !abandoned) return recordOf(row);
          if (await compareAndSet(tables, { tableId: "idempotency_keys", rowId, version: Number(row.version ?? 0), data: fresh })) return null;
        }
        await pauseBeforeRetry(attempt);
      }
      throw new Error("idempotency key claim kept losing to concurrent ones");
    },

    async getIdempotencyKey({ userId, key, now }) {
      const row = await tables.get("idempotency_keys", rowIdOf(userId, key));
      return row && Number(row.expiresAt) > now ? recordOf(row) : null;
    },

    async saveIdempotentAnswer(claim, answer) {
      const row = await claimRow(claim);
      if (!row) return false;
      const data = { status: answer.status, body: answer.body };
      return compareAndSet(tables, { tableId: "idempotency_keys", rowId: row.$id, version: Number(row.version ?? 0), data });
    },

    async releaseIdempotencyKey(claim) {
      const row = await claimRow(claim);
      // Expired at once rather than deleted: a delete could remove a claim made after this read.
      if (row) await compareAndSet(tables, { tableId: "idempotency_keys", rowId: row.$id, version: Number(row.version ?? 0), data: { expiresAt: 0 } });
    },

    pruneIdempotencyKeys: (now) => tables.removeWhere("idempotency_keys", [Query.lessThanEqual("expiresAt", now)]),
  };
}

function rowIdOf(userId: string, key: string): string {
  return createHash("sha256").update(`${userId}\n${key}`).digest("hex").slice(0, 32);
}

/** Whether the row holds an answer (a MongoDB-backed server leaves an unset column out of the row). */
function answered(row: Row): boolean {
  return row.status !== null && row.status !== undefined;
}

function recordOf(row: Row): IdempotencyRecord {
  const answer = !answered(row) ? null : { status: Number(row.status), body: typeof row.body === "string" ? row.body : null };
  return { fingerprint: String(row.fingerprint), answer };
}

/** Creates the key's row; false when another claim created it first (409). */
async function createdFirst(tables: Tables, rowId: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await tables.create("idempotency_keys", rowId, { ...data, version: 0 });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}
