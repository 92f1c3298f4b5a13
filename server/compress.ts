import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, type BrotliOptions } from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "@/server/node-server";

/**
 * The custom server's compression of what Next answers on each request (pages, RSC payloads, API answers; not
 * event streams): Brotli where the client accepts it, else gzip, as the `compression` middleware negotiates. Next's
 * own compression (`compress` in next.config.ts) knows only gzip; server.ts sets SERVER_COMPRESSES_ENV before
 * Next loads its configuration, which then turns Next's off, so each answer is compressed once. Plain
 * `next start` keeps Next's gzip. The build's static files do not pass here: their Brotli copies are made at
 * build time (server/precompressed.ts).
 *
 * Why Brotli: a page's HTML is 20–25 % smaller than in gzip for less CPU (docs/performance.md, "Seventh
 * round"): `/`'s document fits a new connection's first round trip (about 14 kB) in Brotli, not in gzip.
 * No "server-only": server.ts and next.config.ts import this module outside Next.
 */

/** Set (to "1") by server.ts in production; read by next.config.ts. */
export const SERVER_COMPRESSES_ENV = "DUELY_SERVER_COMPRESSES";

/**
 * Quality 5 of 11: on `/`'s HTML (94 kB) 11.3 kB in 0.68 ms, where gzip's default level gives 14.6 kB in
 * 0.71 ms; quality 4 is faster but a tenth larger. The window (2^20 bytes) bounds each answer's memory.
 */
export const DYNAMIC_BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: 20,
} as const;

/** The middleware and its filter are typed for Express; they use only Node's request and response. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
const middleware = compression as unknown as (options: { filter: Filter; brotli: BrotliOptions }) => Middleware;
const compressible = compression.filter as unknown as Filter;

/**
 * Whether to compress an answer: the middleware's own test (a compressible type, not `no-transform`), after two
 * corrections. A route handler's headers reach Node as arrays (Content-Type `["application/json"]`), which that
 * test takes for an unknown type: every API answer went out uncompressed, under Next's gzip too. And an event
 * stream is never compressed: its events are small, and an open stream would hold a compressor's memory for hours.
 */
function shouldCompress(req: IncomingMessage, res: ServerResponse): boolean {
  const type = res.getHeader("Content-Type");
  if (Array.isArray(type) && type.length === 1) res.setHeader("Content-Type", type[0]!);
  if (/^text\/event-stream\b/i.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  return compressible(req, res);
}

/** `handler` with its answers compressed; settles when the handler has. */
export function compressing(handler: RequestHandler): RequestHandler {
  const compress = middleware({ filter: shouldCompress, brotli: { params: DYNAMIC_BROTLI_PARAMS } });
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      compress(req, res, () => Promise.resolve(handler(req, res)).then(resolve, reject));
    });
}
