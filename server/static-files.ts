import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The build's static files (Next's `<distDir>/static`, served under /_next/static/): listed for the service
 * worker's precache (scripts/build-worker.ts), compressed ahead of time with Brotli (scripts/compress-static.ts)
 * and served in that form by the custom server (server/precompressed.ts). No "server-only": the build's scripts
 * and server.ts import this module outside Next.
 */

/** Where `next build` writes and `next start` reads (next.config.ts): NEXT_DIST_DIR, else Next's default. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

export const STATIC_URL_PREFIX = "/_next/static/";

/** The suffix of a file's Brotli-compressed copy, written beside it. */
export const BROTLI_SUFFIX = ".br";

/** Files smaller than this get no copy: they fit in a packet either way. */
export const BROTLI_MIN_BYTES = 1024;

/**
 * The types worth compressing, by extension, with the Content-Type Next serves them with; fonts (woff2) and
 * images are compressed already.
 */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=UTF-8",
};

export interface StaticFile {
  /** The file on disk. */
  path: string;
  /** Its URL path, /_next/static/…. */
  url: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The build's static files as served, sorted by URL: source maps and Brotli copies left out. */
export function staticFiles(distDir: string = DIST_DIR): StaticFile[] {
  const root = join(distDir, "static");
  return filesUnder(root)
    .filter((path) => !path.endsWith(".map") && !path.endsWith(BROTLI_SUFFIX))
    .map((path) => ({ path, url: `${STATIC_URL_PREFIX}${relative(root, path).split(sep).join("/")}` }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
