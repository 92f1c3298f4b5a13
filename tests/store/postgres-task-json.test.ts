import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { newId } from "@/server/ids";
import { openPostgresStore } from "@/server/store/postgres";
import { eventOrderTriggers } from "@/server/store/postgres/event-order";
import { taskJsonTriggers } from "@/server/store/postgres/task-json";
import { openSqliteStore } from "@/server/store/sqlite";
import type { EventDraft, Store, TaskRecord } from "@/server/store/types";
import { createTestDatabase, usePostgresDatabase } from "@/tests/support/postgres";
import { at, expectListsAgree, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/**
 * Each PostgreSQL task is read as its stored JSON (tasks.json_text), which triggers keep, and the list is
 * their concatenation: it must equal the tasks read page by page after any write, also writes made past
 * the store, and be the very bytes the sqlite backend answers for the same tasks (the API's answers do not
 * depend on the backend). The trigger functions are made from the column map when the store opens
 * (server/store/postgres/task-json.ts): a stale one is replaced and every json_text rebuilt; a database
 * that had tasks before the column existed gets it filled.
 */

const db = usePostgresDatabase();

describe("postgres: each task's stored JSON", () => {
  it("follows writes made past the store: a task's columns, a comment added, changed, moved and removed", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    const task = await makeTask(store, ws, { createdAt: at(1) });
    const other = await makeTask(store, ws, { createdAt: at(2) });
    await db.query("UPDATE tasks SET title = $1, completed = true, description = $2 WHERE id = $3", ['Renamed "raw"', "From SQL", task.id]);
    expect((await expectListsAgree(store, ws.id))[0]).toMatchObject({ title: 'Renamed "raw"', completed: true, description: "From SQL" });
    const commentId = newId();
    await db.query("INSERT INTO comments (task_id, id, text, user_name, user_id, time) VALUES ($1, $2, 'hi', 'Ada', $3, $4)", [task.id, commentId, ws.userId, at(3)]);
    expect((await expectListsAgree(store, ws.id))[0].comments.map((c) => c.text)).toEqual(["hi"]);
    await db.query("UPDATE comments SET text = 'edited' WHERE id = $1", [commentId]);
    expect((await expectListsAgree(store, ws.id))[0].comments.map((c) => c.text)).toEqual(["edited"]);
    await db.query("UPDATE comments SET task_id = $1 WHERE id = $2", [other.id, commentId]);
    expect((await expectListsAgree(store, ws.id)).map((t) => t.comments.length)).toEqual([0, 1]);
    await db.query("DELETE FROM comments WHERE id = $1", [commentId]);
    expect((await expectListsAgree(store, ws.id))[1].comments).toEqual([]);
    await db.query("UPDATE tasks SET recurrence_rule = 'FREQ=DAILY', recurrence_zone = 'UTC' WHERE id = $1", [task.id]);
    expect((await expectListsAgree(store, ws.id))[0].recurrence).toEqual({ rrule: "FREQ=DAILY", timeZone: "UTC" });
  });
});

