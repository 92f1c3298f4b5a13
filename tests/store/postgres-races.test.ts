import { newId } from "@/server/ids";
import { nextOccurrenceId } from "@/server/services/task-series";
import { openPostgresStore, type PostgresStore } from "@/server/store/postgres";
import type { TaskRecord } from "@/server/store/types";
import { usePostgresDatabase } from "@/tests/support/postgres";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";
import { raceWorkers } from "./support/race-workers";
import { recurringScenarios } from "@/tests/api/tasks/recurring-scenarios";

/**
 * Races on PostgreSQL with real concurrency: three stores with pools of their own (three app instances,
 * many connections each), and two Node processes. Every rule here is decided by the database.
 */

const db = usePostgresDatabase();

/** A race of tests/store/support workers (./support/race-workers.ts), each a Node process of its own on this file's database. */
const race = <T>(script: string, argsOfEach: string[][]) =>
  raceWorkers<T>(`tests/store/support/${script}`, argsOfEach, { DATABASE_URL: db.url, DUELY_BACKEND: undefined });

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

  it("lose none of 30 comments added to one task through A, B and C at once, between renames of it", async () => {
    const ws = await makeWorkspace(instances[0]);
    const task = await makeTask(instances[0], ws);
    const comments = Array.from({ length: 30 }, (_, i) => ({ id: newId(), text: `note ${i}`, user: "Ada", userId: ws.userId, time: at(i) }));
    await Promise.all([
      ...comments.map((comment, i) => instances[i % 3].addComment(task.id, comment, { type: "comment.added", comment, with: "task", workspaceId: ws.id, actor: null })),
      ...Array.from({ length: 6 }, (_, i) => instances[i % 3].updateTask(task.id, { title: `Renamed ${i}`, now: at(100 + i) }, { type: "task.updated", with: "task", workspaceId: ws.id, actor: null })),
    ]);
    const stored = await instances[1].getTask(task.id);
    expect(stored?.comments).toEqual(comments);
    expect((await instances[2].listAllTasks({ workspaceId: ws.id })).items).toEqual([stored]);
    // The stored JSON is what building it afresh gives, and the last event carries the task as it is.
    const [before] = await db.query<{ json: string }>("SELECT json_text AS json FROM tasks WHERE id = $1", [task.id]);
    await db.query("UPDATE tasks SET json_text = NULL WHERE id = $1", [task.id]);
    expect((await db.query<{ json: string }>("SELECT json_text AS json FROM tasks WHERE id = $1", [task.id]))[0]).toEqual(before);
    const events = await instances[0].eventLog!.listEventsAfter({ workspaceId: ws.id, afterSeq: 0, limit: 100 });
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(JSON.parse(events.at(-1)!.body)).toMatchObject({ task: stored });
  });

  it("write exactly one of 12 updates through A, B and C expecting the same title, round after round, and keep updates of other fields", async () => {
    const ws = await makeWorkspace(instances[0]);
    const draft = { type: "task.updated", with: "task", workspaceId: ws.id, actor: null } as const;
    for (let round = 0; round < 5; round++) {
      const task = await makeTask(instances[0], ws, { title: "Plan the trip" });
      const before = await instances[0].eventLog!.latestSeq(ws.id);
      const results = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => instances[i % 3].updateTask(task.id, { title: `Trip ${i}`, now: at(i), expected: { title: "Plan the trip" } }, draft)),
        instances[1].updateTask(task.id, { urgency: 5, now: at(20), expected: { urgency: 3 } }, draft),
        instances[2].updateTask(task.id, { description: "Book the train", now: at(21), expected: { description: "" } }, draft),
      ]);
      const renames = results.slice(0, 12);
      expect(renames.filter((r) => r.ok)).toHaveLength(1);
      expect(renames.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(11).fill("conflict"));
      expect(results.slice(12).map((r) => r.ok)).toEqual([true, true]);
      const winner = renames.findIndex((r) => r.ok);
      expect(await instances[1].getTask(task.id)).toMatchObject({ title: `Trip ${winner}`, urgency: 5, description: "Book the train" });
      expect(await instances[0].eventLog!.latestSeq(ws.id)).toBe(before + 3);
    }
  });

  it("store event ids in commit order: a reader following ids misses none of 300 events, even with commits held back", async () => {
    const workspaces = await Promise.all(Array.from({ length: 5 }, () => makeWorkspace(instances[0])));
    // Each event's commit is held back up to 5 ms after its id is given (a deferred trigger that runs after the
    // store's, in name order), and its transaction as long before: without the order lock, ids commit out of order.
    await db.query("CREATE FUNCTION slow_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(random() * 0.005); RETURN NULL; END $$");
    await db.query("CREATE TRIGGER slow_event AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION slow_event()");
    await db.query("CREATE CONSTRAINT TRIGGER events_slow_commit AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_event()");
    try {
      const log = instances[0].eventLog!;
      const start = await log.lastEventId();
      let writing = true;
      const seen: number[] = [];
      const reader = (async () => {
        let last = start;
        for (let more = true; writing || more; ) {
          const rows = await log.listEventsSince({ afterId: last, limit: 500 });
          for (const row of rows) seen.push((last = row.id));
          more = rows.length > 0;
        }
      })();
      let next = 0;
      const writer = async (store: PostgresStore) => {
        for (let i = next++; i < 300; i = next++) {
          const ws = workspaces[i % workspaces.length];
          await store.createTask({ id: newId(), title: `Task ${i}`, dueDate: null, urgency: 3, createdAt: T0, workspaceId: ws.id, userId: ws.userId }, { type: "task.created", with: "task", workspaceId: ws.id, actor: null });
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, i) => writer(instances[i % 3])));
      writing = false;
      await reader;
      const stored = await db.query<{ id: string; workspace_id: string; seq: number }>("SELECT id, workspace_id, seq FROM events WHERE id > $1 ORDER BY id", [start]);
      expect(seen).toEqual(stored.map((row) => Number(row.id)));
      expect(seen).toHaveLength(300);
      // Within a workspace the sequence follows the ids: numbers commit in order too.
      for (const ws of workspaces) expect(stored.filter((row) => row.workspace_id === ws.id).map((row) => row.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    } finally {
      await db.query("DROP TRIGGER slow_event ON events");
      await db.query("DROP TRIGGER events_slow_commit ON events");
      await db.query("DROP FUNCTION slow_event()");
    }
  }, 60_000);
});

