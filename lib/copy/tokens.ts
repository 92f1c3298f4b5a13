import { API_TOKEN_EXPIRY_DAYS_MAX, API_TOKEN_NAME_MAX, API_TOKENS_PER_USER_MAX, CALENDAR_FEEDS_PER_USER_MAX } from "@/lib/constants/tokens";

/** Personal API tokens and calendar feeds: the settings screens and the API's refusals. */
export const tokensCopy = {
  // API refusals
  invalidToken: "Invalid, revoked or expired API token",
  readOnlyToken: "This API token can only read. Create a read+write token to make changes.",
  sessionOnly: "API tokens cannot be used for account settings. Sign in to Duely instead.",
  cookieAndBearer: "Send either a session cookie or an API token, not both",
  nameRequired: "Token name is required",
  nameTooLong: `Token name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scopeInvalid: "Scope must be read or read_write",
  expiryInvalid: `Expiry must be a whole number of days between 1 and ${API_TOKEN_EXPIRY_DAYS_MAX}`,
  tooManyTokens: `You can have at most ${API_TOKENS_PER_USER_MAX} API tokens. Revoke one first.`,
  tokenNotFound: "API token not found",
  tooManyFeeds: `You can have at most ${CALENDAR_FEEDS_PER_USER_MAX} calendar feeds. Revoke one first.`,
  feedNotFound: "Calendar feed not found",

  // Settings → API tokens
  apiTokensTitle: "API tokens",
  apiTokensIntro: "Tokens let scripts and AI assistants use Duely's API as you. Send one as Authorization: Bearer <token>.",
  tokenName: "Name",
  tokenScope: "Scope",
  scopeRead: "read",
  scopeReadWrite: "read+write",
  tokenExpiry: "Expires after (days, optional)",
  createToken: "Create token",
  tokenShownOnce: "Copy this token now. It will not be shown again.",
  tokenCreated: "Created on",
  tokenLastUsed: "Last used",
  tokenExpires: "Expires",
  never: "Never",
  revoke: "Revoke",
  noTokens: "No API tokens yet.",

  // Settings → Calendar
  calendarTitle: "Calendar",
  calendarIntro:
    "Subscribe to your dated tasks from Google Calendar, Apple Calendar or Thunderbird. Anyone with the link can read these tasks: keep it secret, revoke it if it leaks.",
  calendarScope: "Tasks from",
  allWorkspaces: "All workspaces",
  includeCompleted: "Include completed tasks",
  createFeed: "Create feed link",
  feedShownOnce: "Copy this link now. It will not be shown again; regenerate it to get a new one.",
  subscribe: "Subscribe (webcal)",
  regenerate: "Regenerate",
  noFeeds: "No calendar feeds yet.",
} as const;
