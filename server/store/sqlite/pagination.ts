import "server-only";
import { asc, sql, type Column, type SQL } from "drizzle-orm";
import { decodeCursor, encodeCursor, pageSize, type Keyed } from "@/server/store/pages";
import type { PageRequest } from "@/server/store/types";

/**
 * Keyset pagination over (createdAt, id): the cursor is the opaque base64url of the last item's pair,
 * so a page costs one index range scan however deep it is, and rows inserted meanwhile are not skipped.
 */

/** Columns of either drizzle adapter (the postgres one pages through this too). */
interface KeysetColumns {
  createdAt: Column;
  id: Column;
}

/** What a list's query is given: the condition "after the cursor" (undefined on the first page), the order and the limit. */
export interface PageQuery {
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

/**
 * One page of a list: `query` selects the rows of `columns`' table that match the list and `after`, in
 * `orderBy`, at most `limit` (one more than the page, to learn whether another page follows).
 *
 *   readPage(page, tasks, ({ after, orderBy, limit }) =>
 *     db.select().from(tasks).where(and(eq(tasks.workspaceId, id), after)).orderBy(...orderBy).limit(limit));
 */
export async function readPage<R extends Keyed>(
  page: PageRequest,
  columns: KeysetColumns,
  query: (q: PageQuery) => Promise<R[]>,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  const size = pageSize(page);
  const rows = await query({ ...keyset(columns, page.cursor), limit: size + 1 });
  const pageRows = rows.slice(0, size);
  const last = pageRows[pageRows.length - 1];
  return { rows: pageRows, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}

function keyset(columns: KeysetColumns, cursor: string | null | undefined): { after: SQL | undefined; orderBy: SQL[] } {
  const orderBy = [asc(columns.createdAt), asc(columns.id)];
  if (!cursor) return { after: undefined, orderBy };
  const last = decodeCursor(cursor);
  // A row-value comparison, so that an index ending in (created_at, id) serves it as one range.
  return { after: sql`(${columns.createdAt}, ${columns.id}) > (${last.createdAt}, ${last.id})`, orderBy };
}
