import "server-only";
import { forbidden, notFound } from "@/server/errors";
import { getStore } from "@/server/store";
import type { Store, WorkspaceRecord } from "@/server/store/types";
import type { Account } from "@/server/auth/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { workspaceIdSchema, type WorkspaceRole, type WorkspaceView } from "@/lib/schemas/workspace";

/** Membership is by e-mail, case-insensitive (members are stored lower-cased). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user's role in the workspace, or null when they may not see it. */
export function roleIn(workspace: WorkspaceRecord, user: Account): WorkspaceRole | null {
  if (workspace.userId === user.id) return "owner";
  if (user.emailVerification && workspace.members.includes(normalizeEmail(user.email))) return "member";
  return null;
}

export function toView(workspace: WorkspaceRecord, role: WorkspaceRole): WorkspaceView {
  const { id, name, icon, color, userId, ownerEmail, isDefault, members } = workspace;
  return { id, name, icon, color, userId, ownerEmail, isDefault, members: [...members], role };
}

export interface WorkspaceAccess {
  workspace: WorkspaceRecord;
  role: WorkspaceRole;
}

/** The workspace, or 404 'Workspace not found' (also for an id that cannot exist). */
export async function loadWorkspace(workspaceId: string): Promise<WorkspaceRecord> {
  return loadFound(workspaceId, (store) => store.getWorkspace(workspaceId));
}

/** What `read` finds for a workspace id, or 404 'Workspace not found' (without asking the store for an id that cannot exist). */
async function loadFound<T>(workspaceId: string, read: (store: Store) => Promise<T | null>): Promise<T> {
  if (!workspaceIdSchema.safeParse(workspaceId).success) throw notFound(workspacesCopy.workspaceNotFound);
  const found = await read(await getStore());
  if (!found) throw notFound(workspacesCopy.workspaceNotFound);
  return found;
}

export interface RequireWorkspaceAccessInput {
  user: VerifiedAccount;
  workspaceId: string;
  /** "member": the owner or a member; "owner": the owner only. */
  role: WorkspaceRole;
  /** The 403 for a non-owner when role is "owner" (default 'Only the workspace owner can edit this workspace'). */
  ownerOnlyMessage?: string;
}

/**
 * The access check every service runs before touching a workspace or its tasks, and the only one
 * (routes do not check access): 404 'Workspace not found' for an unknown id, 403 'You do not have
 * permission to view this workspace' for someone who is neither owner nor member, 403 `ownerOnlyMessage`
 * for a member (or stranger) when the owner is required. Loads the workspace once and hands it back.
 */
export async function requireWorkspaceAccess(input: RequireWorkspaceAccessInput): Promise<WorkspaceAccess> {
  return decideAccess(await loadWorkspace(input.workspaceId), input);
}

/**
 * requireWorkspaceAccess, with the workspace's task-list revision (the store's taskListRevision, null
 * where it keeps none) read in the same query: the task list's conditional GET needs nothing more.
 */
export async function requireWorkspaceAccessWithRevision(input: RequireWorkspaceAccessInput): Promise<WorkspaceAccess & { revision: string | null }> {
  const { workspace, revision } = await loadFound(input.workspaceId, (store) => store.getWorkspaceWithRevision(input.workspaceId));
  return { ...decideAccess(workspace, input), revision };
}

function decideAccess(
  workspace: WorkspaceRecord,
  { user, role, ownerOnlyMessage = workspacesCopy.onlyOwnerEdit }: RequireWorkspaceAccessInput,
): WorkspaceAccess {
  const actual = roleIn(workspace, user);
  if (role === "owner" && actual !== "owner") throw forbidden(ownerOnlyMessage);
  if (!actual) throw forbidden(workspacesCopy.noPermissionToView);
  return { workspace, role: actual };
}