describe("two Node processes on one database", () => {
  it("share one rate limit: 2 x 80 hits against a limit of 100 let exactly 100 through", async () => {
    await db.store(); // created and migrated before the workers open it
    const key = `processes:${newId()}`;
    const [a, b] = await race<{ allowed: number; refused: number }>("rate-limit-worker.ts", [
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
      const [a, b] = await race<string[]>("claim-worker.ts", [
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

  it("number the events of two processes writing 2 x 150 tasks at once to three workspaces without a gap or a repeat", async () => {
    const store = await db.store();
    const workspaces = await Promise.all(Array.from({ length: 3 }, () => makeWorkspace(store)));
    const args = [newId(), "150", ...workspaces.map((ws) => ws.id)];
    const [a, b] = await raceWorkers<{ workspaceId: string; taskId: string }[]>("tests/api/live/support/burst-writer-process.ts", [args, args], { DATABASE_URL: db.url });
    for (const ws of workspaces) {
      const events = await store.eventLog!.listEventsAfter({ workspaceId: ws.id, afterSeq: 0, limit: 500 });
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      const written = [...a, ...b].filter((w) => w.workspaceId === ws.id).map((w) => w.taskId);
      expect(events.map((e) => (JSON.parse(e.body) as { task: { id: string } }).task.id).sort()).toEqual(written.sort());
      expect(await store.eventLog!.latestSeq(ws.id)).toBe(100);
    }
  }, 60_000);

  it("make the next occurrence of a repeating task exactly once when two processes complete it at once", async () => {
    const store = await db.store();
    const owner = { id: newId(), name: "Olivia", email: `olivia-${newId()}@example.com`, emailVerification: true };
    const ws = await makeWorkspace(store, { userId: owner.id, ownerEmail: owner.email });
    const gym = await store.createTask({ id: newId(), title: "Gym", dueDate: "2026-03-06T12:00:00.000Z", urgency: 3, createdAt: "2026-03-01T08:00:00.000Z", workspaceId: ws.id, userId: owner.id, recurrence: { rrule: "FREQ=DAILY", timeZone: "UTC" } });
    const done = await race<TaskRecord>("complete-worker.ts", [
      [JSON.stringify(owner), gym.id],
      [JSON.stringify(owner), gym.id],
    ]);
    expect(done.map((task) => task.completed)).toEqual([true, true]);
    const tasks = (await store.listAllTasks({ workspaceId: ws.id })).items;
    expect(tasks.map((task) => [task.id, task.dueDate, task.completed])).toEqual([
      [gym.id, "2026-03-06T12:00:00.000Z", true],
      [nextOccurrenceId(gym.id), "2026-03-07T12:00:00.000Z", false],
    ]);
    const created = (await store.eventLog!.listEventsAfter({ workspaceId: ws.id, afterSeq: 0, limit: 10 })).filter((e) => JSON.parse(e.body).type === "task.created");
    expect(created).toHaveLength(1); // the next occurrence's, by whichever process made it (the first task was made without an event)
  }, 60_000);
});

describe("recurring tasks through the services on PostgreSQL", () => {
  recurringScenarios();
});
