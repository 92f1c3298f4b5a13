import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { processBridge } from "@/server/process-bridge";

/**
 * The HTTP server of the custom server (server.ts), which hands every request to its handler (server.ts: the
 * static files' Brotli copies, else Next with its answer compressed). Before it does, it
 * - stamps the TCP peer's address on the request (PEER_HEADER), since Next hands route handlers neither the socket
 *   nor its address: server/client-address.ts reads it;
 * - counts the requests being answered (until both the response has closed and the handler has settled), so a
 *   graceful shutdown can wait for them before it closes the database (server/shutdown.ts).
 * No "server-only" here: server.ts imports this module outside Next.
 */

/** Set on every request by the custom server, replacing whatever a client sent under that name. */
export const PEER_HEADER = "x-duely-peer-address";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface NodeServer {
  server: http.Server;
  /** Requests received whose response has not closed yet or whose handler is still at work. */
  inFlight: () => number;
}

/** Creates the process's HTTP server around `handle` (not listening yet), and tells the app it runs behind it. */
export function createNodeServer(handle: RequestHandler): NodeServer {
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    stampPeerAddress(req);
    // In flight until its response has closed and its handler has settled: a client that goes away closes the
    // response while the page or route may still be at work, reading or writing the database.
    inFlight += 1;
    let pending = 2;
    const settled = () => {
      pending -= 1;
      if (pending === 0) inFlight -= 1;
    };
    res.once("close", settled);
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        console.error(`[server] answering ${req.method} ${req.url} failed`, error);
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 500;
          res.end();
        }
      })
      .finally(settled);
  });
  processBridge().customServer = true;
  return { server, inFlight: () => inFlight };
}

/** Writes the socket's peer address into PEER_HEADER, deleting a value the client sent when there is none. */
export function stampPeerAddress(req: IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
}
