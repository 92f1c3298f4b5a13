import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { newId } from "@/server/ids";
import { openSqliteStore } from "@/server/store/sqlite";
import { taskJsonDefinitions } from "@/server/store/sqlite/task-json";
import { useTempDatabase } from "@/tests/support/db";
import { at, expectListsAgree, makeTask, makeWorkspace } from "@/tests/support/records";

/**
 * Each sqlite task is read as its stored JSON (tasks.json_text), which triggers keep, and the list is
 * their concatenation: it must equal the tasks read page by page after any write, also writes made past
 * the store, in the tasks' order (not the order they were written). The view and the triggers are made
 * from the column map when the store opens (server/store/sqlite/task-json.ts): a stale definition is
 * replaced and every json_text rebuilt, also when two stores open a fresh file at once; a database that
 * had tasks before the column existed gets it filled.
 */

const db = useTempDatabase();

describe("sqlite: each task's stored JSON", () => {
  let raw: Client;
  beforeAll(async () => {
    await db.store();
    raw = createClient({ url: db.url });
  });
  afterAll(() => raw.close());

  it("lists by createdAt then id, whatever order the tasks were written in", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    const late = await makeTask(store, ws, { createdAt: at(30) });
    const early = await makeTask(store, ws, { createdAt: at(10) });
    const middle = await makeTask(store, ws, { createdAt: at(20) });
    const listed = await expectListsAgree(store, ws.id);
    expect(listed.map((t) => t.id)).toEqual([early.id, middle.id, late.id]);
  });

  it("follows writes made past the store: a task's columns, a comment added, changed and removed", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    const task = await makeTask(store, ws, { createdAt: at(1) });
    await makeTask(store, ws, { createdAt: at(2) });
    await raw.execute({ sql: "UPDATE tasks SET title = ?, completed = 1, description = ? WHERE id = ?", args: ['Renamed "raw"', "From SQL", task.id] });
    expect((await expectListsAgree(store, ws.id))[0]).toMatchObject({ title: 'Renamed "raw"', completed: true, description: "From SQL" });
    const commentId = newId();
    await raw.execute({
      sql: "INSERT INTO comments (task_id, id, text, user_name, user_id, time) VALUES (?, ?, ?, ?, ?, ?)",
      args: [task.id, commentId, "hi", "Ada", ws.userId, at(3)],
    });
    expect((await expectListsAgree(store, ws.id))[0].comments.map((c) => c.text)).toEqual(["hi"]);
    await raw.execute({ sql: "UPDATE comments SET text = 'edited' WHERE id = ?", args: [commentId] });
    expect((await expectListsAgree(store, ws.id))[0].comments.map((c) => c.text)).toEqual(["edited"]);
    await raw.execute({ sql: "DELETE FROM comments WHERE id = ?", args: [commentId] });
    expect((await expectListsAgree(store, ws.id))[0].comments).toEqual([]);
    await raw.execute({ sql: "UPDATE tasks SET recurrence_rule = 'FREQ=DAILY', recurrence_zone = 'UTC' WHERE id = ?", args: [task.id] });
    expect((await expectListsAgree(store, ws.id))[0].recurrence).toEqual({ rrule: "FREQ=DAILY", timeZone: "UTC" });
  });
});

describe("sqlite: the stored JSON's view and triggers, made at open", () => {
  const definitionsIn = async (client: Client) => {
    const rows = (await client.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('view', 'trigger')")).rows;
    return new Map(rows.map((row) => [String(row.name), String(row.sql)]));
  };

  it("are those of the column map, kept as they are when the store opens again", async () => {
    const store = await db.store();
    const raw = createClient({ url: db.url });
    try {
      expect(await definitionsIn(raw)).toEqual(taskJsonDefinitions());
      const ws = await makeWorkspace(store);
      await makeTask(store, ws);
      const before = (await raw.execute("SELECT rowid, json_text FROM tasks")).rows;
      const again = await openSqliteStore({ url: db.url });
      await again.close();
      expect(await definitionsIn(raw)).toEqual(taskJsonDefinitions());
      expect((await raw.execute("SELECT rowid, json_text FROM tasks")).rows).toEqual(before);
    } finally {
      raw.close();
    }
  });

  it("replaces a stale view and rebuilds every task's JSON when the store opens", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    const task = await makeTask(store, ws, { createdAt: at(1) });
    const raw = createClient({ url: db.url });
    try {
      await raw.batch(["DROP VIEW task_json", "CREATE VIEW task_json AS SELECT id, '{}' AS json FROM tasks", "UPDATE tasks SET json_text = '{}'"], "write");
      const reopened = await openSqliteStore({ url: db.url });
      try {
        expect(await reopened.getTask(task.id)).toEqual(task);
        expect(await definitionsIn(raw)).toEqual(taskJsonDefinitions());
      } finally {
        await reopened.close();
      }
    } finally {
      raw.close();
    }
  });

  it("two stores opening a fresh file at once both end up with them", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "duely-task-json-"));
    const url = `file:${path.join(dir, "fresh.db")}`;
    try {
      const [a, b] = await Promise.all([openSqliteStore({ url }), openSqliteStore({ url })]);
      const ws = await makeWorkspace(a);
      const task = await makeTask(b, ws);
      expect(await a.getTask(task.id)).toEqual(task);
      await Promise.all([a.close(), b.close()]);
      const raw = createClient({ url });
      expect(await definitionsIn(raw)).toEqual(taskJsonDefinitions());
      raw.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sqlite: the migration that adds the stored JSON", () => {
  it("fills it for the tasks and comments a database already had", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "duely-task-json-"));
    const url = `file:${path.join(dir, "old.db")}`;
    try {
      // The migrations before this one, applied to a fresh file that then gets a task with a comment.
      const migrations = path.join(dir, "drizzle");
      cpSync(path.join(process.cwd(), "drizzle"), migrations, { recursive: true });
      const journalFile = path.join(migrations, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag === "0010_task_json");
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
      const client = createClient({ url });
      await migrate(drizzle({ client }), { migrationsFolder: migrations });
      const [workspaceId, taskId] = [newId(), newId()];
      await client.batch([
        { sql: "INSERT INTO workspaces (id, name, icon, color, user_id, owner_email, is_default, created_at, updated_at) VALUES (?, 'Old', '📋', 'indigo', 'u1', 'o@example.com', 0, ?, ?)", args: [workspaceId, at(0), at(0)] },
        { sql: "INSERT INTO tasks (id, title, due_date, urgency, completed, created_at, updated_at, workspace_id, user_id, description) VALUES (?, 'Old task', NULL, 2.5, 0, ?, ?, ?, 'u1', 'kept')", args: [taskId, at(1), at(1), workspaceId] },
        { sql: "INSERT INTO comments (task_id, id, text, user_name, user_id, time) VALUES (?, ?, 'old note', 'Ada', 'u1', ?)", args: [taskId, newId(), at(2)] },
      ]);
      client.close();

      const store = await openSqliteStore({ url });
      try {
        const [task] = await expectListsAgree(store, workspaceId);
        expect(task).toMatchObject({ id: taskId, title: "Old task", description: "kept", comments: [{ text: "old note" }] });
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
