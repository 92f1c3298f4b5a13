/** The installable app (manifest, shortcuts) and the board shown without a connection. */
export const pwaCopy = {
  /** The pages' description and the manifest's. */
  description: "Type a task the way you say it. Duely finds the title, the due date and the urgency.",
  newTaskShortcut: "New task",
  newTaskShortcutHint: "Add a task in plain words",
  remindersShortcutHint: "See the reminders of your workspace",
  /** The board toolbar's connection indicator without a connection. */
  offline: "Offline",
  offlineHint: "No connection. This is the board as this device last saw it; your changes are kept here and sent when the connection is back.",
  /** Beside the indicator while changes made offline wait to be sent. */
  changesWaiting: (count: number) => (count === 1 ? "1 change waiting" : `${count} changes waiting`),
  changesWaitingHint: "Saved on this device; sent in order once the connection is back.",
  /** A waiting change whose task was deleted meanwhile (by someone else) is dropped. */
  changeDroppedTaskDeleted: "A change you made offline was not saved: its task was deleted meanwhile.",
  /** A waiting change the server refused for good (the server's reason follows). */
  changeDroppedRefused: "A change you made offline could not be saved.",
} as const;
