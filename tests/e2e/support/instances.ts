import type { AppDatabase } from "@/tests/support/app-database";
import { CRON_SECRET } from "./env";
import { killServer, startServer, type StartedServer } from "./server";

/**
 * Several servers of the e2e build on one database, as a deployment behind a load balancer runs them: each
 * started as `npm start` starts it (the custom server) on its own port, with its own APP_URL, the run's mail
 * sink and CRON_SECRET, no in-process reminder scheduler (the specs call the cron route), and trusting one
 * proxy (the specs say who the client is in X-Forwarded-For). The database is a fresh one
 * (tests/support/app-database.ts): on PostgreSQL, or on a libSQL file.
 */

export interface Instances {
  readonly servers: StartedServer[];
  /** The address of instance `i`. */
  url(i: number): string;
  /** Starts instance `i` again on its port (after it stopped or was killed). */
  restart(i: number): Promise<StartedServer>;
  /** SIGTERM to every running instance; resolves once all have exited. */
  stopAll(): Promise<void>;
  /** SIGKILL to whatever still runs (clean-up after a failure). */
  killAll(): Promise<void>;
}

/** `count` instances on `database`, on the ports from `firstPort` on, started side by side. */
export async function startInstances(database: AppDatabase, { count, firstPort }: { count: number; firstPort: number }): Promise<Instances> {
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  const start = (port: number) => startServer({ port, databaseUrl: database.url, env: { CRON_SECRET } });
  const started = await Promise.allSettled(ports.map(start));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(servers.map(killServer));
    throw failed.reason;
  }
  return {
    servers,
    url: (i) => servers[i].url,
    async restart(i) {
      servers[i] = await start(ports[i]);
      return servers[i];
    },
    async stopAll() {
      const running = servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null);
      for (const server of running) server.child.kill("SIGTERM");
      await Promise.all(running.map((server) => server.exit));
    },
    async killAll() {
      await Promise.all(servers.map(killServer));
    },
  };
}
