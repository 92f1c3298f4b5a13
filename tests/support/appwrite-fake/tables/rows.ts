import { arrayParam, type FakeServer, type Json } from "../server";
import { MAX_LIST_LIMIT, parseQueries, select, servingIndex } from "./queries";
import { cacheKey, permissionList, type TablesDb } from "./store";
import { checkData } from "./values";

/**
 * TablesDB's row routes (API key): list, get, create, update, delete, bulk update and delete, and the
 * atomic increment. A write that names a `transactionId` is staged in that pending transaction
 * (transactions.ts applies it on commit); any other write is applied at once and purges the row from
 * the row cache. REST reads with the API key ignore permissions, as Appwrite's do.
 */

/**
 * Rows a bulk update or delete lists in its answer (APP_LIMIT_DATABASE_BATCH), read from appwrite/appwrite
 * src/Appwrite/Platform/Modules/Databases/Http/Databases/Collections/Documents/Bulk/Update.php: PATCH
 * …/rows answers `total` = rows changed but lists at most 100 of them.
 */
const BULK_REPLY_ROWS = 100;

export function rowRoutes(server: FakeServer, db: TablesDb): void {
  server.onKey("GET", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const queries = parseQueries(arrayParam(req, "queries"));
    const { rows, total, selected } = select(t, queries);
    db.listed.push({ tableId, queries: queries as unknown as Json[], index: servingIndex(t, queries) });
    return [200, { total: req.query.total === "false" ? 0 : total, rows: rows.map((r) => db.rowModel(databaseId, t, r, selected)) }];
  });
  server.onKey("POST", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const rowId = String(req.body.rowId);
    const data = (req.body.data as Json | undefined) ?? {};
    if (req.body.transactionId !== undefined) {
      db.pendingTransaction(req.body.transactionId).operations.push({ action: "create", databaseId, tableId, rowId, data, permissions: permissionList(req.body.permissions) });
      return [201, { $id: rowId, ...data }];
    }
    return [201, db.rowModel(databaseId, t, db.createRow(databaseId, t, rowId, data, req.body.permissions))];
  });
  server.onKey("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const { rows } = select(t, [...parseQueries(req.body.queries), { method: "limit", values: [MAX_LIST_LIMIT] }]);
    const updated = rows.map((r) => db.updateRow(t, r.$id, (req.body.data as Json | undefined) ?? {}));
    for (const r of updated) db.purge(databaseId, tableId, r.$id);
    return [200, { total: updated.length, rows: updated.slice(0, BULK_REPLY_ROWS).map((r) => db.rowModel(databaseId, t, r)) }];
  });
  server.onKey("DELETE", "/tablesdb/:databaseId/tables/:tableId/rows", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const { rows } = select(t, parseQueries(req.body.queries));
    const models = rows.slice(0, BULK_REPLY_ROWS).map((r) => db.rowModel(databaseId, t, r));
    for (const r of rows) {
      db.deleteRow(t, r.$id);
      db.purge(databaseId, tableId, r.$id);
    }
    return [200, { total: rows.length, rows: models }];
  });
  server.onKey("GET", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (_req, [databaseId, tableId, rowId]) => {
    const t = db.table(databaseId, tableId);
    const cached = db.rowCache.get(cacheKey(databaseId, tableId, rowId));
    if (cached) return [200, cached];
    return [200, db.rowModel(databaseId, t, db.row(t, rowId))];
  });
  server.onKey("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (req, [databaseId, tableId, rowId]) => {
    const t = db.table(databaseId, tableId);
    const data = (req.body.data as Json | undefined) ?? {};
    if (req.body.transactionId !== undefined) {
      checkData(t, data, false);
      db.pendingTransaction(req.body.transactionId).operations.push({ action: "update", databaseId, tableId, rowId, data, permissions: permissionList(req.body.permissions) });
      return [200, { ...db.rowModel(databaseId, t, db.row(t, rowId)), ...data }];
    }
    const updated = db.updateRow(t, rowId, data, req.body.permissions);
    db.purge(databaseId, tableId, rowId);
    return [200, db.rowModel(databaseId, t, updated)];
  });
  server.onKey("DELETE", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId", (req, [databaseId, tableId, rowId]) => {
    const t = db.table(databaseId, tableId);
    if (req.body.transactionId !== undefined) {
      db.pendingTransaction(req.body.transactionId).operations.push({ action: "delete", databaseId, tableId, rowId, data: {} });
      return [204, null];
    }
    db.deleteRow(t, rowId);
    db.purge(databaseId, tableId, rowId);
    return [204, null];
  });
  server.onKey("PATCH", "/tablesdb/:databaseId/tables/:tableId/rows/:rowId/:column/increment", (req, [databaseId, tableId, rowId, column]) => {
    const t = db.table(databaseId, tableId);
    const value = req.body.value === undefined ? 1 : Number(req.body.value);
    const max = req.body.max === undefined || req.body.max === null ? undefined : Number(req.body.max);
    if (req.body.transactionId !== undefined) {
      db.pendingTransaction(req.body.transactionId).operations.push({ action: "increment", databaseId, tableId, rowId, data: {}, column, value, max });
      return [200, db.rowModel(databaseId, t, db.row(t, rowId))];
    }
    const incremented = db.increment(t, rowId, column, value, max);
    db.purge(databaseId, tableId, rowId);
    return [200, db.rowModel(databaseId, t, incremented)];
  });
}
