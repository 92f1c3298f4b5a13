import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build folder lets a test build run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["@libsql/client", "libsql", "nodemailer", "node-appwrite"],
};

export default nextConfig;
