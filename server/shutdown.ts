import type { NodeServer } from "@/server/node-server";
import { processBridge, type AppShutdownSteps } from "@/server/process-bridge";

/**
 * Graceful shutdown of the custom server (server.ts) on SIGTERM (and SIGINT): end the long-lived streams, stop the
 * background jobs (a batch already running is let finish), stop accepting connections and let the requests in
 * flight finish, all within SHUTDOWN_GRACE_MS; then close Next and the database and exit 0. Past the grace period,
 * the connections still open are cut and the rest is closed all the same.
 *
 * The streams, the jobs and the database belong to the app, which Next loads in bundles of its own: they hand
 * their part over through the process bridge (server/process-bridge.ts says why): the streams with onShutdown
 * (server/live/stream.ts), the jobs and the store with registerShutdownSteps (instrumentation, server/startup.ts).
 * Without the custom server (plain `next start`), Next's own signal handler shuts down instead, helped by
 * endStreamsOnSignal.
 */

export const SHUTDOWN_GRACE_MS = 10_000;
const POLL_MS = 25;

export interface ShutdownOptions {
  /** Closes Next once the requests are done (it waits for work scheduled with `after`). */
  closeApp?: () => Promise<void>;
  graceMs?: number;
  log?: (line: string) => void;
}

/**
 * Called when a shutdown starts, for requests that would otherwise never finish on their own (long-lived streams
 * end themselves here, so the shutdown does not wait out the grace period). Returns the function that unregisters it.
 */
export function onShutdown(listener: () => void): () => void {
  const { shutdownListeners } = processBridge();
  shutdownListeners.add(listener);
  return () => shutdownListeners.delete(listener);
}

/** The app's jobs and store, for the custom server's shutdown to stop and close (the last registration counts). */
export function registerShutdownSteps(steps: AppShutdownSteps): void {
  processBridge().shutdownSteps = steps;
}

/** Runs the shutdown once; resolves when it is done (the caller exits). */
export async function shutDown({ server, inFlight }: NodeServer, { closeApp, graceMs = SHUTDOWN_GRACE_MS, log = console.info }: ShutdownOptions = {}): Promise<void> {
  const deadline = Date.now() + graceMs;
  const { shutdownSteps } = processBridge();
  tellShutdownListeners();
  let jobsDone = false;
  void Promise.resolve(shutdownSteps?.stopJobs())
    .catch((error: unknown) => console.error("[shutdown] stopping the jobs failed", error))
    .finally(() => (jobsDone = true));
  server.close();

  while (Date.now() < deadline && !(jobsDone && inFlight() === 0)) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const unfinished = inFlight();
  if (unfinished > 0 || !jobsDone) log(`[shutdown] grace period over: ${unfinished} request(s) cut${jobsDone ? "" : ", jobs still running"}`);
  // Whatever is still open is idle keep-alive (or over time): cut it so the server closes.
  server.closeAllConnections();
  if (closeApp) await withinDeadline(closeApp(), deadline).catch((error: unknown) => console.error("[shutdown] closing Next failed", error));
  await shutdownSteps?.closeStore().catch((error: unknown) => console.error("[shutdown] closing the database failed", error));
  log("[shutdown] done");
}

/** Takes SIGTERM and SIGINT over: shut down, then exit 0. A repeated signal is ignored. */
export function installGracefulShutdown(target: NodeServer, options: ShutdownOptions = {}): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    (options.log ?? console.info)(`[shutdown] ${signal}: finishing requests and jobs (at most ${(options.graceMs ?? SHUTDOWN_GRACE_MS) / 1000} s)`);
    void shutDown(target, options).finally(() => process.exit(0));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/**
 * For plain `next start` (no custom server): Next's own signal handler stops accepting, waits for every open
 * connection, then exits 143 (without waiting for our jobs: a reminder batch it cuts is claimed again once its
 * lease runs out). An open live stream never ends by itself, so Next would wait for ever: this ends the streams
 * when the signal comes, beside Next's handler. Where nothing else handles the signal, it is raised again for its
 * default action: the process ends, as it would have without this listener.
 */
export function endStreamsOnSignal(): void {
  if (processBridge().customServer) return;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      tellShutdownListeners();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

function tellShutdownListeners(): void {
  for (const listener of processBridge().shutdownListeners) {
    try {
      listener();
    } catch (error) {
      console.error("[shutdown] a shutdown listener failed", error);
    }
  }
}

/** `work`, or a rejection once the deadline has passed. */
function withinDeadline(work: Promise<void>, deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error("not done within the grace period")), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
