import { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/constants";
import { newId } from "@/server/ids";
import { newSecret, hashSecret } from "@/server/auth/local/tokens";
import { getAccountStore } from "@/server/store";
import type { Account } from "@/server/auth/types";
import { resetConfigForTests } from "@/server/config";
import { closeMail } from "@/server/mail";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";

/**
 * Shared by the workspace API tests: real accounts and sessions in the temp libSQL file (written
 * through the account store, as sign-up would, without the scrypt cost), and real route handlers
 * called with NextRequest objects and their dynamic params.
 */

export const APP_URL = "http://localhost:3000";

/**
 * For the test file: APP_URL, and SMTP_URL pointing at a real SMTP sink on loopback (or unset with
 * `smtp: false`, so mail goes to the outbox fallback in `outboxDir`); rate limits reset before each test.
 * Call after useTempDatabase().
 */
export function setUpWorkspaceEnvironment({ smtp = true }: { smtp?: boolean } = {}): { sink: () => SmtpSink } {
  let sink: SmtpSink | undefined;
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    for (const name of ["SMTP_URL", "APP_URL"]) saved.set(name, process.env[name]);
    process.env.APP_URL = APP_URL;
    if (smtp) {
      sink = await startSmtpSink();
      process.env.SMTP_URL = sink.url;
    } else {
      delete process.env.SMTP_URL;
    }
    resetConfigForTests();
  });
  beforeEach(() => {
    resetRateLimitsForTests();
    sink?.clear();
  });
  afterAll(async () => {
    await closeMail();
    await sink?.close();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigForTests();
  });
  return {
    sink: () => {
      if (!sink) throw new Error("no SMTP sink in this file");
      return sink;
    },
  };
}

let counter = 0;
/** A fresh address per call. */
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

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
