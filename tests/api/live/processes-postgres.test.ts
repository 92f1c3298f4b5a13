import { stopPollingForTests } from "@/server/live/poller";
import { openPostgresStore } from "@/server/store/postgres";
import { LISTEN_APPLICATION_NAME } from "@/server/store/postgres/listen";
import type { LiveEvent } from "@/lib/schemas/live";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { setEnv } from "@/tests/support/env";
import { usePostgresDatabase, type TempPostgresDatabase } from "@/tests/support/postgres";
import { signedIn } from "@/tests/support/users";
import { raceWorkers } from "@/tests/store/support/race-workers";
import { addTask, closeStreams, openStream, workspaceOf, type OpenedStream } from "./support/streams";
import { processScenarios } from "./support/process-scenarios";

/**
 * Server processes on one PostgreSQL database (./support/process-scenarios.ts): with LISTEN (the default),
 * another process's change reaches a stream here through its NOTIFY, within a second although this process
 * polls only every LIVE_LISTEN_POLL_MS; with DATABASE_LISTEN=off, by polling as on libSQL. Two processes
 * writing hundreds of events at once to several workspaces: a stream here gets each of its workspace's
 * events exactly once, in sequence order. A LISTEN connection that drops: polling meanwhile, then LISTEN
 * again.
 */

useApiEnvironment({ smtp: false });
afterEach(closeStreams);

/** The server processes of the connections listening for the event log's appends (this process's, when it has streams). */
const listeners = async (db: TempPostgresDatabase) =>
  (
    await db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN %'",
      [LISTEN_APPLICATION_NAME],
    )
  ).map((row) => row.pid);

/** Resolves once this process listens (its streams' poller made the connection and ran LISTEN), on a connection other than `not`'s. */
async function listening(db: TempPostgresDatabase, not?: number): Promise<number> {
  for (let tries = 0; ; tries++) {
    const pids = await listeners(db);
    if (pids.length === 1 && pids[0] !== not) return pids[0];
    if (tries > 100) throw new Error(`this process does not LISTEN (${pids.length} listening)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Percentile `p` (0..1) of `values`. */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

describe("with LISTEN", () => {
  const db = usePostgresDatabase();
  afterAll(stopPollingForTests);

  processScenarios(
    () => ({ DATABASE_URL: db.url }),
    async () => void (await listening(db)),
  );

  it("two processes writing 400 events at once to four workspaces: each stream here gets its workspace's events exactly once, in order", async () => {
    const owner = await signedIn("Olivia");
    const workspaces = await Promise.all(Array.from({ length: 4 }, (_, i) => workspaceOf(owner, [], `Burst ${i}`)));
    const streams = new Map<string, OpenedStream>();
    for (const ws of workspaces) streams.set(ws.id, await openStream(owner, ws.id));
    await listening(db);

    const args = [owner.account.id, "200", ...workspaces.map((ws) => ws.id)];
    const receiving = workspaces.map(async (ws) => {
      const events: { event: LiveEvent; at: number }[] = [];
      for (let i = 0; i < 100; i++) events.push({ event: await streams.get(ws.id)!.nextEvent(10_000), at: performance.timeOrigin + performance.now() });
      expect(await streams.get(ws.id)!.sse.nothingWithin(300)).toBeNull();
      return events;
    });
    const written = (await raceWorkers<{ workspaceId: string; taskId: string; at: number }[]>("tests/api/live/support/burst-writer-process.ts", [args, args], { DATABASE_URL: db.url })).flat();
    const received = await Promise.all(receiving);

    const writtenAt = new Map(written.map((w) => [w.taskId, w.at]));
    const latencies: number[] = [];
    for (const [i, ws] of workspaces.entries()) {
      const events = received[i].map(({ event }) => event);
      expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
      const taskIds = events.map((event) => (event.type === "task.created" ? event.task.id : event.type));
      expect([...taskIds].sort()).toEqual(written.filter((w) => w.workspaceId === ws.id).map((w) => w.taskId).sort());
      for (const { event, at } of received[i]) if (event.type === "task.created") latencies.push(at - writtenAt.get(event.task.id)!);
    }
    // From the writer's answer to the stream here (negative: the stream had it first), across two processes.
    console.info(`NOTIFY delivery of 400 events from two writer processes: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
    expect(percentile(latencies, 0.99)).toBeLessThan(1000);
  }, 120_000);

  it("a LISTEN connection that drops: the stream gets the other writers' events by polling meanwhile, then LISTEN is back", async () => {
    const owner = await signedIn("Olivia");
    const ws = await workspaceOf(owner);
    const stream = await openStream(owner, ws.id);
    const first = await listening(db);
    // Another instance, whose writes this process hears of only through the database.
    const other = await openPostgresStore({ url: db.url, poolMax: 2, listen: false });
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await db.query("SELECT pg_terminate_backend($1)", [first]);
      const whileDown = await addTask(owner, ws.id, "While LISTEN is down", other);
      expect(await stream.nextEvent(2000)).toMatchObject({ type: "task.created", seq: 1, task: whileDown });
      await listening(db, first);
      expect(String(logged.mock.calls[0]?.[0])).toContain("[live] listening to PostgreSQL failed");
      const written = Date.now();
      const afterwards = await addTask(owner, ws.id, "LISTEN is back", other);
      expect(await stream.nextEvent(2000)).toMatchObject({ type: "task.created", seq: 2, task: afterwards });
      expect(Date.now() - written).toBeLessThan(1000);
    } finally {
      logged.mockRestore();
      await other.close();
    }
  }, 60_000);
});

describe("with DATABASE_LISTEN=off", () => {
  const db = usePostgresDatabase();
  let restore: () => void = () => {};
  beforeAll(() => {
    restore = setEnv({ DATABASE_LISTEN: "off" });
  });
  afterAll(() => {
    stopPollingForTests();
    restore();
  });

  processScenarios(
    () => ({ DATABASE_URL: db.url }),
    async () => expect(await listeners(db)).toEqual([]),
  );

});
