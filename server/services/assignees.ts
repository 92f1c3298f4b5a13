import "server-only";
import { badRequest } from "@/server/errors";
import { accounts } from "@/server/auth";
import type { VerifiedAccount } from "@/server/auth/verified";
import { sendTaskAssigned } from "@/server/mail";
import { assignedNotification, sendPush } from "@/server/push";
import { getStore } from "@/server/store";
import type { TaskRecord, WorkspaceRecord } from "@/server/store/types";
import { reminderRoute } from "@/server/services/push";
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
 * Tells the new assignee, once: by e-mail, and by push on the devices where they turned it on (the
 * channels their reminders take). Only for the write that made them the assignee (`previous`, the
 * assignee before it, read by the store in the write's own transaction: of concurrent writes of one
 * assignee, in any process, exactly one sees another), and never for assigning oneself. A failure is
 * logged: the assignment stands.
 */
export async function notifyAssignment({ actor, task, previous }: { actor: VerifiedAccount; task: TaskRecord; previous: string | null }): Promise<void> {
  const assignee = task.assignee;
  if (!assignee || assignee === previous || assignee === normalizeEmail(actor.email)) return;
  try {
    const [workspace, account] = await Promise.all([(await getStore()).getWorkspace(task.workspaceId), accounts().findAccountByEmail(assignee)]);
    const assignerName = authorName(actor);
    await sendTaskAssigned({
      to: assignee,
      recipientName: account?.name ?? "",
      assignerName,
      taskTitle: task.title,
      workspaceName: workspace?.name ?? "",
      workspaceIcon: workspace?.icon ?? "",
    });
    if (!account) return;
    const { devices } = await reminderRoute(account.id);
    await Promise.all(devices.map((device) => sendPush(device, assignedNotification(task, assignerName))));
  } catch (error) {
    console.error(`[assignees] the notice of task ${task.id} to its assignee failed`, error);
  }
}
