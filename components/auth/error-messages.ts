import { ApiError, refusalMessage } from "@/lib/api/request";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";

/**
 * What the account screens show for a failed call, mapped from what the server said (docs/product.md#accounts-and-sessions).
 * A failure without an answer from the server (offline, DNS, reset) is a network error.
 */

export const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof Error && /network|connect|fetch/i.test(error.message));
const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : "");

/**
 * Login: our server's "Invalid email or password" as it is (it must not say which of the two is wrong);
 * otherwise a message that does say which maps as the product's table says: 'password' -> incorrect
 * password, 'find' -> account not found; network; else the server's text.
 */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return commonCopy.networkError;
  const message = serverMessage(error);
  if (message === authCopy.invalidCredentials) return message;
  const lower = message.toLowerCase();
  if (lower.includes("password")) return authCopy.incorrectPassword;
  if (lower.includes("find")) return authCopy.accountNotFound;
  if (lower.includes("network") || lower.includes("connect")) return commonCopy.networkError;
  return message || authCopy.invalidCredentials;
}

/** Register: exists/duplicate; weak password; network; timeout; else 'Registration failed'. */
export function registerErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return commonCopy.networkError;
  const message = serverMessage(error);
  const lower = message.toLowerCase();
  if (lower.includes("already exists") || lower.includes("duplicate")) return authCopy.accountExists;
  if (lower.includes("password") && /(weak|strong|common|at least)/.test(lower)) return authCopy.strongerPassword;
  if (lower.includes("network") || lower.includes("connect")) return commonCopy.networkError;
  if (lower.includes("timeout") || lower.includes("timed out")) return commonCopy.requestTimedOut;
  if (error instanceof ApiError && error.status === 429) return message;
  return authCopy.registrationFailed;
}

/** Other account calls: the server's message when it sent one of ours (validation, rate limit), else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return commonCopy.networkError;
  return refusalMessage(error, fallback);
}
