import "server-only";
import type { NextRequest } from "next/server";
import { AppError, forbidden, unauthorized } from "@/server/errors";
import { accounts } from "@/server/auth";
import { sessionTokenOf } from "@/server/auth/session";
import type { Account } from "@/server/auth/types";
import { verifiedAccount } from "@/server/auth/verified";
import { assertCronAuthorized } from "@/server/jobs/cron-auth";
import { apiTokenCaller, bearerTokenOf, refuseMixedCredentials } from "@/server/services/tokens";
import type { ApiTokenRecord } from "@/server/store/types";
import { scopeOf, type RouteContract, type TokenScope } from "@/server/contracts/types";
import { authCopy } from "@/lib/copy/auth";
import { tokensCopy } from "@/lib/copy/tokens";

/** Who is calling, checked as the route's contract says (server/http/handle.ts). */

interface Caller {
  /** The signed-in account: verified, unless the contract allows unverified accounts; absent when nobody signs in. */
  user?: Account;
  /** The personal API token the request came with; null with a session. */
  token: ApiTokenRecord | null;
}

/**
 * The one scope check, for the HTTP routes and the MCP tools alike: a `read` token may not write
 * (403 'This API token can only read. Create a read+write token to make changes.').
 */
export function requireScope(token: Pick<ApiTokenRecord, "scope">, needed: TokenScope): void {
  if (needed === "write" && token.scope === "read") throw forbidden(tokensCopy.readOnlyToken);
}

/**
 * - session: signed out -> 401 'You must be logged in to continue'; e-mail not verified -> 403
 *   `email_not_verified` unless the contract allows it; a personal API token -> 403 (account routes
 *   take a session only).
 * - session-or-token and token: `Authorization: Bearer duely_…` stands in for the session: 400 with a
 *   session cookie as well (which identity is meant?), 401 for an unknown, revoked or expired token, 429
 *   past the token's rate limit, then the scope check. A token-only route without one is 401.
 * - cron: the scheduler's secret (server/jobs/cron-auth.ts). none, url-secret: nobody signs in here.
 */
export async function callerOf(contract: RouteContract, req: NextRequest): Promise<Caller> {
  const secret = bearerTokenOf(req.headers);
  switch (contract.auth) {
    case "none":
    case "url-secret":
      return { token: null };
    case "cron":
      assertCronAuthorized(req);
      return { token: null };
    case "token":
      if (!secret) throw unauthorized(tokensCopy.invalidToken);
      return tokenCaller(contract, req, secret);
    case "session":
    case "session-or-token":
      if (!secret) return { user: await sessionUser(req, contract.unverified === true), token: null };
      if (contract.auth === "session") {
        if (sessionTokenOf(req)) refuseMixedCredentials();
        throw forbidden(tokensCopy.sessionOnly);
      }
      return tokenCaller(contract, req, secret);
  }
}

async function tokenCaller(contract: RouteContract, req: NextRequest, secret: string): Promise<Caller> {
  if (sessionTokenOf(req)) refuseMixedCredentials();
  const { user, token } = await apiTokenCaller(secret);
  requireScope(token, scopeOf(contract));
  return { user, token };
}

async function sessionUser(req: NextRequest, allowUnverified: boolean): Promise<Account> {
  const token = sessionTokenOf(req);
  const account = token ? await accounts().getAccount(token) : null;
  if (!account) throw unauthorized(authCopy.mustBeLoggedIn);
  if (!verifiedAccount(account) && !allowUnverified) throw new AppError("email_not_verified", authCopy.verifyToContinue, 403);
  return account;
}

/** A request authenticated by a personal API token alone (no session cookie): no cookie rides along, so no other site can make it. */
export function isTokenRequest(req: NextRequest): boolean {
  return bearerTokenOf(req.headers) !== null && !sessionTokenOf(req);
}
