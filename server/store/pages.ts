import "server-only";
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
