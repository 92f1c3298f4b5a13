import type { BoardShortcut } from "@/lib/constants/shortcuts";

/** The keyboard shortcuts sheet and the shortcuts listed in the board's tips panel. */
export const shortcutsCopy = {
  /** The sheet's title, also the heading of the shortcuts in the tips panel. */
  title: "Keyboard shortcuts",
  sheetDescription: "Single keys work on the board whenever you are not typing in a field.",
  keyColumn: "Key",
  actionColumn: "Action",
  /** How each key is written on its key cap (keys not listed here are shown as typed). */
  keyCaps: { Escape: "Esc" } as Record<string, string>,
  or: "or",
  actions: {
    addTask: "Focus the add-task field",
    search: "Focus the search field",
    help: "Show this list of shortcuts",
    nextCard: "Move focus to the next task",
    previousCard: "Move focus to the previous task",
    complete: "Complete the focused task",
    edit: "Edit the focused task",
    delete: "Delete the focused task",
    close: "Close the open dialog or panel",
  } satisfies Record<BoardShortcut, string>,
  /** The workspace switcher's Alt/Option + number shortcut, listed with the board's. */
  switchWorkspace: "Switch to your 1st to 5th workspace",
} as const;
