import { appwriteTime, FakeError, randomSecret, type FakeServer, type Json } from "../server";
import type { StagedOperation, StoredRow, Table, Transaction } from "./model";
import { cacheKey, type TablesDb } from "./store";

/**
 * TablesDB transactions (API key): rows written with a `transactionId` are staged, and a commit applies
 * every staged operation or none; an increment with `max` that is exceeded fails the commit (and, like
 * SQL, an increment leaves a NULL counter NULL). Row events of a commit reach Realtime only once it has
 * succeeded.
 * Not modelled: Appwrite ≤ 1.9.4's locking read served from the row cache inside a commit (two
 * compare-and-set writers both committing) — the adapters refuse those versions at start-up.
 */

const transactionModel = (tx: Transaction): Json => ({
  $id: tx.$id,
  $createdAt: tx.$createdAt,
  $updatedAt: tx.$createdAt,
  status: tx.status,
  operations: tx.operations.length,
  expiresAt: tx.expiresAt,
});

function applyOperation(db: TablesDb, op: StagedOperation): void {
  const t = db.table(op.databaseId, op.tableId);
  if (op.action === "create") db.createRow(op.databaseId, t, op.rowId, op.data, op.permissions);
  else if (op.action === "update") db.updateRow(t, op.rowId, op.data, op.permissions);
  else if (op.action === "delete") db.deleteRow(t, op.rowId);
  else db.increment(t, op.rowId, op.column ?? "", op.value ?? 1, op.max);
}

/**
 * Applies every staged operation or none: touched tables are restored on the first failure. As read
 * from appwrite/appwrite src/Appwrite/Platform/Modules/Databases/Http/Databases/Transactions/Update.php,
 * an operation on a row that no longer exists fails the commit with 404 document_not_found (the
 * Documents name, not row_not_found); any other failure but an exceeded `max` is 409 transaction_conflict.
 */
function commit(db: TablesDb, tx: Transaction): void {
  const touched = new Map<Table, Map<string, StoredRow>>();
  for (const op of tx.operations) {
    const t = db.table(op.databaseId, op.tableId);
    if (!touched.has(t)) touched.set(t, new Map([...t.rows].map(([id, r]) => [id, { ...r, values: { ...r.values } }])));
  }
  // What a getRow racing the commit (after its purge, before COMMIT) would cache: the rows as they were.
  const before = new Map<string, Json>();
  for (const op of tx.operations) {
    const t = db.table(op.databaseId, op.tableId);
    const r = t.rows.get(op.rowId);
    if (r) before.set(cacheKey(op.databaseId, op.tableId, op.rowId), db.rowModel(op.databaseId, t, r));
  }
  try {
    db.holdingEvents(() => {
      tx.operations.forEach((op) => applyOperation(db, op));
      tx.status = "committed";
    });
    if (db.options.staleRowCache) for (const [key, old] of before) db.rowCache.set(key, old);
  } catch (error) {
    for (const [t, rows] of touched) t.rows = rows;
    tx.status = "failed";
    if (error instanceof FakeError && error.type === "row_not_found") throw new FakeError(404, "document_not_found", "Document with the requested ID could not be found.");
    if (error instanceof FakeError && error.status === 404) throw error;
    if (error instanceof FakeError && error.type === "attribute_limit_exceeded") throw error;
    throw new FakeError(409, "transaction_conflict", "Transaction failed due to a conflict.");
  }
}

/** Registered before the :databaseId routes they would otherwise match. */
export function transactionRoutes(server: FakeServer, db: TablesDb): void {
  server.onKey("POST", "/tablesdb/transactions", (req) => {
    const ttl = Number(req.body.ttl ?? 300);
    const tx: Transaction = { $id: randomSecret().slice(0, 20), status: "pending", operations: [], $createdAt: appwriteTime(), expiresAt: appwriteTime(Date.now() + ttl * 1000) };
    db.transactions.set(tx.$id, tx);
    return [201, transactionModel(tx)];
  });
  server.onKey("PATCH", "/tablesdb/transactions/:transactionId", (req, [transactionId]) => {
    const tx = db.pendingTransaction(transactionId);
    if (req.body.commit === true) commit(db, tx);
    else if (req.body.rollback === true) tx.status = "failed";
    else throw new FakeError(400, "general_argument_invalid", "Either commit or rollback must be true");
    return [200, transactionModel(tx)];
  });
}
