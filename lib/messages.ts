/**
 * User-facing messages, copied exactly from the product specification (§5, §6, §8).
 * The server answers with these and the client shows them; never retype one elsewhere.
 */
export const MSG = {
  // §5 validation
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "Passwords do not match",
  passwordMinRegister: "Password must be at least 6 characters",
  passwordMinReset: "Password must be at least 8 characters long",
  enterEmail: "Please enter your email address",
  invalidResetLink: "Invalid password reset link. Please request a new one.",
  invalidVerifyLink: "Invalid verification link. Please request a new verification email.",
  dateNotUnderstood: "Could not understand the date. Please try again with a clearer format.",
  userOrWorkspaceUnavailable: "User or workspace not available",
  validWorkspaceIdRequired: "Valid workspaceId is required",
  maxWorkspaces: "Maximum of 5 workspaces allowed",
  cannotDeleteDefault: "Cannot delete the default workspace",
  cannotDeleteLast: "Cannot delete the last workspace",
  cannotShareDefault: "Cannot share the default workspace",
  maxUsersPerWorkspace: "Maximum of 5 users allowed per workspace (including owner)",
  alreadyMember: "User is already a member of this workspace",
  enterMemberEmail: "Please enter an email address",
  noReminderText: "No reminder text provided",
  noReminderTime: "Could not determine reminder time",
  missingParameter: (name: string) => `Missing required parameter: "${name}"`,

  // §6 permissions
  mustBeLoggedIn: (action: string) => `You must be logged in to ${action}`,
  onlyOwnerAddMembers: "Only the workspace owner can add members",
  onlyOwnerRemoveMembers: "Only the workspace owner can remove members",
  ownerCannotLeave: "Workspace owners cannot leave their own workspace",
  notAMember: "You are not a member of this workspace",
  noPermissionToView: "You do not have permission to view this workspace",
  memberReadOnly: "You are a member of this workspace. Only the workspace owner can manage members.",
  memberIconReadOnly: "Only the workspace owner can change the icon.",

  // §8 login
  incorrectPassword: "Incorrect password. Please try again.",
  accountNotFound: "Account not found. Please check your email or sign up.",
  networkError: "Network error. Please check your connection.",
  invalidCredentials: "Invalid email or password",
  failedToLogIn: "Failed to log in",
  failedToLogInRetry: "Failed to log in. Please try again.",
  authenticationFailed: "Authentication failed",
  verifyToContinue: "Please verify your email address to continue.",
  signingIn: "Signing in...",

  // §8 register
  accountExists: "An account with this email already exists.",
  strongerPassword: "Please use a stronger password.",
  requestTimedOut: "Request timed out. Please try again.",
  registrationFailed: "Registration failed",
  failedToCreateAccount: "Failed to create account",
  failedToCreateAccountRetry: "Failed to create account. Please try again.",

  // §8 session
  logoutFailed: "Error logging out. Please try again.",
  loggedOut: "You have been logged out",
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeVerify: (name: string) => `Welcome to Duely, ${name}! Please check your email to verify your account.`,

  // §8 Google
  googleAfterRedirect: "Authentication failed after redirect",
  googleFailed: "Failed to authenticate with Google. Please try again.",

  // §8 recovery and reset
  recoverySent: "Password recovery email sent. Please check your inbox.",
  recoveryFailed: "Failed to send recovery email. Please try again.",
  passwordResetDone: "Password has been reset successfully. You can now log in.",
  resetFailedRetry: "Failed to reset password. Please try again.",
  resetFailed: "Failed to reset password",
  genericError: "An error occurred. Please try again.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",

  // §8 verification
  verificationSent: "Verification email sent. Please check your inbox.",
  verificationResent: "Verification email resent. Please check your inbox.",
  verificationSendFailed: "Failed to send verification email. Please try again.",
  verificationResendFailed: "Failed to resend verification email. Please try again.",
  emailVerified: "Email verified successfully!",
  verifyFailed: "Failed to verify email. The link may be expired or invalid.",
  unexpectedError: "An unexpected error occurred. Please try again.",
  verificationFailed: "Verification failed. Please try again.",
  stillNotVerified: "Email is still not verified. Please check your inbox.",
  checkVerificationFailed: "Failed to check verification status.",

  // §8 tasks
  couldNotVerifyWorkspace: "Could not verify workspace",
  taskNotFound: "Task not found",
  parseFailed: "Failed to parse your task. Please try again.",
  saveTaskFailed: "Failed to save task. Please try again.",
  suggestionsFailed: "Failed to generate suggestions. Please try again.",
  dateProcessingError: "Error processing date. Please try again.",
  addTaskFailed: "Failed to add task",
  addingTask: "Adding task...",
  taskAdded: "Task added successfully!",

  // §8 reminders
  reminderFailedCommentAdded: "Failed to set reminder, but comment was added.",

  // §8 workspaces
  workspaceNotFound: "Workspace not found",
  loadSettingsFailed: "Failed to load workspace settings",
  updateWorkspaceFailed: "Failed to update workspace",
  addMemberFailed: "Failed to add member",
  removeMemberFailed: "Failed to remove member",
  leaveFailed: "Failed to leave workspace",
  deleteWorkspaceError: (message: string) => `Error deleting workspace: ${message}`,
  workspaceUpdated: "Workspace updated successfully",
  memberAdded: (email: string) => `${email} added to workspace and invitation sent`,
  memberRemoved: (email: string) => `${email} removed from workspace`,
  leftWorkspace: "Successfully left the workspace. The owner has been notified via email.",
  cannotDeleteDefaultTooltip: "Cannot delete default workspace",

  // Product-wide (not in the spec's catalogue)
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  forbiddenOrigin: "Cross-origin request refused",
  invalidInput: "Invalid input",
  notFound: "Not found",
  verifyRequired: "Please verify your email address to continue.",
  invalidEmail: "Please enter a valid email address",
  nameControlCharacters: "Name cannot contain line breaks or other control characters",
} as const;

