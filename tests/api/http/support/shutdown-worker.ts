/**
 * A server process for tests/api/http/shutdown.test.ts, wired as server.ts wires the custom server, with a stand-in
 * for Next: the node server (peer stamp, requests in flight), the graceful shutdown, and — as instrumentation and a
 * route would, from a copy of the modules of their own (Next's bundles) — the app's shutdown steps (a scheduler,
 * the store from DATABASE_URL) and a stream that ends when the shutdown starts.
 * ENTRY=next-start wires it as plain `next start` instead: a plain node:http server, endStreamsOnSignal as
 * instrumentation calls it, and with NEXT_SIGNAL_HANDLER=1 a stand-in for Next's own handler (stop accepting, exit
 * 143 once every connection has closed).
 * GET /batch starts a scheduler run of BATCH_MS; GET /slow answers after SLOW_MS; GET /stream stays open until the
 * shutdown. Prints `listening <port>`, then what happens, one line each. SHUTDOWN_GRACE_MS overrides the grace period.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createNodeServer } from "@/server/node-server";
import { installGracefulShutdown, SHUTDOWN_GRACE_MS } from "@/server/shutdown";

const BATCH_MS = 1_500;
const SLOW_MS = Number(process.env.SLOW_MS ?? 1_500);
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AppModules = typeof import("@/server/shutdown") & typeof import("@/server/jobs/scheduler") & typeof import("@/server/store");

/** The app's side, loaded afresh: every module of server/ is a new copy, as in Next's bundles. */
async function appModules(): Promise<AppModules> {
  for (const key of Object.keys(require.cache)) if (/[/\\]server[/\\]/.test(key)) delete require.cache[key];
  return { ...(await import("@/server/shutdown")), ...(await import("@/server/jobs/scheduler")), ...(await import("@/server/store")) };
}

async function main(): Promise<void> {
  const app = await appModules();
  const store = await app.getStore();
  let runs = 0;
  const scheduler = app.startScheduler({
    intervalMs: 3_600_000,
    job: async () => {
      if (runs++ === 0) return; // the run at start
      say("batch started");
      await sleep(BATCH_MS);
      await store.ping(); // the database is still open while the batch runs
      say("batch finished");
    },
  });
  app.registerShutdownSteps({
    stopJobs: () => scheduler.stop(),
    closeStore: async () => {
      await app.closeStore();
      say("store closed");
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === "/stream") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": connected\n\n");
      const off = app.onShutdown(() => {
        off();
        say("stream ended");
        res.end();
      });
      return;
    }
    if (req.url === "/batch") void scheduler.tick();
    else if (req.url === "/slow") await sleep(SLOW_MS);
    res.end(`done ${req.url}`);
    if (req.url === "/slow") say("slow answered");
  };

  if (process.env.ENTRY === "next-start") {
    const server = http.createServer(handle);
    app.endStreamsOnSignal();
    if (process.env.NEXT_SIGNAL_HANDLER === "1") process.on("SIGTERM", () => server.close(() => process.exit(143)));
    server.listen(0, "127.0.0.1", () => say(`listening ${(server.address() as AddressInfo).port}`));
    return;
  }
  const node = createNodeServer(handle);
  installGracefulShutdown(node, {
    closeApp: async () => void say("app closed"),
    graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS),
    log: say,
  });
  node.server.listen(0, "127.0.0.1", () => say(`listening ${(node.server.address() as AddressInfo).port}`));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
