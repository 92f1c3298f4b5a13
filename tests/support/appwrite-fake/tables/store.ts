import { readRoles, type RealtimeFake } from "../realtime";
import { appwriteTime, FakeError, type Json } from "../server";
import { columnOf, type Database, type ListedQuery, type StoredRow, type Table, type Transaction } from "./model";
import { checkData } from "./values";

/**
 * The TablesDB state of the Appwrite protocol fake (databases, transactions, the row cache, the listRows
 * calls seen) and the row writes shared by direct calls and commits: rows are validated against their
 * columns (values.ts), keep the `permissions` they are written with, and each write sends the row's
 * event to Realtime (after the commit, inside one).
 */

export const cacheKey = (databaseId: string, tableId: string, rowId: string) => `${databaseId}/${tableId}/${rowId}`;

export class TablesDb {
  readonly databases = new Map<string, Database>();
  readonly transactions = new Map<string, Transaction>();
  readonly listed: ListedQuery[] = [];
  /**
   * The row cache (staleRowCache only): "db/table/row" -> the row JSON getRow answers. Read from
   * utopia-php/database src/Database/Database.php (getDocument, and the cache purge inside
   * withTransaction): a commit purges the rows it touches inside the database transaction, before
   * COMMIT, so a getRow in that window caches the pre-commit row again and serves it until the row's
   * next write. The fake takes the worst case: after every commit, getRow answers the touched rows as
   * they were before it (transactions.ts fills the cache) until a direct write purges them; listRows
   * reads the rows.
   */
  readonly rowCache = new Map<string, Json>();
  private sequence = 0;
  /** Row events of a commit in progress, sent only if it succeeds. */
  private stagedEvents: (() => void)[] | null = null;

  constructor(
    readonly options: { staleRowCache: boolean; omitNullColumns: boolean },
    private readonly realtime: RealtimeFake,
  ) {}

  database(databaseId: string): Database {
    const db = this.databases.get(databaseId);
    if (!db) throw new FakeError(404, "database_not_found", "Database not found");
    return db;
  }

  table(databaseId: string, tableId: string): Table {
    const t = this.database(databaseId).tables.get(tableId);
    if (!t) throw new FakeError(404, "table_not_found", "Table with the requested ID could not be found.");
    return t;
  }

  row(t: Table, rowId: string): StoredRow {
    const r = t.rows.get(rowId);
    if (!r) throw new FakeError(404, "row_not_found", "Row with the requested ID could not be found.");
    return r;
  }

  pendingTransaction(transactionId: unknown): Transaction {
    const tx = this.transactions.get(String(transactionId));
    if (!tx) throw new FakeError(404, "transaction_not_found", "Transaction with the requested ID could not be found.");
    if (tx.status !== "pending") throw new FakeError(400, "transaction_not_ready", "Transaction is not ready.");
    return tx;
  }

  /** The row as the REST API answers it; MongoDB-backed servers (`omitNullColumns`) leave a null column out. */
  rowModel(databaseId: string, t: Table, r: StoredRow, select?: string[]): Json {
    const values = Object.fromEntries(
      t.columns
        .filter((c) => !select || select.includes(c.key))
        .map((c) => [c.key, r.values[c.key] ?? null])
        .filter(([, value]) => !(this.options.omitNullColumns && value === null)),
    );
    return {
      $id: r.$id,
      $sequence: String(r.$sequence),
      $tableId: t.$id,
      $databaseId: databaseId,
      $createdAt: r.$createdAt,
      $updatedAt: r.$updatedAt,
      $permissions: r.permissions ?? [],
      ...values,
    };
  }

  /** A direct write purges the row from the cache (after its own commit: nothing re-caches it stale). */
  purge(databaseId: string, tableId: string, rowId: string): void {
    this.rowCache.delete(cacheKey(databaseId, tableId, rowId));
  }

