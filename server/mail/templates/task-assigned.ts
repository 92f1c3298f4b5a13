import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { assigneesCopy } from "@/lib/copy/assignees";
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
  const taskTitle = input.taskTitle.trim() || assigneesCopy.untitledTask;
  const by = assigneesCopy.assignedBy(input.assignerName);
  return composeEmail(assigneesCopy.assignedSubject(taskTitle), {
    preheader: by,
    heading: assigneesCopy.assignedHeading,
    intro: [greeting(input.recipientName), [by, ":"], [{ strong: taskTitle }]],
    details: [
      { label: assigneesCopy.taskLabel, value: taskTitle },
      { label: assigneesCopy.workspaceLabel, value: workspaceLabel(input.workspaceIcon, input.workspaceName) },
    ],
    action: { label: `Open ${APP_NAME}`, url: boardUrl(input.appUrl) },
  });
}
