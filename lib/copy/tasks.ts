import { commonCopy } from "@/lib/copy/common";

/** The urgency picker's levels, from most to least urgent; the board's badge names its bands with them. */
const urgencyLevels = [
  { value: 5, name: "Critical", description: "Needs immediate attention" },
  { value: 4, name: "High", description: "Important and time-sensitive" },
  { value: 3, name: "Medium", description: "Standard priority" },
  { value: 2, name: "Low", description: "Can wait if necessary" },
  { value: 1, name: "Minimal", description: "Little to no urgency" },
] as const;

/** Tasks and comments: API errors, the add-task bar and flow, the board, the task card and its dialogs. */
export const tasksCopy = {

  // Add-task bar: the input's placeholder, also the question asked when a typed task has no title
  whatToDo: "What do you want to do?",
  add: "Add",
  parsing: "Parsing...",
  addingTask: "Adding task...",
  taskAdded: "Task added successfully!",
  addTaskFailed: "Failed to add task",
  parseFailed: "Failed to parse your task. Please try again.",
  saveTaskFailed: "Failed to save task. Please try again.",
  suggestionsFailed: "Failed to generate suggestions. Please try again.",
  aiSuggestions: "AI suggestions",
  showTips: "Show tips",
  hideTips: "Hide tips",
  tipsTitle: "Tips",
  tips: [
    "Say when: \"tomorrow at 5pm\", \"next friday\", \"in 3 days\", \"end of month\".",
    "Say how urgent: \"urgent\", \"asap\", \"important\", \"low priority\", \"whenever\".",
    "Everything else becomes the title: \"Call mom tomorrow 6pm important\".",
  ],
  modelLabel: (model: string) => `AI: ${model}`,
  noSuggestions: "No suggestions for this task yet. Try describing it in a few more words.",

  // Parsed card and the add flow's steps
  fieldDue: "Due",
  chooseNewDateTitle: "Choose a New Date",
  dueStepTitle: "When is this task due?",
  /** A custom date's text goes to the date parser in this frame. */
  customDatePrompt: (text: string) => `Task due ${text}`,
  urgencyLevels,
  /** The add flow's wording of each urgency value. */
  urgencyStepLabels: {
    1: "Low priority",
    2: "Somewhat important",
    3: "Medium priority",
    4: "Important",
    5: "Urgent",
  } as Record<number, string>,

  // Board
  dateView: "By Date",
  priorityView: "By Priority",
  viewToggle: "Board view",
  insights: "Insights",
  refresh: "Refresh Tasks",
  loading: "Loading your tasks...",
  showMore: (count: number) => `Show ${count} more`,
  showCompleted: "Show completed tasks",
  hideCompleted: "Hide completed tasks",

  // Task card
  urgencyValue: (value: string) => `Urgency ${value}`,
  /** The card's urgency badge: the band of the priority view the task sits in. */
  urgencyBadge: { high: urgencyLevels[1].name, medium: urgencyLevels[2].name, low: urgencyLevels[3].name },




  // Edit in place and the edit panel
  repeats: (rule: string) => `Repeats: ${rule}`,

  // Undo
  undo: "Undo",
  completedToast: "Task completed",
  deletedToast: "Task deleted",
  rescheduledToast: "Task rescheduled",

  // Find
  searchLabel: "Search tasks",
  searchPlaceholder: "Search tasks (/)",
  clearSearch: "Clear search",
  filters: "Filters",
  filterOverdue: commonCopy.overdue,
  filterReminders: "Has reminders",
  filterRepeating: "Repeating",
  filterMine: "Created by me",
  noMatches: "No tasks match your search",

  // Concurrent edits (docs/product.md#concurrent-edits)
  /** Each editable field as a sentence names it. */
  fieldNames: { title: "title", dueDate: "due date", urgency: "urgency", completed: "completion", description: "description", recurrence: "repeat rule", assignee: "assignee" },
  /** "title", "title and urgency", "title, urgency and due date". */
  fieldList: (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join()),
  /** A board change refused because its fields changed meanwhile: the card shows the task as it is now. */
  notSavedChanged: (fields: string) => `Not saved: the ${fields} changed meanwhile`,
  useMine: "Use mine",

  // Failures of optimistic changes
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  commentFailed: "Failed to add comment",
  deleteCommentFailed: "Failed to delete comment",
} as const;
