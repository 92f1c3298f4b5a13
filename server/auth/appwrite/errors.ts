import "server-only";
import { authCopy } from "@/lib/copy/auth";
import { badRequest } from "@/server/errors";
import { isAppwriteError, toProductError } from "@/server/appwrite/errors";

/**
 * Appwrite Account's refusals, fed to the same error-message mapping as the local adapter: the expected ones
 * (taken e-mail 409, wrong credentials 401, bad or used link 401/404) are turned into the adapter's
 * return values by each method, so the services answer exactly as they do with local accounts; a
 * password Appwrite's policy refuses (400, "...commonly used password") becomes the weak-password text "Please use a
 * stronger password."; 429 and the rest go through the store's mapping (rate limited, unavailable).
 */
export function toAccountError(error: unknown, context: string): unknown {
  if (isAppwriteError(error, 400) && /password/i.test(error.message)) return badRequest(authCopy.strongerPassword);
  return toProductError(error, context);
}

/** Appwrite answered that the credentials, session, token or user are not (or no longer) good. */
export function isRefused(error: unknown): boolean {
  return isAppwriteError(error, 401) || isAppwriteError(error, 404);
}
