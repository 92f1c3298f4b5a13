import { z } from "zod";
import { googleTokenSchema, loginSchema, recoveryConfirmSchema, recoverySchema, registerSchema, sessionAnswerSchema, verificationConfirmSchema, verificationResendSchema, accountSchema } from "@/lib/schemas/auth";
import { addCommentRequestSchema, listRemindersQuerySchema } from "@/lib/schemas/reminder";
import { createTaskSchema, listTasksQuerySchema, toggleTaskSchema, updateTaskSchema } from "@/lib/schemas/task";
import { apiTokenViewSchema, calendarFeedViewSchema, createApiTokenSchema, createCalendarFeedSchema, createdApiTokenSchema, createdCalendarFeedSchema } from "@/lib/schemas/tokens";
import { exportCsvQuerySchema, importQuerySchema } from "@/lib/schemas/transfer";
import { addMemberSchema, createWorkspaceSchema, membersViewSchema, sendEmailSchema, updateWorkspaceSchema, workspaceListSchema, workspaceViewSchema } from "@/lib/schemas/workspace";
import { parseTaskRequestSchema } from "@/lib/parse/schema";

/**
 * Every route of the JSON API, with the zod schemas its handler validates with: the source of the
 * OpenAPI document (server/openapi/document.ts) and of /docs/api. tests/api/openapi checks that each
 * app/api route file has its entries here and that a route's readJson/readQuery schema is the one named
 * here.
 */

export type RouteAuth =
  /** A session cookie, or a personal API token (read tokens: safe methods only). */
  | "session-or-token"
  /** A session cookie only: account routes. */
  | "session"
  /** Nobody needs to be signed in. */
  | "none"
  /** A personal API token only. */
  | "token"
  /** Authorization: Bearer CRON_SECRET. */
  | "cron"
  /** The secret in the URL is the credential. */
  | "url-secret";

export interface ApiRoute {
  method: "get" | "post" | "patch" | "delete";
  /** OpenAPI form: /api/tasks/{taskId}. */
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a file of this media type instead of JSON. */
  bodyMediaType?: string;
  /** The success status and the schema of `data` (omitted: a JSON object; null: no body). */
  success?: { status: number; data?: z.ZodType | null; mediaType?: string };
}

const ok = (data?: z.ZodType) => ({ status: 200, data });
const created = (data?: z.ZodType) => ({ status: 201, data });
const noContent = { status: 204, data: null } as const;

