/** Texts of the live board: the connection indicator and what a teammate's change tells the user. */
export const liveCopy = {
  connected: "Live",
  connecting: "Connecting...",
  reconnecting: "Reconnecting...",
  connectedHint: "Changes by others in this workspace appear as they happen.",
  reconnectingHint: "Connection lost. Changes by others appear once it is back.",
  taskDeletedBy: (name: string) => `This task was deleted by ${name}`,
  someone: "Someone",
  tooManyStreams: "Too many open live connections to this workspace. Close a tab and try again.",
  tooManyStreamsOverall: "Too many open live connections. Close a tab and try again.",
} as const;
