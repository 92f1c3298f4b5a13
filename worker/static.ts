import { CACHE_PREFIX, PAGES_CACHE, STATIC_CACHE_PREFIX } from "@/lib/constants/pwa";
import { build } from "./build-info";

/**
 * The build's static files: precached when the worker installs, then answered from the cache first (their
 * names carry their content's hash, so a cached copy is never stale). Each build has its own cache; once
 * this build's worker is active, the caches of earlier builds go.
 */

export const STATIC_CACHE = `${STATIC_CACHE_PREFIX}${build.version}`;

/** Install: every file of the build's precache list, all or nothing (a failed install is retried on the next visit). */
export async function precache(): Promise<void> {
  const cache = await caches.open(STATIC_CACHE);
  await cache.addAll(build.precache);
}

/** Activate: drops this app's caches of other builds (never the board page, never another app's caches). */
export async function dropOldCaches(): Promise<void> {
  const keep = new Set([STATIC_CACHE, PAGES_CACHE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name)).map((name) => caches.delete(name)));
}

/** Cache first; a file not precached (one the build list missed) is kept once it was fetched whole. */
export async function staticFile(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") waitUntil(cache.put(request, response.clone()));
  return response;
}
