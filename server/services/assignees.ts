import "server-only";
import { badRequest } from "@/server/errors";
import type { VerifiedAccount } from "@/server/auth/verified";
import { newId } from "@/server/ids";
import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import type { AssignmentNoticeDraft, WorkspaceRecord } from "@/server/store/types";
import { normalizeEmail } from "@/server/services/workspaces/access";
import { authorName } from "@/lib/author-name";
import { assignmentCopy } from "@/lib/copy/assignment";

/**
 * Assignees (docs/product.md#assignees): a task's assignee is the owner or a member of its workspace. The
 * services check it for a quick 400; the store decides it again in the write, and a member's removal
 * unassigns their tasks there.
 */

export function isAssignableIn(workspace: Pick<WorkspaceRecord, "ownerEmail" | "members">, email: string): boolean {
  const who = normalizeEmail(email);
  return normalizeEmail(workspace.ownerEmail) === who || workspace.members.includes(who);
}

/** 400 'The assignee must be the owner or a member of the task's workspace' unless they are (null: nobody, always fine). */
export function requireAssignable(workspace: Pick<WorkspaceRecord, "ownerEmail" | "members">, email: string | null | undefined): void {
  if (email && !isAssignableIn(workspace, email)) throw badRequest(assignmentCopy.notAssignable);
}

/**
 * The notice a write of `assignee` by `actor` stores with itself (docs/product.md#assignees): none for
 * nobody or oneself. The store writes it only when the write makes them the assignee (of concurrent
 * saves of one assignee, in any process, exactly one), in the write's own transaction.
 */
export function assignmentNoticeFor(actor: VerifiedAccount, assignee: string | null | undefined): AssignmentNoticeDraft | undefined {
  if (!assignee || normalizeEmail(assignee) === normalizeEmail(actor.email)) return undefined;
  return { id: newId(), assignedBy: normalizeEmail(actor.email), assignedByName: authorName(actor), createdAt: new Date().toISOString() };
}

/**
 * Right after the write: sends its notice, if the store wrote one, through the notice job (so by e-mail,
 * and by push on the devices where the assignee turned it on). When this process dies first or a send
 * fails, the job's later runs send it. The assignment stands either way.
 */
export async function sendAssignmentNoticeNow(notice: AssignmentNoticeDraft): Promise<void> {
  try {
    await processAssignmentNotices({ id: notice.id });
  } catch (error) {
    console.error(`[assignees] notice ${notice.id} could not be sent now; the job sends it later`, error);
  }
}
