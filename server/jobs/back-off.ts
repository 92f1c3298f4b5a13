import "server-only";

/**
 * How long a reminder whose e-mail failed waits before the next attempt: 30 s after the first failure
 * (so the next 60 s tick retries it), doubling with each further failure, at most an hour.
 */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;

/** The wait after a failure, given how many attempts had already failed before this one. */
export function retryDelayMs(previousFailures: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(previousFailures)), 20);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** exponent);
}
