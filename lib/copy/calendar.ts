/** Calendar feed texts: what a subscribed calendar shows of a task. */
export const calendarCopy = {
  completedPrefix: "✓ ",
  urgency: (value: string, label: string) => `Urgency: ${value} (${label})`,
  allWorkspacesFeedName: "Duely tasks",
  workspaceFeedName: (workspace: string) => `Duely: ${workspace}`,
} as const;
