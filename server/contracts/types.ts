import type { z } from "zod";

/**
 * A route's contract: everything about an API route except the work it does, declared once. The
 * handler is built from it (server/http `handle`: who may call, token scope, params, query, body, the
 * success answer) and the OpenAPI document and /docs/api are generated from the same objects
 * (server/openapi), so the two cannot drift apart.
 */

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Who may call a route. */
export type RouteAuth =
  /** A session cookie, or a personal API token (whose scope must cover the route's). */
  | "session-or-token"
  /** A session cookie only: the account and its credentials. An API token gets 403. */
  | "session"
  /** A personal API token only (the MCP endpoint). */
  | "token"
  /** Authorization: Bearer CRON_SECRET (the scheduler). */
  | "cron"
  /** The secret in the URL is the credential; the service checks it. */
  | "url-secret"
  /** Anyone. */
  | "none";

/** What a personal API token must allow: `read` tokens only read. */
export type TokenScope = "read" | "write";

export interface RouteSuccess {
  status: number;
  /** The schema of `data` in `{ data }`; omitted: a JSON object not described further; null: no `{ data }` body. */
  data?: z.ZodType | null;
  /** The body's media type when it is not `{ data }` JSON (a download, a stream, a redirect's none). */
  mediaType?: string;
  /** Headers every success of the route carries. */
  headers?: Record<string, string>;
  /** The data goes out with an ETag derived from it; an If-None-Match naming it answers 304 without a body. */
  etag?: true;
}

/**
 * A failure whose `error` carries more than `{ code, message }`, documented with the schema of that
 * object (every other failure is the plain `{ error: { code, message } }`).
 */
export interface RouteFailure {
  status: number;
  description: string;
  error: z.ZodType;
}

/** A path parameter the route checks: a value the schema refuses is a 404 `notFound`, as if the id did not exist. */
export interface PathParam {
  schema: z.ZodType<string, string>;
  notFound?: string;
}

/** A body that is a file rather than JSON: read as text, refused with 413 `tooLarge` past `maxBytes`. */
export interface UploadBody {
  mediaType: string;
  maxBytes: number;
  tooLarge: string;
}

interface ContractBase {
  method: HttpMethod;
  /** OpenAPI form, the route file's folder: /api/tasks/{taskId} is app/api/tasks/[taskId]/route.ts. */
  path: `/api/${string}`;
  summary: string;
  tag: string;
  auth: RouteAuth;
  /** A signed-in account whose e-mail is not verified may call it too (the handler then gets a plain Account). */
  unverified?: true;
  /** The scope a token needs; by default `read` for GET and `write` for any other method. */
  scope?: TokenScope;
  params?: Record<string, PathParam>;
  query?: z.ZodType;
  /** The answer a handler's returned data is sent as (a handler may also return a Response of its own). */
  success: RouteSuccess;
  /** Other successes the route answers, documented beside `success` (the handler returns them as Responses). */
  alsoSucceeds?: readonly RouteSuccess[];
  /** Failures with a body of their own (RouteFailure), documented beside the plain ones. */
  failures?: readonly RouteFailure[];
}

export type RouteContract = ContractBase & ({ body?: z.ZodType; upload?: never } | { upload: UploadBody; body?: never });

/** Declares a contract, keeping its literal types (the handler's context is typed from them). */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

export function scopeOf(contract: Pick<RouteContract, "method" | "scope">): TokenScope {
  return contract.scope ?? (contract.method === "GET" ? "read" : "write");
}

export const ok = <S extends z.ZodType>(data?: S) => ({ status: 200 as const, data: data as S });
export const created = <S extends z.ZodType>(data?: S) => ({ status: 201 as const, data: data as S });
export const noContent = { status: 204, data: null } as const;
export const redirect = { status: 302, data: null } as const;
/** A success whose body is not `{ data }` JSON. */
export const file = (mediaType: string, status = 200) => ({ status, data: null, mediaType }) as const;
