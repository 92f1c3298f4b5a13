import { expect, test } from "./support/test";
import { commonCopy } from "@/lib/copy/common";
import { APP_URL, FOREIGN_ORIGIN } from "./support/env";

test.describe("API basics", () => {
  test("GET /api/health answers JSON with the sqlite backend", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toMatchObject({ data: { status: "ok", backend: "sqlite", version: expect.any(String) } });
  });

  test("a state-changing request from a foreign Origin gets 403", async ({ request }) => {
    const res = await request.post("/api/auth/login", {
      headers: { Origin: FOREIGN_ORIGIN },
      data: { email: "someone@example.com", password: "whatever1" },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "forbidden", message: commonCopy.forbiddenOrigin } });
  });

  test("the same request from the app's own Origin passes the check", async ({ request }) => {
    const res = await request.post("/api/auth/login", {
      headers: { Origin: APP_URL },
      data: { email: "nobody@example.com", password: "whatever1" },
    });
    expect(res.status()).not.toBe(403);
    expect(res.status()).toBeLessThan(500);
  });
});
