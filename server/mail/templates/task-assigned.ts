import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { assignmentCopy } from "@/lib/copy/assignment";
import { composeEmail, greeting, workspaceLabel, type Email } from "../layout";
import { boardUrl } from "../links";

export interface TaskAssignedInput {
  appUrl: string;
  /** The assignee's name ("" when they have no account yet). */
  recipientName: string;
  /** Who assigned it. */
  assignerName: string;
  taskTitle: string;
  workspaceName: string;
  workspaceIcon: string;
}

/** Sent once to the new assignee of a task (docs/product.md#assignees); every value escaped by the layout. */
export function taskAssignedEmail(input: TaskAssignedInput): Email {
  const taskTitle = input.taskTitle.trim() || assignmentCopy.untitledTask;
  const by = assignmentCopy.assignedBy(input.assignerName);
  return composeEmail(assignmentCopy.assignedSubject(taskTitle), {
    preheader: by,
    heading: assignmentCopy.assignedHeading,
    intro: [greeting(input.recipientName), [by, ":"], [{ strong: taskTitle }]],
    details: [
      { label: assignmentCopy.taskLabel, value: taskTitle },
      { label: assignmentCopy.workspaceLabel, value: workspaceLabel(input.workspaceIcon, input.workspaceName) },
    ],
    action: { label: `Open ${APP_NAME}`, url: boardUrl(input.appUrl) },
  });
}
