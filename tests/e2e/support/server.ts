import { spawn, type ChildProcess } from "node:child_process";
import { MAIL_FROM, SMTP_URL } from "./env";

/**
 * A second `next start` of the e2e build, on its own port and database file, for the specs that stop
 * or kill a server (crash safety, graceful shutdown). Shares the run's mail sink.
 */

export interface StartedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer({ port, databaseFile, env = {} }: { port: number; databaseFile: string; env?: Record<string, string> }): Promise<StartedServer> {
  const url = `http://localhost:${port}`;
  // Another server left on the port would answer the health check in this one's place.
  const busy = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      DATABASE_URL: `file:${databaseFile}`,
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
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`next start exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`next start did not answer within 60 s:\n${output}`);
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
