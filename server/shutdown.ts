import { requestHookState } from "@/server/node-server";

/**
 * Graceful shutdown on SIGTERM (and SIGINT): stop the background jobs (a batch already running is
 * let finish), stop accepting connections and let the requests in flight finish, all within
 * SHUTDOWN_GRACE_MS; then close the database and exit 0. Past the grace period, the connections still
 * open are cut and the database closed all the same. It replaces `next start`'s own signal handler,
 * which exits with 143 without waiting for our jobs.
 */

export const SHUTDOWN_GRACE_MS = 10_000;
const POLL_MS = 25;

export interface ShutdownSteps {
  /** Each resolves when its job has stopped and its running batch finished. */
  stopJobs: () => Promise<void>;
  closeStore: () => Promise<void>;
  graceMs?: number;
  log?: (line: string) => void;
}

const listeners = ((globalThis as typeof globalThis & { __duelyShutdownListeners?: Set<() => void> }).__duelyShutdownListeners ??= new Set());

/**
 * Called when a shutdown starts, for requests that would otherwise never finish on their own
 * (long-lived streams should end themselves here so the shutdown does not wait out the grace period).
 * Returns the function that unregisters it.
 */
export function onShutdown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs the shutdown once; resolves when it is done (the caller exits). */
export async function shutDown({ stopJobs, closeStore, graceMs = SHUTDOWN_GRACE_MS, log = console.info }: ShutdownSteps): Promise<void> {
  const deadline = Date.now() + graceMs;
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error("[shutdown] a shutdown listener failed", error);
    }
  }
  const jobs = stopJobs().catch((error: unknown) => console.error("[shutdown] stopping the jobs failed", error));
  const { servers } = requestHookState();
  for (const server of servers) server.close();

  let jobsDone = false;
  void jobs.then(() => (jobsDone = true));
  while (Date.now() < deadline && !(jobsDone && requestHookState().inFlight === 0)) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const unfinished = requestHookState().inFlight;
  if (unfinished > 0 || !jobsDone) log(`[shutdown] grace period over: ${unfinished} request(s) cut${jobsDone ? "" : ", jobs still running"}`);
  // Whatever is still open is idle keep-alive (or over time): cut it so the servers close.
  for (const server of servers) server.closeAllConnections();
  await closeStore().catch((error: unknown) => console.error("[shutdown] closing the database failed", error));
  log("[shutdown] done");
}

const holder = globalThis as typeof globalThis & { __duelyShutdown?: boolean };

/** Takes SIGTERM and SIGINT over (once per process): shut down, then exit 0. A repeated signal is ignored. */
export function installGracefulShutdown(steps: ShutdownSteps): void {
  if (holder.__duelyShutdown) return;
  holder.__duelyShutdown = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    (steps.log ?? console.info)(`[shutdown] ${signal}: finishing requests and jobs (at most ${(steps.graceMs ?? SHUTDOWN_GRACE_MS) / 1000} s)`);
    void shutDown(steps).finally(() => process.exit(0));
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
