import "server-only";
import type { IncomingMessage } from "node:http";
import { config, type Config } from "@/server/config";

/**
 * The client's address, the key of per-address rate limits. A header the client can write is never
 * trusted unless a proxy we know of overwrote it:
 * - TRUSTED_PROXY=vercel: Vercel's edge sets X-Real-IP to the client and overwrites X-Forwarded-For, so
 *   X-Real-IP (else the right-most X-Forwarded-For entry) is the client.
 * - TRUSTED_PROXY_HOPS=N > 0: N proxies in front, each appending the address it saw to
 *   X-Forwarded-For; the N-th entry from the right is the client (entries further left are the
 *   client's own and are ignored).
 * - TRUSTED_PROXY_HOPS=0 (default): the TCP peer. Next's route handlers are not given the socket, and
 *   `next start` only fills X-Forwarded-For with it when the client sent none, so the server stamps the
 *   peer into PEER_HEADER on every request it receives (stampPeerAddress, from server/node-server.ts), replacing
 *   whatever the client sent under that name. Where that hook cannot run (a platform that does not use
 *   `next start`'s HTTP server), every client shares the one address UNKNOWN_CLIENT: the limits stay
 *   safe, only coarser; configure TRUSTED_PROXY / TRUSTED_PROXY_HOPS there.
 */

export const PEER_HEADER = "x-duely-peer-address";
export const UNKNOWN_CLIENT = "unknown";

type ProxySettings = Pick<Config, "TRUSTED_PROXY" | "TRUSTED_PROXY_HOPS">;

export function clientAddress(headers: Headers, settings: ProxySettings = config()): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (settings.TRUSTED_PROXY === "vercel") return headers.get("x-real-ip")?.trim() || forwarded.at(-1) || UNKNOWN_CLIENT;
  const hops = settings.TRUSTED_PROXY_HOPS;
  if (hops > 0) return forwarded.at(-hops) ?? forwarded[0] ?? UNKNOWN_CLIENT;
  return headers.get(PEER_HEADER)?.trim() || UNKNOWN_CLIENT;
}

/** Writes the socket's peer address into PEER_HEADER of a request `next start` received (see above). */
export function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
}
