import { appwriteTime, FakeError, type FakeServer } from "../server";
import { columnModel, columnOf, indexModel, tableModel, type Column, type Database, type Index, type Table } from "./model";
import type { TablesDb } from "./store";

/**
 * TablesDB's schema routes (API key): databases, tables (name, permissions, row security), columns and
 * indexes. A column or index is created "processing" and becomes available once a listing has shown it
 * so; an index refuses a column that is unknown or not yet available.
 */

const databaseModel = (db: Database) => ({ $id: db.$id, name: db.name, $createdAt: db.$createdAt, $updatedAt: db.$createdAt, enabled: true, type: "tablesdb" });

/** The column types of the create-column routes (…/columns/{type}) and what they store. */
const COLUMN_TYPES: Record<string, Column["type"]> = { varchar: "varchar", text: "text", string: "string", integer: "integer", float: "double", boolean: "boolean", datetime: "datetime" };

export function schemaRoutes(server: FakeServer, db: TablesDb): void {
  // Databases
  server.onKey("GET", "/tablesdb/:databaseId", (_req, [databaseId]) => [200, databaseModel(db.database(databaseId))]);
  server.onKey("POST", "/tablesdb", (req) => {
    const databaseId = String(req.body.databaseId);
    if (db.databases.has(databaseId)) throw new FakeError(409, "database_already_exists", "Database already exists");
    const created: Database = { $id: databaseId, name: String(req.body.name), tables: new Map(), $createdAt: appwriteTime() };
    db.databases.set(databaseId, created);
    return [201, databaseModel(created)];
  });

  // Tables
  server.onKey("GET", "/tablesdb/:databaseId/tables/:tableId", (_req, [databaseId, tableId]) => [200, tableModel(databaseId, db.table(databaseId, tableId))]);
  server.onKey("POST", "/tablesdb/:databaseId/tables", (req, [databaseId]) => {
    const database = db.database(databaseId);
    const tableId = String(req.body.tableId);
    if (database.tables.has(tableId)) throw new FakeError(409, "table_already_exists", "A table with the requested ID already exists.");
    const t: Table = {
      $id: tableId,
      name: String(req.body.name),
      permissions: (req.body.permissions as string[] | undefined) ?? [],
      rowSecurity: req.body.rowSecurity === true,
      enabled: req.body.enabled !== false,
      columns: [],
      indexes: [],
      rows: new Map(),
      $createdAt: appwriteTime(),
    };
    database.tables.set(tableId, t);
    return [201, tableModel(databaseId, t)];
  });
  server.onKey("PUT", "/tablesdb/:databaseId/tables/:tableId", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    if (typeof req.body.name === "string") t.name = req.body.name;
    if (Array.isArray(req.body.permissions)) t.permissions = req.body.permissions as string[];
    if (typeof req.body.rowSecurity === "boolean") t.rowSecurity = req.body.rowSecurity;
    return [200, tableModel(databaseId, t)];
  });

  // Columns (created "processing"; available once a listing has shown them so)
  server.onKey("GET", "/tablesdb/:databaseId/tables/:tableId/columns", (_req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const models = t.columns.map(columnModel);
    for (const c of t.columns) c.status = "available";
    return [200, { total: models.length, columns: models }];
  });
  server.onKey("POST", "/tablesdb/:databaseId/tables/:tableId/columns/:type", (req, [databaseId, tableId, type]) => {
    const t = db.table(databaseId, tableId);
    const key = String(req.body.key);
    if (columnOf(t, key)) throw new FakeError(409, "column_already_exists", "Column with the requested key already exists.");
    if (!COLUMN_TYPES[type]) throw new FakeError(404, "general_route_not_found", "The requested route was not found.");
    if (req.body.required === true && req.body.default !== undefined && req.body.default !== null) {
      throw new FakeError(400, "column_default_unsupported", "Cannot set default value for required column");
    }
    const c: Column = {
      key,
      type: COLUMN_TYPES[type],
      size: req.body.size === undefined ? undefined : Number(req.body.size),
      required: req.body.required === true,
      array: req.body.array === true,
      default: req.body.default ?? null,
      status: "processing",
      $createdAt: appwriteTime(),
    };
    t.columns.push(c);
    return [202, columnModel(c)];
  });
  server.onKey("PATCH", "/tablesdb/:databaseId/tables/:tableId/columns/:type/:key", (req, [databaseId, tableId, , key]) => {
    const c = columnOf(db.table(databaseId, tableId), key);
    if (!c) throw new FakeError(404, "column_not_found", "Column with the requested ID could not be found.");
    if (req.body.size !== undefined) c.size = Number(req.body.size);
    if (typeof req.body.required === "boolean") c.required = req.body.required;
    if ("default" in req.body) c.default = req.body.default;
    return [200, columnModel(c)];
  });

  // Indexes
  server.onKey("GET", "/tablesdb/:databaseId/tables/:tableId/indexes", (_req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const models = t.indexes.map(indexModel);
    for (const i of t.indexes) i.status = "available";
    return [200, { total: models.length, indexes: models }];
  });
  server.onKey("POST", "/tablesdb/:databaseId/tables/:tableId/indexes", (req, [databaseId, tableId]) => {
    const t = db.table(databaseId, tableId);
    const key = String(req.body.key);
    if (t.indexes.some((i) => i.key === key)) throw new FakeError(409, "index_already_exists", "Index with the requested key already exists.");
    const columns = (req.body.columns as string[] | undefined) ?? [];
    for (const name of columns) {
      const c = columnOf(t, name);
      if (!c) throw new FakeError(400, "column_unknown", `Unknown column: ${name}`);
      if (c.status !== "available") throw new FakeError(400, "column_not_available", "The requested column is not yet available. Please try again later.");
    }
    const i: Index = { key, type: String(req.body.type), columns, orders: (req.body.orders as string[] | undefined) ?? [], status: "processing", $createdAt: appwriteTime() };
    t.indexes.push(i);
    return [202, indexModel(i)];
  });
}
