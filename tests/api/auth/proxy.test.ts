import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";
import { SESSION_COOKIE } from "@/lib/cookies";

const APP = "http://localhost:3000";

function visit(path: string, signedIn: boolean) {
  const headers = signedIn ? { cookie: `${SESSION_COOKIE}=some-token` } : undefined;
  return proxy(new NextRequest(new URL(path, APP), { headers }));
}

/** Where the proxy sends the browser, or "pass" when it lets the request through. */
function outcome(path: string, signedIn: boolean): string {
  const res = visit(path, signedIn);
  const location = res.headers.get("location");
  return location ? new URL(location).pathname : "pass";
}

/**
 * The proxy only looks at the cookie's presence, which a dead session leaves behind: / and /register
 * pass, and their pages check the session (tests/e2e/auth-guards.spec.ts).
 */
describe("proxy.ts redirects (protected pages, unknown paths)", () => {
  it.each(["/todo", "/insights", "/workspace/abc123/settings"])("sends a signed-out visitor of %s to /login", (path) => {
    expect(outcome(path, false)).toBe("/login");
    expect(outcome(path, true)).toBe("pass");
  });

  it.each(["/", "/register", "/login", "/reset-password", "/verify-email", "/auth/callback"])("lets everyone reach %s", (path) => {
    expect(outcome(path, false)).toBe("pass");
    expect(outcome(path, true)).toBe("pass");
  });

  it.each(["/nope", "/workspace/abc", "/workspace/abc/settings/more", "/todo/extra", "/LOGIN"])("sends unknown path %s to /", (path) => {
    expect(outcome(path, false)).toBe("/");
    expect(outcome(path, true)).toBe("/");
  });

  it("treats an empty session cookie as signed out", () => {
    const res = proxy(new NextRequest(new URL("/todo", APP), { headers: { cookie: `${SESSION_COOKIE}=` } }));
    expect(new URL(res.headers.get("location") ?? "").pathname).toBe("/login");
  });

  it("keeps the query string out of the way of the decision", () => {
    expect(outcome("/reset-password?userId=a&secret=b", false)).toBe("pass");
  });
});

describe("proxy.ts matcher", () => {
  it.each(["/api/auth/login", "/api/health", "/_next/static/chunks/app.js", "/_next/image?url=x", "/icon.svg", "/favicon.ico", "/robots.txt"])(
    "never runs for %s",
    (url) => {
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
    },
  );

  it.each(["/", "/todo", "/login", "/workspace/abc/settings", "/unknown/path"])("runs for page path %s", (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });
});
