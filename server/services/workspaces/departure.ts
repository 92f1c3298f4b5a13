import "server-only";
import { getStore } from "@/server/store";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import { leaveWorkspace } from "./members";
import { listOwned, listSharedWith } from "./queries";

/**
 * What deleting an account does to its workspaces (docs/product.md#accounts-and-sessions). Each step is
 * safe to repeat: what is done already is not listed again, so an interrupted deletion can run again.
 */

/**
 * Deletes every workspace the user owns, the default and the last one too, with their tasks, comments and
 * reminders; the members' boards get `workspace.deleted` and lose access.
 */
export async function deleteOwnedWorkspaces({ user }: { user: VerifiedAccount }): Promise<void> {
  const store = await getStore();
  for (const workspace of await listOwned(user.id)) {
    await store.deleteWorkspace(workspace.id, changeEvent.workspaceDeleted(user, workspace.id));
  }
}

/** Leaves every workspace shared with the user, as Leave Workspace does (the owner is e-mailed, the members' boards update). */
export async function leaveSharedWorkspaces({ user }: { user: VerifiedAccount }): Promise<void> {
  for (const workspace of await listSharedWith(user)) await leaveWorkspace({ user, workspaceId: workspace.id });
}
