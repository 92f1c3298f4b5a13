import "server-only";
import { AppwriteException } from "node-appwrite";
import { MSG } from "@/lib/messages";
import { AppError, conflict, rateLimited } from "@/server/errors";

/** Appwrite's rate limits are counted per minute; a caller told to slow down waits that long. */
const RATE_LIMIT_RETRY_S = 60;

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
 * - 429: rate limited, retry after a minute;
 * - 409: conflict (a row or account that already exists);
 * - 401/403 (the API key lacks a scope), 404 of the database or a table (setup not run), 5xx and no
 *   answer at all: 503 unavailable, logged with Appwrite's own message for the operator.
 * Anything else (a 400 is a defect of ours) is returned unchanged and ends as a logged 500.
 * 404s of a row or an account are expected answers: each caller handles them before calling this.
 */
export function toProductError(error: unknown, context: string): unknown {
  if (isNetworkFailure(error)) {
    console.error(`[appwrite] ${context}: no answer from Appwrite`, error);
    return new AppError("unavailable", MSG.unexpectedError, 503);
  }
  if (!(error instanceof AppwriteException)) return error;
  if (error.code === 429) return rateLimited(RATE_LIMIT_RETRY_S);
  if (error.code === 409) return conflict(MSG.genericError);
  if (error.code === 401 || error.code === 403 || error.code === 404 || error.code >= 500) {
    console.error(`[appwrite] ${context}: ${error.code} ${error.type}: ${error.message}`);
    return new AppError("unavailable", MSG.unexpectedError, 503);
  }
  return error;
}
