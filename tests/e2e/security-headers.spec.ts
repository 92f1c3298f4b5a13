import { authCopy } from "@/lib/copy/auth";
import { expect, test } from "./support/test";

/**
 * The production build's security headers (lib/security-headers.ts): the per-request CSP on pages, the
 * static headers everywhere, and the one-time-link pages that send no Referer and clear their address.
 */

test("a page carries a nonce'd CSP that its own scripts match, and the static headers", async ({ page }) => {
  const response = await page.goto("/login");
  const headers = response!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("'strict-dynamic'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Every script element of the page carries this request's nonce (browsers hide the attribute's value from the DOM).
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  const second = await page.goto("/login");
  expect(second!.headers()["content-security-policy"]).not.toContain(nonce);
});

test("an API answer carries the static headers", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
});

for (const path of ["/reset-password", "/verify-email"]) {
  test(`${path} sends no Referer and takes the link's secret out of the address bar`, async ({ page }) => {
    const response = await page.goto(`${path}?userId=someone&secret=not-a-real-secret`);
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe(path);
    if (path === "/reset-password") {
      // The form still has the link's values: it shows the form, not the broken-link panel.
      await expect(page.getByText(authCopy.invalidResetLink)).toHaveCount(0);
    }
  });
}
