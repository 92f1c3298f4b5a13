import type { NextRequest } from "next/server";
import { apiRequest, params as paramsOf, readJson } from "@/tests/support/requests";
import type { AnyTestUser } from "@/tests/support/users";

/**
 * Shared by the workspace API tests: real route handlers called with NextRequest objects and their
 * dynamic params, as the users of tests/support/users.ts (real accounts and sessions).
 */

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export interface RequestOptions<P> {
  method: string;
  params?: P;
  /** The caller; omitted for an anonymous request. */
  as?: AnyTestUser | null;
  body?: unknown;
  origin?: string | null;
}

/** Calls a route handler as Next would: a same-origin browser request with the caller's cookie. */
export async function request<P>(handler: Handler<P>, { method, params, as, body, origin }: RequestOptions<P>) {
  const { status, body: json } = await readJson(await handler(apiRequest(method, "/api/workspaces", { caller: as, body, origin }), paramsOf((params ?? {}) as P)));
  return { status, json };
}

/** The `{ error: { message } }` of an answer, or undefined for a success. */
export function messageOf(json: unknown): string | undefined {
  return (json as { error?: { message?: string } } | null)?.error?.message;
}
