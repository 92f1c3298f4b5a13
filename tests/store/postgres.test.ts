import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { GET as health } from "@/app/api/health/route";
import { newId } from "@/server/ids";
import { closeStoreForTests } from "@/server/store";
import { openPostgresStore } from "@/server/store/postgres";
import { APPLICATION_NAME } from "@/server/store/postgres/open";
import { setEnv } from "@/tests/support/env";
import { createTestDatabase, usePostgresDatabase } from "@/tests/support/postgres";
import { makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import pkg from "@/package.json";
import { accountStoreContract, storeContract } from "./contract";

/**
 * The postgres adapter against a real PostgreSQL server (the one jest's api project starts, or
 * TEST_DATABASE_URL), on a database of this file's own: the whole store contract, and what only this backend has.
 */

const db = usePostgresDatabase();

storeContract("postgres", db.store);
accountStoreContract("postgres", db.accounts);

const migrations = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle-pg/meta/_journal.json"), "utf8")) as { entries: unknown[] };
const countOf = async (sql: string, values: unknown[] = []) => Number((await db.query<{ n: string }>(sql, values))[0].n);

describe("postgres adapter", () => {
  it("is the backend a postgres:// DATABASE_URL chooses, with the local accounts beside it", async () => {
    expect((await db.store()).backend).toBe("postgres");
    expect(await (await db.accounts()).getUserById(newId())).toBeNull();
  });

  it("migrated the database once, and reopening it applies nothing twice", async () => {
    await db.store();
    expect(await countOf("SELECT count(*) AS n FROM drizzle.__drizzle_migrations")).toBe(migrations.entries.length);
    const second = await openPostgresStore({ url: db.url, poolMax: 2 });
    expect(await second.ping()).toBe(true);
    await second.close();
    expect(await countOf("SELECT count(*) AS n FROM drizzle.__drizzle_migrations")).toBe(migrations.entries.length);
  });

  it("lets several instances start at once on an empty database: one migrates, the others wait and find it done", async () => {
    const fresh = await createTestDatabase();
    try {
      const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore({ url: fresh.url, poolMax: 2 })));
      expect(await Promise.all(stores.map((store) => store.ping()))).toEqual([true, true, true, true]);
      const ws = await makeWorkspace(stores[3], { members: ["a@example.com"] });
      expect(await stores[0].getWorkspace(ws.id)).toEqual(ws);
      await Promise.all(stores.map((store) => store.close()));
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM drizzle.__drizzle_migrations");
      await client.end();
      expect(Number(rows[0].n)).toBe(migrations.entries.length);
    } finally {
      await fresh.drop();
    }
  });

  it("keeps at most DATABASE_POOL_MAX connections, and uses them all under load", async () => {
    const fresh = await createTestDatabase();
    const store = await openPostgresStore({ url: fresh.url, poolMax: 3 });
    const observer = new pg.Client({ connectionString: fresh.url, application_name: "observer" });
    try {
      const key = `pool:${newId()}`;
      await Promise.all(Array.from({ length: 40 }, () => store.countHit({ key, windowMs: 60_000, now: Date.parse(T0) })));
      // The pool keeps its connections a while after use; the migration's own connection may take a moment to go.
      await observer.connect();
      const poolConnections = async () =>
        Number((await observer.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2", [fresh.name, APPLICATION_NAME])).rows[0].n);
      let seen = await poolConnections();
      for (let tries = 0; seen !== 3 && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await poolConnections();
      }
      expect(seen).toBe(3);
    } finally {
      await observer.end();
      await store.close();
      await fresh.drop();
    }
  });

  it("reads a row whose status is neither pending nor done as pending", async () => {
    const store = await db.store();
    const task = await makeTask(store, await makeWorkspace(store));
    const reminder = await makeReminder(store, task);
    await db.query("UPDATE reminders SET status = 'sent' WHERE id = $1", [reminder.id]);
    expect(await store.getReminder(reminder.id)).toEqual(reminder);
    expect((await store.listRemindersByTask(task.id, { limit: 5 })).items[0].status).toBe("pending");
  });

  it("deletes a workspace's members, tasks and reminders with it (foreign keys ON DELETE CASCADE)", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store, { members: ["a@example.com", "b@example.com"] });
    const task = await makeTask(store, ws);
    await store.addComment(task.id, { id: newId(), text: "x", user: "Ada", userId: ws.userId, time: T0 });
    await makeReminder(store, task);
    await store.deleteWorkspace(ws.id);
    expect(await countOf("SELECT count(*) AS n FROM workspace_members WHERE workspace_id = $1", [ws.id])).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM tasks WHERE workspace_id = $1", [ws.id])).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM comments WHERE task_id = $1", [task.id])).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM reminders WHERE workspace_id = $1", [ws.id])).toBe(0);
  });
});

describe("GET /api/health on PostgreSQL", () => {
  const callHealth = async () => readJson(await health(apiRequest("GET", "/api/health"), params({})));

  it("answers 200 ok with backend postgres", async () => {
    expect(await callHealth()).toEqual({ status: 200, body: { data: { status: "ok", backend: "postgres", version: pkg.version, database: "ok" } } });
  });

  describe("when the server does not answer", () => {
    let restore: () => void;
    let errors: jest.SpyInstance;
    const unreachable = "postgres://duely:not-this-password@127.0.0.1:1/duely";
    beforeAll(async () => {
      await closeStoreForTests();
      restore = setEnv({ DATABASE_URL: unreachable });
      errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    });
    afterAll(async () => {
      errors.mockRestore();
      await closeStoreForTests();
      restore();
    });

    it("answers 503 degraded with the database unreachable, and names no secret", async () => {
      const { status, body } = await callHealth();
      expect(status).toBe(503);
      expect(body).toEqual({ data: { status: "degraded", backend: "postgres", version: pkg.version, database: "unreachable" } });
      expect(JSON.stringify(body)).not.toContain("not-this-password");
      expect(errors).toHaveBeenCalled();
    });
  });
});
