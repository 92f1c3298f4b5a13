/**
 * Copies Duely's data from one database to another (a libSQL file or server, PostgreSQL; either way), with
 * every id as it is: see copyDatabase.
 */
import { getTableName } from "drizzle-orm";
import { EVENT_ORDER_TRIGGER } from "@/server/store/postgres/event-order";
import { events, schema as postgresSchema } from "@/server/store/postgres/schema";
import { schema as sqliteSchema } from "@/server/store/sqlite/schema";
import { openDatabase, type Query, type Row } from "./connections";
import { copyPlan, type CopiedTable, type Dialect } from "./tables";

export interface CopyOptions {
  from: string;
  to: string;
  /** Replace what the target holds; without it a target with any row is refused. */
  force?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface CopyReport {
  tables: { name: string; source: number; target: number }[];
  notCopied: { name: string; reason: string }[];
  rows: number;
}

/** A copy that was refused or failed its check; nothing was written to the target. */
export class CopyError extends Error {
  name = "CopyError";
}

/** Rows per INSERT: well under the bound parameters either database takes in one statement. */
const PARAMETERS_PER_INSERT = 10_000;

/**
 * Migrates both databases to this version's schema (as the app does when it starts), then, in one
 * transaction on the target: refuses it if any table holds a row (unless `force`, which empties every
 * table first), inserts every row of every copied table, parents first, as the source's snapshot holds
 * it, counts each table on the target and compares with the source, and commits only if all agree.
 * Derived data (the task's JSON) is built by the target as the rows arrive; PostgreSQL's identity
 * sequences are moved past the copied ids, and its trigger that renumbers each event at its commit is off
 * while the events are inserted (they were committed, in order, on the source).
 */
export async function copyDatabase({ from, to, force = false, log = () => undefined }: CopyOptions): Promise<CopyReport> {
  if (from === to) throw new CopyError("--from and --to name the same database");
  const plan = copyPlan({ sqlite: sqliteSchema, postgres: postgresSchema });
  const source = await openDatabase(from, { mustExist: true });
  const target = await openDatabase(to, { mustExist: false });
  log(`From ${source.shown} (${dialectName(source.dialect)}) to ${target.shown} (${dialectName(target.dialect)}); both migrated to this version's schema.`);
  try {
    const tables = await source.transaction("read", (read) =>
      target.transaction("write", async (write) => {
        await emptyTarget(write, plan.emptyOrder, force);
        const counts: CopyReport["tables"] = [];
        for (const table of plan.copied) {
          const rows = await read(`SELECT ${columnList(table)} FROM "${table.name}" ORDER BY ${table.primaryKey.map(quoted).join(", ")}`);
          await keepingIds(write, target.dialect, table, () =>
            insertRows(write, target.dialect, table, rows.map((row) => converted(row, table, source.dialect, target.dialect))),
          );
          if (target.dialect === "postgres") await moveIdentities(write, table);
          counts.push({ name: table.name, source: rows.length, target: await countRows(write, table.name) });
        }
        printCounts(log, counts, plan.notCopied);
        const wrong = counts.filter((count) => count.source !== count.target);
        if (wrong.length > 0) throw new CopyError(`The target's counts differ from the source's (${wrong.map((w) => w.name).join(", ")}): nothing was copied.`);
        return counts;
      }),
    );
    return { tables, notCopied: plan.notCopied, rows: tables.reduce((sum, table) => sum + table.source, 0) };
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

const dialectName = (dialect: Dialect) => (dialect === "sqlite" ? "libSQL" : "PostgreSQL");
const quoted = (name: string) => `"${name}"`;
const columnList = (table: CopiedTable) => table.columns.map((column) => quoted(column.name)).join(", ");

async function countRows(query: Query, table: string): Promise<number> {
  const [row] = await query(`SELECT count(*) AS n FROM "${table}"`);
  return Number(row.n);
}

/** Refuses a target holding any row, or with `force` deletes every row, children first. */
async function emptyTarget(query: Query, tables: string[], force: boolean): Promise<void> {
  const held: string[] = [];
  for (const table of [...tables].reverse()) {
    const count = await countRows(query, table);
    if (count > 0) held.push(`${table} ${count}`);
  }
  if (held.length === 0) return;
  if (!force) throw new CopyError(`The target is not empty (${held.join(", ")}): nothing was copied. Pass --force to replace everything it holds.`);
  for (const table of tables) await query(`DELETE FROM "${table}"`);
}

/** A source row as the target's driver takes it: each value read by the source column's mapping, written by the target's. */
function converted(row: Row, table: CopiedTable, from: Dialect, to: Dialect): unknown[] {
  return table.columns.map((column) => {
    const value = row[column.name];
    if (value === null || value === undefined) return null;
    return column[to].mapToDriverValue(column[from].mapFromDriverValue(value));
  });
}

async function insertRows(query: Query, dialect: Dialect, table: CopiedTable, rows: unknown[][]): Promise<void> {
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / table.columns.length));
  const tuple = `(${table.columns.map(() => "?").join(", ")})`;
  // PostgreSQL numbers an identity column GENERATED ALWAYS itself unless told to keep the given values.
  const overriding = dialect === "postgres" && table.identity.length > 0 ? " OVERRIDING SYSTEM VALUE" : "";
  for (let start = 0; start < rows.length; start += perInsert) {
    const batch = rows.slice(start, start + perInsert);
    await query(`INSERT INTO "${table.name}" (${columnList(table)})${overriding} VALUES ${batch.map(() => tuple).join(", ")}`, batch.flat());
  }
}

/**
 * Runs `insert` with PostgreSQL's event commit-order trigger off for the events table, in the copy's
 * transaction only (ALTER TABLE is transactional; it locks the table until the commit): left on, it would
 * give every copied event a new id at the commit.
 */
async function keepingIds(query: Query, dialect: Dialect, table: CopiedTable, insert: () => Promise<void>): Promise<void> {
  if (dialect !== "postgres" || table.name !== getTableName(events)) return insert();
  await query(`ALTER TABLE "${table.name}" DISABLE TRIGGER ${EVENT_ORDER_TRIGGER}`);
  await insert();
  await query(`ALTER TABLE "${table.name}" ENABLE TRIGGER ${EVENT_ORDER_TRIGGER}`);
}

/** The next id PostgreSQL hands out comes after the highest copied one (libSQL's AUTOINCREMENT follows explicit ids by itself). */
async function moveIdentities(query: Query, table: CopiedTable): Promise<void> {
  for (const column of table.identity) {
    await query(`SELECT setval(pg_get_serial_sequence(?, ?), max("${column}")) FROM "${table.name}" HAVING count(*) > 0`, [quoted(table.name), column]);
  }
}

function printCounts(log: (line: string) => void, counts: CopyReport["tables"], notCopied: CopyReport["notCopied"]): void {
  const width = Math.max(...counts.map((c) => c.name.length), ...notCopied.map((n) => n.name.length));
  log(`${"table".padEnd(width)}  ${"source".padStart(8)}  ${"target".padStart(8)}`);
  for (const { name, source, target } of counts) {
    log(`${name.padEnd(width)}  ${String(source).padStart(8)}  ${String(target).padStart(8)}${source === target ? "" : "  DIFFERENT"}`);
  }
  for (const { name, reason } of notCopied) log(`${name.padEnd(width)}  not copied: ${reason}`);
}