describe("postgres and sqlite: the same bytes", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "duely-same-bytes-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const strange = ['Quotes " and \\ and /', "line\nbreak\ttab\rreturn", "control \u0001\u001f\u007f", "ünïcödé 🧪 \u2028\u2029", "</script><b>"];

  it("lists the same tasks as the same UTF-8 bytes, and stores the same change events", async () => {
    const sqlite = await openSqliteStore({ url: `file:${path.join(dir, "same.db")}` });
    const postgres = await db.store();
    try {
      const workspace = { id: newId(), name: 'Team "A"', icon: "🏠", color: "indigo", userId: newId(), ownerEmail: "o@example.com", isDefault: false, members: ["a@example.com"], now: T0 };
      const records: TaskRecord[] = strange.map((text, i) => ({
        id: newId(),
        title: text,
        dueDate: i % 2 ? at(60 * i) : null,
        urgency: [3, 4.5, 1, 2.25, 1.1][i],
        completed: i % 2 === 1,
        completedAt: i % 2 ? at(i) : null,
        createdAt: at(i % 3),
        updatedAt: at(10 + i),
        workspaceId: workspace.id,
        userId: workspace.userId,
        comments: strange.slice(0, i).map((note, j) => ({ id: newId(), text: note, user: `Ada ${j}`, userId: workspace.userId, time: at(j) })),
        subtasks: strange.slice(i).map((title, j) => ({ id: `s${j}`, title, done: j % 2 === 1 })),
        ...(i % 2 === 0 && { description: text }),
        ...(i > 2 && { recurrence: { rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin" } }),
      }));
      const comment = { id: newId(), text: strange[0], user: "Bo", userId: "u-2", time: at(99) };
      const actor = { id: "actor-1", name: 'Ada "the" admin' };
      const drafts: ((store: Store) => Promise<unknown>)[] = [
        (store) => store.importTasks(records),
        (store) => store.createTask({ id: "fixed-task", title: strange[2], dueDate: null, urgency: 5, createdAt: at(7), workspaceId: workspace.id, userId: "u-2" }, draft({ type: "task.created", with: "task" })),
        (store) => store.addComment(records[0].id, comment, draft({ type: "comment.added", comment, with: "task" })),
        (store) => store.changeSubtasks(records[1].id, { kind: "move", id: "s0", to: 2 }, at(12), draft({ type: "task.updated", with: "task" })),
        (store) => store.changeSubtasks(records[0].id, { kind: "add", subtasks: [{ id: "s9", title: strange[4] }], max: 50 }, at(13), draft({ type: "task.updated", with: "task" })),
        (store) => store.updateWorkspace(workspace.id, { name: strange[3], now: at(8) }, draft({ type: "workspace.updated", with: "workspace" })),
        (store) => store.addMember({ workspaceId: workspace.id, email: "b@example.com", max: 5, now: at(9) }, draft({ type: "member.added", email: "b@example.com", with: "members" })),
        (store) => store.createReminder({ id: "fixed-reminder", text: strange[1], dueDate: at(30), taskId: records[1].id, taskTitle: strange[1], workspaceId: workspace.id, userId: "u-2", userEmail: "b@example.com", userName: "Bo", timeZone: "UTC", createdAt: at(9) }, draft({ type: "reminder.created", with: "reminder", audience: "u-2" })),
      ];
      function draft(fields: object): EventDraft {
        return { ...fields, workspaceId: workspace.id, actor } as EventDraft;
      }
      for (const store of [sqlite, postgres]) {
        await store.createWorkspace(workspace);
        for (const write of drafts) await write(store);
      }

      const bytes = async (store: Store, filter: { workspaceId: string; userId?: string }) => Buffer.from((await store.listAllTasksJson(filter)).json).toString("utf8");
      const listed = await bytes(sqlite, { workspaceId: workspace.id });
      expect(await bytes(postgres, { workspaceId: workspace.id })).toBe(listed);
      expect(await bytes(postgres, { workspaceId: workspace.id, userId: "u-2" })).toBe(await bytes(sqlite, { workspaceId: workspace.id, userId: "u-2" }));
      expect((JSON.parse(listed) as TaskRecord[]).map((task) => task.id)).toHaveLength(records.length + 1);

      const bodies = async (store: Store) => (await store.eventLog!.listEventsAfter({ workspaceId: workspace.id, afterSeq: 0, limit: 10 })).map((e) => [e.seq, e.body]);
      expect(await bodies(postgres)).toEqual(await bodies(sqlite));
      expect(await bodies(postgres)).toHaveLength(7);
    } finally {
      await sqlite.close();
    }
  });
});

describe("postgres: the functions and triggers of the stored JSON and the event order, made at open", () => {
  const stored = async () => ({
    functions: new Map(
      (await db.query<{ name: string; body: string }>("SELECT proname AS name, prosrc AS body FROM pg_proc WHERE proname LIKE 'duely_%'")).map((row) => [row.name, row.body]),
    ),
    triggers: (await db.query<{ name: string }>("SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname")).map((row) => row.name),
  });
  const wanted = () => {
    const sets = [taskJsonTriggers(), eventOrderTriggers()];
    return { functions: new Map(sets.flatMap((set) => [...set.functions])), triggers: sets.flatMap((set) => [...set.triggers.keys()]).sort() };
  };

  it("are those of the column map, kept as they are (and json_text untouched) when the store opens again", async () => {
    const store = await db.store();
    expect(await stored()).toEqual(wanted());
    await makeTask(store, await makeWorkspace(store));
    const versions = async () => db.query("SELECT id, xmin::text AS version, json_text FROM tasks ORDER BY id");
    const before = await versions();
    const again = await openPostgresStore({ url: db.url, poolMax: 1 });
    await again.close();
    expect(await stored()).toEqual(wanted());
    expect(await versions()).toEqual(before);
  });

  it("replaces a stale function and rebuilds every task's JSON when the store opens", async () => {
    const store = await db.store();
    const task = await makeTask(store, await makeWorkspace(store), { createdAt: at(1) });
    await db.query("CREATE OR REPLACE FUNCTION duely_task_json_text() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.json_text := '{}'; RETURN NEW; END $$");
    await db.query("UPDATE tasks SET json_text = NULL");
    expect(await store.getTask(task.id)).toEqual({});
    const reopened = await openPostgresStore({ url: db.url, poolMax: 1 });
    try {
      expect(await reopened.getTask(task.id)).toEqual(task);
      expect(await stored()).toEqual(wanted());
    } finally {
      await reopened.close();
    }
  });

  it("makes a missing trigger again", async () => {
    await db.store();
    await db.query("DROP TRIGGER comments_json_text_delete ON comments");
    await db.query("DROP TRIGGER events_commit_order ON events");
    const reopened = await openPostgresStore({ url: db.url, poolMax: 1 });
    await reopened.close();
    expect(await stored()).toEqual(wanted());
  });
});

describe("postgres: the migration that adds the stored JSON", () => {
  it("leaves it to the store, which fills it for the tasks and comments a database already had", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "duely-task-json-"));
    const fresh = await createTestDatabase();
    try {
      // The migrations before this one, applied to a fresh database that then gets a task with a comment.
      const migrations = path.join(dir, "drizzle-pg");
      cpSync(path.join(process.cwd(), "drizzle-pg"), migrations, { recursive: true });
      const journalFile = path.join(migrations, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag === "0001_task_json");
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const [workspaceId, taskId] = [newId(), newId()];
      try {
        await migrate(drizzle({ client }), { migrationsFolder: migrations });
        await client.query("INSERT INTO workspaces (id, name, icon, color, user_id, owner_email, is_default, created_at, updated_at) VALUES ($1, 'Old', '📋', 'indigo', 'u1', 'o@example.com', false, $2, $2)", [workspaceId, at(0)]);
        await client.query("INSERT INTO tasks (id, title, due_date, urgency, completed, created_at, updated_at, workspace_id, user_id, description) VALUES ($1, 'Old task', NULL, 2.5, false, $2, $2, $3, 'u1', 'kept')", [taskId, at(1), workspaceId]);
        await client.query("INSERT INTO comments (task_id, id, text, user_name, user_id, time) VALUES ($1, $2, 'old note', 'Ada', 'u1', $3)", [taskId, newId(), at(2)]);
      } finally {
        await client.end();
      }

      const store = await openPostgresStore({ url: fresh.url, poolMax: 2 });
      try {
        const [task] = await expectListsAgree(store, workspaceId);
        expect(task).toMatchObject({ id: taskId, title: "Old task", urgency: 2.5, description: "kept", comments: [{ text: "old note" }] });
      } finally {
        await store.close();
      }
    } finally {
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
