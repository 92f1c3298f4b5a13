import "server-only";
import { asc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { decodeCursor, encodeCursor, type Keyed } from "@/server/store/pages";

/**
 * Keyset pagination over (createdAt, id): the cursor is the opaque base64url of the last item's pair,
 * so a page costs one index range scan however deep it is, and rows inserted meanwhile are not skipped.
 */

interface KeysetColumns {
  createdAt: SQLiteColumn;
  id: SQLiteColumn;
}

/** The condition "after the cursor" (undefined on the first page) and the matching order. */
export function keyset(columns: KeysetColumns, cursor: string | null | undefined): { after: SQL | undefined; orderBy: SQL[] } {
  const orderBy = [asc(columns.createdAt), asc(columns.id)];
  if (!cursor) return { after: undefined, orderBy };
  const last = decodeCursor(cursor);
  // A row-value comparison, so that an index ending in (created_at, id) serves it as one range.
  return { after: sql`(${columns.createdAt}, ${columns.id}) > (${last.createdAt}, ${last.id})`, orderBy };
}

/** Rows were fetched with `size + 1` to learn whether another page follows: keeps `size` and makes the cursor. */
export function splitPage<R extends Keyed>(rows: R[], size: number): { rows: R[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, size);
  const last = pageRows[pageRows.length - 1];
  return { rows: pageRows, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}
