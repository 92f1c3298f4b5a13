import "server-only";
import { Query } from "node-appwrite";
import { decodeCursor, encodeCursor, pageSize, type Keyed } from "@/server/store/pages";
import type { Page, PageRequest } from "@/server/store/types";
import { isAppwriteError } from "@/server/appwrite/errors";
import type { TableId } from "./schema";
import type { Row, Tables } from "./tables";

/**
 * Every list of the port, the Appwrite way: ordered by (createdAt, $id), `limit` + 1 rows asked for
 * explicitly (never Appwrite's default page size) to learn whether another page follows, and the
 * next page fetched with Query.cursorAfter(the last row). The opaque cursor carries the last row's
 * (createdAt, id); should that row be deleted between two pages, Appwrite refuses the cursor and the
 * page is read with the same position written as a query instead.
 */

export async function listPage<T extends Keyed>(input: {
  tables: Tables;
  tableId: TableId;
  filters: string[];
  page: PageRequest;
  toRecord: (row: Row) => T;
}): Promise<Page<T>> {
  const { tables, tableId, filters, page, toRecord } = input;
  const size = pageSize(page);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const order = [Query.orderAsc("createdAt"), Query.orderAsc("$id"), Query.limit(size + 1)];
  let rows: Row[];
  if (!after) {
    rows = await tables.list(tableId, [...filters, ...order]);
  } else {
    try {
      rows = await tables.list(tableId, [...filters, ...order, Query.cursorAfter(after.id)]);
    } catch (error) {
      if (!(isAppwriteError(error, 400) && error.type === "general_cursor_not_found")) throw error;
      rows = await tables.list(tableId, [...filters, positionAfter(after), ...order]);
    }
  }
  const items = rows.slice(0, size).map(toRecord);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}

/** "After (createdAt, id)" as filters, for when the cursor's row is gone. */
function positionAfter({ createdAt, id }: Keyed): string {
  return Query.or([
    Query.greaterThan("createdAt", createdAt),
    Query.and([Query.equal("createdAt", createdAt), Query.greaterThan("$id", id)]),
  ]);
}
