import { NextRequest } from "next/server";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";
import { contentSecurityPolicy, withWebSocketOrigin } from "@/lib/security-headers";
import { setEnv } from "@/tests/support/env";

/** proxy.ts puts a per-request CSP on every page; next.config.ts puts the static headers on every response. */

const visit = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));
const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));

describe("the pages' Content-Security-Policy", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setEnv({ APP_URL: "http://localhost:3000", NODE_ENV: "production", DUELY_BACKEND: "sqlite" });
  });
  afterEach(() => restore());

  it("carries a fresh nonce per request, on the response and on the request Next renders (with x-nonce)", () => {
    const first = visit("/login");
    const second = visit("/login");
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    // NextResponse.next({ request: { headers } }) hands the new request headers to Next this way.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("allows only nonce'd scripts and what they load, no plugins, no <base>, no framing", () => {
    const d = directives(visit("/").headers.get("content-security-policy")!);
    expect(d.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-/), "'strict-dynamic'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("sends HSTS only when APP_URL is https", () => {
    expect(visit("/login").headers.get("strict-transport-security")).toBeNull();
    restore();
    restore = setEnv({ APP_URL: "https://duely.example.com", NODE_ENV: "production" });
    expect(visit("/login").headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("lets the browser reach the Appwrite endpoint (Realtime) on that backend only", () => {
    expect(contentSecurityPolicy({ nonce: "n", dev: false, connectTo: withWebSocketOrigin("https://cloud.appwrite.io/v1") })).toContain(
      "connect-src 'self' https://cloud.appwrite.io wss://cloud.appwrite.io",
    );
    expect(contentSecurityPolicy({ nonce: "n", dev: true })).toContain("'strict-dynamic' 'unsafe-eval'");
  });
});

describe("next.config.ts headers", () => {
  it("sends nosniff, the referrer policy, Permissions-Policy and DENY framing everywhere, and no-referrer on the secret-link pages", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((rule) => rule.source === "/:path*")!;
    const value = (key: string) => all.headers.find((h) => h.key === key)?.value;
    expect(value("X-Content-Type-Options")).toBe("nosniff");
    expect(value("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(value("Permissions-Policy")).toContain("camera=()");
    expect(value("X-Frame-Options")).toBe("DENY");
    for (const page of ["/verify-email", "/reset-password"]) {
      const rule = rules.find((r) => r.source === page)!;
      expect(rule.headers).toEqual([{ key: "Referrer-Policy", value: "no-referrer" }]);
      // A later rule wins: the page's own comes after the one for every path.
      expect(rules.indexOf(rule)).toBeGreaterThan(rules.indexOf(all));
    }
  });
});
