/**
 * `npm run bench:live`: the live feed's delivery latency and memory, on a production build, with two server
 * processes on one database — a libSQL file, then PostgreSQL — in one run.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e) unless a build is already there;
 *   2. per backend: starts two app processes as `npm start` does (the custom server) on one fresh database, the
 *      streams' (S) and the other (W); a writer signs up and creates a workspace, and 40 members (written
 *      straight to the database: the product caps members far lower) each open 5 SSE streams on it at S: 200
 *      subscribed clients on loopback, in this process;
 *   3. the writer creates 2 x BENCH_WRITES tasks (default 50 each), one every 100 ms, alternately through S
 *      (the same process as the streams) and W (another process, whose changes reach S through the database:
 *      LISTEN/NOTIFY on PostgreSQL, the 0.5 s poll of the events table on libSQL); every client notes when each
 *      task's event arrives.
 * Prints, per path, p50 / p99 delivery latency from the write's response to each client's receipt (an event
 * that arrives before the writer has read its response counts as 0 ms), events lost, and S's memory per open
 * stream: its JS heap and external buffers with the 200 streams open, minus before, divided by 200, after one
 * warm-up round of opening and closing them, each reading taken after a full garbage collection in the server
 * (scripts/bench/memory-probe.mjs); each against its target (same process p99 ≤ 250 ms; another process on
 * PostgreSQL p99 ≤ 100 ms; ≤ 100 kB per stream, what a stream may hold when Next's pipeline serves it like any
 * other request). Resident memory is printed too, for information. PostgreSQL is the tests' embedded server
 * with its durability settings on (as bench:api states them), or TEST_DATABASE_URL's; BENCH_BACKENDS=postgres
 * (or sqlite) measures one only.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SESSION_COOKIE } from "@/lib/cookies";
import { freshAppDatabase, type AppBackend, type AppDatabase } from "@/tests/support/app-database";
import { readSse, type SseReader } from "@/tests/support/sse";
import { ensureBuild, loadAverage, runBench, signUp, startServer, type BenchServer } from "./bench/harness";

const MEMBERS = 40;
const STREAMS_PER_MEMBER = 5;
const WRITES = Number(process.env.BENCH_WRITES || 50);
const WRITE_EVERY_MS = 100;
/** Pause before each memory reading, so the server is idle (and has collected garbage) when it is read. */
const SETTLE_MS = 5_000;
const TARGET_P99_MS = 250;
const TARGET_OTHER_PROCESS_P99_MS: Record<AppBackend, number | null> = { postgres: 100, sqlite: null };
const BACKENDS = (process.env.BENCH_BACKENDS || "sqlite,postgres").split(",") as AppBackend[];
const TARGET_BYTES_PER_STREAM = 100 * 1024;

/** A session token and the hash the sessions table keeps of it (as server/auth/local/tokens makes them). */
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const PROBE_FILE = join(tmpdir(), `duely-bench-live-memory-${process.pid}.json`);

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The server's memory after a full garbage collection (scripts/bench/memory-probe.mjs answers SIGUSR2). */
async function serverMemory(server: BenchServer): Promise<Memory> {
  rmSync(PROBE_FILE, { force: true });
  if (!server.processGroup) throw new Error("no server process");
  process.kill(server.processGroup, "SIGUSR2");
  for (let i = 0; i < 100 && !existsSync(PROBE_FILE); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(PROBE_FILE, "utf8")) as Memory;
}

/** Verified members with live sessions, written to the database, and added to the workspace. */
async function addMembers(database: AppDatabase, workspaceId: string): Promise<string[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = randomUUID().replace(/-/g, "");
    const email = `live-${i}-${id.slice(0, 6)}@example.com`;
    const token = newToken();
    await database.query("INSERT INTO users (id, name, email, email_verification, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)", [id, `Member ${i}`, email, true, now, now]);
    await database.query("INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)", [hashOf(token), id, expires, now]);
    await database.query("INSERT INTO workspace_members (workspace_id, email, position) VALUES (?, ?, ?)", [workspaceId, email, i]);
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  return cookies;
}

interface Client {
  sse: SseReader;
  /** Task id -> when its event arrived (performance.now()). */
  received: Map<string, number>;
}

async function subscribe(server: BenchServer, workspaceId: string, cookie: string): Promise<Client> {
  const response = await fetch(`${server.appUrl}/api/workspaces/${workspaceId}/events`, { headers: { cookie, accept: "text/event-stream" } });
  if (response.status !== 200 || !response.body) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
  const client: Client = { sse: readSse(response.body), received: new Map() };
  void (async () => {
    for (;;) {
      const message = await client.sse.next(600_000).catch(() => null);
      if (!message) return;
      const at = performance.now();
      if (message.event !== "message") continue;
      const event = JSON.parse(message.data) as { type: string; task?: { id: string } };
      if (event.type === "task.created" && event.task) client.received.set(event.task.id, at);
    }
  })();
  return client;
}

