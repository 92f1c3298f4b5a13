import "server-only";
import { OrderBy, Query, TablesDBIndexType, type Models, type TablesDB } from "node-appwrite";
import { isAppwriteError } from "@/server/appwrite/errors";
import { requireAppwriteVersion } from "@/server/appwrite/version";
import { TABLES, VERSIONED_TABLES, type ColumnSpec, type TableSpec } from "./schema";
import { realtimeReaders, REALTIME_TABLES, reminderRowPermissions, taskRowPermissions, workspaceRowPermissions } from "./readers";
import { toWorkspaceRecord } from "./rows";
import { openTables, type AppwriteStoreOptions, type Tables } from "./tables";

/**
 * `npm run appwrite:setup`: checks that the server is Appwrite 1.9.5 or newer (server/appwrite/version.ts),
 * then makes the database match schema.ts, idempotently, through TablesDB:
 * creates what is missing (database, tables, columns, indexes), widens a text column that is too
 * short, removes table-wide client permissions (only the server's API key reads and writes; the tables
 * whose rows the browser hears of through Appwrite Realtime get row security instead, readers.ts),
 * gives rows written before the `version` column existed their starting version, and gives rows
 * written before Realtime their read permissions and every workspace its team of readers. It never drops
 * or retypes anything: a column of another type is kept and reported. Returns one line per change.
 */

export interface SetupOptions {
  /** How long to wait for Appwrite to finish creating columns (it does so in the background). */
  timeoutMs?: number;
  pollMs?: number;
}

type Column = Models.ColumnList["columns"][number];

const BACKFILL_PAGE = 1000;

export async function setUpAppwrite(options: AppwriteStoreOptions, { timeoutMs = 120_000, pollMs = 500 }: SetupOptions = {}): Promise<string[]> {
  // An older server is refused before anything is changed on it (version.ts says why).
  await requireAppwriteVersion(options);
  const opened = openTables(options);
  const { api, databaseId } = opened;
  const changes: string[] = [];

  if (!(await exists(() => api.get({ databaseId })))) {
    await api.create({ databaseId, name: "Duely" });
    changes.push(`database ${databaseId}: created`);
  }
  for (const spec of TABLES) {
    await ensureTable(api, databaseId, spec, changes);
    await ensureColumns(api, databaseId, spec, changes);
  }
  for (const spec of TABLES) {
    await waitForColumns(api, databaseId, spec, { timeoutMs, pollMs });
    await ensureIndexes(api, databaseId, spec, changes);
  }
  for (const tableId of VERSIONED_TABLES) {
    const count = await backfillVersion(api, databaseId, tableId);
    if (count > 0) changes.push(`${tableId}: version set to 0 on ${count} older rows`);
  }
  const readers = await backfillReaders(opened, options);
  if (readers > 0) changes.push(`realtime: read permissions set on ${readers} older rows`);
  return changes;
}

async function exists(get: () => Promise<unknown>): Promise<boolean> {
  try {
    await get();
    return true;
  } catch (error) {
    if (isAppwriteError(error, 404)) return false;
    throw error;
  }
}

async function ensureTable(api: TablesDB, databaseId: string, spec: TableSpec, changes: string[]): Promise<void> {
  const tableId = spec.id;
  let table: Models.Table;
  try {
    table = await api.getTable({ databaseId, tableId });
  } catch (error) {
    if (!isAppwriteError(error, 404)) throw error;
    await api.createTable({ databaseId, tableId, name: spec.name, permissions: [], rowSecurity: rowSecurityOf(tableId) });
    changes.push(`table ${tableId}: created`);
    return;
  }
  const rowSecurity = rowSecurityOf(tableId);
  if (table.$permissions.length > 0 || table.rowSecurity !== rowSecurity) {
    await api.updateTable({ databaseId, tableId, name: table.name, permissions: [], rowSecurity });
    changes.push(
      rowSecurity
        ? `table ${tableId}: table-wide client permissions removed, row security on (rows name their Realtime readers)`
        : `table ${tableId}: client permissions removed (only the server's API key reads and writes)`,
    );
  }
}

async function listColumns(api: TablesDB, databaseId: string, tableId: string): Promise<Map<string, Column>> {
  const { columns } = await api.listColumns({ databaseId, tableId, queries: [Query.limit(100)] });
  return new Map(columns.map((c) => [c.key, c]));
}

async function ensureColumns(api: TablesDB, databaseId: string, spec: TableSpec, changes: string[]): Promise<void> {
  const existing = await listColumns(api, databaseId, spec.id);
  for (const column of spec.columns) {
    const found = existing.get(column.key);
    const where = `column ${spec.id}.${column.key}`;
    if (!found) {
      await createColumn(api, databaseId, spec.id, column);
      changes.push(`${where}: created (${describe(column)})`);
    } else if (column.type === "varchar" && (found.type === "varchar" || found.type === "string")) {
      const size = "size" in found ? Number(found.size) : column.size;
      if (size < column.size) {
        // Appwrite's update takes the default even when it stays as it is (null: none).
        const xdefault = ("default" in found && typeof found.default === "string" ? found.default : null) as string;
        const widen = { databaseId, tableId: spec.id, key: column.key, required: found.required, xdefault, size: column.size };
        if (found.type === "varchar") await api.updateVarcharColumn(widen);
        else await api.updateStringColumn(widen);
        changes.push(`${where}: widened from ${size} to ${column.size} characters`);
      }
    } else if (!sameType(column, found.type)) {
      changes.push(`${where}: kept as ${found.type} (schema.ts says ${column.type}); rows still read`);
    }
  }
}

