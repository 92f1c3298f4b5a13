/**
 * Texts every feature uses: shared buttons and words, and the product-wide API errors.
 * Each text of the product is defined once, in the catalogue of its feature (lib/copy/<feature>.ts);
 * a text two features show lives here.
 */
export const commonCopy = {
  /** The skip link of the signed-in pages other than the board. */
  skipToContent: "Skip to main content",
  cancel: "Cancel",
  /** The close button of every dialog. */
  close: "Close",
  /** Insights' count and the board's search chip. */
  overdue: "Overdue",
  /** Insights' count and the find bar's understood "completed". */
  completed: "Completed",
  delete: "Delete",
  today: "Today",
  tomorrow: "Tomorrow",
  /** The board's heading of tasks without a due date, and a reminder without one. */
  noDate: "No date",
  nextWeek: "Next week",
  sending: "Sending...",

  genericError: "An error occurred. Please try again.",
  unexpectedError: "An unexpected error occurred. Please try again.",
  networkError: "Network error. Please check your connection.",
  requestTimedOut: "Request timed out. Please try again.",
  missingParameter: (name: string) => `Missing required parameter: "${name}"`,
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  forbiddenOrigin: "Cross-origin request refused",
  invalidInput: "Invalid input",
  notFound: "Not found",
  invalidEmail: "Please enter a valid email address",
} as const;
