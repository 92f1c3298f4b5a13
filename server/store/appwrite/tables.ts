import "server-only";
import { Query, TablesDB, type Models } from "node-appwrite";
import { adminClient } from "@/server/appwrite/client";
import { isAppwriteError, toProductError } from "@/server/appwrite/errors";
import type { TableId } from "./schema";

/** Where the data lives: the server's API key and the database made by `npm run appwrite:setup`. */
export interface AppwriteStoreOptions {
  endpoint: string;
  projectId: string;
  apiKey: string;
  databaseId: string;
}

export type Row = Models.DefaultRow;

/** Row data as sent to Appwrite: column key -> value (null clears a column, undefined leaves it alone). */
export type RowData = Record<string, unknown>;

/** Drops undefined values, so that a patch only names the columns it changes. */
export function defined(data: RowData): RowData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Rows deleted by one bulk delete of a cascade; each page is listed first, then deleted by id. */
const DELETE_PAGE = 100;

/**
 * The TablesDB calls of the store, bound to its database, with Appwrite's errors mapped to the
 * product's (errors.ts). Every list names its limit; "not found" is null, never an error.
 * The server key is the only credential; rows carry read permissions only for Appwrite Realtime (readers.ts).
 */
export interface Tables {
  readonly api: TablesDB;
  readonly databaseId: string;
  list(tableId: TableId, queries: string[]): Promise<Row[]>;
  /**
   * The row as committed, or null. Read with listRows, never getRow: Appwrite purges a row from its
   * cache inside the writing transaction, before COMMIT, so a getRow in that window caches the old
   * row again and answers it until the next write (utopia-php/database Database::getDocument);
   * listRows reads the database itself.
   */
  get(tableId: TableId, rowId: string): Promise<Row | null>;
  /** `permissions`: who may read the row through Appwrite Realtime (readers.ts); none by default. */
  create(tableId: TableId, rowId: string, data: RowData, permissions?: string[]): Promise<Row>;
  /** The updated row, or null when there is no such row. */
  update(tableId: TableId, rowId: string, data: RowData): Promise<Row | null>;
  /** Deletes the row if it exists. */
  remove(tableId: TableId, rowId: string): Promise<void>;
  /** Deletes every row matching `filters`, a page at a time; says how many. */
  removeWhere(tableId: TableId, filters: string[]): Promise<number>;
  /** A cheap authenticated round trip: the database itself. */
  ping(): Promise<boolean>;
}

export function openTables(options: AppwriteStoreOptions): Tables {
  const api = new TablesDB(adminClient(options));
  const { databaseId } = options;

  async function call<T>(context: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toProductError(error, context);
    }
  }

  /** Runs a call on one row; Appwrite's 404 (no such row) becomes null. */
  async function onRow<T>(context: string, run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (isAppwriteError(error, 404) && !isMissingSchema(error.type)) return null;
      throw toProductError(error, context);
    }
  }

  async function list(tableId: TableId, queries: string[]): Promise<Row[]> {
    const { rows } = await call(`list ${tableId}`, () => api.listRows({ databaseId, tableId, queries, total: false }));
    return rows;
  }

  return {
    api,
    databaseId,
    list,
    async get(tableId, rowId) {
      const [row] = await list(tableId, [Query.equal("$id", [rowId]), Query.limit(1)]);
      return row ?? null;
    },
    create: (tableId, rowId, data, permissions) =>
      call(`create ${tableId}`, () => api.createRow({ databaseId, tableId, rowId, data: defined(data), ...(permissions ? { permissions } : {}) })),
    update: (tableId, rowId, data) => onRow(`update ${tableId}`, () => api.updateRow({ databaseId, tableId, rowId, data: defined(data) })),
    async remove(tableId, rowId) {
      await onRow(`delete ${tableId}`, () => api.deleteRow({ databaseId, tableId, rowId }));
    },
    async removeWhere(tableId, filters) {
      let removed = 0;
      for (;;) {
        const page = await list(tableId, [...filters, Query.select(["$id"]), Query.limit(DELETE_PAGE)]);
        if (page.length === 0) return removed;
        const ids = page.map((row) => row.$id);
        await call(`delete ${tableId}`, () => api.deleteRows({ databaseId, tableId, queries: [Query.equal("$id", ids), Query.limit(ids.length)] }));
        removed += ids.length;
        if (page.length < DELETE_PAGE) return removed;
      }
    },
    async ping() {
      const database = await call("ping", () => api.get({ databaseId }));
      return database.$id === databaseId;
    },
  };
}

/** A 404 about the database or a table means the setup has not run: that is a fault, not a missing row. */
function isMissingSchema(type: string): boolean {
  return type === "database_not_found" || type === "table_not_found" || type === "collection_not_found";
}