  /** Puts a row in as an older deployment wrote it, bypassing validation. */
  insertRaw(databaseId: string, tableId: string, rowId: string, values: Json): void {
    const now = appwriteTime();
    this.table(databaseId, tableId).rows.set(rowId, { $id: rowId, $sequence: ++this.sequence, $createdAt: now, $updatedAt: now, values });
    this.purge(databaseId, tableId, rowId);
  }

  createRow(databaseId: string, t: Table, rowId: string, data: Json, permissions?: unknown): StoredRow {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(rowId)) throw new FakeError(400, "general_argument_invalid", "Invalid `rowId` param: UID must contain at most 36 chars.");
    if (t.rows.has(rowId)) throw new FakeError(409, "row_already_exists", "Row with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.");
    const now = appwriteTime();
    const r: StoredRow = { $id: rowId, $sequence: ++this.sequence, $createdAt: now, $updatedAt: now, values: checkData(t, data, true), permissions: permissionList(permissions) ?? [] };
    t.rows.set(rowId, r);
    this.emitRow(t, r, "create");
    return r;
  }

  updateRow(t: Table, rowId: string, data: Json, permissions?: unknown): StoredRow {
    const r = this.row(t, rowId);
    Object.assign(r.values, checkData(t, data, false));
    const changed = permissionList(permissions);
    if (changed) r.permissions = changed;
    r.$updatedAt = appwriteTime();
    this.emitRow(t, r, "update");
    return r;
  }

  deleteRow(t: Table, rowId: string): void {
    const r = this.row(t, rowId);
    t.rows.delete(rowId);
    this.emitRow(t, r, "delete");
  }

  /** An atomic increment; with `max`, exceeding it fails. */
  increment(t: Table, rowId: string, column: string, value: number, max: number | undefined): StoredRow {
    const r = this.row(t, rowId);
    const c = columnOf(t, column);
    if (!c || (c.type !== "integer" && c.type !== "double")) throw new FakeError(404, "column_not_found", "Column with the requested ID could not be found.");
    const current = r.values[column];
    if (max !== undefined && Number(current ?? 0) + value > max) {
      throw new FakeError(400, "attribute_limit_exceeded", `Attribute value exceeds maximum limit: ${max}`);
    }
    // Like SQL's `column = column + value`: NULL stays NULL.
    r.values[column] = current === null || current === undefined ? null : Number(current) + value;
    r.$updatedAt = appwriteTime();
    this.emitRow(t, r, "update");
    return r;
  }

  /** Runs `apply` (a commit) holding back its row events: sent once it returns, dropped if it throws. */
  holdingEvents(apply: () => void): void {
    this.stagedEvents = [];
    try {
      apply();
    } catch (error) {
      this.stagedEvents = null;
      throw error;
    }
    const events = this.stagedEvents;
    this.stagedEvents = null;
    events.forEach((send) => send());
  }

  /** The database a table belongs to. */
  private databaseIdOf(t: Table): string {
    for (const db of this.databases.values()) if (db.tables.get(t.$id) === t) return db.$id;
    return "";
  }

  /** Sends a row's change to Realtime (after the commit, when inside one). */
  private emitRow(t: Table, r: StoredRow, action: "create" | "update" | "delete"): void {
    const databaseId = this.databaseIdOf(t);
    const payload = this.rowModel(databaseId, t, r) as Json & { $id: string };
    const roles = [...readRoles(t.permissions), ...(t.rowSecurity ? readRoles(r.permissions ?? []) : [])];
    const send = () => this.realtime.publishRow({ databaseId, tableId: t.$id, action, payload, roles });
    if (this.stagedEvents) this.stagedEvents.push(send);
    else send();
  }
}

/** A request's `permissions`: null or absent leaves them as they are. */
export function permissionList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((p) => typeof p !== "string" || !/^(read|create|update|delete|write)\("[^"]+"\)$/.test(p))) {
    throw new FakeError(400, "general_argument_invalid", "Invalid `permissions` param: Permission strings must be of the form action(\"role\").");
  }
  return value as string[];
}
