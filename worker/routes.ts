import { PWA_START_URL } from "@/lib/constants/pwa";

/**
 * Which of the worker's strategies answers a request (pure, so the rule is tested without a browser):
 * - "page": a page navigation of the app (network first; without a network, the last good board);
 * - "static": the build's hashed files and the icons (cache first: a URL's content never changes);
 * - null: everything else goes to the network untouched — the API above all, so no answer holding a
 *   user's data is ever kept by the worker, and the live event streams flow as without it.
 */
export type Route = "page" | "static" | null;

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: "navigate" for a page the browser opens (not Next's own RSC fetches, which are "cors"). */
  mode: string;
}

const STATIC_PATHS = ["/_next/static/", "/icons/"];

export function routeOf({ url, method, mode }: RequestFacts, origin: string): Route {
  if (method !== "GET") return null;
  const { origin: requestOrigin, pathname } = new URL(url);
  if (requestOrigin !== origin) return null;
  if (mode === "navigate") return pathname.startsWith("/api/") ? null : "page";
  return STATIC_PATHS.some((prefix) => pathname.startsWith(prefix)) ? "static" : null;
}

/** The board's page: the one page kept for offline use (whatever its query, e.g. a shortcut's ?new=1). */
export function isBoardPage(url: string): boolean {
  return new URL(url).pathname === PWA_START_URL;
}
