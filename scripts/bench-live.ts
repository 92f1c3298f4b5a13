/**
 * `npm run bench:live`: the live feed's delivery latency and memory, on a production build.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e) unless a build is already there;
 *   2. starts the app as `npm start` does (the custom server) on a temporary database; a writer signs up and
 *      creates a workspace, and 40 members (written straight to the database: the product caps members far
 *      lower) each open 5 SSE streams on it: 200 subscribed clients on loopback, in this process;
 *   3. the writer creates BENCH_WRITES tasks (default 50), one every 100 ms, through the API; every client
 *      notes when each task's event arrives.
 * Prints p50 / p99 delivery latency from the write's response to each client's receipt (an event that
 * arrives before the writer has read its response counts as 0 ms: the server sends it before answering),
 * and the server's memory per open stream: its JS heap and external buffers with the 200 streams open,
 * minus before, divided by 200, after one warm-up round of opening and closing them, each reading taken
 * after a full garbage collection in the server (scripts/bench/memory-probe.mjs); each against its target
 * (p99 ≤ 250 ms; ≤ 100 kB per stream, what a stream may hold when Next's pipeline serves it like any other
 * request). Resident memory is printed too, for information.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { SESSION_COOKIE } from "@/lib/cookies";
import { readSse, type SseReader } from "@/tests/support/sse";
import { ensureBuild, loadAverage, runBench, signUp, startServer, type BenchServer } from "./bench/harness";

const MEMBERS = 40;
const STREAMS_PER_MEMBER = 5;
const WRITES = Number(process.env.BENCH_WRITES || 50);
const WRITE_EVERY_MS = 100;
/** Pause before each memory reading, so the server is idle (and has collected garbage) when it is read. */
const SETTLE_MS = 5_000;
const TARGET_P99_MS = 250;
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
async function addMembers(server: BenchServer, workspaceId: string): Promise<string[]> {
  const db = createClient({ url: server.databaseUrl });
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = randomUUID().replace(/-/g, "");
    const email = `live-${i}-${id.slice(0, 6)}@example.com`;
    const token = newToken();
    await db.batch([
      { sql: "INSERT INTO users (id, name, email, email_verification, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)", args: [id, `Member ${i}`, email, now, now] },
      { sql: "INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)", args: [hashOf(token), id, expires, now] },
      { sql: "INSERT INTO workspace_members (workspace_id, email, position) VALUES (?, ?, ?)", args: [workspaceId, email, i] },
    ]);
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  db.close();
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

runBench(async () => {
  ensureBuild();
  process.env.MEMORY_PROBE_FILE = PROBE_FILE;
  const server = await startServer({ nodeArgs: ["--expose-gc", "--import", "./scripts/bench/memory-probe.mjs"] });
  try {
    const writer = await signUp(server);
    const headers = { "content-type": "application/json", origin: server.appUrl, cookie: writer.cookie };
    const created = await fetch(`${server.appUrl}/api/workspaces`, { method: "POST", headers, body: JSON.stringify({ name: "Live bench" }) });
    if (created.status !== 201) throw new Error(`create workspace: ${created.status} ${await created.text()}`);
    const workspaceId = ((await created.json()) as { data: { id: string } }).data.id;
    const cookies = await addMembers(server, workspaceId);

    // Warm up: open and close the 200 streams once, so the server's heap and pools have grown to this load
    // and what is measured next is what open streams keep, not first-use allocations.
    const warm = await subscribe(server, workspaceId, writer.cookie);
    const openAll = async () => {
      const opened: Client[] = [];
      for (const cookie of cookies) for (let i = 0; i < STREAMS_PER_MEMBER; i++) opened.push(await subscribe(server, workspaceId, cookie));
      return opened;
    };
    await Promise.all((await openAll()).map((c) => c.sse.close()));
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = await serverMemory(server);
    const clients = await openAll();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = await serverMemory(server);

    const answeredAt = new Map<string, number>();
    for (let n = 0; n < WRITES; n++) {
      const started = performance.now();
      const res = await fetch(`${server.appUrl}/api/tasks`, { method: "POST", headers, body: JSON.stringify({ title: `Live ${n}`, workspaceId, urgency: 3 }) });
      const at = performance.now();
      if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
      answeredAt.set(((await res.json()) as { data: { id: string } }).data.id, at);
      await new Promise((r) => setTimeout(r, Math.max(0, WRITE_EVERY_MS - (at - started))));
    }
    await new Promise((r) => setTimeout(r, 1500));

    const latencies: number[] = [];
    let missing = 0;
    for (const client of clients) {
      for (const [taskId, answered] of answeredAt) {
        const got = client.received.get(taskId);
        if (got === undefined) missing += 1;
        else latencies.push(Math.max(0, got - answered));
      }
    }
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const perStream = (after.rss - before.rss) / clients.length;
    const heapPerStream = (after.heapUsed + after.external - before.heapUsed - before.external) / clients.length;
    console.log(`\nLive feed — ${clients.length} SSE clients, 1 writer, ${WRITES} writes every ${WRITE_EVERY_MS} ms — load average ${loadAverage()}`);
    console.log("| figure | value | target |");
    console.log("|---|---|---|");
    console.log(`| delivery p50 (write's response -> client) | ${p50.toFixed(1)} ms | |`);
    console.log(`| delivery p99 | ${p99.toFixed(1)} ms | ≤ ${TARGET_P99_MS} ms ${p99 <= TARGET_P99_MS ? "met" : "MISSED"} |`);
    console.log(`| events not received | ${missing} of ${clients.length * WRITES} | 0 ${missing === 0 ? "met" : "MISSED"} |`);
    console.log(
      `| server memory per open stream (JS heap + external buffers after a full GC) | ${(heapPerStream / 1024).toFixed(1)} kB | ≤ ${TARGET_BYTES_PER_STREAM / 1024} kB ${heapPerStream <= TARGET_BYTES_PER_STREAM ? "met" : "MISSED"} |`,
    );
    // Resident memory moves with the collector (it may even shrink after the forced GC): shown, not judged.
    console.log(`| resident memory, 200 streams open vs none | ${(perStream / 1024).toFixed(1)} kB per stream (RSS ${(before.rss / 1048576).toFixed(0)} -> ${(after.rss / 1048576).toFixed(0)} MB) | |`);
    await Promise.all([warm, ...clients].map((c) => c.sse.close()));
  } finally {
    server.stop();
    rmSync(PROBE_FILE, { force: true });
  }
});
