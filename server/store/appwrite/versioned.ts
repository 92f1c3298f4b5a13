import "server-only";
import type { TablesDB } from "node-appwrite";
import { isAppwriteError, toProductError } from "@/server/appwrite/errors";
import type { TableId } from "./schema";
import type { RowData, Tables } from "./tables";

/** Seconds a compare-and-set transaction may stay open before Appwrite drops it (its minimum). */
const TRANSACTION_TTL_S = 60;

/**
 * Writes `data` to a row only if the row's `version` column still holds `version`, and moves the
 * version on by one: an atomic compare-and-set, the one primitive behind every read-modify-write of
 * this adapter (a workspace's members; a task's comments; a reminder's claim, sent mark and release).
 *
 * How: one Appwrite transaction stages
 *   1. incrementRowColumn(version, +1, max = version + 1), then
 *   2. updateRow(data),
 * and commits. On commit Appwrite replays the staged operations in order inside one database
 * transaction; the increment reads the row FOR UPDATE (a row lock) and fails when the version has
 * already moved past `version`, which fails the whole commit, so (2) is never applied without (1).
 * Of any number of writers that read the same version, exactly one commits; the others get false.
 * Nothing depends on clocks or timestamps, only on that counter.
 *
 * `alsoCreate` is a row created in the same transaction: with the write, or not at all.
 * Returns false when the row moved on or is gone; other failures are thrown as the product's errors.
 */
export async function compareAndSet(
  tables: Tables,
  input: { tableId: TableId; rowId: string; version: number; data: RowData; alsoCreate?: { tableId: TableId; rowId: string; data: RowData } },
): Promise<boolean> {
  const { api, databaseId } = tables;
  const { tableId, rowId, version, data, alsoCreate } = input;
  let transactionId: string | null = null;
  let committing = false;
  try {
    transactionId = (await api.createTransaction({ ttl: TRANSACTION_TTL_S })).$id;
    await api.incrementRowColumn({ databaseId, tableId, rowId, column: "version", value: 1, max: version + 1, transactionId });
    await api.updateRow({ databaseId, tableId, rowId, data, transactionId });
    if (alsoCreate) await api.createRow({ databaseId, ...alsoCreate, transactionId });
    committing = true;
    await api.updateTransaction({ transactionId, commit: true });
    return true;
  } catch (error) {
    if (transactionId && !committing) await rollBack(api, transactionId);
    // The increment's limit, a conflict or a vanished row: this writer lost, which is not an error.
    if (isAppwriteError(error) && LOST_RACE.has(error.type)) return false;
    // Whatever else Appwrite calls a refusal, the row itself says whether someone moved it on.
    if (isRefusal(error)) {
      const current = await tables.get(tableId, rowId);
      if (!current || current.version !== version) return false;
    }
    throw toProductError(error, `compare-and-set on ${tableId}`);
  }
}

/** Tries of a read-modify-write that keeps losing to concurrent ones before it gives up (the caller answers 409). */
export const MAX_COMPARE_AND_SET_ATTEMPTS = 20;
/** Before try n + 1, a random pause of up to min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2^n), so racing writers spread out. */
const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 400;

/** The pause after losing try number `attempt` (1-based) of a compare-and-set. */
export function pauseBeforeRetry(attempt: number): Promise<void> {
  const pauseMs = Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, pauseMs));
}

/** Appwrite's names for "the version moved on" and "the row is gone" (its Update transaction action). */
const LOST_RACE = new Set(["attribute_limit_exceeded", "column_limit_exceeded", "transaction_conflict", "row_not_found", "document_not_found"]);

/** A 4xx answer about the request itself (not the key, not the rate). */
function isRefusal(error: unknown): boolean {
  return isAppwriteError(error) && error.code >= 400 && error.code < 500 && ![401, 403, 429].includes(error.code);
}

/** Drops staged operations that will not be committed; a transaction left behind expires on its own. */
async function rollBack(api: TablesDB, transactionId: string): Promise<void> {
  try {
    await api.updateTransaction({ transactionId, rollback: true });
  } catch {
    // expires after TRANSACTION_TTL_S anyway
  }
}
