import { FakeError } from "../server";
import { columnOf, type StoredRow, type Table } from "./model";

/**
 * Appwrite's queries over a table's rows: the filter operators the adapter uses, with SQL's NULL
 * semantics; ordering with Appwrite's internal sequence as the last tie-break; cursorAfter (400 when the
 * cursor row is gone); offset; limit (25 when none is given, at most 5000); select; the total before
 * paging. And which index would serve a listRows call (ListedQuery, for the tests on indexes).
 */

export interface Query {
  method: string;
  attribute?: string;
  values?: unknown[];
}

const DEFAULT_LIST_LIMIT = 25;
export const MAX_LIST_LIMIT = 5000;
const SYSTEM_ATTRIBUTES = new Set(["$id", "$sequence", "$createdAt", "$updatedAt"]);
const FILTERS = new Set(["equal", "notEqual", "lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual", "isNull", "isNotNull", "contains", "or", "and"]);

/** Queries as sent: JSON strings (in the query string or a body), or already objects. */
export function parseQueries(raw: unknown): Query[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.map((q) => {
    if (typeof q === "string") {
      try {
        return JSON.parse(q) as Query;
      } catch {
        throw new FakeError(400, "general_query_invalid", `Invalid query: ${q}`);
      }
    }
    return q as Query;
  });
}

function valueOf(r: StoredRow, attribute: string): unknown {
  if (attribute === "$id") return r.$id;
  if (attribute === "$sequence") return r.$sequence;
  if (attribute === "$createdAt") return r.$createdAt;
  if (attribute === "$updatedAt") return r.$updatedAt;
  return r.values[attribute] ?? null;
}

function isTime(t: Table, attribute: string): boolean {
  return attribute === "$createdAt" || attribute === "$updatedAt" || columnOf(t, attribute)?.type === "datetime";
}

/** SQL-like comparison of two non-null values of an attribute. */
function compareValues(t: Table, attribute: string, a: unknown, b: unknown): number {
  if (isTime(t, attribute)) return Date.parse(String(a)) - Date.parse(String(b));
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function knownAttribute(t: Table, attribute: string | undefined): string {
  if (attribute && (SYSTEM_ATTRIBUTES.has(attribute) || columnOf(t, attribute))) return attribute;
  throw new FakeError(400, "general_query_invalid", `Invalid query: Attribute not found in schema: ${attribute}`);
}

function matches(t: Table, q: Query, r: StoredRow): boolean {
  const values = q.values ?? [];
  if (q.method === "or") return values.some((sub) => matches(t, sub as Query, r));
  if (q.method === "and") return values.every((sub) => matches(t, sub as Query, r));
  const attribute = knownAttribute(t, q.attribute);
  const value = valueOf(r, attribute);
  switch (q.method) {
    case "equal":
      return value !== null && values.some((v) => compareValues(t, attribute, value, v) === 0);
    case "notEqual":
      // SQL: NULL != x is not true.
      return value !== null && compareValues(t, attribute, value, values[0]) !== 0;
    case "lessThan":
      return value !== null && compareValues(t, attribute, value, values[0]) < 0;
    case "lessThanEqual":
      return value !== null && compareValues(t, attribute, value, values[0]) <= 0;
    case "greaterThan":
      return value !== null && compareValues(t, attribute, value, values[0]) > 0;
    case "greaterThanEqual":
      return value !== null && compareValues(t, attribute, value, values[0]) >= 0;
    case "isNull":
      return value === null;
    case "isNotNull":
      return value !== null;
    case "contains":
      if (Array.isArray(value)) return values.some((v) => value.includes(v));
      return typeof value === "string" && values.some((v) => value.includes(String(v)));
    default:
      throw new FakeError(400, "general_query_invalid", `Invalid query method: ${q.method}`);
  }
}

/** Applies filters, order (then $sequence), cursor, offset and limit as Appwrite does. */
export function select(t: Table, queries: Query[]): { rows: StoredRow[]; total: number; selected?: string[] } {
  const filters = queries.filter((q) => FILTERS.has(q.method));
  const orders = queries
    .filter((q) => q.method === "orderAsc" || q.method === "orderDesc")
    .map((q) => ({ attribute: knownAttribute(t, q.attribute), direction: q.method === "orderAsc" ? 1 : -1 }));
  orders.push({ attribute: "$sequence", direction: 1 });
  const compareRows = (a: StoredRow, b: StoredRow) => {
    for (const { attribute, direction } of orders) {
      const [x, y] = [valueOf(a, attribute), valueOf(b, attribute)];
      // SQL sorts NULL first in ascending order.
      const order = x === null && y === null ? 0 : x === null ? -1 : y === null ? 1 : compareValues(t, attribute, x, y);
      if (order !== 0) return order * direction;
    }
    return 0;
  };
  let rows = [...t.rows.values()].filter((r) => filters.every((q) => matches(t, q, r))).sort(compareRows);
  const total = rows.length;
  const cursor = queries.find((q) => q.method === "cursorAfter");
  if (cursor) {
    const at = t.rows.get(String(cursor.values?.[0]));
    if (!at) throw new FakeError(400, "general_cursor_not_found", "The cursor is invalid. This can happen if the item represented by the cursor has been deleted.");
    rows = rows.filter((r) => compareRows(r, at) > 0);
  }
  const offset = Number(queries.find((q) => q.method === "offset")?.values?.[0] ?? 0);
  const limitQuery = queries.find((q) => q.method === "limit");
  const limit = limitQuery ? Number(limitQuery.values?.[0]) : DEFAULT_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIST_LIMIT) {
    throw new FakeError(400, "general_query_invalid", `Invalid query: Invalid limit param: Value must be a valid range between 0 and ${MAX_LIST_LIMIT}`);
  }
  const selectQuery = queries.find((q) => q.method === "select");
  return { rows: rows.slice(offset, offset + limit), total, selected: selectQuery?.values as string[] | undefined };
}

/** The index whose columns serve a query: its first column is filtered on and every equality is among its columns. */
export function servingIndex(t: Table, queries: Query[]): string | null {
  const filtered = new Set<string>();
  const equalities = new Set<string>();
  const collect = (q: Query) => {
    if (q.method === "or" || q.method === "and") (q.values as Query[]).forEach(collect);
    else if (FILTERS.has(q.method) && q.attribute) filtered.add(q.attribute);
  };
  queries.forEach(collect);
  for (const q of queries) if (q.method === "equal" && q.attribute) equalities.add(q.attribute);
  if (equalities.has("$id")) return "$id";
  const index = t.indexes.find((i) => filtered.has(i.columns[0]) && [...equalities].every((e) => i.columns.includes(e)));
  return index?.key ?? null;
}
