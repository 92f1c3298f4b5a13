/** Workspace and sharing texts: API errors and notices, the switcher, dialogs and the settings page. */
export const workspacesCopy = {
  // Validation and limits
  validWorkspaceIdRequired: "Valid workspaceId is required",
  userOrWorkspaceUnavailable: "User or workspace not available",
  nameRequired: "Workspace name is required",
  nameTooLong: "Workspace name must be at most 20 characters",
  iconInvalid: "Icon must be a single emoji (at most 2 characters)",
  nameControlCharacters: "Workspace name cannot contain line breaks or other control characters",
  maxWorkspaces: "Maximum of 5 workspaces allowed",
  cannotDeleteDefault: "Cannot delete the default workspace",
  cannotDeleteDefaultTooltip: "Cannot delete default workspace",
  cannotDeleteLast: "Cannot delete the last workspace",
  cannotShareDefault: "Cannot share the default workspace",
  maxUsersPerWorkspace: "Maximum of 5 users allowed per workspace (including owner)",
  alreadyMember: "User is already a member of this workspace",
  memberNotFound: "User is not a member of this workspace",
  enterMemberEmail: "Please enter an email address",

  // Permissions
  onlyOwnerAddMembers: "Only the workspace owner can add members",
  onlyOwnerRemoveMembers: "Only the workspace owner can remove members",
  onlyOwnerEdit: "Only the workspace owner can edit this workspace",
  onlyOwnerDelete: "Only the workspace owner can delete this workspace",
  onlyOwnerSetDefault: "Only the workspace owner can make it the default workspace",
  ownerCannotLeave: "Workspace owners cannot leave their own workspace",
  notAMember: "You are not a member of this workspace",
  noPermissionToView: "You do not have permission to view this workspace",
  memberReadOnly: "You are a member of this workspace. Only the workspace owner can manage members.",
  memberIconReadOnly: "Only the workspace owner can change the icon.",

  // Outcomes
  workspaceNotFound: "Workspace not found",
  createFailed: "Failed to create workspace",
  loadSettingsFailed: "Failed to load workspace settings",
  updateWorkspaceFailed: "Failed to update workspace",
  addMemberFailed: "Failed to add member",
  removeMemberFailed: "Failed to remove member",
  leaveFailed: "Failed to leave workspace",
  deleteWorkspaceError: (message: string) => `Error deleting workspace: ${message}`,
  workspaceUpdated: "Workspace updated successfully",
  memberAdded: (email: string) => `${email} added to workspace and invitation sent`,
  memberRemoved: (email: string) => `${email} removed from workspace`,
  leftWorkspace: "Successfully left the workspace. The owner has been notified via email.",

  // Delete and leave dialogs
  deleteTitle: "Delete Workspace",
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete "${name}"? Its tasks, comments and reminders will be deleted. This action cannot be undone.`,
  /** The leave dialog's title and the settings page's button. */
  leave: "Leave Workspace",
  leaveConfirm: (name: string) => `Are you sure you want to leave "${name}"? You will no longer see its tasks.`,
  leaving: "Leaving...",

  // Switcher and create dialog
  switcherLabel: "Switch workspace",
  panelTitle: "Workspaces",
  myWorkspaces: "My Workspaces",
  sharedWithMe: "Shared with me",
  newWorkspace: "New Workspace",
  createTitle: "Create Workspace",
  nameLabel: "Workspace Name",
  namePlaceholder: "e.g. Work, Home, Side project",
  create: "Create",
  settingsOf: (name: string) => `Settings for ${name}`,
  deleteOf: (name: string) => `Delete ${name}`,

  // Settings page
  settingsTitle: "Workspace Settings",
  backToTasks: "Back to Tasks",
  information: "Workspace Information",
  collaboration: "Workspace Collaboration",
  iconLabel: "Icon",
  chooseIcon: (icon: string) => `Use ${icon} as the icon`,
  save: "Save Changes",
  owner: "Owner",
  members: "Members",
  usersCount: (n: number, max: number) => `${n}/${max} users`,
  noMembers: "No members yet. Add someone by email to share this workspace.",
  memberEmailLabel: "Email address",
  memberEmailPlaceholder: "colleague@example.com",
  addMember: "Add Member",
  removeMemberOf: (email: string) => `Remove ${email}`,
} as const;