/** Latencies (ms) from each write's answer to each client's receipt, and the events no client got. */
function deliveries(clients: Client[], answeredAt: Map<string, number>): { latencies: number[]; missing: number } {
  const latencies: number[] = [];
  let missing = 0;
  for (const client of clients) {
    for (const [taskId, answered] of answeredAt) {
      const got = client.received.get(taskId);
      if (got === undefined) missing += 1;
      else latencies.push(Math.max(0, got - answered));
    }
  }
  return { latencies, missing };
}

const judged = (value: number, target: number | null, unit: string) => (target === null ? "" : `≤ ${target} ${unit} ${value <= target ? "met" : "MISSED"}`);

async function measureBackend(backend: AppBackend): Promise<void> {
  const database = await freshAppDatabase(backend, { durable: true });
  const streams = await startServer({ database, nodeArgs: ["--expose-gc", "--import", "./scripts/bench/memory-probe.mjs"] });
  const other = await startServer({ database });
  try {
    const writer = await signUp(streams);
    const headersFor = (server: BenchServer) => ({ "content-type": "application/json", origin: server.appUrl, cookie: writer.cookie });
    const created = await fetch(`${streams.appUrl}/api/workspaces`, { method: "POST", headers: headersFor(streams), body: JSON.stringify({ name: "Live bench" }) });
    if (created.status !== 201) throw new Error(`create workspace: ${created.status} ${await created.text()}`);
    const workspaceId = ((await created.json()) as { data: { id: string } }).data.id;
    const cookies = await addMembers(database, workspaceId);

    // Warm up: open and close the 200 streams once, so the server's heap and pools have grown to this load
    // and what is measured next is what open streams keep, not first-use allocations.
    const warm = await subscribe(streams, workspaceId, writer.cookie);
    const openAll = async () => {
      const opened: Client[] = [];
      for (const cookie of cookies) for (let i = 0; i < STREAMS_PER_MEMBER; i++) opened.push(await subscribe(streams, workspaceId, cookie));
      return opened;
    };
    await Promise.all((await openAll()).map((c) => c.sse.close()));
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = await serverMemory(streams);
    const clients = await openAll();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = await serverMemory(streams);

    const answeredAt = { same: new Map<string, number>(), other: new Map<string, number>() };
    for (let n = 0; n < 2 * WRITES; n++) {
      const path = n % 2 === 0 ? "same" : "other";
      const server = path === "same" ? streams : other;
      const started = performance.now();
      const res = await fetch(`${server.appUrl}/api/tasks`, { method: "POST", headers: headersFor(server), body: JSON.stringify({ title: `Live ${n}`, workspaceId, urgency: 3 }) });
      const at = performance.now();
      if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
      answeredAt[path].set(((await res.json()) as { data: { id: string } }).data.id, at);
      await new Promise((r) => setTimeout(r, Math.max(0, WRITE_EVERY_MS - (at - started))));
    }
    await new Promise((r) => setTimeout(r, 1500));

    const heapPerStream = (after.heapUsed + after.external - before.heapUsed - before.external) / clients.length;
    const perStream = (after.rss - before.rss) / clients.length;
    console.log(`\nLive feed on ${backend === "sqlite" ? "a libSQL file" : "PostgreSQL"} — ${clients.length} SSE clients on one process, 1 writer, ${2 * WRITES} writes every ${WRITE_EVERY_MS} ms alternating between that process and another — load average ${loadAverage()}`);
    console.log("| figure | value | target |");
    console.log("|---|---|---|");
    for (const path of ["same", "other"] as const) {
      const { latencies, missing } = deliveries(clients, answeredAt[path]);
      const p99 = percentile(latencies, 99);
      const target = path === "same" ? TARGET_P99_MS : TARGET_OTHER_PROCESS_P99_MS[backend];
      const label = path === "same" ? "written through the streams' process" : "written through the other process";
      console.log(`| delivery p50, ${label} (write's response -> client) | ${percentile(latencies, 50).toFixed(1)} ms | |`);
      console.log(`| delivery p99, ${label} | ${p99.toFixed(1)} ms | ${judged(p99, target, "ms")} |`);
      console.log(`| events not received, ${label} | ${missing} of ${clients.length * WRITES} | 0 ${missing === 0 ? "met" : "MISSED"} |`);
    }
    console.log(`| server memory per open stream (JS heap + external buffers after a full GC) | ${(heapPerStream / 1024).toFixed(1)} kB | ${judged(heapPerStream / 1024, TARGET_BYTES_PER_STREAM / 1024, "kB")} |`);
    // Resident memory moves with the collector (it may even shrink after the forced GC): shown, not judged.
    console.log(`| resident memory, 200 streams open vs none | ${(perStream / 1024).toFixed(1)} kB per stream (RSS ${(before.rss / 1048576).toFixed(0)} -> ${(after.rss / 1048576).toFixed(0)} MB) | |`);
    await Promise.all([warm, ...clients].map((c) => c.sse.close()));
  } finally {
    await Promise.all([streams.stop(), other.stop()]);
    await database.drop();
    rmSync(PROBE_FILE, { force: true });
  }
}

runBench(async () => {
  ensureBuild();
  process.env.MEMORY_PROBE_FILE = PROBE_FILE;
  for (const backend of BACKENDS) await measureBackend(backend);
});
