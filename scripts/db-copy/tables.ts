/**
 * What `npm run db:copy` copies, read from the two drizzle schemas (server/store/sqlite/schema.ts and
 * server/store/postgres/schema.ts), so that a table or a column added to either is copied without a change
 * here, or stops the copy (and its test) until someone says why it is left out: nothing is dropped silently.
 */
import { getTableColumns, getTableName, type Column, type Table } from "drizzle-orm";
import { getTableConfig as pgTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";

export type Dialect = "sqlite" | "postgres";

/** The tables of both schemas, by the name the schema modules export them under. */
export type Schemas = { sqlite: Record<string, SQLiteTable>; postgres: Record<string, PgTable> };

/**
 * Tables whose rows are not copied (the target keeps none of its own either: --force empties it), each
 * with the reason. Everything else is copied with its ids, including the short-lived rows that still
 * matter after a move: sessions (people stay signed in), one-time links (a verification or reset e-mail
 * in flight still works), rate-limit windows (a move is no way around a limit), and the live feed's
 * events and per-workspace sequences (numbers keep growing, so a browser resuming with its last event
 * id gets what it missed, or a resync, and never a number handed out twice).
 */
export const NOT_COPIED: Record<string, string> = {
  live_streams: "slots of event streams open on the source's processes, which a copy does not move; they would expire within a minute",
};

/**
 * Columns one schema keeps and the other does not, because the target derives them itself from the
 * copied rows: the task's JSON as the API answers it (json_text, rebuilt by the target's triggers).
 */
export const REBUILT_ON_TARGET: Record<string, string[]> = { tasks: ["json_text"] };

export interface CopiedColumn {
  /** The SQL name. */
  name: string;
  /** The column in each schema: its mapping from and to the driver's values (booleans, bigints…). */
  sqlite: SQLiteColumn;
  postgres: PgColumn;
}

export interface CopiedTable {
  /** The SQL name. */
  name: string;
  columns: CopiedColumn[];
  /** The primary key's columns (the order rows are read in). */
  primaryKey: string[];
  /** Columns the target numbers itself unless told (PostgreSQL identity columns): copied with their values. */
  identity: string[];
}

export interface CopyPlan {
  /** Parents before children (foreign keys), so inserts in this order meet every reference. */
  copied: CopiedTable[];
  notCopied: { name: string; reason: string }[];
  /** Every table of the schema, children before parents: the order to empty a target in. */
  emptyOrder: string[];
}

/**
 * The plan from the two schemas. Throws when they disagree: a table in one only, or a column in one only
 * that REBUILT_ON_TARGET does not name (the copy would otherwise lose it).
 */
export function copyPlan(schemas: Schemas): CopyPlan {
  const sqliteTables = byName(Object.values(schemas.sqlite));
  const pgTables = byName(Object.values(schemas.postgres));
  const problems: string[] = [];
  for (const name of sqliteTables.keys()) if (!pgTables.has(name)) problems.push(`table ${name} is in the sqlite schema only`);
  for (const name of pgTables.keys()) if (!sqliteTables.has(name)) problems.push(`table ${name} is in the postgres schema only`);
  for (const name of Object.keys(NOT_COPIED)) if (!sqliteTables.has(name)) problems.push(`NOT_COPIED names ${name}, which neither schema has`);

  const order = parentsFirst([...sqliteTables.values()]);
  const copied: CopiedTable[] = [];
  for (const sqliteTable of order) {
    const name = getTableName(sqliteTable);
    const pgTable = pgTables.get(name);
    if (!pgTable || name in NOT_COPIED) continue;
    const sqliteColumns = columnsByName<SQLiteColumn>(sqliteTable);
    const pgColumns = columnsByName<PgColumn>(pgTable);
    const rebuilt = REBUILT_ON_TARGET[name] ?? [];
    for (const column of sqliteColumns.keys()) {
      if (!pgColumns.has(column) && !rebuilt.includes(column)) problems.push(`column ${name}.${column} is in the sqlite schema only`);
    }
    for (const column of pgColumns.keys()) {
      if (!sqliteColumns.has(column) && !rebuilt.includes(column)) problems.push(`column ${name}.${column} is in the postgres schema only`);
    }
    const columns = [...sqliteColumns.entries()].flatMap(([column, sqlite]) => {
      const postgres = pgColumns.get(column);
      return postgres && !rebuilt.includes(column) ? [{ name: column, sqlite, postgres }] : [];
    });
    copied.push({
      name,
      columns,
      primaryKey: primaryKeyOf(pgTable),
      identity: columns.filter((c) => c.postgres.generatedIdentity).map((c) => c.name),
    });
  }
  if (problems.length > 0) {
    throw new Error(`The two schemas disagree, so db:copy would lose data:\n  - ${problems.join("\n  - ")}\nAdd the table or column to both, or say in scripts/db-copy/tables.ts why it is not copied.`);
  }
  return {
    copied,
    notCopied: Object.entries(NOT_COPIED).map(([name, reason]) => ({ name, reason })),
    emptyOrder: order.map((table) => getTableName(table)).reverse(),
  };
}

function byName<T extends Table>(tables: T[]): Map<string, T> {
  return new Map(tables.map((table) => [getTableName(table), table]));
}

function columnsByName<C extends Column>(table: Table): Map<string, C> {
  return new Map(Object.values(getTableColumns(table)).map((column) => [column.name, column as C]));
}

function primaryKeyOf(table: PgTable): string[] {
  const single = Object.values(getTableColumns(table)).filter((column) => column.primary).map((column) => column.name);
  if (single.length > 0) return single;
  return pgTableConfig(table).primaryKeys.flatMap((key) => key.columns.map((column) => column.name));
}

/** The tables ordered so that each comes after every table its foreign keys reference. */
function parentsFirst(tables: SQLiteTable[]): SQLiteTable[] {
  const ordered: SQLiteTable[] = [];
  const visit = (table: SQLiteTable, path: SQLiteTable[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle through ${getTableName(table)}`);
    for (const key of sqliteTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable as SQLiteTable;
      if (parent !== table) visit(parent, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}
