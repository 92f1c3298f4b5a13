import { spawn, type ChildProcess } from "node:child_process";
import { appServerCommand } from "@/tests/support/app-server";
import { MAIL_FROM, SMTP_URL } from "./env";

/**
 * A second server of the e2e build, started as `npm start` starts it (the custom server, server.ts), on its own
 * port and database (a libSQL file, or PostgreSQL), for the specs that stop or kill a server (crash safety,
 * graceful shutdown, several instances) or need its output. Shares the run's mail sink. `entry: "next start"` starts plain `next start` instead (what a platform
 * without the custom server runs).
 */

export interface StartedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer({
  port,
  databaseUrl,
  env = {},
  entry = "custom server",
}: {
  port: number;
  /** file:<path> or postgres://… */
  databaseUrl: string;
  env?: Record<string, string>;
  entry?: "custom server" | "next start";
}): Promise<StartedServer> {
  const url = `http://localhost:${port}`;
  // Another server left on the port would answer the health check in this one's place.
  const busy = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const [command, args] = entry === "custom server" ? appServerCommand(port) : ["node_modules/.bin/next", ["start", "-p", String(port)]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      SMTP_URL,
      MAIL_FROM,
      REMINDERS_SCHEDULER: "off",
      OPENAI_API_KEY: "",
      // The specs say who the client is in X-Forwarded-For, as one proxy in front would.
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, exit };
}

/** Stops a started server if it still runs (SIGKILL: for clean-up after a failed test). */
export async function killServer(server: StartedServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exit;
}
