import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import { STATIC_SECURITY_HEADERS } from "@/lib/security-headers";
import { BROTLI_SUFFIX, COMPRESSIBLE_TYPES, DIST_DIR, staticFiles } from "@/server/static-files";

/**
 * The build's static files in their Brotli form (written by `npm run build:brotli`), for the custom server
 * (server.ts) to answer before Next: GET or HEAD of /_next/static/… from a client accepting `br`, whose file
 * has a `.br` copy. Everything else (another encoding, a file without a copy, any other path) goes on to Next,
 * which gzips on the fly. The headers are those Next sends with a static file: the security headers of every
 * response, a year's immutable caching (the URLs carry the content's hash), the type, and Vary.
 * No "server-only": server.ts imports this module outside Next.
 */

interface Copy {
  path: string;
  size: number;
  type: string;
  lastModified: string;
}

/** The copies on disk when the server starts, by URL path: a URL names a file only if the build wrote it. */
function copiesOf(distDir: string): Map<string, Copy> {
  const copies = new Map<string, Copy>();
  for (const { path, url } of staticFiles(distDir)) {
    const type = COMPRESSIBLE_TYPES[extname(path)];
    if (!type) continue;
    try {
      const copy = statSync(`${path}${BROTLI_SUFFIX}`);
      copies.set(url, { path: `${path}${BROTLI_SUFFIX}`, size: copy.size, type, lastModified: statSync(path).mtime.toUTCString() });
    } catch {
      // no Brotli copy (a small file, or a build without the step): Next serves it
    }
  }
  return copies;
}

/** Whether an Accept-Encoding header accepts Brotli: `br` (or `*` when br is not named) with a weight above 0. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const codings = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((part) => {
    const [name = "", ...params] = part.split(";").map((token) => token.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith("q="));
    return { name, q: weight ? Number(weight.slice(2)) : 1 };
  });
  const named = codings.find((coding) => coding.name === "br") ?? codings.find((coding) => coding.name === "*");
  return named !== undefined && named.q > 0;
}

/** Answers the request when it can (true), else leaves it untouched for Next (false). */
export type PrecompressedHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

export function precompressedStatic(distDir: string = DIST_DIR): PrecompressedHandler {
  const copies = copiesOf(distDir);
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = (req.url ?? "").split("?", 1)[0]!;
    const copy = copies.get(path);
    if (!copy || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Last-Modified", copy.lastModified);
    res.setHeader("Content-Type", copy.type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", copy.size);
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    createReadStream(copy.path)
      .on("error", (error) => {
        console.error(`[server] reading ${copy.path} failed`, error);
        res.destroy(error);
      })
      .pipe(res);
    return true;
  };
}
