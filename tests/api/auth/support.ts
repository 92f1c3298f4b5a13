import type { NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/cookies";
import { APP_URL, apiRequest, params, type RequestOptions } from "@/tests/support/requests";
import type { SinkMessage } from "@/tests/support/smtp";

/**
 * Shared by the account API tests: real route handlers called with real NextRequest objects, a temp
 * libSQL file (useTempDatabase) and a real SMTP sink on loopback (useApiEnvironment).
 */

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;

export interface CallOptions extends Omit<RequestOptions, "caller"> {
  /** POST unless told. */
  method?: string;
  /** Path and query, for GET handlers that read the URL. */
  url?: string;
}

/** Calls a route handler as Next would, with a same-origin browser request (from 203.0.113.1) by default. */
export async function call(handler: RouteHandler, options: CallOptions = {}): Promise<Response> {
  const { method = "POST", url = "/api/test", ip = "203.0.113.1", ...request } = options;
  return handler(apiRequest(method, url, { ip, ...request }), params({}));
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
