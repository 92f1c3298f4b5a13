import { commonCopy } from "./common";
import { tasksCopy } from "./tasks";
import { plural } from "./time";

const noTasks = "No tasks";

/** The board: its columns (keyed by the column ids of lib/board), the list view, densities and drops. */
export const boardCopy = {
  /** The board page's level-one heading (read by screen readers; the page shows its columns instead). */
  title: "Your tasks",
  skipToBoard: "Skip to the board",
  /** The toolbar's button that opens the day plan (docs/product.md#planning-assistant). */
  planToday: "Plan today",
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
  /** A card's menu that moves it to another column without dragging (docs/product.md#the-board): its button and the menu's name. */
  moveTo: "Move to…",
  /** The floating button on a phone that opens quick add (the add-task field). */
  addTaskButton: "Add a task",
  /** The heading over the tasks without a due date at the end of 'Today & Overdue'. */
  noDateHeading: commonCopy.noDate,
  /** The group of completed tasks at the end of a column (or of the list): its button. */
  completedGroup: (count: number) => `${commonCopy.completed} (${count})`,

  // The list view: its button beside 'By Date' and 'By Priority', its sections (a named day reads as its weekday)
  listView: "List",
  listSections: { overdue: commonCopy.overdue, today: commonCopy.today, tomorrow: commonCopy.tomorrow, later: "Later", none: commonCopy.noDate },
  emptyList: noTasks,

  /** A compact card's count of reminders not yet sent (read by screen readers beside the bell). */
  reminderCount: (count: number) => plural(count, "reminder", "reminders"),
  subtaskCount: (done: number, total: number) => `${done} of ${total} subtasks done`,
  /** The toolbar's density toggle (pressed: one line per card). */
  compactCards: "Compact cards",
  /** The add bar's status line after a save, followed by the column or section the task went to. */
  addedTo: (status: string, place: string) => `${status} · ${place}`,

  // The toast after a drop changed a task: its new due date or urgency
  droppedDue: (due: string) => `${tasksCopy.fieldDue} ${due}`,
  droppedUrgency: (value: string, band: string) => `${tasksCopy.urgencyValue(value)} · ${band}`,
} as const;
