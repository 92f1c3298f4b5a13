import "server-only";
import { cache } from "react";
import { conflict, AppError } from "@/server/errors";
import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { DEFAULT_WORKSPACE, MAX_OWNED_WORKSPACES } from "@/lib/constants/workspaces";
import { commonCopy } from "@/lib/copy/common";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { pickActiveWorkspace } from "@/lib/active-workspace";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import {
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type WorkspaceList,
  type WorkspaceView,
} from "@/lib/schemas/workspace";
import { requireWorkspaceAccess, toView } from "./access";
import { ensureOneDefault } from "./defaults";
import { listOwned, listSharedWith } from "./queries";

/** Owned (oldest first, a default guaranteed) and shared with the user, as the workspace switcher lists them. */
export async function listWorkspaces({ user }: { user: VerifiedAccount }): Promise<WorkspaceList> {
  const [owned, shared] = await Promise.all([
    listOwned(user.id).then((list) => ensureOneDefault(user, list)),
    listSharedWith(user),
  ]);
  return { owned: owned.map((w) => toView(w, "owner")), shared: shared.map((w) => toView(w, "member")) };
}

/**
 * The active workspace for the first render: the requested one (the cookie) while it is
 * still accessible, else the default, else the first owned, else the first shared.
 */
export async function resolveActiveWorkspace({
  user,
  requestedId,
}: {
  user: VerifiedAccount;
  requestedId?: string | null;
}): Promise<{ active: WorkspaceView; workspaces: WorkspaceList }> {
  const workspaces = await listWorkspaces({ user });
  const active = pickActiveWorkspace({ ...workspaces, requestedId });
  // listWorkspaces always returns at least the default, so this cannot be null.
  if (!active) throw new AppError("internal", commonCopy.unexpectedError, 500);
  return { active, workspaces };
}

/**
 * resolveActiveWorkspace at most once per server render, for server components: the protected layout
 * and its page both need it. React's cache compares the arguments by identity, so pass the user of
 * getCurrentUser (itself cached per request) and the cookie's value or null.
 */
export const resolveActiveWorkspaceForRequest = cache((user: VerifiedAccount, requestedId: string | null) =>
  resolveActiveWorkspace({ user, requestedId }),
);

export async function createWorkspace({ user: actor, input }: { user: VerifiedAccount; input: CreateWorkspaceInput }): Promise<WorkspaceView> {
  const { name, icon } = input;
  const owned = await ensureOneDefault(actor, await listOwned(actor.id));
  if (owned.length >= MAX_OWNED_WORKSPACES) throw conflict(workspacesCopy.maxWorkspaces);

  const store = await getStore();
  const created = await store.createWorkspace({
    id: newId(),
    name,
    icon: icon ?? DEFAULT_WORKSPACE.icon,
    color: DEFAULT_WORKSPACE.color,
    userId: actor.id,
    ownerEmail: actor.email,
    isDefault: false,
    members: [],
    now: new Date().toISOString(),
  });
  // Two concurrent creates can both pass the count; the later ones (by the store's order) step back.
  const after = await listOwned(actor.id);
  if (after.findIndex((w) => w.id === created.id) >= MAX_OWNED_WORKSPACES) {
    await store.deleteWorkspace(created.id);
    throw conflict(workspacesCopy.maxWorkspaces);
  }
  return toView(created, "owner");
}

/** One workspace with the caller's role; the owner or a member. */
export async function getWorkspace({ user, workspaceId }: { user: VerifiedAccount; workspaceId: string }): Promise<WorkspaceView> {
  const { workspace, role } = await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  return toView(workspace, role);
}

/** Name and icon; the owner only. */
export async function updateWorkspace({
  user,
  workspaceId,
  input,
}: {
  user: VerifiedAccount;
  workspaceId: string;
  input: UpdateWorkspaceInput;
}): Promise<WorkspaceView> {
  const { workspace } = await requireWorkspaceAccess({ user, workspaceId, role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerEdit });
  const store = await getStore();
  const updated = await store.updateWorkspace(workspace.id, { ...input, now: new Date().toISOString() }, changeEvent.workspaceUpdated(user, workspace.id));
  if (!updated) throw new AppError("not_found", workspacesCopy.workspaceNotFound, 404);
  return toView(updated, "owner");
}

/** Deletes a non-default workspace with its tasks, comments and reminders; the owner only. */
export async function deleteWorkspace({ user, workspaceId }: { user: VerifiedAccount; workspaceId: string }): Promise<void> {
  const { workspace } = await requireWorkspaceAccess({
    user,
    workspaceId,
    role: "owner",
    ownerOnlyMessage: workspacesCopy.onlyOwnerDelete,
  });
  if (workspace.isDefault) throw conflict(workspacesCopy.cannotDeleteDefault);
  const owned = await listOwned(workspace.userId);
  if (owned.length <= 1) throw conflict(workspacesCopy.cannotDeleteLast);
  const store = await getStore();
  await store.deleteWorkspace(workspace.id, changeEvent.workspaceDeleted(user, workspace.id));
}

/**
 * Makes the workspace its owner's default and unsets the others (one default per owner). A shared workspace cannot
 * become the default, since the default cannot be shared.
 */
export async function setDefault({ user, workspaceId }: { user: VerifiedAccount; workspaceId: string }): Promise<WorkspaceView> {
  const { workspace } = await requireWorkspaceAccess({
    user,
    workspaceId,
    role: "owner",
    ownerOnlyMessage: workspacesCopy.onlyOwnerSetDefault,
  });
  if (workspace.members.length > 0) throw conflict(workspacesCopy.cannotShareDefault);
  const store = await getStore();
  const now = new Date().toISOString();
  // Set first, then unset: an interruption leaves two defaults, which the next list repairs.
  const updated = workspace.isDefault ? workspace : await store.updateWorkspace(workspace.id, { isDefault: true, now });
  const others = (await listOwned(workspace.userId)).filter((w) => w.isDefault && w.id !== workspace.id);
  await Promise.all(others.map((w) => store.updateWorkspace(w.id, { isDefault: false, now })));
  if (!updated) throw new AppError("not_found", workspacesCopy.workspaceNotFound, 404);
  return toView(updated, "owner");
}