export const API_ROUTES: readonly ApiRoute[] = [
  // Accounts (session only)
  { method: "post", path: "/api/auth/register", summary: "Create an account and sign in", tag: "Account", auth: "none", body: registerSchema, success: created(sessionAnswerSchema) },
  { method: "post", path: "/api/auth/login", summary: "Sign in with e-mail and password", tag: "Account", auth: "none", body: loginSchema, success: ok(sessionAnswerSchema) },
  { method: "post", path: "/api/auth/logout", summary: "Sign out", tag: "Account", auth: "session" },
  { method: "get", path: "/api/auth/me", summary: "The signed-in account", tag: "Account", auth: "session", success: ok(accountSchema.nullable()) },
  { method: "post", path: "/api/auth/recovery", summary: "E-mail a password-reset link", tag: "Account", auth: "none", body: recoverySchema },
  { method: "post", path: "/api/auth/recovery/confirm", summary: "Set a new password with a reset link", tag: "Account", auth: "none", body: recoveryConfirmSchema },
  { method: "post", path: "/api/auth/verification", summary: "Send the verification e-mail again", tag: "Account", auth: "session" },
  { method: "post", path: "/api/auth/verification/resend", summary: "Send a new verification link to an address (signed out; same answer for any address)", tag: "Account", auth: "none", body: verificationResendSchema },
  { method: "post", path: "/api/auth/verification/confirm", summary: "Confirm the e-mail address", tag: "Account", auth: "none", body: verificationConfirmSchema },
  { method: "get", path: "/api/auth/google", summary: "Start Google sign-in (redirect)", tag: "Account", auth: "none", success: { status: 302, data: null } },
  { method: "get", path: "/api/auth/google/callback", summary: "Google sign-in callback (redirect)", tag: "Account", auth: "none", success: { status: 302, data: null } },
  { method: "post", path: "/api/auth/google/session", summary: "Finish a hosted Google sign-in", tag: "Account", auth: "none", body: googleTokenSchema, success: ok(sessionAnswerSchema) },

  // API tokens and calendar feeds (session only)
  { method: "get", path: "/api/tokens", summary: "List personal API tokens", tag: "API tokens", auth: "session", success: ok(z.array(apiTokenViewSchema)) },
  { method: "post", path: "/api/tokens", summary: "Create a personal API token (the secret is shown once)", tag: "API tokens", auth: "session", body: createApiTokenSchema, success: created(createdApiTokenSchema) },
  { method: "delete", path: "/api/tokens/{tokenId}", summary: "Revoke a personal API token", tag: "API tokens", auth: "session", success: noContent },
  { method: "get", path: "/api/calendar-feeds", summary: "List calendar feeds", tag: "Calendar", auth: "session", success: ok(z.array(calendarFeedViewSchema)) },
  { method: "post", path: "/api/calendar-feeds", summary: "Create a calendar feed URL (shown once)", tag: "Calendar", auth: "session", body: createCalendarFeedSchema, success: created(createdCalendarFeedSchema) },
  { method: "delete", path: "/api/calendar-feeds/{feedId}", summary: "Revoke a calendar feed", tag: "Calendar", auth: "session", success: noContent },
  { method: "get", path: "/api/calendar/{feed}", summary: "A calendar feed as iCalendar ({feed} is the secret followed by .ics); 304 when unchanged", tag: "Calendar", auth: "url-secret", success: { status: 200, data: null, mediaType: "text/calendar" } },

  // Workspaces
  { method: "get", path: "/api/workspaces", summary: "Owned and shared workspaces", tag: "Workspaces", auth: "session-or-token", success: ok(workspaceListSchema) },
  { method: "post", path: "/api/workspaces", summary: "Create a workspace", tag: "Workspaces", auth: "session-or-token", body: createWorkspaceSchema, success: created(workspaceViewSchema) },
  { method: "get", path: "/api/workspaces/{workspaceId}", summary: "One workspace", tag: "Workspaces", auth: "session-or-token", success: ok(workspaceViewSchema) },
  { method: "patch", path: "/api/workspaces/{workspaceId}", summary: "Rename a workspace or change its icon", tag: "Workspaces", auth: "session-or-token", body: updateWorkspaceSchema, success: ok(workspaceViewSchema) },
  { method: "delete", path: "/api/workspaces/{workspaceId}", summary: "Delete a workspace", tag: "Workspaces", auth: "session-or-token", success: noContent },
  { method: "post", path: "/api/workspaces/{workspaceId}/default", summary: "Make a workspace the default", tag: "Workspaces", auth: "session-or-token" },
  { method: "post", path: "/api/workspaces/{workspaceId}/leave", summary: "Leave a shared workspace", tag: "Workspaces", auth: "session-or-token" },
  { method: "get", path: "/api/workspaces/{workspaceId}/members", summary: "Members of a workspace", tag: "Workspaces", auth: "session-or-token", success: ok(membersViewSchema) },
  { method: "post", path: "/api/workspaces/{workspaceId}/members", summary: "Add a member by e-mail", tag: "Workspaces", auth: "session-or-token", body: addMemberSchema },
  { method: "delete", path: "/api/workspaces/{workspaceId}/members/{email}", summary: "Remove a member", tag: "Workspaces", auth: "session-or-token" },
  { method: "get", path: "/api/workspaces/{workspaceId}/events", summary: "Live change events (Server-Sent Events)", tag: "Workspaces", auth: "session-or-token", success: { status: 200, data: null, mediaType: "text/event-stream" } },
  { method: "get", path: "/api/workspaces/{workspaceId}/live", summary: "How this deployment delivers live changes", tag: "Workspaces", auth: "session-or-token" },

  // Tasks and comments
  { method: "get", path: "/api/tasks", summary: "Tasks of a workspace", tag: "Tasks", auth: "session-or-token", query: listTasksQuerySchema },
  { method: "post", path: "/api/tasks", summary: "Create a task", tag: "Tasks", auth: "session-or-token", body: createTaskSchema, success: created() },
  { method: "patch", path: "/api/tasks/{taskId}", summary: "Update a task", tag: "Tasks", auth: "session-or-token", body: updateTaskSchema },
  { method: "delete", path: "/api/tasks/{taskId}", summary: "Delete a task", tag: "Tasks", auth: "session-or-token", success: noContent },
  { method: "post", path: "/api/tasks/{taskId}/toggle", summary: "Complete or reopen a task", tag: "Tasks", auth: "session-or-token", body: toggleTaskSchema },
  { method: "post", path: "/api/tasks/{taskId}/comments", summary: "Comment on a task (!remindme sets a reminder)", tag: "Tasks", auth: "session-or-token", body: addCommentRequestSchema, success: created() },
  { method: "delete", path: "/api/tasks/{taskId}/comments/{commentId}", summary: "Delete a comment", tag: "Tasks", auth: "session-or-token" },
  { method: "post", path: "/api/parse-task", summary: "Parse quick-add text", tag: "Tasks", auth: "session-or-token", body: parseTaskRequestSchema },

  // Reminders
  { method: "get", path: "/api/reminders", summary: "The caller's reminders", tag: "Reminders", auth: "session-or-token", query: listRemindersQuerySchema },
  { method: "delete", path: "/api/reminders/{reminderId}", summary: "Delete a reminder", tag: "Reminders", auth: "session-or-token", success: noContent },
  { method: "get", path: "/api/cron/reminders", summary: "Send due reminders (scheduler only)", tag: "Reminders", auth: "cron" },

  // Export and import
  { method: "get", path: "/api/export", summary: "Everything the caller owns as JSON (duely-export v1), streamed", tag: "Export and import", auth: "session-or-token", success: { status: 200, data: null, mediaType: "application/json" } },
  { method: "get", path: "/api/export/csv", summary: "One workspace's tasks as CSV", tag: "Export and import", auth: "session-or-token", query: exportCsvQuerySchema, success: { status: 200, data: null, mediaType: "text/csv" } },
  { method: "post", path: "/api/import", summary: "Preview or run an import (the file is the body, at most 5 MB)", tag: "Export and import", auth: "session-or-token", query: importQuerySchema, bodyMediaType: "text/plain" },

  // Other
  { method: "post", path: "/api/send-email", summary: "Send an e-mail to yourself or a teammate", tag: "Other", auth: "session-or-token", body: sendEmailSchema },
  { method: "get", path: "/api/health", summary: "Health check", tag: "Other", auth: "none" },
  { method: "get", path: "/api/openapi.json", summary: "This OpenAPI document (not wrapped in { data })", tag: "Other", auth: "none", success: { status: 200, data: null, mediaType: "application/json" } },
  { method: "post", path: "/api/mcp", summary: "Model Context Protocol (Streamable HTTP, JSON-RPC)", tag: "MCP", auth: "token" },
];
