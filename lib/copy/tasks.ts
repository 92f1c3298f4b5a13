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
  // API errors
  taskNotFound: "Task not found",
  titleRequired: "Task title is required",
  titleTooLong: "Task title must be at most 500 characters",
  urgencyInvalid: "Urgency must be a number from 1 to 5",
  dueDateInvalid: "Due date must be an ISO date-time or null",
  descriptionTooLong: "Description must be at most 5,000 characters",
  searchTooLong: "Search text must be at most 200 characters",
  nothingToUpdate: "Nothing to update",
  commentRequired: "Comment text is required",
  commentTooLong: "Comment must be at most 2,000 characters",
  commentNotFound: "Comment not found",
  couldNotVerifyWorkspace: "Could not verify workspace",
  onlyCreatorOrOwnerDelete: "Only the task's creator or the workspace owner can delete this task",
  onlyAuthorOrOwnerDeleteComment: "Only the comment's author or the workspace owner can delete this comment",

  // Add-task bar: the input's placeholder, also the question asked when a typed task has no title
  whatToDo: "What do you want to do?",
  /** The title of a task typed without any words left once the date and urgency are taken out. */
  untitled: "Untitled Task",
  add: "Add",
  parsing: "Parsing...",
  addingTask: "Adding task...",
  taskAdded: "Task added successfully!",
  addTaskFailed: "Failed to add task",
  parseFailed: "Failed to parse your task. Please try again.",
  saveTaskFailed: "Failed to save task. Please try again.",
  suggestionsFailed: "Failed to generate suggestions. Please try again.",
  dateProcessingError: "Error processing date. Please try again.",
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
  parsedTitle: "AI Parsed Your Task",
  fieldTitle: "Title",
  fieldDue: "Due",
  fieldUrgency: "Urgency",
  fieldNextStep: "Next step",
  noDueDate: "No due date",
  notSet: "Not set",
  suggestions: "Suggestions",
  pastDateTitle: "This date is in the past",
  pastDateBody: (due: string) => `The date you entered (${due}) has already passed. Keep it, or choose a new date?`,
  keepPastDate: "Keep Past Date",
  chooseNewDate: "Choose New Date",
  chooseNewDateTitle: "Choose a New Date",
  dueStepTitle: "When is this task due?",
  moreOptions: "More options",
  customDatePlaceholder: "e.g. next Tuesday at 4pm",
  setDate: "Set Date",
  skip: "Skip",
  urgencyStepTitle: "How urgent is this task?",
  decreaseUrgency: "Decrease urgency",
  increaseUrgency: "Increase urgency",
  setUrgency: "Set Urgency",
  useDefault: "Use Default",
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
  markComplete: "Mark as complete",
  markIncomplete: "Mark as incomplete",
  reschedule: "Reschedule task",
  delete: "Delete task",
  showComments: "Show comments",
  hideComments: "Hide comments",
  dragHandle: (title: string) => `Drag ${title}`,
  urgencyValue: (value: string) => `Urgency ${value}`,
  /** The card's urgency badge: the band of the priority view the task sits in. */
  urgencyBadge: { high: urgencyLevels[1].name, medium: urgencyLevels[2].name, low: urgencyLevels[3].name },

  // Comments panel
  comments: "Comments",
  close: "Close",
  commentPlaceholder: "Add a comment or use !help",
  postComment: "Post",
  noComments: "No comments yet",
  deleteComment: "Delete comment",
  deleteCommentTitle: "Delete Comment",
  deleteCommentBody: "Are you sure you want to delete this comment? This action cannot be undone.",
  helpTitle: "Available commands",
  helpCommands: [
    { command: "!help", description: "Show this list of commands" },
    { command: "!remindme <when> <what>", description: "E-mail yourself a reminder, e.g. \"!remindme tomorrow 9am call the bank\"" },
    { command: "!rmd <when> <what>", description: "Short for !remindme" },
  ],

  // Delete dialog
  deleteTitle: "Delete Task",
  /** No "cannot be undone": the delete is followed by an Undo toast. */
  deleteBody: "Are you sure you want to delete this task?",

  // Reschedule dialog
  rescheduleTitle: "Reschedule Task",
  rescheduleQuestion: "When would you like to reschedule this task?",
  reschedulePlaceholder: "tomorrow, next week, May 5th...",
  rescheduleSet: "Set",
  currentlyDue: (due: string) => `Currently due: ${due}`,
  quickOptions: "Quick Options:",
  rescheduleTip: "Tip: type natural phrases like \"next friday 3pm\", \"in 2 days\" or \"end of month\".",
  /** Reschedule text goes to the date parser in this frame. */
  reschedulePrompt: (text: string) => `Reschedule to ${text}`,

  // Edit in place and the edit panel
  editTitle: (title: string) => `Edit ${title}`,
  editTask: "Edit task",
  editPanelTitle: "Edit Task",
  fieldDescription: "Description",
  descriptionPlaceholder: "Notes, links, details...",
  descriptionCount: (length: number, max: number) => `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`,
  dueTextPlaceholder: "e.g. tomorrow at 5pm",
  dueUnderstood: (due: string) => `Understood: ${due}`,
  dueNotUnderstood: "No date found in that text",
  /** A picker level: "5.0 Critical". */
  urgencyLevel: (value: number, name: string) => `${value.toFixed(1)} ${name}`,
  currentUrgency: (value: number) => `Current: ${value.toFixed(1)}`,
  fieldRepeat: "Repeat",
  repeatPlaceholder: "e.g. every weekday, every 2 weeks",
  repeatNotUnderstood: "No repeating schedule found in that text",
  doesNotRepeat: "Does not repeat",
  stopRepeating: "Stop repeating",
  repeats: (rule: string) => `Repeats: ${rule}`,
  save: "Save",

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
  /** The API's 409 when a value an update expected changed meanwhile; nothing was saved. */
  changedMeanwhile: "Someone else changed this task meanwhile, so nothing was saved",
  /** Each editable field as a sentence names it. */
  fieldNames: { title: "title", dueDate: "due date", urgency: "urgency", completed: "completion", description: "description", recurrence: "repeat rule" },
  /** "title", "title and urgency", "title, urgency and due date". */
  fieldList: (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join()),
  /** A board change refused because its fields changed meanwhile: the card shows the task as it is now. */
  notSavedChanged: (fields: string) => `Not saved: the ${fields} changed meanwhile`,
  /** The edit panel took a teammate's change into a field the user had not touched. */
  updatedBy: (name: string) => `Updated by ${name}`,
  updatedMeanwhile: "Updated meanwhile",
  conflictIntro: "Changed by someone else while you were editing. Choose what to keep for each:",
  conflictTheirs: "Theirs",
  conflictYours: "Yours",
  keepTheirs: "Keep theirs",
  useMine: "Use mine",
  noDescription: "No description",

  // Failures of optimistic changes
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  commentFailed: "Failed to add comment",
  deleteCommentFailed: "Failed to delete comment",
} as const;
