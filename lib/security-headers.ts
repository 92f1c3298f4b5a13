/**
 * The security headers of every response (next.config.ts) and the per-request Content-Security-Policy
 * of every page (proxy.ts). Pure: the callers pass the nonce and the deployment's facts.
 */

/** Sent with every response, API and static files included. */
export const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing of the app uses these; a page we frame or a script we load cannot either.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** Pages whose address carries a one-time secret (userId + secret): they send no Referer at all. */
export const SECRET_LINK_PAGES = ["/verify-email", "/reset-password"] as const;

/** HSTS for two years, subdomains included; only sent when APP_URL is https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export interface PolicyInput {
  /** Fresh for every request (proxy.ts); Next puts it on its own scripts, next-themes on its inline one. */
  nonce: string;
  /** `next dev`: React rebuilds error stacks with eval there (never in production). */
  dev: boolean;
  /** Origins the browser may also connect to (the Appwrite endpoint for Realtime on that backend). */
  connectTo?: string[];
}

/**
 * - scripts: only those carrying this request's nonce, and what they load ('strict-dynamic'); hosts
 *   listed beside it are ignored by browsers that know 'strict-dynamic' ('self' is for older ones);
 * - styles: 'unsafe-inline', because React renders style attributes into the server's HTML (the
 *   urgency meter, dnd-kit's transforms) and sonner injects its <style> element at run time without a
 *   nonce; a nonce in style-src would switch 'unsafe-inline' off. Styles cannot run script;
 * - workers and the web app manifest: only our own (the service worker is /sw.js); named, because a
 *   worker would otherwise fall under script-src, where 'strict-dynamic' ignores 'self';
 * - no plugins, no <base>, no framing by anyone, forms post only to us.
 */
export function contentSecurityPolicy({ nonce, dev, connectTo = [] }: PolicyInput): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(" "),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** https://x -> ["https://x", "wss://x"] (Realtime is a WebSocket on the same host). */
export function withWebSocketOrigin(url: string): string[] {
  const { origin, protocol, host } = new URL(url);
  return [origin, `${protocol === "https:" ? "wss" : "ws"}://${host}`];
}
