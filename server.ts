/**
 * The HTTP server of a self-hosted Duely: `npm start` (production, after `npm run build`) and `npm run dev` run this
 * file, compiled by esbuild to dist/server.js (`npm run build:server`, part of both). It uses Next's documented
 * custom-server API (https://nextjs.org/docs/app/guides/custom-server): it creates the node:http server itself,
 * which stamps each request with the TCP peer's address and counts the requests in flight (server/node-server.ts),
 * answers requests for the build's static files from their Brotli copies where the browser accepts Brotli
 * (server/precompressed.ts), hands every other request to Next's request handler, compressing the answer
 * (server/compress.ts: Brotli where accepted, in place of Next's gzip), and on SIGTERM or SIGINT
 * shuts down gracefully (server/shutdown.ts). Everything else — pages, routes, the event streams,
 * instrumentation (configuration check, reminder scheduler) — is Next's, as under `next start`. Vercel does not
 * run this file (README, "Running in production").
 *
 * Usage: node dist/server.js [--dev] [-p <port>] [-H <hostname>]. As with `next start` and `next dev`, the port is
 * -p, else PORT, else 3000; without -H it listens on every interface; NODE_ENV is "development" with --dev and
 * defaults to "production" without. Like next.config.ts, this entry reads those two variables itself, before any
 * of the app is loaded; the app's configuration is read and checked by server/config.ts (from instrumentation).
 */
import { parseArgs } from "node:util";
import next from "next";
import { compressing, SERVER_COMPRESSES_ENV } from "@/server/compress";
import { createNodeServer, type RequestHandler } from "@/server/node-server";
import { precompressedStatic } from "@/server/precompressed";
import { installGracefulShutdown } from "@/server/shutdown";

const DEFAULT_PORT = 3000;

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const dev = values.dev ?? false;
const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
const hostname = values.hostname;
// Set before Next loads, as its own command line does: React and Next pick their builds by it.
Object.assign(process.env, { NODE_ENV: dev ? "development" : process.env.NODE_ENV || "production" });
// In production this server compresses Next's answers (Brotli where accepted), and next.config.ts turns Next's
// gzip off on seeing this.
if (!dev) process.env[SERVER_COMPRESSES_ENV] = "1";

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`the port must be a number from 0 to 65535, not "${values.port ?? process.env.PORT}"`);
  // Assigned once Next is prepared; the server listens only after that.
  let handle: RequestHandler = () => {};
  const node = createNodeServer((req, res) => handle(req, res));
  // With httpServer, Next answers the server's upgrade requests itself (in development, the hot-reload websocket).
  const app = next({ dev, hostname, port, httpServer: node.server });
  // Runs instrumentation.ts, which checks the configuration (a malformed variable exits here, naming it).
  await app.prepare();
  const nextHandle = app.getRequestHandler();
  // In production the build's static files go out in their Brotli copies where the browser accepts them, and
  // everything else compressed on the way out.
  if (dev) handle = nextHandle;
  else {
    const precompressed = precompressedStatic();
    const compressedNext = compressing(nextHandle);
    handle = (req, res) => (precompressed(req, res) ? undefined : compressedNext(req, res));
  }
  installGracefulShutdown(node, { closeApp: () => app.close() });
  node.server.once("error", (error) => {
    console.error("[server] could not listen", error);
    process.exit(1);
  });
  node.server.listen(port, hostname, () => {
    const address = node.server.address();
    const shown = typeof address === "object" && address ? address.port : port;
    console.info(`> Duely ${dev ? "(development) " : ""}listening on http://${hostname ?? "localhost"}:${shown}`);
  });
}

main().catch((error: unknown) => {
  console.error("[server] start-up failed", error);
  process.exit(1);
});
