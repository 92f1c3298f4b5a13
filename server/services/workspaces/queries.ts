import "server-only";
import { getStore } from "@/server/store";
import { MAX_PAGE_SIZE, type Page, type PageRequest, type WorkspaceRecord } from "@/server/store/types";
import type { Account } from "@/server/auth/types";
import { normalizeEmail } from "./access";

/** Every item of a paginated store list (the port never promises a default page size). */
async function collect<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await list({ limit: MAX_PAGE_SIZE, cursor });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The user's own workspaces, oldest first. */
export async function listOwned(userId: string): Promise<WorkspaceRecord[]> {
  const store = await getStore();
  return collect((page) => store.listWorkspacesByOwner(userId, page));
}

/** Workspaces others shared with this (verified) user's address, oldest first. */
export async function listSharedWith(user: Account): Promise<WorkspaceRecord[]> {
  if (!user.emailVerification) return [];
  const store = await getStore();
  const shared = await collect((page) => store.listWorkspacesByMember(normalizeEmail(user.email), page));
  return shared.filter((w) => w.userId !== user.id);
}
