const noTasks = "No tasks";

/** The board's columns, keyed by the column ids of lib/board. */
export const boardCopy = {
  /** The board page's level-one heading (read by screen readers; the page shows its columns instead). */
  title: "Your tasks",
  skipToBoard: "Skip to the board",
  columnTitles: {
    today: "Today & Overdue",
    upcoming: "Next 7 Days",
    future: "Upcoming",
    high: "High Priority",
    medium: "Medium Priority",
    low: "Low Priority",
  },
  emptyColumn: {
    today: noTasks,
    upcoming: noTasks,
    future: noTasks,
    high: "No high priority tasks",
    medium: "No medium priority tasks",
    low: "No low priority tasks",
  },
  emptyHint: "Drag tasks here",
} as const;
