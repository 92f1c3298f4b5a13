import { commonCopy } from "./common";

const sent = "Sent";

/** Reminders: the !remindme command, the reminder API, the reminders button and the 'Your Reminders' panel. */
export const remindersCopy = {
  // Command and API
  noReminderText: "No reminder text provided",
  noReminderTime: "Could not determine reminder time",
  reminderFailedCommentAdded: "Failed to set reminder, but comment was added.",
  notFound: "Reminder not found",
  invalidTimeZone: "Time zone must be an IANA zone such as Europe/Berlin",
  cronDisabled: "Reminder processing over HTTP is disabled: set CRON_SECRET to enable it",
  cronUnauthorized: "Missing or wrong cron secret",

  // Button and panel
  button: "Reminders",
  buttonLabel: (badge: string) => `Reminders, ${badge} not sent`,
  title: "Your Reminders",
  tabs: { all: "All", pending: "Pending", sent },
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

  /** A panel entry's link, which opens its task on the board (as the reminder's notification does). */
  openTask: "Open the task",

  // A `!remindme` comment shown as its reminder, and the toast once the reminder is set
  commentReminder: (when: string, text: string) => `⏰ ${when} — ${text}`,
  commandAsTyped: "Command as typed",
  reminderSet: (when: string) => `Reminder set for ${when}`,

  /** A link to a task (a reminder's, a notification's) that is no longer there, or not the user's to see. */
  taskGone: "This task no longer exists.",

  // A reminder card's status (a pending one shows its countdown, or this without a date)
  sent,
  noDate: commonCopy.noDate,
} as const;
