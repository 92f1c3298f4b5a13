import "server-only";
import { KNOWN_PUSH_SERVICE_ORIGINS } from "@/lib/constants/push";

/** One DNS label: what `*.` stands for in an allowed origin. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Whether the server may send to `endpoint` (and so store it): its origin is one of the browsers' push
 * services (KNOWN_PUSH_SERVICE_ORIGINS) or of `extraOrigins` (PUSH_SERVICE_ORIGINS). The URL is parsed
 * as a browser would, and its origin (scheme, host, port) compared whole, so a lookalike — another port,
 * http for https, user info, a host that merely starts or ends with an allowed one — never passes.
 * Anything else is refused: the server makes no request to an address a client chose.
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  return [...KNOWN_PUSH_SERVICE_ORIGINS, ...extraOrigins].some((allowed) => originMatches(url, allowed));
}

/** `allowed` is an origin; in "scheme://*.rest", `*` stands for exactly one DNS label in front of rest. */
function originMatches(url: URL, allowed: string): boolean {
  const wildcard = "://*.";
  const at = allowed.indexOf(wildcard);
  if (at === -1) return url.origin === allowed;
  const rest = new URL(`${allowed.slice(0, at)}://${allowed.slice(at + wildcard.length)}`);
  const suffix = `.${rest.hostname}`;
  if (url.protocol !== rest.protocol || url.port !== rest.port || !url.hostname.endsWith(suffix)) return false;
  return DNS_LABEL.test(url.hostname.slice(0, -suffix.length));
}
