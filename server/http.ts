import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { AppError, badRequest, forbidden, unauthorized } from "@/server/errors";
import { accounts } from "@/server/auth";
import { sessionTokenOf } from "@/server/auth/session";
import type { Account } from "@/server/auth/types";
import { verifiedAccount, type VerifiedAccount } from "@/server/auth/verified";
import { parseWith } from "@/server/validation";
import { readUploadText } from "@/server/upload";
import { config } from "@/server/config";
import { clientAddress } from "@/server/client-address";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { apiTokenCaller, bearerTokenOf, refuseMixedCredentials } from "@/server/services/tokens";
import { SESSION_ONLY_PATHS } from "@/lib/constants/tokens";
import { tokensCopy } from "@/lib/copy/tokens";

/**
 * Route helpers: every API route is `export const POST = route(async (req, ctx) => ...)`.
 * - state-changing methods must come from our own origin (403 otherwise), except requests with a
 *   personal API token and no session cookie: no cookie rides along, so another site's page cannot
 *   make one on a user's behalf;
 * - AppError becomes `{ error: { code, message } }` with its status; anything else is logged and
 *   answered with a generic 500 that carries no stack or detail.
 */

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (req: NextRequest, ctx: RouteContext<P>) => Promise<Response>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_BODY_BYTES = 64 * 1024;

export function route<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (req, ctx) => {
    try {
      if (!SAFE_METHODS.has(req.method) && !isTokenRequest(req)) assertSameOrigin(req);
      return await handler(req, ctx);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) return error.toResponse();
  console.error("[api] unexpected error", error);
  return new AppError("internal", commonCopy.unexpectedError, 500).toResponse();
}

/**
 * Browsers send Origin on every cross-origin request and on same-origin non-GET fetches. A request
 * whose Origin (or, lacking one, whose Sec-Fetch-Site) says it came from another site is refused.
 * Requests with neither header come from non-browser clients, which cannot ride a user's cookies.
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin) {
    if (origin !== new URL(config().APP_URL).origin) throw forbidden(commonCopy.forbiddenOrigin);
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden(commonCopy.forbiddenOrigin);
}

/** Reads and validates a JSON body; bad JSON, an oversized body or a schema failure is a 400. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  // Counted as it arrives: a chunked body, or one with a false Content-Length, stops at the cap.
  const text = await readUploadText(req, { maxBytes: MAX_BODY_BYTES, message: commonCopy.invalidInput });
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest(commonCopy.invalidInput);
  }
  return parseWith(schema, body);
}

/** Validates query-string parameters of a request. */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(req.nextUrl.searchParams));
}

/** The caller's address for rate limits, as TRUSTED_PROXY_HOPS / TRUSTED_PROXY say to find it (server/client-address.ts). */
export function clientIp(req: Request): string {
  return clientAddress(req.headers);
}

// ---------------------------------------------------------------- session guard

/** What a guarded handler receives besides the request: the signed-in account and the route params. */
export interface SessionContext<P, U extends Account = VerifiedAccount> {
  user: U;
  params: Promise<P>;
}

/**
 * `export const POST = withSession(async (req, { user, params }) => ...)`: route() (Origin check, error
 * mapping) plus the session check. Signed out -> 401 `unauthorized` 'You must be logged in to continue';
 * e-mail not verified -> 403 `email_not_verified` 'Please verify your email address to continue.'.
 * The handler gets a VerifiedAccount, which the services require; with `{ allowUnverified: true }`
 * (resend verification, current user) unverified users pass too and the handler gets a plain Account.
 * Which workspace or task the user may touch is the services' decision, not the route's.
 * A personal API token (`Authorization: Bearer duely_…`) stands in for the session: see tokenUser.
 */
export function withSession<P = Record<string, never>>(
  handler: (req: NextRequest, ctx: SessionContext<P>) => Promise<Response>,
  options?: { allowUnverified?: false },
): Handler<P>;
export function withSession<P = Record<string, never>>(
  handler: (req: NextRequest, ctx: SessionContext<P, Account>) => Promise<Response>,
  options: { allowUnverified: true },
): Handler<P>;
export function withSession<P>(
  handler: (req: NextRequest, ctx: SessionContext<P, VerifiedAccount>) => Promise<Response>,
  { allowUnverified = false }: { allowUnverified?: boolean } = {},
): Handler<P> {
  return route<P>(async (req, ctx) => {
    const secret = bearerTokenOf(req.headers);
    if (secret) return handler(req, { user: await tokenUser(req, secret), params: ctx.params });
    const token = sessionTokenOf(req);
    const account = token ? await accounts().getAccount(token) : null;
    if (!account) throw unauthorized(authCopy.mustBeLoggedIn);
    const user = verifiedAccount(account);
    if (!user && !allowUnverified) throw new AppError("email_not_verified", authCopy.verifyToContinue, 403);
    // Only reached unverified with allowUnverified, whose overload types the handler's user as a plain Account.
    return handler(req, { user: user ?? (account as VerifiedAccount), params: ctx.params });
  });
}

/**
 * The owner of a personal API token, for a request that presents one (server/services/tokens.ts):
 * 400 with a session cookie as well (which identity is meant?); 403 on the account routes
 * (SESSION_ONLY_PATHS), which take a session only; 401 for an unknown, revoked or expired token; 429
 * past the token's rate limit; 403 for a `read` token on anything but a safe method.
 */
async function tokenUser(req: NextRequest, secret: string): Promise<VerifiedAccount> {
  if (sessionTokenOf(req)) refuseMixedCredentials();
  if (SESSION_ONLY_PATHS.some((prefix) => req.nextUrl.pathname.startsWith(prefix))) throw forbidden(tokensCopy.sessionOnly);
  const { user, token } = await apiTokenCaller(secret);
  if (token.scope === "read" && !SAFE_METHODS.has(req.method)) throw forbidden(tokensCopy.readOnlyToken);
  return user;
}

/** A request authenticated by a personal API token alone (no session cookie). */
function isTokenRequest(req: NextRequest): boolean {
  return bearerTokenOf(req.headers) !== null && !sessionTokenOf(req);
}
