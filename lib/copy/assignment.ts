import { findWordsCopy } from "@/lib/copy/find-words";

/** Assigning tasks (docs/product.md#assignees): API errors, the edit panel's picker, and the notice to the new assignee. */
export const assignmentCopy = {
  // API
  notAssignable: "The assignee must be the owner or a member of the task's workspace",
  assigneeInvalid: "The assignee must be an e-mail address, or null for nobody",

  // The edit panel and the people of a workspace
  /** The edit panel's 'Created by <name>', as the find bar's chip says it. */
  createdBy: findWordsCopy.chipCreatedBy,
  fieldAssignee: "Assignee",
  me: "Me",
  nobody: "Nobody",
  memberWithEmail: (name: string, email: string) => `${name} (${email})`,

  // The e-mail and the push notification to the new assignee
  assignedSubject: (taskTitle: string) => `Assigned to you: ${taskTitle}`,
  assignedHeading: "A task was assigned to you",
  assignedBy: (name: string) => `${name} assigned you a task`,
  taskLabel: "Task",
  workspaceLabel: "Workspace",
  untitledTask: "Untitled task",
};
