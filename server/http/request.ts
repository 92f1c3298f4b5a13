import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { badRequest, forbidden, notFound } from "@/server/errors";
import { config } from "@/server/config";
import { clientAddress } from "@/server/client-address";
import { readUploadText } from "@/server/upload";
import { parseWith } from "@/server/validation";
import { commonCopy } from "@/lib/copy/common";
import type { PathParam } from "@/server/contracts/types";

/** Reading a request's parts with the schemas its contract names (server/http/handle.ts). */

/** The JSON API's body cap. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Browsers send Origin on every cross-origin request and on same-origin non-GET fetches. A request
 * whose Origin (or, lacking one, whose Sec-Fetch-Site) says it came from another site is refused.
 * Requests with neither header come from non-browser clients, which cannot ride a user's cookies.
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin) {
    if (origin !== new URL(config().APP_URL).origin) throw forbidden(commonCopy.forbiddenOrigin);
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden(commonCopy.forbiddenOrigin);
}

/** The path parameters, each one the contract checks parsed by its schema (a refused value: 404). */
export function readParams(values: Record<string, string>, rules: Record<string, PathParam> = {}): Record<string, string> {
  const read = { ...values };
  for (const [name, rule] of Object.entries(rules)) {
    const parsed = rule.schema.safeParse(values[name]);
    if (!parsed.success) throw notFound(rule.notFound);
    read[name] = parsed.data;
  }
  return read;
}

/** A JSON body: bad JSON, a body over the cap or a schema failure is a 400 (the cap: 413); an empty body is `{}`. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  // Counted as it arrives: a chunked body, or one with a false Content-Length, stops at the cap.
  const text = await readUploadText(req, { maxBytes: MAX_BODY_BYTES, message: commonCopy.invalidInput });
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest(commonCopy.invalidInput);
  }
  return parseWith(schema, body);
}

/** The query string, validated. */
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.infer<S> {
  return parseWith(schema, Object.fromEntries(req.nextUrl.searchParams));
}

/** The caller's address for rate limits, as TRUSTED_PROXY_HOPS / TRUSTED_PROXY say to find it (server/client-address.ts). */
export function clientIp(req: Request): string {
  return clientAddress(req.headers);
}
