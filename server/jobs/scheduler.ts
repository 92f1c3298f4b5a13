import "server-only";

/**
 * A single-flight interval job: runs `job` at once and then every `intervalMs`; a tick that comes while
 * the previous run is still going is skipped, never overlapped. The timer does not keep the process
 * alive.
 */

export type TickResult<T> = { ran: true; result: T } | { ran: false; reason: "busy" | "failed" };

export interface Scheduler<T> {
  /** Runs the job now unless a run is in progress. */
  tick(): Promise<TickResult<T>>;
  /** No further ticks; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

export interface ScheduleOptions<T> {
  job: () => Promise<T>;
  intervalMs: number;
  /** A run that threw (the scheduler keeps going). */
  onError?: (error: unknown) => void;
}

export function startScheduler<T>({ job, intervalMs, onError = () => {} }: ScheduleOptions<T>): Scheduler<T> {
  let running: Promise<TickResult<T>> | null = null;

  const tick = (): Promise<TickResult<T>> => {
    if (running) return Promise.resolve({ ran: false, reason: "busy" });
    const run: Promise<TickResult<T>> = job().then(
      (result) => ({ ran: true, result }),
      (error: unknown) => {
        onError(error);
        return { ran: false, reason: "failed" };
      },
    );
    running = run.finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