/** Workspace and sharing texts the spec implies but does not spell out (issue 5). */
export const WORKSPACE_MSG = {
  nameRequired: "Workspace name is required",
  nameTooLong: "Workspace name must be at most 20 characters",
  iconInvalid: "Icon must be a single emoji (at most 2 characters)",
  nameControlCharacters: "Workspace name cannot contain line breaks or other control characters",
  memberNotFound: "User is not a member of this workspace",
  onlyOwnerEdit: "Only the workspace owner can edit this workspace",
  onlyOwnerDelete: "Only the workspace owner can delete this workspace",
  onlyOwnerSetDefault: "Only the workspace owner can make it the default workspace",
  deleteTitle: "Delete Workspace",
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete "${name}"? Its tasks, comments and reminders will be deleted. This action cannot be undone.`,
  leaveTitle: "Leave Workspace",
  leaveConfirm: (name: string) => `Are you sure you want to leave "${name}"? You will no longer see its tasks.`,
  /** Completes MSG.mustBeLoggedIn(...). */
  actions: {
    access: "access a workspace",
    list: "view workspaces",
    create: "create a workspace",
    update: "update a workspace",
    delete: "delete a workspace",
    setDefault: "change the default workspace",
    viewMembers: "view members",
    addMember: "add members",
    removeMember: "remove members",
    leave: "leave a workspace",
    sendEmail: "send emails",
  },
  // POST /api/send-email
  recipientNotAllowed: "You can only send emails to yourself or to people who share a workspace with you",
  emailSubjectRequired: "Email subject is required",
  emailSubjectOneLine: "Email subject must be a single line",
  emailBodyRequired: "Email body is required",
  emailTooLarge: "Email is too large",
  emailSendFailed: "Failed to send email",
  createFailed: "Failed to create workspace",
} as const;

/** Labels of the workspace switcher, dialogs and settings page (spec §2). */
export const WORKSPACE_COPY = {
  switcherLabel: "Switch workspace",
  panelTitle: "Workspaces",
  myWorkspaces: "My Workspaces",
  sharedWithMe: "Shared with me",
  newWorkspace: "New Workspace",
  createTitle: "Create Workspace",
  nameLabel: "Workspace Name",
  namePlaceholder: "e.g. Work, Home, Side project",
  create: "Create",
  cancel: "Cancel",
  delete: "Delete",
  settingsOf: (name: string) => `Settings for ${name}`,
  deleteOf: (name: string) => `Delete ${name}`,
  settingsTitle: "Workspace Settings",
  backToTasks: "Back to Tasks",
  information: "Workspace Information",
  collaboration: "Workspace Collaboration",
  iconLabel: "Icon",
  chooseIcon: (icon: string) => `Use ${icon} as the icon`,
  save: "Save Changes",
  owner: "Owner",
  members: "Members",
  usersCount: (n: number, max: number) => `${n}/${max} users`,
  noMembers: "No members yet. Add someone by email to share this workspace.",
  memberEmailLabel: "Email address",
  memberEmailPlaceholder: "colleague@example.com",
  addMember: "Add Member",
  removeMemberOf: (email: string) => `Remove ${email}`,
  leave: "Leave Workspace",
  leaving: "Leaving...",
} as const;
// end of workspace texts (issue 5)

/** Task and comment API texts the spec implies but does not spell out (issue 6). */
export const TASK_MSG = {
  titleRequired: "Task title is required",
  titleTooLong: "Task title must be at most 500 characters",
  urgencyInvalid: "Urgency must be a number from 1 to 5",
  dueDateInvalid: "Due date must be an ISO date-time or null",
  nothingToUpdate: "Nothing to update",
  commentRequired: "Comment text is required",
  commentTooLong: "Comment must be at most 2,000 characters",
  commentNotFound: "Comment not found",
  onlyCreatorOrOwnerDelete: "Only the task's creator or the workspace owner can delete this task",
  onlyAuthorOrOwnerDeleteComment: "Only the comment's author or the workspace owner can delete this comment",
  /** Completes MSG.mustBeLoggedIn(...). */
  actions: {
    list: "view tasks",
    create: "create a task",
    update: "update a task",
    delete: "delete a task",
    comment: "comment on a task",
    deleteComment: "delete a comment",
  },
} as const;

/** The tasks board's own texts (spec §2 Tasks board, §4 Add-task flow and Reschedule). */
export const TASKS_COPY = {
  // add-task bar
  inputPlaceholder: "What do you want to do?",
  add: "Add",
  parsing: "Parsing...",
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
  // parsed card and add flow
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
  cancel: "Cancel",
  urgencyStepTitle: "How urgent is this task?",
  decreaseUrgency: "Decrease urgency",
  increaseUrgency: "Increase urgency",
  setUrgency: "Set Urgency",
  useDefault: "Use Default",
  /** Custom date text goes to the parser in this frame (spec §4). */
  customDatePrompt: (text: string) => `Task due ${text}`,
  // board
  dateView: "By Date",
  priorityView: "By Priority",
  viewToggle: "Board view",
  insights: "Insights",
  refresh: "Refresh Tasks",
  loading: "Loading your tasks...",
  showMore: (count: number) => `Show ${count} more`,
  showCompleted: "Show completed tasks",
  hideCompleted: "Hide completed tasks",
  // task card
  markComplete: "Mark as complete",
  markIncomplete: "Mark as incomplete",
  reschedule: "Reschedule task",
  delete: "Delete task",
  showComments: "Show comments",
  hideComments: "Hide comments",
  dragHandle: (title: string) => `Drag ${title}`,
  urgencyValue: (value: string) => `Urgency ${value}`,
  /** The card's urgency badge: the band of the priority view the task sits in. */
  urgencyBadge: { high: "High", medium: "Medium", low: "Low" },
  // comments panel
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
  // delete dialog (spec §2)
  deleteTitle: "Delete Task",
  deleteBody: "Are you sure you want to delete this task? This action cannot be undone.",
  deleteConfirm: "Delete",
  // reschedule dialog (spec §2, §4)
  rescheduleTitle: "Reschedule Task",
  rescheduleQuestion: "When would you like to reschedule this task?",
  reschedulePlaceholder: "tomorrow, next week, May 5th...",
  rescheduleSet: "Set",
  currentlyDue: (due: string) => `Currently due: ${due}`,
  quickOptions: "Quick Options:",
  rescheduleTip: "Tip: type natural phrases like \"next friday 3pm\", \"in 2 days\" or \"end of month\".",
  /** Reschedule text goes to the parser in this frame (spec §4). */
  reschedulePrompt: (text: string) => `Reschedule to ${text}`,
  // failures of optimistic changes
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  commentFailed: "Failed to add comment",
  deleteCommentFailed: "Failed to delete comment",
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Board columns (spec §2 Tasks board), keyed by the column ids of lib/board. */
export const BOARD_COPY = {
  columnTitles: {
    today: "Today & Overdue",
    upcoming: "Next 7 Days",
    future: "Upcoming",
    high: "High Priority",
    medium: "Medium Priority",
    low: "Low Priority",
  },
  emptyColumn: {
    today: "No tasks",
    upcoming: "No tasks",
    future: "No tasks",
    high: "No high priority tasks",
    medium: "No medium priority tasks",
    low: "No low priority tasks",
  },
  emptyHint: "Drag tasks here",
} as const;

/** Due texts, relative times, countdowns, counts and reminder status labels (spec §2, §4). */
export const TIME_COPY = {
  todayAt: (time: string) => `Today at ${time}`,
  tomorrowAt: (time: string) => `Tomorrow at ${time}`,
  dateAt: (date: string, time: string) => `${date} at ${time}`,
  justNow: "just now",
  minutesAgo: (n: number) => `${plural(n, "minute", "minutes")} ago`,
  hoursAgo: (n: number) => `${plural(n, "hour", "hours")} ago`,
  daysAgo: (n: number) => `${plural(n, "day", "days")} ago`,
  inMinutes: (n: number) => `in ${plural(n, "minute", "minutes")}`,
  inHours: (n: number) => `in ${plural(n, "hour", "hours")}`,
  inDays: (n: number) => `in ${plural(n, "day", "days")}`,
  comments: (n: number) => plural(n, "comment", "comments"),
  reminderSent: "Sent",
  reminderSending: "Sending...",
  reminderNoDate: "No date",
} as const;

/** Weekly insights (spec §2 Insights, §9): labels and the recommendation texts. */
export const INSIGHTS_COPY = {
  noData: "No Data Available",
  noDataHint: "Create some tasks to see your weekly insights.",
  trend: { improving: "Improving", stable: "Stable", declining: "Declining" },
  goal: { excellent: "Excellent", good: "Good", keepGoing: "Keep going" },
  focusArea: { time_management: "Time management", task_prioritization: "Task prioritization" },
  /** Completion rate under 50 %. */
  focusHint: "Focus on fewer tasks at once: pick the two or three that matter most each morning and finish them before starting new ones.",
  breakDownHint: "Break big tasks into small steps you can finish in under an hour; every finished step moves the week forward.",
  /** Completion rate under 80 %. */
  paceHint: (rate: number) =>
    `Good pace: you finished ${rate}% of this week's tasks. Plan the next day's tasks the evening before to keep it going.`,
  urgencyHint: "Start each day with your most urgent tasks (urgency 4 or higher) so deadlines do not slip.",
  /** Completion rate of 80 % or more. */
  praise: (rate: number) => `Excellent work: you finished ${rate}% of this week's tasks. Keep up the rhythm!`,
} as const;

