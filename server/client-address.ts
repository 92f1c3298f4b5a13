import "server-only";
import { config, type Config } from "@/server/config";
import { PEER_HEADER } from "@/server/node-server";
import { processBridge } from "@/server/process-bridge";

/**
 * The client's address, the key of per-address rate limits. A header the client can write is never
 * trusted unless a proxy we know of overwrote it:
 * - TRUSTED_PROXY=vercel: Vercel's edge sets X-Real-IP to the client and overwrites X-Forwarded-For, so
 *   X-Real-IP (else the right-most X-Forwarded-For entry) is the client.
 * - TRUSTED_PROXY_HOPS=N > 0: N proxies in front, each appending the address it saw to
 *   X-Forwarded-For; the N-th entry from the right is the client (entries further left are the
 *   client's own and are ignored).
 * - TRUSTED_PROXY_HOPS=0 (default): the TCP peer. Next's route handlers are not given the socket, so the
 *   custom server (server.ts, `npm start` and `npm run dev`) stamps the peer into PEER_HEADER on every
 *   request, replacing whatever the client sent under that name (server/node-server.ts). Without it
 *   (plain `next start`, a platform such as Vercel) that header is the client's own and is ignored: every
 *   client shares the one address UNKNOWN_CLIENT, so the limits stay safe, only coarser; configure
 *   TRUSTED_PROXY / TRUSTED_PROXY_HOPS there.
 */

export const UNKNOWN_CLIENT = "unknown";

type ProxySettings = Pick<Config, "TRUSTED_PROXY" | "TRUSTED_PROXY_HOPS">;

/** `peerStamped`: whether the custom server runs this process, so PEER_HEADER is its stamp (see above). */
export function clientAddress(headers: Headers, settings: ProxySettings = config(), peerStamped = processBridge().customServer): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (settings.TRUSTED_PROXY === "vercel") return headers.get("x-real-ip")?.trim() || forwarded.at(-1) || UNKNOWN_CLIENT;
  const hops = settings.TRUSTED_PROXY_HOPS;
  if (hops > 0) return forwarded.at(-hops) ?? forwarded[0] ?? UNKNOWN_CLIENT;
  return (peerStamped && headers.get(PEER_HEADER)?.trim()) || UNKNOWN_CLIENT;
}
