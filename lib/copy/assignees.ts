/** Assignees: who does a task (docs/product.md#assignees). API errors, the card, the edit panel, the filter and the e-mail. */
export const assigneesCopy = {
  notAssignable: "The assignee must be the owner or a member of the task's workspace",
  assigneeInvalid: "The assignee must be an e-mail address, or null for nobody",
};