/** Account screens (spec §2): titles, labels and buttons of /login, /register, the modals and the gate. */
export const AUTH_COPY = {
  loginTitle: "Welcome back",
  loginSubtitle: "Sign in to your account to continue.",
  registerTitle: "Create your account",
  registerSubtitle: "Start managing your tasks in plain language.",
  resetSubtitle: "Choose a new password for your account.",
  email: "Email",
  password: "Password",
  fullName: "Full Name",
  confirmPassword: "Confirm Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
  signIn: "Sign In",
  continueWithGoogle: "Continue with Google",
  googleNotConfigured: "Google sign-in is not configured",
  forgotPassword: "Forgot Password?",
  noAccount: "Don't have an account?",
  register: "Register",
  haveAccount: "Already have an account?",
  login: "Login",
  createAccount: "Create Account",
  creatingAccount: "Creating account...",
  registrationSuccessful: "Registration Successful",
  checkEmailToVerify: "Please check your email to verify your account...",
  continue: "Continue",
  forgotTitle: "Forgot Password",
  forgotIntro: "Enter your email address and we'll send you instructions to reset your password.",
  cancel: "Cancel",
  sendInstructions: "Send Instructions",
  sending: "Sending...",
  emailSent: "Email Sent Successfully!",
  emailSentBody: "Check your inbox for instructions on how to reset your password. The link will expire in 1 hour.",
  returnToLogin: "Return to Login",
  resetTitle: "Reset Password",
  resetButton: "Reset Password",
  resetting: "Resetting...",
  resetSuccessful: "Password Reset Successful",
  verifyTitle: "Email Verification",
  verifying: "Verifying your email...",
  verifyErrorBody: "The verification link may have expired or already been used.",
  sendNewVerification: "Send New Verification Email",
  backToLogin: "Back to Login",
  redirecting: "Redirecting...",
  completingSignIn: "Completing Sign In",
  pleaseWait: "Please wait while we complete your sign in...",
  gateTitle: "Verify Your Email",
  gateBody: "We sent a verification link to your email address. Open it to activate your account.",
  resend: "Resend Verification Email",
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  iveVerified: "I've Verified My Email",
  signOut: "Sign Out",
  weeklyInsights: "Weekly Insights",
  reportBug: "Report Bug/Feature",
  feedbackSubject: "Duely: bug report / feature request",
  feedbackBody: "Describe the bug or the feature you would like:\n\n",
  logOut: "Log out",
  showPassword: "Show password",
  hidePassword: "Hide password",
  userMenu: "User menu",
} as const;

