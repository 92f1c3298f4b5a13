/**
 * `npm run bench:lighthouse`: Lighthouse 12's mobile preset (simulated throttling: a slow 4G network and a 4x
 * slower CPU) on a production build. A benchmark, not a test: it prints figures and marks missed targets.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e, the end-to-end tests' build) unless a build is already
 *      there (delete the folder, or run `NEXT_DIST_DIR=.next-e2e npx next build`, to measure a fresh one);
 *   2. starts the app as `npm start` does on a temporary database, signs up a verified user and seeds 200
 *      tasks through the API;
 *   3. runs Lighthouse (performance only) LIGHTHOUSE_RUNS times (default 3) on each page, each run in a fresh
 *      headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium): `/` and `/login` signed out, `/todo` as a
 *      returning user (session, zone and clock cookies in Chromium's jar), and a bare HTML page with one
 *      paragraph and no JavaScript served on loopback, the floor of the throttling model on this machine;
 *   4. prints each run (with its LCP element where Lighthouse can name it), then per page the median of each
 *      figure (score, FCP, LCP, TBT, CLS, JavaScript transferred) and the load average, marking missed targets.
 * LIGHTHOUSE_PAGES (comma-separated paths, e.g. "/,/todo") limits the pages; LIGHTHOUSE_REPORTS=<folder>
 * keeps every run's JSON report there (the trace's details: the LCP element's phases, the main-thread tasks).
 * LIGHTHOUSE_THROTTLING=devtools loads the pages throttled instead of simulating it (Lighthouse's "applied"
 * throttling: the same preset's network and CPU imposed on the browser while it loads), for the figures a phone
 * would see when the simulation's assumptions do not hold (docs/performance.md, "Lighthouse"); the targets are
 * the simulated ones. LIGHTHOUSE_PROTOCOL=h2 serves every page through an HTTPS front speaking HTTP/2
 * (scripts/bench/h2-front.ts), as a deployment's TLS proxy does; `next start` alone speaks HTTP/1.1
 * (docs/performance.md, "Sixth round").
 * Nothing is downloaded: Lighthouse runs offline against loopback.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { tmpdir } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import { HOUR_CYCLE_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { startH2Front, type H2Front } from "./bench/h2-front";
import { BENCH_ZONE, ensureBuild, freePort, loadAverage, median, runBench, seedTasks, signUp, startServer } from "./bench/harness";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const BARE = "bare HTML page";
const LIGHTHOUSE_CLI = "node_modules/lighthouse/cli/index.js";
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
const HTTP2 = process.env.LIGHTHOUSE_PROTOCOL === "h2";

interface Target {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

/** Issue targets for a phone: docs/performance.md#lighthouse. */
const TARGETS: Record<string, Target> = {
  "/": { score: 97, lcpMs: 2000, tbtMs: 100, cls: 0, jsKb: 160 },
  "/login": { score: 97, lcpMs: 2000, tbtMs: 100, cls: 0, jsKb: 160 },
  "/todo": { score: 97, lcpMs: 2000, tbtMs: 100, cls: 0, jsKb: 190 },
};

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  lcpElement: string;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

/** The parts of Lighthouse's JSON report read here. */
interface Report {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
}

/** The LCP element's selector and a short snippet, from the largest-contentful-paint-element audit. */
function lcpElementOf(audit: Audit | undefined): string {
  const table = audit?.details?.items?.[0] as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined;
  const node = table?.items?.[0]?.node;
  if (!node) return "none";
  return `${node.selector ?? ""} ${(node.snippet ?? "").slice(0, 90)}`.trim();
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--lang=en-US",
  // The HTTP/2 front's certificate is self-signed (scripts/bench/h2-front.ts).
  ...(HTTP2 ? ["--ignore-certificate-errors"] : []),
];

/**
 * One Lighthouse run through its command line in plain Node (tsx would rewrite the functions Lighthouse sends
 * into the page, which then fail there), in a fresh Chromium started here in the zone of BENCH_ZONE. A signed-in
 * run first opens `cookieUrl`, whose answer puts the user's cookies in that Chromium's jar: cookies sent as
 * extra headers are dropped from every request once the page writes a cookie of its own, and the board then
 * runs signed out. Lighthouse keeps cookies between its runs' storage resets.
 */
async function runOnce(url: string, cookieUrl: string | null, label: string, index: number, folder: string): Promise<Run> {
  const report = join(folder, `${label.replace(/[^a-z0-9]+/gi, "_") || "root"}-${index + 1}.json`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    startingUrl: cookieUrl ?? "about:blank",
    envVars: { ...process.env, TZ: BENCH_ZONE },
  });
  try {
    if (cookieUrl) await new Promise((resolve) => setTimeout(resolve, 1000)); // the cookie page has loaded
    const args = [LIGHTHOUSE_CLI, url, `--port=${chrome.port}`, "--output=json", `--output-path=${report}`, "--quiet", "--no-enable-error-reporting", "--only-categories=performance", `--throttling-method=${THROTTLING}`];
    // Asynchronously: the bare page and the cookie page are served by this process.
    const cli = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    cli.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => cli.on("close", resolve));
    if (status !== 0) throw new Error(`Lighthouse on ${url} exited ${status}: ${stderr}`);
  } finally {
    chrome.kill();
  }
  const lhr = JSON.parse(readFileSync(report, "utf8")) as Report;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const scripts = (audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === "script");
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audits["first-contentful-paint"].numericValue ?? NaN,
    lcpMs: audits["largest-contentful-paint"].numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
    jsKb: Number(scripts?.transferSize ?? 0) / 1000,
    lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]),
  };
}

