/**
 * Workspaces and sharing (docs/product.md#workspaces): every rule and permission check, for both backends.
 * Each function takes one object with the acting `user` (null for an anonymous call) and throws AppError.
 */
export { requireWorkspaceAccess, toView as viewWorkspace, type Actor, type RequireWorkspaceAccessInput, type WorkspaceAccess } from "./access";
export {
  createWorkspace,
  deleteWorkspace,
  listWorkspaces,
  resolveActiveWorkspace,
  resolveActiveWorkspaceForRequest,
  setDefault,
  updateWorkspace,
} from "./workspaces";
export { addMember, leaveWorkspace, listMembers, removeMember } from "./members";
export { listSharingContacts } from "./contacts";
