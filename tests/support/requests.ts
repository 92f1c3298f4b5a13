import { NextRequest } from "next/server";

/**
 * Requests as a browser sends them to a route handler, for the API tests: the handlers are called
 * directly, e.g. `read(await POST(apiRequest("POST", "/api/tasks", { caller, body }), params({})))`.
 */

/** The app's address in the API tests (the config's default APP_URL, and what the environments set). */
export const APP_URL = "http://localhost:3000";

export interface RequestOptions {
  /** Sends this Cookie header (a TestUser's session); omitted for an anonymous request. */
  caller?: { cookie: string } | null;
  /** Cookies by name, for a request without a TestUser. */
  cookies?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of `body`. */
  rawBody?: string;
  /** The Origin header: the app's own by default, as a browser's fetch sends it; null for none. */
  origin?: string | null;
  /** X-Forwarded-For, the client address rate limits count. */
  ip?: string;
  /** Any other headers (Authorization, Sec-Fetch-Site…). */
  headers?: Record<string, string>;
}

export function apiRequest(method: string, path: string, options: RequestOptions = {}): NextRequest {
  const { caller, cookies = {}, body, rawBody, origin = APP_URL, ip, headers: extra = {} } = options;
  const headers = new Headers(extra);
  if (origin) headers.set("origin", origin);
  if (ip) headers.set("x-forwarded-for", ip);
  const cookie = [caller?.cookie, ...Object.entries(cookies).map(([name, value]) => `${name}=${value}`)].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const text = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (text !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(path, APP_URL), { method, headers, body: method === "GET" ? undefined : text });
}

/** The second argument Next passes a route handler: its dynamic params. */
export const params = <P>(values: P) => ({ params: Promise.resolve(values) });

/** Status and parsed JSON body of a response (null for an empty one). */
export async function readJson<T = unknown>(response: Response): Promise<{ status: number; body: T }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