function sameType(column: ColumnSpec, type: string): boolean {
  return type === column.type || (column.type === "float" && type === "double");
}

function describe(column: ColumnSpec): string {
  const size = column.type === "varchar" ? `(${column.size})` : "";
  return `${column.type}${size}${column.type === "varchar" && column.array ? "[]" : ""}${column.required ? ", required" : ""}`;
}

async function createColumn(api: TablesDB, databaseId: string, tableId: string, column: ColumnSpec): Promise<void> {
  const base = { databaseId, tableId, key: column.key, required: column.required };
  switch (column.type) {
    case "varchar":
      await api.createVarcharColumn({ ...base, size: column.size, xdefault: column.default, array: column.array });
      return;
    case "integer":
      await api.createIntegerColumn({ ...base, xdefault: column.default });
      return;
    case "float":
      await api.createFloatColumn({ ...base, xdefault: column.default });
      return;
    case "boolean":
      await api.createBooleanColumn({ ...base, xdefault: column.default });
      return;
    case "datetime":
      await api.createDatetimeColumn(base);
      return;
    case "text":
      await api.createTextColumn(base);
      return;
  }
}

/** Appwrite builds columns in the background; indexes can only use available ones. */
async function waitForColumns(api: TablesDB, databaseId: string, spec: TableSpec, { timeoutMs, pollMs }: Required<SetupOptions>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const columns = await listColumns(api, databaseId, spec.id);
    const failed = spec.columns.map((c) => columns.get(c.key)).find((c) => c?.status === "failed");
    if (failed) throw new Error(`Appwrite could not create column ${spec.id}.${failed.key}: ${failed.error}`);
    if (spec.columns.every((c) => columns.get(c.key)?.status === "available")) return;
    if (Date.now() > deadline) throw new Error(`Columns of ${spec.id} are still being created after ${timeoutMs / 1000} s; run the setup again later`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function ensureIndexes(api: TablesDB, databaseId: string, spec: TableSpec, changes: string[]): Promise<void> {
  const { indexes } = await api.listIndexes({ databaseId, tableId: spec.id, queries: [Query.limit(100)] });
  for (const index of spec.indexes) {
    const found = indexes.find((i) => i.key === index.key);
    const where = `index ${spec.id}.${index.key}`;
    if (!found) {
      await api.createIndex({
        databaseId,
        tableId: spec.id,
        key: index.key,
        type: TablesDBIndexType.Key,
        columns: index.columns,
        orders: index.columns.map(() => OrderBy.Asc),
      });
      changes.push(`${where}: created on (${index.columns.join(", ")})`);
    } else if (found.columns.join() !== index.columns.join()) {
      changes.push(`${where}: kept on (${found.columns.join(", ")}), schema.ts says (${index.columns.join(", ")}); delete it and run the setup again to rebuild it`);
    }
  }
}

/**
 * Rows older than the `version` column start at 0, so compare-and-set can work on them. Counted by
 * the answer's `total` (how many rows the call changed): its `rows` list at most 100 of them
 * (APP_LIMIT_DATABASE_BATCH in Appwrite's Bulk/Update.php), whatever the page size.
 */
async function backfillVersion(api: TablesDB, databaseId: string, tableId: string): Promise<number> {
  let changed = 0;
  for (;;) {
    const { total } = await api.updateRows({
      databaseId,
      tableId,
      data: { version: 0 },
      queries: [Query.isNull("version"), Query.limit(BACKFILL_PAGE)],
    });
    changed += total;
    if (total < BACKFILL_PAGE) return changed;
  }
}

/** The tables whose rows carry their Realtime readers (readers.ts). */
const rowSecurityOf = (tableId: string) => (REALTIME_TABLES as readonly string[]).includes(tableId);

const samePermissions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));

/**
 * Rows written before Realtime get their read permissions (readers.ts), and every workspace its team
 * of readers; rows that have them are left alone. Says how many rows changed.
 */
async function backfillReaders(tables: Tables, options: AppwriteStoreOptions): Promise<number> {
  const { api, databaseId } = tables;
  const readers = realtimeReaders(options);
  let changed = 0;
  const each = async (tableId: "workspaces" | "tasks" | "reminders", visit: (row: Models.DefaultRow) => Promise<void>) => {
    let after: string | null = null;
    for (;;) {
      const page = await tables.list(tableId, [Query.orderAsc("$id"), Query.limit(BACKFILL_PAGE), ...(after ? [Query.cursorAfter(after)] : [])]);
      for (const row of page) await visit(row);
      if (page.length < BACKFILL_PAGE) return;
      after = page[page.length - 1].$id;
    }
  };
  const ensure = async (tableId: "workspaces" | "tasks" | "reminders", row: Models.DefaultRow, permissions: string[]) => {
    if (samePermissions(row.$permissions, permissions)) return;
    await api.updateRow({ databaseId, tableId, rowId: row.$id, permissions });
    changed += 1;
  };
  await each("workspaces", async (row) => {
    await ensure("workspaces", row, workspaceRowPermissions(row.$id));
    await readers.syncReaders(toWorkspaceRecord(row));
  });
  await each("tasks", (row) => ensure("tasks", row, taskRowPermissions(String(row.workspaceId))));
  await each("reminders", (row) => ensure("reminders", row, reminderRowPermissions(String(row.userId))));
  return changed;
}
