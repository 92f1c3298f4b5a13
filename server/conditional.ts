import "server-only";
import { digest } from "@/server/digest";

/**
 * Conditional GETs for the JSON API: an answer carries `ETag: W/"<version>"`, where the version is derived
 * from the data (never from time), and a request whose If-None-Match names it gets 304 with no body.
 * `Cache-Control: private, no-cache` lets the browser keep the copy but ask every time.
 */

const CACHE_CONTROL = "private, no-cache";

/** The version the client holds (the first tag of If-None-Match, weak or strong), or null. */
export function knownVersion(req: Request): string | null {
  const header = req.headers.get("if-none-match");
  const match = header?.match(/^\s*(?:W\/)?"([^"]{1,100})"/);
  return match ? match[1] : null;
}

const etag = (version: string) => `W/"${version}"`;

export function notModified(version: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag(version), "Cache-Control": CACHE_CONTROL } });
}

/** `{ data }` with the ETag of `version`. */
export function versionedJson(data: unknown, version: string): Response {
  return Response.json({ data }, { headers: { ETag: etag(version), "Cache-Control": CACHE_CONTROL } });
}

const DATA_OPEN = new TextEncoder().encode('{"data":');
const DATA_CLOSE = new TextEncoder().encode("}");

/**
 * `{ data }` with the ETag of `version`, where `json` is the UTF-8 bytes of the data's JSON already: the
 * body is put together around them, so the data is neither parsed nor serialised nor encoded again.
 */
export function versionedJsonBytes(json: Uint8Array, version: string): Response {
  const body = new Uint8Array(DATA_OPEN.length + json.length + DATA_CLOSE.length);
  body.set(DATA_OPEN);
  body.set(json, DATA_OPEN.length);
  body.set(DATA_CLOSE, DATA_OPEN.length + json.length);
  return new Response(body, { headers: { "Content-Type": "application/json", ETag: etag(version), "Cache-Control": CACHE_CONTROL } });
}

/** `{ data }` whose version is a hash of the data itself; 304 when the client holds it already. */
export function conditionalJson(req: Request, data: unknown): Response {
  const version = digest(JSON.stringify(data));
  return knownVersion(req) === version ? notModified(version) : versionedJson(data, version);
}
