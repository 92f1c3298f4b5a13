import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/cookies";
import { commonCopy } from "@/lib/copy/common";

/**
 * Route guard by the session cookie alone (spec §2 route table, §6). Optimistic: it only looks whether
 * the cookie is there; the protected layout and every API route check the session for real.
 * - protected pages without a cookie -> /login
 * - / and /register with a cookie -> /todo
 * - any path that is not a page of the app -> /
 * API routes, Next's own files and static files (anything with a dot) never reach it (see `config`).
 */

const PROTECTED = [/^\/todo$/, /^\/insights$/, /^\/workspace\/[^/]+\/settings$/, /^\/settings$/];
const PUBLIC = new Set(["/login", "/reset-password", "/verify-email", "/auth/callback", "/docs/api"]);
const SIGNED_IN_AWAY = new Set(["/", "/register"]);

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/")) return isDecodable(pathname) ? NextResponse.next() : undecodableApiPath();
  const signedIn = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
  const to = (path: string) => NextResponse.redirect(new URL(path, req.url));

  if (PROTECTED.some((pattern) => pattern.test(pathname))) return signedIn ? NextResponse.next() : to("/login");
  if (SIGNED_IN_AWAY.has(pathname)) return signedIn ? to("/todo") : NextResponse.next();
  if (PUBLIC.has(pathname)) return NextResponse.next();
  return to("/");
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
