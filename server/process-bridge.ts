/**
 * What the custom server (server.ts) and the app's server code share inside one process.
 *
 * server.ts is compiled on its own (into dist/server.js), and Next compiles instrumentation.ts and the routes into
 * bundles of their own, so a module such as server/shutdown.ts is loaded more than once in one process, each copy
 * with its own module variables. What the copies must share is therefore kept on the process's global object, under
 * a key made with Symbol.for: every copy derives the same symbol from the same name, and no other code can reach or
 * overwrite it by accident, as it could a plain property name. Only server/node-server.ts, server/shutdown.ts and
 * server/client-address.ts use it. No "server-only" here: server.ts imports this module outside Next.
 */

/** The app's own steps of a graceful shutdown, which instrumentation registers (server/startup.ts). */
export interface AppShutdownSteps {
  /** Resolves when the background jobs have stopped and a batch that was running has finished. */
  stopJobs: () => Promise<void>;
  closeStore: () => Promise<void>;
}

export interface ProcessBridge {
  /**
   * Set when server.ts created its HTTP server: every request of this process then comes through it, with the
   * TCP peer's address stamped by it (server/node-server.ts). Without it (plain `next start`, Vercel) the stamp's
   * header is whatever the client wrote, and is ignored.
   */
  customServer: boolean;
  /** Told first when a shutdown starts (server/shutdown.ts onShutdown): the long-lived streams end. */
  shutdownListeners: Set<() => void>;
  shutdownSteps: AppShutdownSteps | undefined;
}

const KEY = Symbol.for("duely.process-bridge");

/** This process's bridge, created by whichever copy asks first. */
export function processBridge(): ProcessBridge {
  const holder = globalThis as typeof globalThis & { [KEY]?: ProcessBridge };
  holder[KEY] ??= { customServer: false, shutdownListeners: new Set(), shutdownSteps: undefined };
  return holder[KEY];
}
