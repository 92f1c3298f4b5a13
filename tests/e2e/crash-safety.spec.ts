import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { verifiedUserOn } from "./support/auth";
import { APP_PORT } from "./support/env";
import { killServer, startServer, type StartedServer } from "./support/server";
import { expect, test } from "./support/test";

/**
 * Crash safety and graceful shutdown of the production build, started as `npm start` starts it (the custom
 * server), on a libSQL file:
 * - SIGKILL during a burst of task writes and comments, restart on the same file: every write that was
 *   answered 2xx is there, and the file passes PRAGMA integrity_check;
 * - SIGTERM with writes in flight: those accepted are answered, and the process exits 0 within 10 s.
 */

const PORT = APP_PORT + 97;
const BURST = 120;

const dataOf = async <T>(res: { json(): Promise<unknown> }): Promise<T> => {
  const body = (await res.json()) as { data?: T } & T;
  return (body && typeof body === "object" && "data" in body ? body.data : body) as T;
};

/** A verified, signed-in user of the server at `url`, from a made-up client address (the server trusts one proxy). */
const verifiedUser = (url: string) => verifiedUserOn(url, { prefix: "crash", forwardedFor: `10.9.${Math.floor(Math.random() * 250)}.1` });

test.describe("a server on a libSQL file", () => {
  let dir: string;
  const started: StartedServer[] = [];
  const start = async (databaseFile: string) => {
    const server = await startServer({ port: PORT, databaseUrl: `file:${databaseFile}` });
    started.push(server);
    return server;
  };
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "duely-crash-"));
  });
  test.afterEach(async () => {
    for (const server of started.splice(0)) await killServer(server);
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("keeps every acknowledged write through a SIGKILL mid-burst, and the file stays sound", async () => {
    test.setTimeout(180_000);
    const databaseFile = join(dir, "crash.db");
    const first = await start(databaseFile);
    const { api, workspaceId } = await verifiedUser(first.url);
    const anchor = await dataOf<{ id: string }>(await api.post("/api/tasks", { data: { title: "Anchor task", workspaceId } }));

    const acknowledgedTasks: string[] = [];
    const acknowledgedComments: string[] = [];
    const writes = Array.from({ length: BURST }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 5));
      try {
        if (i % 2 === 0) {
          const res = await api.post("/api/tasks", { data: { title: `Burst task ${i}`, workspaceId }, timeout: 10_000 });
          if (res.ok()) acknowledgedTasks.push((await dataOf<{ id: string }>(res)).id);
        } else {
          const res = await api.post(`/api/tasks/${anchor.id}/comments`, { data: { text: `Burst comment ${i}` }, timeout: 10_000 });
          if (res.ok()) acknowledgedComments.push((await dataOf<{ comment: { id: string } }>(res)).comment.id);
        }
      } catch {
        // cut by the kill: not acknowledged, so nothing is promised about it
      }
    });
    // Kill while the burst is still arriving (it spans BURST * 5 ms).
    await new Promise((resolve) => setTimeout(resolve, BURST * 2.5));
    first.child.kill("SIGKILL");
    await Promise.all(writes);
    await first.exit;
    // The kill came mid-burst: some writes were acknowledged, the later ones were cut.
    expect(acknowledgedTasks.length + acknowledgedComments.length).toBeGreaterThan(0);
    expect(acknowledgedTasks.length + acknowledgedComments.length).toBeLessThan(BURST);

    const second = await start(databaseFile);
    try {
      const again = await verifiedUserSession(second.url, api);
      const tasks = await dataOf<{ id: string; comments: { id: string }[] }[]>(await again.get(`/api/tasks?workspaceId=${workspaceId}`));
      const taskIds = new Set(tasks.map((t) => t.id));
      for (const id of acknowledgedTasks) expect(taskIds.has(id), `acknowledged task ${id}`).toBe(true);
      const commentIds = new Set(tasks.find((t) => t.id === anchor.id)?.comments.map((c) => c.id));
      for (const id of acknowledgedComments) expect(commentIds.has(id), `acknowledged comment ${id}`).toBe(true);
    } finally {
      second.child.kill("SIGTERM");
      await second.exit;
    }

    const db = createClient({ url: `file:${databaseFile}` });
    const { rows } = await db.execute("PRAGMA integrity_check");
    db.close();
    expect(rows.map((row) => row[0])).toEqual(["ok"]);
  });

  test("on SIGTERM ends live streams, answers what it accepted (never a 5xx), closes the database and exits 0 at once", async () => {
    test.setTimeout(120_000);
    const server = await start(join(dir, "shutdown.db"));
    const { api, workspaceId } = await verifiedUser(server.url);
    // An open live board (a Server-Sent Events stream that never ends by itself) must not hold the shutdown up.
    const stream = api.get(`/api/workspaces/${workspaceId}/events`, { timeout: 20_000 }).then(
      (res) => res.status(),
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Writes in flight when the signal comes; any that arrive after it find the port closed.
    const inFlight = Array.from({ length: 20 }, (_, i) => api.post("/api/tasks", { data: { title: `Late task ${i}`, workspaceId } }).then((res) => res.status()));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const settled = await Promise.allSettled(inFlight);
    const answered = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(answered.every((status) => status === 201), `statuses ${answered.join(", ")}`).toBe(true);
    expect(await server.exit, server.output()).toEqual({ code: 0, signal: null });
    // Well inside the 10 s grace period: the stream was ended, not waited for.
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(await stream).toBe(200);
    expect(server.output()).toContain("[shutdown] done");
    expect(server.output()).not.toContain("grace period over");
  });
});

/** The same cookies on the restarted server (sessions live in the database, so they survive). */
async function verifiedUserSession(url: string, api: APIRequestContext): Promise<APIRequestContext> {
  const state = await api.storageState();
  return playwrightRequest.newContext({ baseURL: url, storageState: state });
}
