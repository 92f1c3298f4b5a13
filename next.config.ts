import type { NextConfig } from "next";
import { SECRET_LINK_PAGES, STATIC_SECURITY_HEADERS } from "./lib/security-headers";
import { SERVICE_WORKER_HEADERS, SERVICE_WORKER_URL } from "./lib/constants/pwa";
import { SERVER_COMPRESSES_ENV } from "./server/compress";
import { DIST_DIR } from "./server/static-files";

const nextConfig: NextConfig = {
  // A separate build folder lets a test build run beside a dev server.
  distDir: DIST_DIR,
  poweredByHeader: false,
  // Under the custom server (npm start) the server compresses, with Brotli where accepted (server/compress.ts);
  // plain `next start` and `npm run dev` keep Next's gzip.
  compress: process.env[SERVER_COMPRESSES_ENV] !== "1",
  experimental: {
    // Fewer, larger client chunks: a page's first load is 6–8 files instead of 7–14 (`/todo` 13 → 8, 4 kB less
    // compressed), holding the same code. On a phone each further request over HTTP/1.1 costs a connection's
    // set-up and slow start (docs/performance.md, "Fifth round").
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000, maxChunkCountPerGroup: 3 },
  },
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
