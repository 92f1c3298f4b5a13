/** The installable app (manifest, shortcuts) and the board shown without a connection. */
export const pwaCopy = {
  /** The pages' description and the manifest's. */
  description: "Type a task the way you say it. Duely finds the title, the due date and the urgency.",
  newTaskShortcut: "New task",
  newTaskShortcutHint: "Add a task in plain words",
  remindersShortcutHint: "See the reminders of your workspace",
  /** The board toolbar's connection indicator without a connection. */
  offline: "Offline",
  offlineHint: "No connection. This is the board as this device last saw it; changes need the connection.",
} as const;
