/**
 * What every server benchmark needs: a production build, the app started as `npm start` starts it (the custom
 * server, server.ts) on a free port with a fresh database (a libSQL file unless told; tests/support/app-database.ts),
 * a verified signed-in user, and tasks seeded through the API.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { freshAppDatabase, type AppDatabase } from "@/tests/support/app-database";
import { appServerCommand } from "@/tests/support/app-server";

export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";
export const BENCH_ZONE = "Europe/Berlin";

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const fmtMs = (ms: number) => `${ms.toFixed(0)} ms`;
export const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(" / ");

/** The Chromium the browser benchmarks drive: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Builds into DIST_DIR as `npm run build` does unless a build is already there (delete the folder to measure a
 * fresh one); with an existing build, compiles the custom server again (a fraction of a second).
 */
export function ensureBuild(): void {
  if (existsSync(join(DIST_DIR, "BUILD_ID"))) {
    console.log(`Using the existing build in ${DIST_DIR} (delete it to rebuild)`);
    if (spawnSync("npm", ["run", "--silent", "build:server"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build:server failed");
  } else {
    console.log(`Building into ${DIST_DIR} (once; delete it to rebuild)...`);
    // As `npm run build` builds for `npm start`: the custom server, the service worker and the static files'
    // Brotli copies too.
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" } });
    if (result.status !== 0) throw new Error("npm run build failed");
  }
}

export interface BenchServer {
  appUrl: string;
  database: AppDatabase;
  /** The server's process group, for memory figures and stopping it. */
  processGroup: number | undefined;
  /** Ends the server, and deletes the database if startServer made it. */
  stop(): Promise<void>;
}

/**
 * The app on a free port, on `database` (several servers may share one) or else on a fresh libSQL file that
 * stop() deletes. `nodeArgs` go to node before the entry, e.g. to preload a probe.
 */
export async function startServer({ nodeArgs, database }: { nodeArgs?: string[]; database?: AppDatabase } = {}): Promise<BenchServer> {
  const own = database ? null : await freshAppDatabase("sqlite");
  const db = database ?? own!;
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(...appServerCommand(port, nodeArgs), {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      APP_URL: appUrl,
      DATABASE_URL: db.url,
      REMINDERS_SCHEDULER: "off",
      OPENAI_API_KEY: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
        await exited;
      } catch {
        // already gone
      }
    }
    await own?.drop();
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${appUrl}/api/health`)).ok) return { appUrl, database: db, processGroup: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the server did not start");
}

export interface BenchAccount {
  cookie: string;
  userId: string;
  workspaceId: string;
}

/** Registers, verifies (in the database) and signs in a user; returns the session cookie and default workspace. */
export async function signUp({ appUrl, database }: BenchServer): Promise<BenchAccount> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = "bench-password-1";
  const headers = { "content-type": "application/json", origin: appUrl };
  const registered = await fetch(`${appUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench User", email, password, confirmPassword: password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const [row] = await database.query("SELECT id FROM users WHERE lower(email) = lower(?)", [email]);
  const userId = String(row?.id);
  await database.query("UPDATE users SET email_verification = ? WHERE id = ?", [true, userId]);
  const login = await fetch(`${appUrl}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`login: ${login.status}`);
  const workspaces = (await (await fetch(`${appUrl}/api/workspaces`, { headers: { cookie } })).json()) as {
    data: { owned: { id: string; isDefault: boolean }[] };
  };
  return { cookie, userId, workspaceId: workspaces.data.owned.find((w) => w.isDefault)!.id };
}

/**
 * Seeds `count` tasks through the API, as a user would (8 requests at a time): due from 3 days ago to 30
 * days ahead (a seventh undated), urgencies 1-5, a ninth completed, a tenth with one comment. `offset`
 * numbers them after tasks seeded before.
 */
export async function seedTasks(
  { appUrl }: BenchServer,
  { cookie, workspaceId, count, offset = 0 }: BenchAccount & { count: number; offset?: number },
): Promise<void> {
  const headers = { "content-type": "application/json", origin: appUrl, cookie };
  const send = async (path: string, method: string, body: unknown) => {
    const res = await fetch(`${appUrl}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ data: { id: string } }>;
  };
  const now = Date.now();
  const one = async (n: number) => {
    const dueDate = n % 7 === 0 ? undefined : new Date(now + ((n * 37) % (33 * 24)) * 3_600_000 - 3 * 86_400_000).toISOString();
    const { data } = await send("/api/tasks", "POST", { title: `Task number ${n + 1}`, dueDate, urgency: 1 + ((n * 13) % 41) / 10, workspaceId });
    if (n % 9 === 0) await send(`/api/tasks/${data.id}`, "PATCH", { completed: true });
    if (n % 10 === 0) await send(`/api/tasks/${data.id}/comments`, "POST", { text: "A comment for realism" });
  };
  let next = offset;
  const worker = async () => {
    while (next < offset + count) await one(next++);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Runs `main`, printing a failure and exiting non-zero. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