/**
 * On loopback: `/` is one paragraph of HTML (no script, no style sheet: what the throttling model alone
 * costs); `/sign-in` answers with `cookies` as Set-Cookie headers. Cookies ignore the port, so those set on
 * localhost here are sent to the app on localhost.
 */
async function serveLoopbackPages(cookies: string[]): Promise<{ url: string; cookieUrl: string; server: Server }> {
  const port = await freePort();
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><p>One paragraph of text, nothing else.</p></body></html>';
  const server = createServer((req, res) => {
    if (req.url === "/sign-in") res.writeHead(200, { "content-type": "text/plain", "set-cookie": cookies }).end("signed in");
    else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { url: `http://localhost:${port}/`, cookieUrl: `http://localhost:${port}/sign-in`, server };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(label: string, runs: Run[]): string {
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  const score = m((r) => r.score);
  const lcp = m((r) => r.lcpMs);
  const tbt = m((r) => r.tbtMs);
  const cls = m((r) => r.cls);
  const js = m((r) => r.jsKb);
  const target = TARGETS[label];
  const missed = target
    ? [
        score < target.score && `score < ${target.score}`,
        lcp > target.lcpMs && `LCP > ${seconds(target.lcpMs)}`,
        tbt > target.tbtMs && `TBT > ${target.tbtMs} ms`,
        Number(cls.toFixed(3)) > target.cls && `CLS > ${target.cls}`,
        js > target.jsKb && `JS > ${target.jsKb} kB`,
      ].filter(Boolean)
    : [];
  const verdict = !target ? "reference" : missed.length ? `MISSED: ${missed.join(", ")}` : "met";
  const scores = runs.map((r) => r.score).join("/");
  return `| ${label} | ${score} (${scores}) | ${seconds(m((r) => r.fcpMs))} | ${seconds(lcp)} | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} | ${js.toFixed(0)} kB | ${verdict} |`;
}

runBench(async () => {
  ensureBuild();
  const server = await startServer();
  let bare: Awaited<ReturnType<typeof serveLoopbackPages>> | undefined;
  const fronts: H2Front[] = [];
  const folder = REPORTS ?? mkdtempSync(join(tmpdir(), "duely-lighthouse-"));
  mkdirSync(folder, { recursive: true });
  try {
    const account = await signUp(server);
    await seedTasks(server, { ...account, count: 200 });
    // A returning user's cookies: the session and the zone and clock the browser has (else the board
    // stores them and renders itself again on the first view, as on a first visit).
    bare = await serveLoopbackPages(
      [account.cookie, `${TIME_ZONE_COOKIE}=${encodeURIComponent(BENCH_ZONE)}`, `${HOUR_CYCLE_COOKIE}=h12`].map((c) => `${c}; Path=/; Max-Age=3600`),
    );
    // Each origin behind its own HTTP/2 front with LIGHTHOUSE_PROTOCOL=h2, else as served.
    const as = async (origin: string): Promise<(url: string) => string> => {
      if (!HTTP2) return (url) => url;
      const front = await startH2Front(origin);
      fronts.push(front);
      return front.url;
    };
    const [app, loopback] = [await as(server.appUrl), await as(bare.url)];
    const pages: Array<{ label: string; url: string; cookieUrl: string | null }> = [
      { label: "/", url: app(`${server.appUrl}/`), cookieUrl: null },
      { label: "/login", url: app(`${server.appUrl}/login`), cookieUrl: null },
      { label: "/todo", url: app(`${server.appUrl}/todo`), cookieUrl: loopback(bare.cookieUrl) },
      { label: BARE, url: loopback(bare.url), cookieUrl: null },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
    const results: Array<{ label: string; runs: Run[] }> = [];
    for (const page of pages.filter((p) => !only || only.includes(p.label) || (p.label === BARE && only.includes("bare")))) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await runOnce(page.url, page.cookieUrl, page.label, i, folder);
        console.log(`${page.label} run ${i + 1}: score ${run.score}, LCP ${seconds(run.lcpMs)} (${run.lcpElement}), TBT ${run.tbtMs.toFixed(0)} ms`);
        runs.push(run);
      }
      results.push({ label: page.label, runs });
    }
    const transport = HTTP2 ? "HTTP/2 over TLS (a front on loopback)" : "HTTP/1.1 on loopback";
    console.log(`\nLighthouse 12, mobile preset, ${THROTTLING === "simulate" ? "simulated" : "applied (devtools)"} throttling, ${transport}, median of ${RUNS} runs, 200 tasks — load average ${loadAverage()}`);
    console.log("| page | score (runs) | FCP | LCP | TBT | CLS | JS transferred | targets |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const { label, runs } of results) console.log(row(label, runs));
  } finally {
    for (const front of fronts) front.close();
    bare?.server.close();
    server.stop();
    if (!REPORTS) rmSync(folder, { recursive: true, force: true });
  }
});
