/**
 * The board's single-key shortcuts: which key (KeyboardEvent.key) runs which command. The one registry
 * the board, the search field, the shortcuts sheet and the tips panel all read; none fires while typing
 * in a field or with Ctrl, Alt or Meta held (Alt+1..5 belongs to the workspace switcher).
 */
export const BOARD_SHORTCUT_KEYS = {
  addTask: ["n"],
  search: ["/"],
  help: ["?"],
  nextCard: ["j"],
  previousCard: ["k"],
  complete: ["x"],
  edit: ["e"],
  // A Mac's "delete" key sends Backspace.
  delete: ["Delete", "Backspace"],
  close: ["Escape"],
} as const satisfies Record<string, readonly string[]>;

export type BoardShortcut = keyof typeof BOARD_SHORTCUT_KEYS;

/** The order the shortcuts sheet and the tips panel list them in. */
export const BOARD_SHORTCUT_ORDER: readonly BoardShortcut[] = [
  "addTask",
  "search",
  "nextCard",
  "previousCard",
  "complete",
  "edit",
  "delete",
  "close",
  "help",
];
