import { commonCopy } from "@/lib/copy/common";

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

/** A failure the user may see: services throw it, server/http turns it into a JSON response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Extra headers for the response (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message } }, { status: this.status, headers: this.headers });
  }
}

export const badRequest = (message: string = commonCopy.invalidInput) => new AppError("bad_request", message, 400);
export const unauthorized = (message: string) => new AppError("unauthorized", message, 401);
export const forbidden = (message: string) => new AppError("forbidden", message, 403);
export const notFound = (message: string = commonCopy.notFound) => new AppError("not_found", message, 404);
export const conflict = (message: string) => new AppError("conflict", message, 409);
export const rateLimited = (retryAfterS: number, message: string = commonCopy.tooManyRequests) =>
  new AppError("rate_limited", message, 429, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterS))) });
