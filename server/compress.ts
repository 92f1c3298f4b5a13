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
 * Brotli's quality (of 11) for a page, asked for with `Accept: text/html`: on `/`'s HTML (94 kB) quality 5 gives
 * 11.3 kB in 0.68 ms, where gzip's default level gives 14.6 kB in 0.71 ms; next to the page's render (about
 * 16 ms) the cost is nothing, and the bytes decide how soon a phone paints.
 */
export const PAGE_BROTLI_QUALITY = 5;
/**
 * For everything else (API answers, RSC payloads): the task list at 2,000 tasks (743 kB of JSON) takes 5.8 ms
 * at quality 5 and 2.7 ms at 4 (79 kB; gzip: 82 kB in 3.1 ms).
 */
export const BROTLI_QUALITY = 4;
/** The window (2^20 bytes) bounds each answer's memory. */
const BROTLI_WINDOW_BITS = 20;

/** Types a handler streams in parts the browser uses as they come: Next's flush after each part goes through. */
const PROGRESSIVE_TYPES = /^text\/(html|x-component)\b/i;

/** The middleware and its filter are typed for Express; they use only Node's request and response. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
const middleware = compression as unknown as (options: { filter: Filter; brotli: BrotliOptions }) => Middleware;
const compressible = compression.filter as unknown as Filter;

const contentType = (res: ServerResponse) => String(res.getHeader("Content-Type") ?? "");

/**
 * Whether to compress an answer: the middleware's own test (a compressible type, not `no-transform`), after two
 * corrections. A route handler's headers reach Node as arrays (Content-Type `["application/json"]`), which that
 * test takes for an unknown type: every API answer went out uncompressed, under Next's gzip too. And an event
 * stream is never compressed: its events are small, and an open stream would hold a compressor's memory for hours.
 */
function shouldCompress(req: IncomingMessage, res: ServerResponse): boolean {
  const type = res.getHeader("Content-Type");
  if (Array.isArray(type) && type.length === 1) res.setHeader("Content-Type", type[0]!);
  if (/^text\/event-stream\b/i.test(contentType(res))) return false;
  return compressible(req, res);
}

function compressor(quality: number): Middleware {
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS };
  return middleware({ filter: shouldCompress, brotli: { params } });
}

/**
 * Next flushes the compressor after every part it writes (16 kB or less), which a page streamed in parts needs
 * and which makes a JSON answer cost twice the CPU and more bytes for nothing (the task list at 2,000 tasks:
 * 12.2 ms instead of 5.8 at quality 5): only progressive types flush. The rest goes out as the compressor fills
 * its blocks, and all of it at the end.
 */
function flushOnlyProgressive(res: ServerResponse & { flush?: () => void }): void {
  const flush = res.flush;
  if (!flush) return;
  res.flush = () => {
    if (PROGRESSIVE_TYPES.test(contentType(res))) flush.call(res);
  };
}

/** `handler` with its answers compressed; settles when the handler has. */
export function compressing(handler: RequestHandler): RequestHandler {
  const [pages, others] = [compressor(PAGE_BROTLI_QUALITY), compressor(BROTLI_QUALITY)];
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      const compress = /\btext\/html\b/i.test(req.headers.accept ?? "") ? pages : others;
      compress(req, res, () => {
        flushOnlyProgressive(res);
        Promise.resolve(handler(req, res)).then(resolve, reject);
      });
    });
}
