/**
 * A server process for tests/api/http/shutdown.test.ts, wired as server/startup.ts wires `next start`:
 * the request hook, the graceful shutdown, a scheduler and the store (DATABASE_URL from the environment).
 * GET /batch starts a scheduler run of BATCH_MS; GET /slow answers after SLOW_MS. Prints `listening <port>`,
 * then what happens, one line each. SHUTDOWN_GRACE_MS overrides the grace period.
 * Run with `node --conditions=react-server --import tsx` (so that "server-only" resolves to its empty module).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startScheduler } from "@/server/jobs/scheduler";
import { installRequestHook } from "@/server/node-server";
import { installGracefulShutdown, SHUTDOWN_GRACE_MS } from "@/server/shutdown";
import { closeStore, getStore } from "@/server/store";

const BATCH_MS = 1_500;
const SLOW_MS = Number(process.env.SLOW_MS ?? 1_500);
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  installRequestHook();
  const store = await getStore();
  let runs = 0;
  const scheduler = startScheduler({
    intervalMs: 3_600_000,
    job: async () => {
      if (runs++ === 0) return; // the run at start
      say("batch started");
      await sleep(BATCH_MS);
      await store.ping(); // the database is still open while the batch runs
      say("batch finished");
    },
  });
  installGracefulShutdown({
    stopJobs: () => scheduler.stop(),
    closeStore: async () => {
      await closeStore();
      say("store closed");
    },
    graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS),
    log: say,
  });
  const server = http.createServer(async (req, res) => {
    if (req.url === "/batch") void scheduler.tick();
    else if (req.url === "/slow") await sleep(SLOW_MS);
    res.end(`done ${req.url}`);
    if (req.url === "/slow") say("slow answered");
  });
  server.listen(0, "127.0.0.1", () => say(`listening ${(server.address() as AddressInfo).port}`));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
