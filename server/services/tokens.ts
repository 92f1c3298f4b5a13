import "server-only";
import { AppError, badRequest, conflict, notFound, unauthorized } from "@/server/errors";
import { hit } from "@/server/rate-limit";
import { accounts } from "@/server/auth";
import { verifiedAccount } from "@/server/auth/verified";
import { getStore } from "@/server/store";
import { endTokenStreams } from "@/server/services/events";
import { collectAll } from "@/server/store/pages";
import type { ApiTokenRecord } from "@/server/store/types";
import { newId } from "@/server/ids";
import { hashSecret, newSecret } from "@/server/auth/local/tokens";
import type { VerifiedAccount } from "@/server/auth/verified";
import { API_TOKEN_LAST_USED_RESOLUTION_MS, API_TOKEN_PREFIX, API_TOKEN_RATE_LIMIT, API_TOKENS_PER_USER_MAX } from "@/lib/constants/tokens";
import { authCopy } from "@/lib/copy/auth";
import { tokensCopy } from "@/lib/copy/tokens";
import type { ApiTokenView, CreateApiTokenData, CreatedApiToken } from "@/lib/schemas/tokens";

/**
 * Personal API tokens (docs/product.md#api-tokens-calendar-import-and-export): `duely_` + 32 random
 * bytes, shown once at creation; only the SHA-256 is stored. A token acts as its owner with the same
 * permission checks as a session; `read` tokens only read. Tokens end when revoked, when they expire,
 * and all at once when the owner's password is reset. Managing tokens takes a session (the routes
 * under /api/tokens refuse tokens).
 */

const DAY_MS = 86_400_000;

export function toTokenView(record: ApiTokenRecord): ApiTokenView {
  const { id, name, scope, createdAt, expiresAt, lastUsedAt, timeZone } = record;
  return { id, name, scope, createdAt, expiresAt, lastUsedAt, timeZone };
}

export async function listApiTokens({ user }: { user: VerifiedAccount }): Promise<ApiTokenView[]> {
  const store = await getStore();
  const tokens = await collectAll((page) => store.listApiTokens(user.id, page));
  return tokens.map(toTokenView);
}

export async function createApiToken({ user, token, now = new Date() }: { user: VerifiedAccount; token: CreateApiTokenData; now?: Date }): Promise<CreatedApiToken> {
  const store = await getStore();
  const existing = await store.listApiTokens(user.id, { limit: API_TOKENS_PER_USER_MAX });
  if (existing.items.length >= API_TOKENS_PER_USER_MAX) throw conflict(tokensCopy.tooManyTokens);
  const secret = API_TOKEN_PREFIX + newSecret();
  const record = await store.createApiToken({
    id: newId(),
    userId: user.id,
    name: token.name,
    scope: token.scope,
    tokenHash: hashSecret(secret),
    createdAt: now.toISOString(),
    expiresAt: token.expiresInDays === null ? null : new Date(now.getTime() + token.expiresInDays * DAY_MS).toISOString(),
    lastUsedAt: null,
    timeZone: token.timeZone,
  });
  return { token: toTokenView(record), secret };
}

/** Revokes the user's token: it stops working at once, and its open event streams end at once (every process). */
export async function revokeApiToken({ user, tokenId }: { user: VerifiedAccount; tokenId: string }): Promise<void> {
  const store = await getStore();
  if (!(await store.deleteApiToken({ id: tokenId, userId: user.id }))) throw notFound(tokensCopy.tokenNotFound);
  await endTokenStreams(tokenId);
}

/**
 * Revokes every API token and calendar feed of an account (its password was reset or dropped), and turns
 * push off on each of its devices: a device someone else signed in on would otherwise go on showing the
 * account's reminders.
 */
export async function revokeAllAccessOf(userId: string): Promise<void> {
  const store = await getStore();
  await store.deleteApiTokensOfUser(userId);
  await store.deleteCalendarFeedsOfUser(userId);
  await store.deletePushSubscriptionsOfUser(userId);
}

/** The `Authorization: Bearer duely_…` token of a request, or null when it carries none of ours. */
export function bearerTokenOf(headers: Headers): string | null {
  const value = headers.get("authorization");
  const match = value && /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match && match[1].startsWith(API_TOKEN_PREFIX) ? match[1] : null;
}

/**
 * The live token behind a presented secret; 401 'Invalid, revoked or expired API token' for an unknown,
 * revoked or expired one. Records the use (at most once a minute per token).
 */
export async function authenticateApiToken(secret: string, now = new Date()): Promise<ApiTokenRecord> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) throw unauthorized(tokensCopy.invalidToken);
  const store = await getStore();
  const record = await store.getApiTokenByHash(hashSecret(secret));
  if (!record || (record.expiresAt !== null && record.expiresAt <= now.toISOString())) throw unauthorized(tokensCopy.invalidToken);
  const last = record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0;
  if (now.getTime() - last >= API_TOKEN_LAST_USED_RESOLUTION_MS) {
    const lastUsedAt = now.toISOString();
    await store.touchApiToken({ id: record.id, lastUsedAt });
    return { ...record, lastUsedAt };
  }
  return record;
}

/** Cookies and a token in one request are refused: the caller must say which identity it means. */
export function refuseMixedCredentials(): never {
  throw badRequest(tokensCopy.cookieAndBearer);
}

/** Whether a presented token is still live (not revoked, not expired): for a long-lived stream opened with it. */
export async function apiTokenIsLive(secret: string, now = new Date()): Promise<boolean> {
  const store = await getStore();
  const record = await store.getApiTokenByHash(hashSecret(secret));
  return Boolean(record && (record.expiresAt === null || record.expiresAt > now.toISOString()));
}

/** Who a request with a personal API token acts as, and with which token. */
export interface TokenCaller {
  user: VerifiedAccount;
  token: ApiTokenRecord;
}

/**
 * The verified account behind a presented token, counted against the token's rate limit. A token of
 * an account that no longer exists is invalid (401); an unverified account gets the same 403 as its
 * session would.
 */
export async function apiTokenCaller(secret: string): Promise<TokenCaller> {
  const token = await authenticateApiToken(secret);
  await hit(`api-token:${token.id}`, API_TOKEN_RATE_LIMIT);
  const account = await accounts().getAccountById(token.userId);
  if (!account) throw unauthorized(tokensCopy.invalidToken);
  const user = verifiedAccount(account);
  if (!user) throw new AppError("email_not_verified", authCopy.verifyToContinue, 403);
  return { user, token };
}
