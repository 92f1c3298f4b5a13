import "server-only";
import { conflict, forbidden, notFound, type AppError } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { getStore } from "@/server/store";
import type { MemberChange, WorkspaceRecord } from "@/server/store/types";
import { sendMemberLeftNotice, sendWorkspaceInvitation } from "@/server/mail";
import { MAX_MEMBERS_PER_WORKSPACE, MEMBER_ADD_RATE } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { MemberList, MembersView } from "@/lib/schemas/workspace";
import { accounts } from "@/server/auth";
import type { VerifiedAccount } from "@/server/auth/verified";
import { changeEvent } from "@/server/services/publisher";
import { loadWorkspace, normalizeEmail, requireWorkspaceAccess, roleIn } from "./access";
import { accountExistsFor } from "./invitee";

interface WorkspaceTarget {
  user: VerifiedAccount;
  workspaceId: string;
}

/** The owner's e-mail and the member list; for the owner and members. */
export async function listMembers({ user, workspaceId }: WorkspaceTarget): Promise<MemberList> {
  const { workspace } = await requireWorkspaceAccess({ user, workspaceId, role: "member" });
  // The owner first, then the members as added; a name is the account's ("" for an address without one).
  const people = await Promise.all(
    [normalizeEmail(workspace.ownerEmail), ...workspace.members].map(async (email) => {
      const account = await accounts().findAccountByEmail(email);
      return { email, name: account?.name ?? "", userId: account?.id ?? null };
    }),
  );
  return { ownerEmail: workspace.ownerEmail, members: [...workspace.members], people };
}

/**
 * Adds a member by e-mail (the owner only) and e-mails them an invitation. A failed invitation is
 * logged and the member stays added; `invitationSent` tells which happened.
 */
export async function addMember({
  user: owner,
  workspaceId,
  email,
}: WorkspaceTarget & { email: string }): Promise<MembersView & { invitationSent: boolean }> {
  const { workspace } = await requireWorkspaceAccess({
    user: owner,
    workspaceId,
    role: "owner",
    ownerOnlyMessage: workspacesCopy.onlyOwnerAddMembers,
  });
  // Each add e-mails an invitation: bound how many one owner can trigger (add, remove, add again...).
  await hit(`member-add:${owner.id}`, MEMBER_ADD_RATE);
  const member = normalizeEmail(email);
  if (workspace.isDefault) throw conflict(workspacesCopy.cannotShareDefault);
  if (member === normalizeEmail(workspace.ownerEmail) || workspace.members.includes(member)) throw conflict(workspacesCopy.alreadyMember);
  if (workspace.members.length >= MAX_MEMBERS_PER_WORKSPACE) throw conflict(workspacesCopy.maxUsersPerWorkspace);

  const store = await getStore();
  const updated = changedWorkspace(
    await store.addMember(
      { workspaceId: workspace.id, email: member, max: MAX_MEMBERS_PER_WORKSPACE, now: new Date().toISOString() },
      changeEvent.memberAdded(owner, workspace.id, member),
    ),
    () => notFound(workspacesCopy.memberNotFound),
  );

  let invitationSent = true;
  try {
    await sendWorkspaceInvitation({
      recipientEmail: member,
      recipientHasAccount: await accountExistsFor(member),
      workspaceName: updated.name,
      workspaceIcon: updated.icon,
      ownerName: owner.name,
      ownerEmail: owner.email,
    });
  } catch (error) {
    invitationSent = false;
    console.error(`[workspaces] invitation e-mail for workspace ${updated.id} failed`, error);
  }
  return { ownerEmail: updated.ownerEmail, members: [...updated.members], invitationSent };
}

/** Removes a member (the owner only). */
export async function removeMember({ user, workspaceId, email }: WorkspaceTarget & { email: string }): Promise<MembersView> {
  const { workspace } = await requireWorkspaceAccess({
    user,
    workspaceId,
    role: "owner",
    ownerOnlyMessage: workspacesCopy.onlyOwnerRemoveMembers,
  });
  const member = normalizeEmail(email);
  if (!workspace.members.includes(member)) throw notFound(workspacesCopy.memberNotFound);
  const store = await getStore();
  const updated = changedWorkspace(
    await store.removeMember(
      { workspaceId: workspace.id, email: member, now: new Date().toISOString() },
      changeEvent.memberRemoved(user, workspace.id, member),
      changeEvent.taskUpdated(user, workspace.id),
    ),
    () => notFound(workspacesCopy.memberNotFound),
  );
  return { ownerEmail: updated.ownerEmail, members: [...updated.members] };
}

/**
 * A member leaves; the owner is told by e-mail (a failure is logged, the member has left all the same).
 * Owners cannot leave; anyone else who is not a member gets 'You are not a member of this workspace'.
 */
export async function leaveWorkspace({ user: actor, workspaceId }: WorkspaceTarget): Promise<{ ownerNotified: boolean }> {
  const workspace = await loadWorkspace(workspaceId);
  const role = roleIn(workspace, actor);
  if (role === "owner") throw forbidden(workspacesCopy.ownerCannotLeave);
  if (role !== "member") throw forbidden(workspacesCopy.notAMember);

  const email = normalizeEmail(actor.email);
  const store = await getStore();
  changedWorkspace(
    await store.removeMember(
      { workspaceId: workspace.id, email, now: new Date().toISOString() },
      changeEvent.memberLeft(actor, workspace.id, email),
      changeEvent.taskUpdated(actor, workspace.id),
    ),
    () => forbidden(workspacesCopy.notAMember),
  );

  try {
    await sendMemberLeftNotice({
      ownerEmail: workspace.ownerEmail,
      workspaceName: workspace.name,
      workspaceIcon: workspace.icon,
      memberEmail: actor.email,
      memberName: actor.name,
    });
    return { ownerNotified: true };
  } catch (error) {
    console.error(`[workspaces] member-left e-mail for workspace ${workspace.id} failed`, error);
    return { ownerNotified: false };
  }
}

/**
 * The store's answer to a member change. The checks before it are a fast path on a list that may be
 * stale by now; the store decides atomically, and its refusals become the same errors those checks
 * give. `notMember` is the error for removing someone who is not (or no longer) a member.
 */
function changedWorkspace(change: MemberChange, notMember: () => AppError): WorkspaceRecord {
  if (change.ok) return change.workspace;
  switch (change.reason) {
    case "workspace_not_found":
      throw notFound(workspacesCopy.workspaceNotFound);
    case "full":
      throw conflict(workspacesCopy.maxUsersPerWorkspace);
    case "already_member":
      throw conflict(workspacesCopy.alreadyMember);
    case "not_member":
      throw notMember();
  }
}
