/**
 * Assignees on the board's first load: the card's initial and the find bar's chip (docs/product.md#assignees).
 * The rest of the feature's texts (API, edit panel, notices) are lib/copy/assignment.ts, loaded with what uses them.
 */
export const assigneesCopy = {
  filterAssignedToMe: "Assigned to me",
  assignedTo: (name: string) => `Assigned to ${name}`,
};
