/**
 * `npm run bench:board-tasks`: the main thread's longest tasks while /todo loads and its board becomes
 * interactive, with 200 tasks (the Lighthouse benchmark's board), on a production build.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e) unless a build is already there;
 *   2. starts the app on a fresh libSQL file, signs up a verified user and seeds 200 tasks through the API;
 *   3. loads /todo BOARD_TASKS_RUNS times (default 5, after one warm-up) in headless Chromium (CHROMIUM_PATH, else
 *      /usr/bin/chromium, else Playwright's own) at a phone's size (412 × 823, Lighthouse's mobile preset), recording a performance
 *      trace (CDP) from navigation until every card is interactive and a second has passed;
 *   4. prints, per load, the renderer main thread's longest tasks (observed, unthrottled: Lighthouse's
 *      simulation multiplies them by 4) and how many took 50 ms or more, then the medians and the load average.
 * BOARD_TASKS_TRACE=lighthouse records with Lighthouse 12's extra trace categories too (JavaScript stacks and
 * style invalidation tracking, which make every DOM change slower while tracing: docs/performance.md#lighthouse).
 * A benchmark, not a test: the figures follow the machine's load.
 */
import { chromium, type Page } from "@playwright/test";
import { readTrace, type TraceEvent } from "@/tests/support/chromium-trace";
import { HOUR_CYCLE_COOKIE, TIME_ZONE_COOKIE } from "@/lib/cookies";
import { BENCH_ZONE as ZONE, chromiumPath, ensureBuild, fmtMs as fmt, loadAverage, median, runBench, seedTasks, signUp, startServer } from "./bench/harness";

const TASKS = 200;
const RUNS = Number(process.env.BOARD_TASKS_RUNS || 5);
const LONG_TASK_MS = 50;
const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"];
/** What Lighthouse 12's trace adds (node_modules/lighthouse/core/gather/gatherers/trace.js). */
const LIGHTHOUSE_CATEGORIES = ["disabled-by-default-devtools.timeline.stack", "disabled-by-default-devtools.timeline.invalidationTracking"];
const LIGHTHOUSE_TRACE = process.env.BOARD_TASKS_TRACE === "lighthouse";

/** The durations (ms) of the busiest renderer main thread's top-level tasks, longest first. */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || e.ph !== "X" || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), (e.dur ?? 0) / 1000]);
  }
  const total = (tasks: number[]) => tasks.reduce((a, b) => a + b, 0);
  const busiest = [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  return busiest.sort((a, b) => b - a);
}

async function tracedLoad(page: Page, url: string): Promise<number[]> {
  const client = await page.context().newCDPSession(page);
  await client.send("Tracing.start", {
    categories: [...CATEGORIES, ...(LIGHTHOUSE_TRACE ? LIGHTHOUSE_CATEGORIES : [])].join(","),
    transferMode: "ReturnAsStream",
  });
  await page.goto(url);
  // dnd-kit's live region for screen readers, which it adds once the board has been hydrated and mounted.
  await page.locator('[id^="DndLiveRegion-"]').waitFor({ state: "attached" });
  await page.waitForTimeout(1000);
  const tasks = mainThreadTasks(await readTrace(client));
  await client.detach();
  return tasks;
}

runBench(async () => {
  ensureBuild();
  const server = await startServer();
  try {
    const account = await signUp(server);
    await seedTasks(server, { ...account, count: TASKS });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    try {
      const context = await browser.newContext({ timezoneId: ZONE, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const [name, value] = account.cookie.split("=");
      await context.addCookies([
        { name: name!, value: value!, url: server.appUrl },
        { name: TIME_ZONE_COOKIE, value: ZONE, url: server.appUrl },
        { name: HOUR_CYCLE_COOKIE, value: "h12", url: server.appUrl },
      ]);
      const page = await context.newPage();
      const longest: number[] = [];
      const long: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        const tasks = await tracedLoad(page, `${server.appUrl}/todo`);
        if (i === 0) continue; // the first load fills the browser's cache
        longest.push(tasks[0] ?? 0);
        long.push(tasks.filter((ms) => ms >= LONG_TASK_MS).length);
        console.log(`load ${i}: longest tasks ${tasks.slice(0, 5).map(fmt).join(", ")}; ${long.at(-1)} of ${tasks.length} tasks ≥ ${LONG_TASK_MS} ms`);
      }
      console.log(`/todo, ${TASKS} tasks${LIGHTHOUSE_TRACE ? ", Lighthouse's trace categories" : ""}: longest main-thread task median ${fmt(median(longest))} (min ${fmt(Math.min(...longest))}, max ${fmt(Math.max(...longest))}), tasks ≥ ${LONG_TASK_MS} ms median ${median(long)}, over ${RUNS} loads; load average ${loadAverage()}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
});
