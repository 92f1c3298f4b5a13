import "server-only";
import { createHash } from "node:crypto";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import type { Account } from "@/server/auth/types";
import { DEFAULT_WORKSPACE } from "@/lib/constants/workspaces";

/**
 * The id of an owner's first default workspace, derived from the owner's id. Two concurrent first loads
 * both try to create this same row; the store refuses the second insert (primary key on sqlite,
 * document_already_exists on Appwrite), and the loser reads the winner's row: exactly one default.
 * 32 characters from [a-z0-9], valid as an Appwrite row id.
 */
export function defaultWorkspaceId(userId: string): string {
  return `dflt${createHash("sha256").update(userId).digest("hex").slice(0, 28)}`;
}

async function createFirstDefault(user: Account, now: string): Promise<WorkspaceRecord> {
  const store = await getStore();
  const id = defaultWorkspaceId(user.id);
  try {
    return await store.createWorkspace({
      id,
      name: DEFAULT_WORKSPACE.name,
      icon: DEFAULT_WORKSPACE.icon,
      color: DEFAULT_WORKSPACE.color,
      userId: user.id,
      ownerEmail: user.email,
      isDefault: true,
      members: [],
      now,
    });
  } catch (error) {
    const existing = await store.getWorkspace(id);
    if (existing?.userId === user.id) return existing; // a concurrent load created it first
    throw error;
  }
}

/**
 * Makes sure the owner has exactly one default and returns the owned list as it now stands.
 * None owned: creates 'Default'. Several defaults (concurrent setDefault calls): keeps the one set last.
 * None among owned ones (an interrupted setDefault): the oldest unshared one becomes the default.
 */
export async function ensureOneDefault(user: Account, owned: WorkspaceRecord[]): Promise<WorkspaceRecord[]> {
  const now = new Date().toISOString();
  if (owned.length === 0) return [await createFirstDefault(user, now)];

  const store = await getStore();
  const defaults = owned.filter((w) => w.isDefault);
  if (defaults.length === 1) return owned;
  if (defaults.length > 1) {
    const keep = defaults.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
    const extra = new Set(defaults.filter((w) => w !== keep).map((w) => w.id));
    await Promise.all([...extra].map((id) => store.updateWorkspace(id, { isDefault: false, now })));
    return owned.map((w) => (extra.has(w.id) ? { ...w, isDefault: false } : w));
  }
  const candidate = owned.find((w) => w.members.length === 0);
  if (!candidate) return owned;
  await store.updateWorkspace(candidate.id, { isDefault: true, now });
  return owned.map((w) => (w.id === candidate.id ? { ...w, isDefault: true } : w));
}
