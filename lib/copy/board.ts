const noTasks = "No tasks";

/** The board's columns, keyed by the column ids of lib/board. */
export const boardCopy = {
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
