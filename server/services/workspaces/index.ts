/**
 * Workspaces and sharing (docs/product.md#workspaces): every rule and permission check, for both backends.
 * Each function takes one object with the acting `user` (null for an anonymous call) and throws AppError.
 */
export { toView as viewWorkspace } from "./access";
export {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  resolveActiveWorkspace,
  resolveActiveWorkspaceForRequest,
  setDefault,
  updateWorkspace,
} from "./workspaces";
export { addMember, leaveWorkspace, listMembers, removeMember } from "./members";
export { listSharingContacts } from "./contacts";
export { deleteOwnedWorkspaces, leaveSharedWorkspaces } from "./departure";
