import { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/constants";
import { resetConfigForTests } from "@/server/config";
import { closeMail } from "@/server/mail";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "@/tests/support/smtp";

/**
 * Shared by the account API tests: real route handlers called with real NextRequest objects, a temp
 * libSQL file (tests/support/db.ts, set up by each test file) and a real SMTP sink on loopback.
 */

export const APP_URL = "http://localhost:3000";

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text instead of JSON.stringify(body). */
  rawBody?: string;
  cookies?: Record<string, string>;
  origin?: string | null;
  ip?: string;
  /** Path and query, for GET handlers that read the URL. */
  url?: string;
}

/** Calls a route handler as Next would, with a same-origin browser request by default. */
export async function call(handler: RouteHandler, options: CallOptions = {}): Promise<Response> {
  const { method = "POST", body, rawBody, cookies = {}, origin = APP_URL, ip = "203.0.113.1", url = "/api/test" } = options;
  const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": ip });
  if (origin) headers.set("origin", origin);
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const text = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const req = new NextRequest(new URL(url, APP_URL), { method, headers, body: method === "GET" ? undefined : text });
  return handler(req, { params: Promise.resolve({}) });
}

export interface SetCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names -> values ("" for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

export function setCookies(res: Response): SetCookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const attributes: Record<string, string> = {};
    for (const attr of attrs) {
      const i = attr.indexOf("=");
      attributes[(i < 0 ? attr : attr.slice(0, i)).toLowerCase()] = i < 0 ? "" : attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

/** The session token a response set, or undefined. */
export function sessionCookieOf(res: Response): string | undefined {
  return setCookies(res).find((c) => c.name === SESSION_COOKIE && c.value !== "")?.value;
}

export const session = (token: string | undefined): Record<string, string> => (token ? { [SESSION_COOKIE]: token } : {});

export async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

/** userId and secret of the first link to `path` in a message (checks the text part). */
export function linkIn(message: SinkMessage, path: string): { url: URL; userId: string; secret: string } {
  const match = message.text.match(new RegExp(`${APP_URL}${path}\\?[^\\s)>\\]]+`));
  if (!match) throw new Error(`no ${path} link in: ${message.text}`);
  const url = new URL(match[0]);
  return { url, userId: url.searchParams.get("userId") ?? "", secret: url.searchParams.get("secret") ?? "" };
}

/**
 * A real SMTP sink for the test file, wired in through SMTP_URL, APP_URL and no Google configuration;
 * rate-limit counters start empty for every test. Call after useTempDatabase().
 */
export function useAuthEnvironment(extraEnv: Record<string, string> = {}): { sink: () => SmtpSink } {
  let sink: SmtpSink | undefined;
  const names = ["SMTP_URL", "APP_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_ISSUER", ...Object.keys(extraEnv)];
  const saved = new Map<string, string | undefined>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    for (const name of names) saved.set(name, process.env[name]);
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    delete process.env.GOOGLE_ISSUER;
    Object.assign(process.env, { SMTP_URL: sink.url, APP_URL }, extraEnv);
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
      if (!sink) throw new Error("SMTP sink not started yet");
      return sink;
    },
  };
}

let counter = 0;
/** A fresh address per call, so tests in one file do not collide. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
