import { spawn } from "node:child_process";
import { once } from "node:events";
import { newId } from "@/server/ids";
import { openPostgresStore, type PostgresStore } from "@/server/store/postgres";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/**
 * Races on PostgreSQL with real concurrency: three stores with pools of their own (three app instances,
 * many connections each), and two Node processes. Every rule here is decided by the database.
 */

const db = usePostgresDatabase();

/**
 * Runs tests/store/support workers, each in a Node process of its own on this file's database, and starts
 * their races at the same moment (start-signal.ts): once all are ready, their stdin is closed. Resolves
 * with what each printed, as JSON.
 */
async function raceWorkers<T>(script: string, argsOfEach: string[][]): Promise<T[]> {
  const workers = argsOfEach.map((args) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", `tests/store/support/${script}`, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: db.url, DUELY_BACKEND: undefined, START_ON_SIGNAL: "1" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const ready = new Promise<void>((resolve) =>
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes("ready\n")) resolve();
      }),
    );
    const exited = once(child, "exit").then(([code]) => {
      if (code !== 0) throw new Error(`${script} exited with ${String(code)}: ${stderr}`);
      return JSON.parse(stdout) as T;
    });
    return { child, ready: Promise.race([ready, exited]), exited };
  });
  await Promise.all(workers.map((w) => w.ready));
  for (const { child } of workers) child.stdin.end();
  return Promise.all(workers.map((w) => w.exited));
}

describe("three instances on one database", () => {
  let instances: PostgresStore[] = [];
  beforeAll(async () => {
    instances = await Promise.all(Array.from({ length: 3 }, () => openPostgresStore({ url: db.url, poolMax: 4 })));
  });
  afterAll(() => Promise.all(instances.map((store) => store.close())));

  it("let exactly 4 of 10 concurrent adds through instances A, B and C into a workspace with room for 4, round after round", async () => {
    for (let round = 0; round < 5; round++) {
      const ws = await makeWorkspace(instances[0]);
      const emails = Array.from({ length: 10 }, (_, i) => `racer${i}-${newId()}@example.com`);
      const results = await Promise.all(emails.map((email, i) => instances[i % 3].addMember({ workspaceId: ws.id, email, max: 4, now: at(i) })));
      expect(results.filter((r) => r.ok)).toHaveLength(4);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(6).fill("full"));
      const stored = await instances[2].getWorkspace(ws.id);
      expect([...(stored?.members ?? [])].sort()).toEqual(emails.filter((_, i) => results[i].ok).sort());
      // Positions stay distinct and dense: each add counted the members the previous one left.
      const positions = await db.query<{ position: number }>("SELECT position FROM workspace_members WHERE workspace_id = $1 ORDER BY position", [ws.id]);
      expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    }
  });

  it("give 60 concurrent hits on one key through A, B and C the counts 1 to 60", async () => {
    const key = `instances:${newId()}`;
    const windows = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 3].countHit({ key, windowMs: 60_000, now: Date.parse(T0) })));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it("hand each of 200 due reminders to exactly one of three instances claiming at once", async () => {
    const ws = await makeWorkspace(instances[0]);
    try {
      const task = await makeTask(instances[0], ws);
      const made: string[] = [];
      for (let i = 0; i < 200; i++) made.push((await makeReminder(instances[i % 3], task, { dueDate: at(-1 - (i % 5)) })).id);
      const drain = async (store: PostgresStore, claimToken: string) => {
        const got: string[] = [];
        for (;;) {
          const batch = await store.claimDueReminders({ now: T0, limit: 9, claimToken, leaseUntil: at(5) });
          if (batch.length === 0) return got;
          got.push(...batch.map((r) => r.id));
        }
      };
      const claimed = await Promise.all(instances.map((store, i) => drain(store, `instance-${i}`)));
      const all = claimed.flat();
      expect(all).toHaveLength(200);
      expect([...all].sort()).toEqual([...made].sort());
      for (const [i, ids] of claimed.entries()) {
        const holders = await db.query<{ n: string }>("SELECT count(*) AS n FROM reminders WHERE claim_token = $1", [`instance-${i}`]);
        expect(Number(holders[0].n)).toBe(ids.length);
      }
    } finally {
      await instances[0].deleteWorkspace(ws.id);
    }
  }, 30_000);
});

describe("two Node processes on one database", () => {
  it("share one rate limit: 2 x 80 hits against a limit of 100 let exactly 100 through", async () => {
    await db.store(); // created and migrated before the workers open it
    const key = `processes:${newId()}`;
    const [a, b] = await raceWorkers<{ allowed: number; refused: number }>("rate-limit-worker.ts", [
      [key, "80", "100"],
      [key, "80", "100"],
    ]);
    expect(a.allowed + b.allowed).toBe(100);
    expect(a.refused + b.refused).toBe(60);
  }, 60_000);

  it("claim 300 due reminders at once as disjoint sets that cover them all", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    try {
      const task = await makeTask(store, ws);
      const made: string[] = [];
      for (let i = 0; i < 300; i++) made.push((await makeReminder(store, task, { dueDate: at(-1 - (i % 11)) })).id);
      const [a, b] = await raceWorkers<string[]>("claim-worker.ts", [
        [db.url, "process-a", "7", T0, at(5)],
        [db.url, "process-b", "7", T0, at(5)],
      ]);
      expect(a.length + b.length).toBe(300);
      expect(new Set([...a, ...b]).size).toBe(300);
      expect([...a, ...b].sort()).toEqual([...made].sort());
      const holders = await db.query<{ n: string }>("SELECT count(*) AS n FROM reminders WHERE claim_token = 'process-a'");
      expect(Number(holders[0].n)).toBe(a.length);
    } finally {
      await store.deleteWorkspace(ws.id);
    }
  }, 60_000);
});
