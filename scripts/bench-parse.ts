/**
 * `npm run bench:parse`: speed of the local quick-add parser over the labelled corpus, on one core.
 * Prints phrases per second (wall clock and CPU time of this process) and the p50/p99 latency of one
 * parse, against the targets of issue 4 (p99 <= 1 ms, >= 10,000 phrases/s). The load average is printed
 * too: on a busy machine the wall-clock figures measure the neighbours as much as the parser.
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseTask } from "@/lib/parse/parse-task";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_UP_ROUNDS = 5;
const TARGET_PER_SECOND = 10_000;
const TARGET_P99_MS = 1;

interface Row {
  text: string;
  now: string;
  timeZone: string;
}

const rows: Row[] = readFileSync(join(__dirname, "../tests/fixtures/parse/corpus.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line));
const inputs = rows.map((r) => ({ text: r.text, ctx: { now: new Date(r.now), timeZone: r.timeZone } }));

for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const { text, ctx } of inputs) parseTask(text, ctx);

const latencies = new Float64Array(ROUNDS * inputs.length);
let n = 0;
const cpuBefore = process.cpuUsage();
const wallBefore = process.hrtime.bigint();
for (let round = 0; round < ROUNDS; round++) {
  for (const { text, ctx } of inputs) {
    const start = process.hrtime.bigint();
    parseTask(text, ctx);
    latencies[n++] = Number(process.hrtime.bigint() - start) / 1e6;
  }
}
const wallMs = Number(process.hrtime.bigint() - wallBefore) / 1e6;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;

latencies.sort();
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
const perSecondWall = n / (wallMs / 1000);
const perSecondCpu = n / (cpuMs / 1000);
const p50 = percentile(0.5);
const p99 = percentile(0.99);
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
const count = (value: number) => Math.round(value).toLocaleString("en-US");

console.log(`local parser, ${inputs.length} corpus phrases x ${ROUNDS} rounds = ${count(n)} parses`);
console.log(
  `throughput  ${count(perSecondWall)} phrases/s wall clock, ${count(perSecondCpu)} phrases/s CPU time` +
    `   target >= ${count(TARGET_PER_SECOND)}: ${mark(perSecondWall >= TARGET_PER_SECOND)}`,
);
console.log(`latency     p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms   target p99 <= ${TARGET_P99_MS} ms: ${mark(p99 <= TARGET_P99_MS)}`);
console.log(`machine     load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
