import "server-only";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * JSON text built by PostgreSQL in the form SQLite's json functions print (server/store/sqlite/task-json.ts):
 * no space between tokens and the keys in the order given, so both backends answer the same bytes for the
 * same record. Not json_build_object, which puts " : " between each key and its value, nor jsonb, which
 * orders the keys its own way. Every value is SQL that yields JSON text, or NULL; to_json escapes strings
 * as SQLite does (\n, \", \\ and \u00XX for the other control characters; everything else as it is).
 * The SQL here is text, for trigger bodies as much as for queries: only column names and fixed keys go in.
 */

/** `alias.column` of a drizzle column, as SQL text. */
export const columnOf = (alias: string, column: PgColumn) => `${alias}.${column.name}`;

/** A column (or expression) as a JSON value: a string, number or boolean as to_json writes it; NULL stays NULL. */
export const jsonOf = (expression: string) => `to_json(${expression})::text`;

/** A boolean column as JSON's true or false. */
export const jsonBoolean = (expression: string) => `CASE WHEN ${expression} THEN 'true' ELSE 'false' END`;

/** A string literal of SQL. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A key as JSON: the fields of the port's records are plain names. */
function keyOf(key: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`Not a plain key: ${key}`);
  return `"${key}"`;
}

/**
 * A JSON object of `fields` (a NULL value is written null) followed by `optional` ones, which are left
 * out while their value is NULL (a task's clearable fields), in the order given.
 */
export function jsonObject(fields: [string, string][], optional: [string, string][] = []): string {
  if (fields.length === 0) throw new Error("A JSON object here has at least one field that is always present");
  const parts = fields.map(([key, value], i) => `${literal(`${i === 0 ? "{" : ","}${keyOf(key)}:`)} || coalesce(${value}, 'null')`);
  for (const [key, value] of optional) parts.push(`coalesce(${literal(`,${keyOf(key)}:`)} || ${value}, '')`);
  return `(${parts.join(" || ")} || '}')`;
}

/** A JSON array of the values `element` yields over `from` (a FROM … WHERE …), in `orderBy`; [] for none. */
export function jsonArray(element: string, from: string, orderBy: string): string {
  return `(SELECT coalesce('[' || string_agg(${element}, ',' ORDER BY ${orderBy}) || ']', '[]') FROM ${from})`;
}
