/**
 * What both Appwrite adapters (the store in server/store/appwrite, the accounts in server/auth/appwrite)
 * share: the clients (client.ts), Appwrite's errors as the product's (errors.ts), and the oldest
 * Appwrite they run on (version.ts).
 */
export { adminClient, sessionClient, secondsUntilReset, type AppwriteConnection } from "./client";
export { AppwriteRateLimited, isAppwriteError, RATE_LIMIT_FALLBACK_S, toProductError } from "./errors";
export { AppwriteVersionError, compareVersions, MIN_APPWRITE_VERSION, requireAppwriteVersion } from "./version";
