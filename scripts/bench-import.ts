/**
 * `npm run bench:import`: what an import costs, and what it does to another user's requests meanwhile,
 * on a production build.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e) unless a build is already there;
 *   2. starts `next start` on a temporary database and signs up two verified users, the importer and another;
 *   3. for each file, the importer posts it to /api/import while the other user sends GET /api/health and
 *      GET /api/tasks?workspaceId=<theirs> one after the other on a kept-alive connection until the import
 *      has answered; first the other user alone for a few seconds, as the baseline.
 * Files: the report's Todoist CSV (one task, 2,500 notes, 17.5 kB), committed; a Duely export at the
 * limits (2 tasks of 2,499 comments, and 5,000 tasks), committed; Todoist previews of 4,900 rows whose DATE
 * cells have 950 characters (the report's; not parsed now) and 200 (the most that is parsed), and of 5 MB of
 * blank lines (parsed 64 kB at a time).
 * Prints, per file: its size, the answer, the import's time, and the other user's requests answered
 * during it with their median and maximum latency.
 */
import { duelyExport, exportedTask } from "@/tests/support/duely-export";
import { ensureBuild, fmtMs, loadAverage, median, runBench, signUp, startServer, type BenchAccount, type BenchServer } from "./bench/harness";

const BASELINE_MS = 3000;

interface Case {
  label: string;
  source: "todoist" | "duely";
  mode: "preview" | "commit";
  body: string;
}

function cases(): Case[] {
  // As the report's: 2,500 short notes under one task, 17.5 kB.
  const notes = "TYPE,CONTENT\ntask,x\n" + Array.from({ length: 2500 }, (_, i) => `note,${i % 10}\n`).join("");
  const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `Comment number ${i} of a long thread`, user: "Alice", userId: "u", time: "2026-11-02T00:00:00.000Z" }));
  const deep = duelyExport([{ isDefault: true, tasks: [exportedTask("a", { comments: comments(2499) }), exportedTask("b", { comments: comments(2499) })] }]);
  const wide = duelyExport([{ isDefault: true, tasks: Array.from({ length: 5000 }, (_, i) => exportedTask(`t${i}`, { description: "A description of some length. ".repeat(10) })) }]);
  const dates = (length: number) => {
    const date = "every monday and tuesday and wednesday ".repeat(30).slice(0, length);
    return "TYPE,CONTENT,DATE\n" + Array.from({ length: 4900 }, (_, i) => `task,Task ${i},"${date}"\n`).join("");
  };
  return [
    { label: "Todoist CSV, 1 task + 2,500 notes (commit)", source: "todoist", mode: "commit", body: notes },
    { label: "Duely JSON, 2 tasks × 2,499 comments (commit)", source: "duely", mode: "commit", body: deep },
    { label: "Duely JSON, 5,000 tasks (commit)", source: "duely", mode: "commit", body: wide },
    { label: "Todoist CSV, 4,900 rows, 950-char dates (preview)", source: "todoist", mode: "preview", body: dates(950) },
    { label: "Todoist CSV, 4,900 rows, 200-char dates (preview)", source: "todoist", mode: "preview", body: dates(200) },
    { label: "Todoist CSV, 5 MB of blank lines (preview)", source: "todoist", mode: "preview", body: "TYPE,CONTENT\n" + "\n".repeat(5 * 1024 * 1024 - 14) },
  ];
}

interface Probe {
  count: number;
  p50: number;
  max: number;
}

/** The other user's requests, one after the other, until `done` settles (or for BASELINE_MS without one). */
async function probe({ appUrl }: BenchServer, other: BenchAccount, done?: Promise<unknown>): Promise<Probe> {
  let finished = false;
  void done?.finally(() => (finished = true));
  const until = Date.now() + BASELINE_MS;
  const latencies: number[] = [];
  const paths = ["/api/health", `/api/tasks?workspaceId=${other.workspaceId}`];
  for (let i = 0; done ? !finished : Date.now() < until; i++) {
    const started = performance.now();
    const res = await fetch(`${appUrl}${paths[i % 2]}`, { headers: { cookie: other.cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${paths[i % 2]}: ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return { count: latencies.length, p50: latencies.length ? median(latencies) : 0, max: latencies.length ? Math.max(...latencies) : 0 };
}

async function main() {
  ensureBuild();
  const server = await startServer();
  try {
    const [importer, other] = [await signUp(server), await signUp(server)];
    const baseline = await probe(server, other);
    console.log(`\nbench:import — load average ${loadAverage()}`);
    console.log(`Another user's GET /api/health and GET /api/tasks with no import running: ${baseline.count} in ${BASELINE_MS / 1000} s, median ${fmtMs(baseline.p50)}, max ${fmtMs(baseline.max)}`);
    console.log("\n| file | size | answer | import | other user's requests during it | their median | their max |");
    console.log("|---|---|---|---|---|---|---|");
    for (const c of cases()) {
      const started = performance.now();
      const url = `${server.appUrl}/api/import?source=${c.source}&mode=${c.mode}&workspaceId=${importer.workspaceId}`;
      const answer = fetch(url, { method: "POST", headers: { cookie: importer.cookie, origin: server.appUrl, "content-type": "text/plain" }, body: c.body }).then(async (res) => {
        const text = await res.text();
        return { status: res.status, ms: performance.now() - started, text };
      });
      const [result, during] = await Promise.all([answer, probe(server, other, answer)]);
      if (result.status >= 300) throw new Error(`${c.label}: ${result.status} ${result.text.slice(0, 200)}`);
      const size = c.body.length >= 1e6 ? `${(c.body.length / 1e6).toFixed(1)} MB` : `${(c.body.length / 1e3).toFixed(1)} kB`;
      console.log(`| ${c.label} | ${size} | ${result.status} | ${fmtMs(result.ms)} | ${during.count} | ${fmtMs(during.p50)} | ${fmtMs(during.max)} |`);
    }
  } finally {
    await server.stop();
  }
}

runBench(main);
