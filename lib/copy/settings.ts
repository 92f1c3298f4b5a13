import { authCopy } from "./auth";
import { navCopy } from "./nav";
import { plural } from "./time";

/** The settings page (/settings): its Account and Integrations groups, and the user menu's link to it. */
export const settingsCopy = {
  title: navCopy.settings,
  pageTitle: "Settings — Duely",
  copy: "Copy",
  loadFailed: "Could not load this section. Please try again.",

  // Account
  accountTitle: "Account",
  profileTitle: "Profile",
  profileIntro: "Your name is shown in the top bar, to the people you share workspaces with and on the comments you write from now on.",
  saveName: "Save Name",
  nameSaved: "Name updated",

  /** The section's title is the sign-in form's label. */
  passwordTitle: authCopy.password,
  passwordIntro:
    "Changing your password signs you out on every other device; this browser stays signed in. Your API tokens and calendar feeds keep working: revoke them under Integrations if they may have leaked.",
  currentPassword: "Current Password",
  changePassword: "Change Password",
  passwordChanged: "Password changed. You have been signed out on every other device.",

  timeZoneTitle: "Time zone and clock",
  timeZoneLabel: "Time zone",
  clockLabel: "Clock",
  clock12: "12-hour (3:00 PM)",
  clock24: "24-hour (15:00)",
  timeZoneHowToChange:
    "Duely follows your device: due dates, columns, reminders and insights use its time zone and clock. To change them, change your device's date and time settings, then reload this page.",

  deleteTitle: "Delete account",
  deleteIntro: "Deletes your account for good: the workspaces you own with all their tasks, comments and reminders, your API tokens and calendar feeds. Workspaces shared with you are left; their tasks stay with their owners.",
  deleteAccount: "Delete Account",
  deleteDialogTitle: "Delete your account?",
  deleteDialogText: "This cannot be undone.",
  ownedWorkspacesGo: (n: number) => `${plural(n, "workspace", "workspaces")} you own will be deleted with all their tasks:`,
  membersLoseAccess: (members: string) => `shared with ${members}, who will lose access`,
  sharedWorkspacesLeft: (n: number) => `You will leave ${plural(n, "workspace", "workspaces")} shared with you.`,
  typeEmailToConfirm: (email: string) => `Type ${email} to confirm`,
  accountDeleted: "Your account has been deleted.",

  // Integrations
  integrationsTitle: "Integrations",
  mcpTitle: "MCP",
  apiDocsLink: "API reference",
  mcpHint: "AI assistants: point an MCP client at /api/mcp with a token (see the README for a ready-made configuration).",
} as const;
