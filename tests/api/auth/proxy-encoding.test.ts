import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";
import { commonCopy } from "@/lib/copy/common";

/**
 * An API path with a malformed %-escape: Next's router cannot decode the route's params and answers an
 * HTML error page (a bare 500 in production); the proxy answers the API's own 400 first.
 */

const APP = "http://localhost:3000";

describe("proxy.ts and malformed percent-encoding in API paths", () => {
  it.each(["/api/workspaces/%E0%A4%A", "/api/tasks/%ZZ/comments", "/api/workspaces/%"])("reaches the proxy and answers 400 in the API's shape for %s", async (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `${APP}${path}` })).toBe(true);
    const res = proxy(new NextRequest(new URL(path, APP)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: commonCopy.invalidInput } });
  });

  it("lets well-formed escaped API paths through, and never sees API paths without a '%'", () => {
    const res = proxy(new NextRequest(new URL("/api/workspaces/abc%20d", APP)));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(unstable_doesMiddlewareMatch({ config, url: `${APP}/api/workspaces/abc` })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: `${APP}/api/health` })).toBe(false);
  });
});
