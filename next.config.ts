import type { NextConfig } from "next";
import { SECRET_LINK_PAGES, STATIC_SECURITY_HEADERS } from "./lib/security-headers";
import { SERVICE_WORKER_HEADERS, SERVICE_WORKER_URL } from "./lib/constants/pwa";

const nextConfig: NextConfig = {
  // A separate build folder lets a test build run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["@libsql/client", "libsql", "nodemailer", "node-appwrite"],
  // Every response; the pages' CSP and HSTS come from proxy.ts. A later rule's header wins over an earlier one's.
  async headers() {
    return [
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      ...SECRET_LINK_PAGES.map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
      // The service worker (public/sw.js): revalidated on every update check, allowed to control the whole app.
      { source: SERVICE_WORKER_URL, headers: [...SERVICE_WORKER_HEADERS] },
    ];
  },
};

export default nextConfig;