/** Quick-add parsing (spec §3 parsed-task result, §5 fallback suggestions, §9 presets; issue 4). */
export const PARSE_COPY = {
  followUpTitle: "What do you want to do?",
  followUpDateAndUrgency: "When is this due, and how urgent is it?",
  followUpDate: "When is this due?",
  followUpUrgency: "How urgent is this?",
  tomorrowMorning: "Tomorrow morning",
  laterToday: "Later today",
  nextWeek: "Next week",
  urgencyOption: (value: number, label: string) => `${label} (${value})`,
  /** The board's model label when the local parser answered. */
  localParserModel: "Local parser",
  presets: {
    today: "Today",
    tomorrow: "Tomorrow",
    nextWeek: "Next week",
    twoWeeks: "Two weeks",
    endOfMonth: "End of month",
    customDate: "Custom date",
  },
  presetLabel: (day: string, time: string) => `${day} ${time}`,
  // POST /api/parse-task
  promptRequired: "Please enter a task",
  promptTooLong: "Task text must be at most 500 characters",
  nowInvalid: "now must be an ISO date-time with an offset",
} as const;

/** The lightbulb's suggestion cards (spec §3 Suggestion card, §9 AI suggestions). */
export const AI_SUGGESTION_COPY = {
  time: {
    title: "Add a due date",
    suggestion: "Tasks with a date get done. Give this one a day and a time.",
    action: "Tomorrow at 9 AM",
    text: (task: string) => `${task} tomorrow at 9am`,
  },
  urgency: {
    title: "Looks important",
    suggestion: "Bills, deadlines and appointments tend to matter. Mark it so it stays in High Priority.",
    action: "Mark high priority",
    text: (task: string) => `${task} high priority`,
  },
  timing: {
    title: "Best done in the morning",
    suggestion: "Workouts planned for the morning are the ones that happen.",
    action: "Tomorrow at 7 AM",
    text: (task: string) => `${task} tomorrow at 7am`,
  },
  preparation: {
    title: "Prepare ahead",
    suggestion: "Add a task to get ready the day before, so nothing is left for the last minute.",
    action: "Add a preparation task",
    text: (title: string) => `Prepare for ${title}`,
  },
  breakdown: {
    title: "Break it down",
    suggestion: "Big tasks are easier to start as small steps. What is the first one?",
    action: "Add the first step",
    text: (title: string) => `First step of ${title}`,
  },
  healthRoutine: {
    title: "Same time every day",
    suggestion: "Taking it at the same time each day makes it hard to forget.",
    action: "Repeat daily at 9 AM",
    text: (task: string) => `${task} daily at 9am`,
  },
  healthVisit: {
    title: "Note your questions",
    suggestion: "Write down your questions and symptoms before the appointment.",
    action: "Add a notes task",
    text: (title: string) => `Write down questions for ${title}`,
  },
  shopping: {
    title: "Make a list",
    suggestion: "A list before you go saves a second trip.",
    action: "Add a shopping-list task",
    text: (title: string) => `Write a shopping list for ${title}`,
  },
  productivity: {
    title: "Time-box it",
    suggestion: "Block a focused 25 minutes first thing in the morning, before the inbox fills up.",
    action: "Tomorrow morning",
    text: (task: string) => `${task} tomorrow morning`,
  },
  habit: {
    title: "Make it a habit",
    suggestion: "Small things done every day add up.",
    action: "Repeat every day",
    text: (task: string) => `${task} every day`,
  },
  social: {
    title: "Keep in touch",
    suggestion: "A quick message beforehand helps plans happen.",
    action: "Add a message task",
    text: (title: string) => `Send a message about ${title}`,
  },
} as const;

