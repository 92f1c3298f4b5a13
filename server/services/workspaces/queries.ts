import "server-only";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Account } from "@/server/auth/types";
import { normalizeEmail } from "./access";

/** The user's own workspaces, oldest first. */
export async function listOwned(userId: string): Promise<WorkspaceRecord[]> {
  const store = await getStore();
  return collectAll((page) => store.listWorkspacesByOwner(userId, page));
}

/** Workspaces others shared with this (verified) user's address, oldest first. */
export async function listSharedWith(user: Account): Promise<WorkspaceRecord[]> {
  if (!user.emailVerification) return [];
  const store = await getStore();
  const shared = await collectAll((page) => store.listWorkspacesByMember(normalizeEmail(user.email), page));
  return shared.filter((w) => w.userId !== user.id);
}
