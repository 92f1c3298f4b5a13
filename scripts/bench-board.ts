/**
 * `npm run bench:board`: the tasks board with 2,000 tasks in one workspace, on a production build.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e, the end-to-end tests' build) unless a build is
 *      already there (delete the folder to measure a fresh one);
 *   2. starts the app as `npm start` does on a free port with a fresh libSQL file in a temporary folder;
 *   3. registers a user through the API, marks the e-mail verified and seeds 2,000 tasks through the API
 *      (a tenth with a comment);
 *   4. measures the server render time of /todo (full HTML, 10 requests after one warm-up);
 *   5. measures, in Chromium, the time from navigation until a card can be dragged (a real mouse drag
 *      on the first card's handle starts), 5 page loads.
 * Prints both with medians. Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own.
 */
import { chromium, type Page } from "@playwright/test";
import { TIME_ZONE_COOKIE } from "@/lib/cookies";
import { BENCH_ZONE as ZONE, chromiumPath, ensureBuild, fmtMs as fmt, median, runBench, seedTasks, signUp, startServer } from "./bench/harness";

const TASKS = 2000;
const RENDER_RUNS = 10;
const DRAG_RUNS = 5;

async function measureRender(appUrl: string, cookie: string): Promise<{ times: number[]; bytes: number }> {
  const headers = { cookie: `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(ZONE)}` };
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i <= RENDER_RUNS; i++) {
    const start = performance.now();
    const res = await fetch(`${appUrl}/todo`, { headers });
    const html = await res.text();
    const elapsed = performance.now() - start;
    if (res.status !== 200 || !html.includes("Task number 1")) throw new Error(`/todo answered ${res.status} without the tasks`);
    if (i > 0) times.push(elapsed); // the first request warms the server up
    bytes = html.length;
  }
  return { times, bytes };
}

/** From navigation until a mouse drag on the first card's handle starts (the drag overlay appears). */
async function timeUntilDraggable(page: Page, appUrl: string): Promise<number> {
  const start = performance.now();
  await page.goto(`${appUrl}/todo`, { waitUntil: "commit" });
  const handle = page.getByRole("button", { name: /^Drag / }).first();
  await handle.waitFor();
  for (;;) {
    const box = await handle.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20, { steps: 2 });
      const dragging = await page.getByTestId("drag-overlay").isVisible();
      await page.keyboard.press("Escape");
      await page.mouse.up();
      if (dragging) return performance.now() - start;
    }
    await page.waitForTimeout(10);
  }
}

runBench(async () => {
  ensureBuild();
  const server = await startServer();
  const appUrl = server.appUrl;
  try {
    const account = await signUp(server);
    await seedTasks(server, { ...account, count: TASKS });
    console.log(`Seeded ${TASKS} tasks in one workspace.`);
    const render = await measureRender(appUrl, account.cookie);
    console.log(
      `Server render of /todo (${TASKS} tasks, ${(render.bytes / 1024).toFixed(0)} KiB of HTML): ` +
        `median ${fmt(median(render.times))}, min ${fmt(Math.min(...render.times))}, max ${fmt(Math.max(...render.times))} over ${RENDER_RUNS} requests`,
    );

    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    try {
      const context = await browser.newContext({ timezoneId: ZONE, viewport: { width: 1280, height: 900 } });
      const [name, value] = account.cookie.split("=");
      await context.addCookies([
        { name, value, url: appUrl },
        { name: TIME_ZONE_COOKIE, value: ZONE, url: appUrl },
      ]);
      const page = await context.newPage();
      const times: number[] = [];
      for (let i = 0; i <= DRAG_RUNS; i++) {
        const elapsed = await timeUntilDraggable(page, appUrl);
        if (i > 0) times.push(elapsed); // the first load fills the browser's cache
      }
      console.log(
        `Time until a card can be dragged: median ${fmt(median(times))}, min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))} over ${DRAG_RUNS} page loads`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
});
