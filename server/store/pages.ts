import "server-only";
import { badRequest } from "@/server/errors";
import { MAX_PAGE_SIZE, type Page, type PageRequest } from "./types";

/** Reads every page of a list of the port, e.g. `collectAll((page) => store.listTasks({ workspaceId }, page))`. */
export async function collectAll<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await list({ limit: MAX_PAGE_SIZE, cursor });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The page size a backend serves: at least 1, at most MAX_PAGE_SIZE. */
export function pageSize(page: PageRequest): number {
  const limit = Number.isFinite(page.limit) ? Math.floor(page.limit) : MAX_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, limit));
}

/** Where a page ended: every backend orders its lists by (createdAt, id). */
export interface Keyed {
  createdAt: string;
  id: string;
}

/** The opaque cursor of a page that ended at `item`: the base64url of its (createdAt, id). */
export function encodeCursor({ createdAt, id }: Keyed): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

/** The position a cursor of encodeCursor carries; a 400 for any other string. */
export function decodeCursor(cursor: string): Keyed {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string" && value[1] !== "") {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest();
}
