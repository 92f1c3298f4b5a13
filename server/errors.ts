import { commonCopy } from "@/lib/copy/common";
import type { TaskConflict } from "@/lib/schemas/task";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  /** A verification link opened without the account's session: the page asks for its password. */
  | "password_required"
  | "email_not_verified"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable"
  | "internal";

/**
 * What an error body carries besides its code and message, each kind documented by the schema of the
 * routes that answer it (the contract's `failures`): a task update refused because a value it expected
 * changed meanwhile (taskConflictErrorSchema) has the changed fields and the task as it is now.
 */
export type ErrorDetails = Omit<TaskConflict, "code" | "message">;

/** A failure the user may see: services throw it, server/http turns it into a JSON response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Extra headers for the response (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
    /** Sent in `error` beside code and message. */
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = "AppError";
  }

  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message, ...this.details } }, { status: this.status, headers: this.headers });
  }
}

export const badRequest = (message: string = commonCopy.invalidInput) => new AppError("bad_request", message, 400);
export const unauthorized = (message: string) => new AppError("unauthorized", message, 401);
export const forbidden = (message: string) => new AppError("forbidden", message, 403);
export const notFound = (message: string = commonCopy.notFound) => new AppError("not_found", message, 404);
export const conflict = (message: string, details?: ErrorDetails) => new AppError("conflict", message, 409, undefined, details);
export const rateLimited = (retryAfterS: number, message: string = commonCopy.tooManyRequests) =>
  new AppError("rate_limited", message, 429, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterS))) });
