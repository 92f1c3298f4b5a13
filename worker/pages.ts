import { KEPT_AT_HEADER, PAGES_CACHE, PWA_START_URL } from "@/lib/constants/pwa";
import { isBoardPage } from "./routes";

/**
 * Page navigations: the network first, always (a page is rendered per request for its user, with a fresh
 * CSP nonce). Each good answer for the board (/todo) is kept as the last good board, whole with its
 * headers, so its scripts and their nonce still agree when it is replayed. Without a network, the board
 * page answers from that copy, and any other page of the app goes to the board; with nothing kept, the
 * browser shows its own offline page. The copy is the signed-in user's own data: the board's page drops
 * it on sign-out and when another user signs in (components/pwa/device-data.ts), and a board request that
 * the server redirects (no session any more) drops it here.
 */

const BOARD_KEY = PWA_START_URL;

export async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request));
  } catch {
    return offline(request);
  }
  if (isBoardPage(request.url)) {
    if (response.ok && response.type === "basic" && !response.redirected) event.waitUntil(keep(response.clone()));
    else if (response.type === "opaqueredirect") event.waitUntil(forget());
  }
  return response;
}

/** Stamped with when it was kept: the page can tell a copy kept for an earlier visitor from its own. */
async function keep(response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  const stamped = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  await (await caches.open(PAGES_CACHE)).put(BOARD_KEY, stamped);
}

async function forget(): Promise<void> {
  await (await caches.open(PAGES_CACHE)).delete(BOARD_KEY);
}

async function offline(request: Request): Promise<Response> {
  const kept = await (await caches.open(PAGES_CACHE)).match(BOARD_KEY, { ignoreVary: true });
  if (!kept) return Response.error();
  return isBoardPage(request.url) ? kept : Response.redirect(new URL(BOARD_KEY, request.url).href, 302);
}
