import { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/constants";
import { newId } from "@/server/ids";
import { newSecret, hashSecret } from "@/server/auth/local/tokens";
import { getAccountStore } from "@/server/store";
import type { Account } from "@/server/auth/types";
import { APP_URL, uniqueEmail } from "@/tests/api/auth/support";

/**
 * Shared by the workspace API tests: real accounts and sessions in the temp libSQL file (written
 * through the account store, as sign-up would, without the scrypt cost), and real route handlers
 * called with NextRequest objects and their dynamic params.
 */

export interface TestUser {
  account: Account;
  /** Cookie header value carrying the user's live session. */
  cookie: string;
}

export async function createUser({
  name = "Test User",
  email = uniqueEmail(),
  verified = true,
}: { name?: string; email?: string; verified?: boolean } = {}): Promise<TestUser> {
  const store = await getAccountStore();
  const now = new Date().toISOString();
  const user = await store.createUser({ id: newId(), name, email, emailVerification: verified, passwordHash: null, googleSub: null, now });
  const token = newSecret();
  await store.createSession({
    tokenHash: hashSecret(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    createdAt: now,
  });
  return {
    account: { id: user.id, name: user.name, email: user.email, emailVerification: user.emailVerification },
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export interface RequestOptions<P> {
  method: string;
  params?: P;
  /** The caller; omitted for an anonymous request. */
  as?: TestUser | null;
  body?: unknown;
  origin?: string | null;
}

/** Calls a route handler as Next would: a same-origin browser request with the caller's cookie. */
export async function request<P>(handler: Handler<P>, { method, params, as, body, origin = APP_URL }: RequestOptions<P>) {
  const headers = new Headers({ "content-type": "application/json" });
  if (origin) headers.set("origin", origin);
  if (as) headers.set("cookie", as.cookie);
  const req = new NextRequest(new URL("/api/workspaces", APP_URL), {
    method,
    headers,
    body: method === "GET" || body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await handler(req, { params: Promise.resolve((params ?? {}) as P) });
  const json: unknown = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
  return { status: res.status, json };
}

/** The `{ error: { message } }` of an answer, or undefined for a success. */
export function messageOf(json: unknown): string | undefined {
  return (json as { error?: { message?: string } } | null)?.error?.message;
}