/** Reminder API texts the spec implies but does not spell out (issue 7). */
export const REMINDER_MSG = {
  notFound: "Reminder not found",
  invalidTimeZone: "Time zone must be an IANA zone such as Europe/Berlin",
  cronDisabled: "Reminder processing over HTTP is disabled: set CRON_SECRET to enable it",
  cronUnauthorized: "Missing or wrong cron secret",
  /** Completes MSG.mustBeLoggedIn(...). */
  actions: {
    list: "view reminders",
    delete: "delete a reminder",
  },
} as const;

/** The reminders button and the 'Your Reminders' side panel (spec §2, §4 Reminder). */
export const REMINDERS_COPY = {
  button: "Reminders",
  buttonLabel: (badge: string) => `Reminders, ${badge} not sent`,
  title: "Your Reminders",
  tabs: { all: "All", pending: "Pending", sent: "Sent" },
  tabsLabel: "Filter reminders",
  empty: "No reminders",
  emptyHint: "Add a comment starting with !remindme or !rmd to a task, e.g. \"!remindme tomorrow 9am call the bank\".",
  emptyFiltered: (filter: string) => `No ${filter} reminders`,
  showAll: "Show all reminders",
  unknownTask: "Unknown task",
  deleteReminder: "Delete reminder",
  deleteFailed: "Failed to delete reminder",
  loading: "Loading your reminders...",
  loadFailed: "Could not load your reminders.",
} as const;

