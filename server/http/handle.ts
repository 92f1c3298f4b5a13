import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError } from "@/server/errors";
import { conditionalJson } from "@/server/conditional";
import type { Account } from "@/server/auth/types";
import type { VerifiedAccount } from "@/server/auth/verified";
import type { ApiTokenRecord } from "@/server/store/types";
import { readUploadText } from "@/server/upload";
import type { RouteContract, RouteSuccess, UploadBody } from "@/server/contracts/types";
import { commonCopy } from "@/lib/copy/common";
import { callerOf, isTokenRequest } from "./credentials";
import { idempotencyKeyOf, once } from "./idempotency";
import { assertSameOrigin, readJson, readParams, readQuery } from "./request";

/**
 * Every API route is `export const POST = handle(contract, async ({ user, params, query, body, req }) => …)`
 * with its contract from server/contracts. In this order, `handle`
 * - refuses a state-changing request from another site (403), unless a personal API token alone
 *   authenticates it (no cookie rides along, so no other site can make it) or the route takes tokens only;
 * - checks the caller as the contract's `auth` says, and a token's scope (server/http/credentials.ts);
 * - parses the path parameters the contract checks (404), then the query and the body with the
 *   contract's schemas (400; a body over its cap 413), so a handler never sees unvalidated input;
 * - with an Idempotency-Key on a state-changing request of a signed-in caller, runs it once per user and
 *   key and answers a repeat with the first answer (server/http/idempotency.ts; a malformed key: 400);
 * - sends what the handler returns as the contract's success (`{ data }` with its status and headers,
 *   with an ETag and 304 when the contract says so, or no body for 204), or the handler's own Response
 *   (cookies, streams, redirects);
 * - maps an AppError to `{ error: { code, message } }` with its status; anything else is logged and
 *   answered with a generic 500 that carries no stack or detail.
 * The contract rides on the exported function (`.contract`), where tests/api/openapi finds it.
 */

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** `/api/tasks/{taskId}/comments/{commentId}` -> `{ taskId: string; commentId: string }`. */
type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type UserOf<C extends RouteContract> = C["auth"] extends "session" | "session-or-token" | "token"
  ? C["unverified"] extends true
    ? Account
    : VerifiedAccount
  : undefined;

interface HandlerContext<C extends RouteContract> {
  req: NextRequest;
  params: PathParams<C["path"]>;
  query: Parsed<C["query"]>;
  /** The JSON body parsed by the contract's schema, or an upload's text. */
  body: C["upload"] extends UploadBody ? string : Parsed<C["body"]>;
  user: UserOf<C>;
  /** The personal API token the request came with; null with a session or on a route nobody signs in to. */
  token: C["auth"] extends "token" ? ApiTokenRecord : ApiTokenRecord | null;
}

/** What a handler may return: the success's data (typed by its schema), or a Response of its own. */
type HandlerAnswer<C extends RouteContract> = C["success"] extends { status: 204 }
  ? Response | void
  : C["success"] extends { data: null }
    ? Response
    : C["success"] extends { data: infer S extends z.ZodType }
      ? Response | z.output<S>
      : unknown;

type NextContext<C extends RouteContract> = { params: Promise<PathParams<C["path"]>> };
type RouteHandler<C extends RouteContract> = ((req: NextRequest, ctx: NextContext<C>) => Promise<Response>) & { readonly contract: C };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function handle<const C extends RouteContract>(contract: C, handler: (ctx: HandlerContext<C>) => Promise<HandlerAnswer<C>>): RouteHandler<C> {
  async function route(req: NextRequest, ctx: NextContext<C>): Promise<Response> {
    let response: Response;
    try {
      if (!SAFE_METHODS.has(req.method) && contract.auth !== "token" && !isTokenRequest(req)) assertSameOrigin(req);
      const { user, token } = await callerOf(contract, req);
      const params = readParams(await ctx.params, contract.params);
      const query = contract.query && readQuery(req, contract.query);
      const body = contract.upload
        ? await readUploadText(req, { maxBytes: contract.upload.maxBytes, message: contract.upload.tooLarge })
        : contract.body && (await readJson(req, contract.body));
      const run = async (): Promise<Response> => {
        try {
          const answer = await handler({ req, params, query, body, user, token } as HandlerContext<C>);
          if (answer instanceof Response) return answer;
          return contract.success.etag ? conditionalJson(req, answer) : respond(contract.success, answer);
        } catch (error) {
          return errorResponse(error);
        }
      };
      const key = SAFE_METHODS.has(req.method) ? null : idempotencyKeyOf(req);
      response = key && user ? await once(req, { userId: user.id, key, body }, run) : await run();
    } catch (error) {
      response = errorResponse(error);
    }
    // A token-only route tells a client without a valid token how to authenticate.
    if (contract.auth === "token" && response.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="duely"');
    return response;
  }
  return Object.assign(route, { contract });
}

/**
 * A success of a contract as a response: `{ data }` with its status and headers (no body for 204). For
 * a handler that sets cookies on it, or answers one of the contract's other successes.
 */
export function respond<S extends RouteSuccess>(success: S, data: S extends { data: infer D extends z.ZodType } ? z.output<D> : unknown): NextResponse {
  const { status, headers } = success;
  if (status === 204) return new NextResponse(null, { status, headers });
  return NextResponse.json({ data: data ?? null }, { status, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) return error.toResponse();
  console.error("[api] unexpected error", error);
  return new AppError("internal", commonCopy.unexpectedError, 500).toResponse();
}
