import type { Json } from "../server";

/**
 * What TablesDB holds in the Appwrite protocol fake (databases, tables, their columns, indexes and
 * rows, transactions with their staged operations) and the JSON models of the schema that the REST
 * API answers.
 */

export interface Column {
  key: string;
  type: "varchar" | "text" | "string" | "integer" | "double" | "boolean" | "datetime";
  size?: number;
  required: boolean;
  array: boolean;
  default: unknown;
  status: "processing" | "available";
  $createdAt: string;
}

export interface Index {
  key: string;
  type: string;
  columns: string[];
  orders: string[];
  status: "processing" | "available";
  $createdAt: string;
}

export interface StoredRow {
  $id: string;
  $sequence: number;
  $createdAt: string;
  $updatedAt: string;
  values: Json;
  /** Appwrite permission strings, e.g. read("team:abc"). */
  permissions?: string[];
}

export interface Table {
  $id: string;
  name: string;
  permissions: string[];
  rowSecurity: boolean;
  enabled: boolean;
  columns: Column[];
  indexes: Index[];
  rows: Map<string, StoredRow>;
  $createdAt: string;
}

export interface Database {
  $id: string;
  name: string;
  tables: Map<string, Table>;
  $createdAt: string;
}

export interface StagedOperation {
  action: "create" | "update" | "delete" | "increment";
  databaseId: string;
  tableId: string;
  rowId: string;
  data: Json;
  column?: string;
  value?: number;
  max?: number;
  permissions?: string[];
}

export interface Transaction {
  $id: string;
  status: "pending" | "committed" | "failed";
  operations: StagedOperation[];
  $createdAt: string;
  expiresAt: string;
}

/** A listRows call and the index whose leading columns serve its filters (null: none does). */
export interface ListedQuery {
  tableId: string;
  queries: Json[];
  index: string | null;
}

export const columnOf = (t: Table, key: string): Column | undefined => t.columns.find((c) => c.key === key);


export function columnModel(c: Column): Json {
  return {
    key: c.key,
    type: c.type,
    status: c.status,
    error: "",
    required: c.required,
    array: c.array,
    $createdAt: c.$createdAt,
    $updatedAt: c.$createdAt,
    ...(c.size === undefined ? {} : { size: c.size }),
    ...(c.type === "datetime" ? { format: "datetime" } : {}),
    ...(c.default === null || c.default === undefined ? {} : { default: c.default }),
  };
}

export function indexModel(i: Index): Json {
  return { $id: i.key, key: i.key, type: i.type, status: i.status, error: "", columns: i.columns, lengths: [], orders: i.orders, $createdAt: i.$createdAt, $updatedAt: i.$createdAt };
}

export function tableModel(databaseId: string, t: Table): Json {
  return {
    $id: t.$id,
    $createdAt: t.$createdAt,
    $updatedAt: t.$createdAt,
    $permissions: t.permissions,
    databaseId,
    name: t.name,
    enabled: t.enabled,
    rowSecurity: t.rowSecurity,
    columns: t.columns.map(columnModel),
    indexes: t.indexes.map(indexModel),
    bytesMax: 65535,
    bytesUsed: 0,
  };
}
