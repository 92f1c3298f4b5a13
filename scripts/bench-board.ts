/**
 * `npm run bench:board`: the tasks board with 2,000 tasks in one workspace, on a production build.
 *
 *   1. builds into NEXT_DIST_DIR (default .next-e2e, the end-to-end tests' build) unless a build is
 *      already there (delete the folder to measure a fresh one);
 *   2. starts `next start` on a free port with a fresh libSQL file in a temporary folder;
 *   3. registers a user through the API, marks the e-mail verified and seeds 2,000 tasks (a tenth with a
 *      comment) straight into the database file;
 *   4. measures the server render time of /todo (full HTML, 10 requests after one warm-up);
 *   5. measures, in Chromium, the time from navigation until a card can be dragged (a real mouse drag
 *      on the first card's handle starts), 5 page loads.
 * Prints both with medians. Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { chromium, type Page } from "@playwright/test";

const TASKS = 2000;
const RENDER_RUNS = 10;
const DRAG_RUNS = 5;
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";
const ZONE = "Europe/Berlin";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function build(): void {
  if (existsSync(join(DIST_DIR, "BUILD_ID"))) return console.log(`Using the existing build in ${DIST_DIR} (delete it to rebuild)`);
  console.log(`Building into ${DIST_DIR} (once; delete it to rebuild)...`);
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error("next build failed");
}

async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const appUrl = `http://localhost:${port}`;
  const server = spawn("npx", ["next", "start", "-p", String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      APP_URL: appUrl,
      DATABASE_URL: databaseUrl,
      REMINDERS_SCHEDULER: "off",
      OPENAI_API_KEY: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${appUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

/** Registers, verifies (in the database) and signs in a user; returns the session cookie and workspace id. */
async function signUp(appUrl: string, databaseUrl: string): Promise<{ cookie: string; workspaceId: string; userId: string }> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = "bench-password-1";
  const headers = { "content-type": "application/json", origin: appUrl };
  const registered = await fetch(`${appUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench User", email, password, confirmPassword: password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { user } = (await registered.json()) as { user: { id: string } };
  const db = createClient({ url: databaseUrl });
  await db.execute({ sql: "UPDATE users SET email_verification = 1 WHERE id = ?", args: [user.id] });
  db.close();
  const login = await fetch(`${appUrl}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`login: ${login.status}`);
  const workspaces = (await (await fetch(`${appUrl}/api/workspaces`, { headers: { cookie } })).json()) as {
    data: { owned: { id: string; isDefault: boolean }[] };
  };
  return { cookie, userId: user.id, workspaceId: workspaces.data.owned.find((w) => w.isDefault)!.id };
}

/** 2,000 tasks due from 3 days ago to 30 days ahead, urgencies 1-5, a tenth with one comment. */
async function seed(databaseUrl: string, { workspaceId, userId }: { workspaceId: string; userId: string }): Promise<void> {
  const db = createClient({ url: databaseUrl });
  const now = Date.now();
  const statements = [];
  for (let i = 0; i < TASKS; i++) {
    const id = randomUUID().replaceAll("-", "");
    const created = new Date(now - (TASKS - i) * 60_000).toISOString();
    const due = i % 7 === 0 ? null : new Date(now + ((i * 37) % (33 * 24)) * 3_600_000 - 3 * 86_400_000).toISOString();
    statements.push({
      sql: "INSERT INTO tasks (id, title, due_date, urgency, completed, completed_at, created_at, updated_at, workspace_id, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      args: [id, `Task number ${i + 1}`, due, 1 + ((i * 13) % 41) / 10, i % 9 === 0 ? 1 : 0, i % 9 === 0 ? created : null, created, created, workspaceId, userId],
    });
    if (i % 10 === 0) {
      statements.push({
        sql: "INSERT INTO comments (task_id, id, text, user_name, user_id, time) VALUES (?, ?, ?, ?, ?, ?)",
        args: [id, randomUUID().replaceAll("-", ""), "A comment for realism", "Bench User", userId, created],
      });
    }
  }
  await db.batch(statements, "write");
  db.close();
}

async function measureRender(appUrl: string, cookie: string): Promise<{ times: number[]; bytes: number }> {
  const headers = { cookie: `${cookie}; duely_tz=${encodeURIComponent(ZONE)}` };
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

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
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

async function main(): Promise<void> {
  build();
  const dir = mkdtempSync(join(tmpdir(), "duely-bench-"));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(port, databaseUrl);
    const account = await signUp(appUrl, databaseUrl);
    await seed(databaseUrl, account);
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
        { name: "duely_tz", value: ZONE, url: appUrl },
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
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
