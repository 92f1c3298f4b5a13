import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY, withWebSocketOrigin } from "@/lib/security-headers";
import { config as appConfig } from "@/server/config";

/**
 * Route guard by the session cookie alone (the redirects of docs/product.md#accounts-and-sessions).
 * Optimistic: it only looks whether the cookie is there; the protected layout and every API route check
 * the session for real.
 * - protected pages without a cookie -> /login
 * - / and /register pass: their pages send a live session on to /todo (a cookie may outlive its session)
 * - any path that is not a page of the app -> /
 * API routes, Next's own files and static files (anything with a dot) never reach it (see `config`).
 *
 * Every page it lets through gets a Content-Security-Policy with a fresh nonce (lib/security-headers.ts).
 * The policy goes on the request too: Next reads the nonce from the request's CSP header and puts it on
 * its own scripts, and the root layout hands `x-nonce` to next-themes' inline script. HSTS is added
 * when APP_URL is https. The headers every response carries come from next.config.ts.
 */

const PROTECTED = [/^\/todo$/, /^\/insights$/, /^\/workspace\/[^/]+\/settings$/, /^\/settings$/];
const PUBLIC = new Set(["/", "/register", "/login", "/reset-password", "/verify-email", "/auth/callback", "/docs/api"]);

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/")) return isDecodable(pathname) ? NextResponse.next() : undecodableApiPath();
  const signedIn = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
  const to = (path: string) => NextResponse.redirect(new URL(path, req.url));
  const page = () => withPolicy(req);

  if (PROTECTED.some((pattern) => pattern.test(pathname))) return signedIn ? page() : to("/login");
  if (PUBLIC.has(pathname)) return page();
  return to("/");
}

/** Passes the request on with this request's CSP (and nonce) on it, and the same CSP and HSTS on the response. */
function withPolicy(req: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const { NODE_ENV, APP_URL, DUELY_BACKEND, APPWRITE_ENDPOINT } = appConfig();
  const connectTo = DUELY_BACKEND === "appwrite" && APPWRITE_ENDPOINT ? withWebSocketOrigin(APPWRITE_ENDPOINT) : [];
  const policy = contentSecurityPolicy({ nonce, dev: NODE_ENV === "development", connectTo });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", policy);
  if (APP_URL.startsWith("https://")) res.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return res;
}

/**
 * An API path with a malformed %-escape (/api/workspaces/%E0%A4%A) makes Next's router fail to decode
 * the route's params and answer an HTML error page; the API answers its own 400 instead. Only API
 * paths with a "%" come here (see `config`).
 */
function undecodableApiPath(): NextResponse {
  return NextResponse.json({ error: { code: "bad_request", message: commonCopy.invalidInput } }, { status: 400 });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: ["/((?!api/|_next/|.*\\..*).*)", "/api/(.*%.*)"],
};
