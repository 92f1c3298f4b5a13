import { readFileSync } from "node:fs";
import { join } from "node:path";
import manifest from "@/app/manifest";
import nextConfig from "@/next.config";
import { APP_NAME } from "@/lib/constants/common";
import { PWA_ICONS, SERVICE_WORKER_URL } from "@/lib/constants/pwa";
import { pwaCopy } from "@/lib/copy/pwa";
import { remindersCopy } from "@/lib/copy/reminders";
import { contentSecurityPolicy } from "@/lib/security-headers";

/**
 * The installable app's static facts: the manifest's fields (what Chromium needs to install it: name,
 * icons of 192 and 512 px, start_url, display), the committed icons' real sizes, and the headers that let
 * the worker run under the pages' CSP.
 */

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number; png: boolean } {
  const bytes = readFileSync(file);
  return { png: bytes.subarray(1, 4).toString("ascii") === "PNG", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it("describes Duely as a standalone app opening the board, with its id and scope", () => {
  const m = manifest();
  expect(m).toMatchObject({
    id: "/todo",
    name: APP_NAME,
    short_name: APP_NAME,
    description: pwaCopy.description,
    start_url: "/todo",
    scope: "/",
    display: "standalone",
    theme_color: "#ffffff",
    background_color: "#ffffff",
  });
});

it("lists icons of 192 and 512 px and a maskable one, and each file is a PNG of that size", () => {
  const icons = manifest().icons ?? [];
  expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]);
  for (const icon of PWA_ICONS) {
    expect(pngSize(join("public", icon.src))).toEqual({ png: true, width: icon.size, height: icon.size });
  }
});

it("has the shortcuts New task and Reminders, opening the board with their parameter", () => {
  expect(manifest().shortcuts?.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: "New task", url: "/todo?new=1" },
    { name: remindersCopy.button, url: "/todo?reminders=1" },
  ]);
});

it("lets only same-origin workers and manifests run, without loosening scripts", () => {
  const policy = contentSecurityPolicy({ nonce: "n", dev: false });
  expect(policy).toContain("worker-src 'self';");
  expect(policy).toContain("manifest-src 'self';");
  expect(policy).not.toContain("unsafe-eval");
});

it("serves /sw.js revalidated every time and allowed to control the whole app", async () => {
  const rules = await nextConfig.headers!();
  const worker = rules.find((rule) => rule.source === SERVICE_WORKER_URL)!;
  expect(worker.headers).toEqual([
    { key: "Cache-Control", value: "no-cache" },
    { key: "Service-Worker-Allowed", value: "/" },
  ]);
});
