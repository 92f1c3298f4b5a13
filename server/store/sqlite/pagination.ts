import "server-only";
import { asc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { badRequest } from "@/server/errors";
import { MAX_PAGE_SIZE, type PageRequest } from "@/server/store/types";

/**
 * Keyset pagination over (createdAt, id): the cursor is the opaque base64url of the last item's pair,
 * so a page costs one index range scan however deep it is, and rows inserted meanwhile are not skipped.
 */

interface KeysetColumns {
  createdAt: SQLiteColumn;
  id: SQLiteColumn;
}

interface Keyed {
  createdAt: string;
  id: string;
}

/** The page size to serve: at least 1, at most MAX_PAGE_SIZE. */
export function pageSize(page: PageRequest): number {
  const limit = Number.isFinite(page.limit) ? Math.floor(page.limit) : MAX_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, limit));
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

function encodeCursor(item: Keyed): string {
  return Buffer.from(JSON.stringify([item.createdAt, item.id])).toString("base64url");
}

function decodeCursor(cursor: string): Keyed {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest();
}
