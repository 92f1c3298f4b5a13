import "server-only";

/**
 * A new unique id: 32 lower-case hex characters (a random UUID without its dashes, 122 random bits).
 * Fits Appwrite's row ids too (at most 36 of [a-zA-Z0-9._-], not starting with a special character).
 */
export function newId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