/** The insights page's own texts (spec §2 Insights; issue 8). Labels and advice live in INSIGHTS_COPY. */
export const INSIGHTS_PAGE_COPY = {
  title: "Weekly Insights",
  weekNavigation: "Week navigation",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  thisWeek: "This week",
  workspace: (name: string) => `Workspace: ${name}`,
  totalTasks: "Total Tasks",
  createdAndDue: (created: number, due: number) => `${created} created · ${due} due`,
  completed: "Completed",
  pending: (n: number) => `${n} pending`,
  completionRate: "Completion Rate",
  completedOfTotal: (completed: number, total: number) => `${completed} of ${total} tasks`,
  productivityScore: "Productivity Score",
  averageUrgency: (value: string) => `Avg. urgency ${value}`,
  weeklySummary: "Weekly Summary",
  trend: "Trend",
  recommendations: "Recommendations",
  quickStats: "Quick Stats",
  tasksPerDay: "Tasks per day",
  completionPerDay: "Completion per day",
  focusArea: "Focus area",
  overdue: "Overdue",
  weeklyProgress: "Weekly Progress",
  created: "Created",
  weeklyGoal: "Weekly goal",
  goalHint: (rate: number) => `${rate}% of this week's tasks completed`,
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  dayBars: (day: string, created: number, completed: number) => `${day}: ${created} created, ${completed} completed`,
  today: "Today",
  loading: "Loading your insights...",
  goToTasks: "Go to your tasks",
} as const;
