import "server-only";
import { AppwriteException } from "node-appwrite";
import { commonCopy } from "@/lib/copy/common";
import { AppError, conflict, rateLimited } from "@/server/errors";

/** When Appwrite's 429 carries no X-RateLimit-Reset (a proxy in front of it answered), the caller waits this long. */
export const RATE_LIMIT_FALLBACK_S = 60;

/** Appwrite's 429, with the seconds until its window resets when the answer said (X-RateLimit-Reset). */
export class AppwriteRateLimited extends AppwriteException {
  constructor(
    message: string,
    type: string,
    response: string,
    readonly retryAfterS: number | null,
  ) {
    super(message, 429, type, response);
  }
}

/** An error Appwrite answered with (optionally of one HTTP status). */
export function isAppwriteError(error: unknown, status?: number): error is AppwriteException {
  return error instanceof AppwriteException && (status === undefined || error.code === status);
}

/** No answer at all: refused, reset, DNS, TLS (undici's fetch rejects with a TypeError). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof AppwriteException && error.code === 0);
}

/**
 * Appwrite's answer (or its absence) as the product's error, for the store and the account adapter:
 * - 429: rate limited, retry when Appwrite's window resets (X-RateLimit-Reset), else after a minute;
 * - 409: conflict (a row or account that already exists);
 * - 401/403 (the API key lacks a scope), 404 of the database or a table (setup not run), 5xx and no
 *   answer at all: 503 unavailable, logged with Appwrite's own message for the operator.
 * Anything else (a 400 is a defect of ours) is returned unchanged and ends as a logged 500.
 * 404s of a row or an account are expected answers: each caller handles them before calling this.
 */
export function toProductError(error: unknown, context: string): unknown {
  if (isNetworkFailure(error)) {
    console.error(`[appwrite] ${context}: no answer from Appwrite`, error);
    return new AppError("unavailable", commonCopy.unexpectedError, 503);
  }
  if (!(error instanceof AppwriteException)) return error;
  if (error.code === 429) return rateLimited(error instanceof AppwriteRateLimited && error.retryAfterS !== null ? error.retryAfterS : RATE_LIMIT_FALLBACK_S);
  if (error.code === 409) return conflict(commonCopy.genericError);
  if (error.code === 401 || error.code === 403 || error.code === 404 || error.code >= 500) {
    console.error(`[appwrite] ${context}: ${error.code} ${error.type}: ${error.message}`);
    return new AppError("unavailable", commonCopy.unexpectedError, 503);
  }
  return error;
}
