/** Assignees: who does a task (docs/product.md#assignees). API errors, the card, the edit panel, the filter and the notices. */
export const assigneesCopy = {
  // API
  notAssignable: "The assignee must be the owner or a member of the task's workspace",
  assigneeInvalid: "The assignee must be an e-mail address, or null for nobody",

  // The board
  filterAssignedToMe: "Assigned to me",
  assignedTo: (name: string) => `Assigned to ${name}`,
  createdBy: (name: string) => `Created by ${name}`,
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
