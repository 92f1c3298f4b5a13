/** Workspaces and sharing: limits, the default workspace, icons, shortcuts and the member-add rate. */

export const MAX_OWNED_WORKSPACES = 5;
export const MAX_USERS_PER_WORKSPACE = 5; // owner + 4 members
export const MAX_MEMBERS_PER_WORKSPACE = MAX_USERS_PER_WORKSPACE - 1;
export const WORKSPACE_NAME_MAX = 20;
export const WORKSPACE_ICON_MAX = 2;
/** Raw length caps beside the grapheme limits, so one "character" cannot carry a long combining chain. */
export const WORKSPACE_NAME_MAX_UNITS = 80;
export const WORKSPACE_ICON_MAX_UNITS = 16;
export const DEFAULT_WORKSPACE = { id: "default", name: "Default", icon: "📋", color: "indigo", isDefault: true } as const;
export const WORKSPACE_EMOJIS = [
  "📋", "💼", "🏠", "🎯", "🚀", "📚", "💡", "🛒",
  "🏋️", "🎨", "🎵", "✈️", "🧪", "💻", "📈", "🌱",
  "❤️", "⭐", "🔥", "🧹", "🍳", "🐾", "🎓", "🛠️",
] as const;
/** Keyboard shortcuts reach the first this many workspaces of the switcher. */
export const WORKSPACE_SHORTCUT_COUNT = 5;
export const LEAVE_REDIRECT_MS = 2000;
/** Adding members e-mails invitations: at most this many adds per owner per hour. */
export const MEMBER_ADD_RATE = { limit: 30, windowMs: 60 * 60_000 } as const;
