import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient, type Client } from "@libsql/client";
import { newId } from "@/server/ids";
import { openSqliteStore } from "@/server/store/sqlite";
import { useTempDatabase as tempDatabase } from "@/tests/support/db";
import { accountStoreContract, storeContract } from "./contract";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

const db = tempDatabase();

storeContract("sqlite", db.store);
accountStoreContract("sqlite", db.accounts);

describe("sqlite adapter", () => {
  let raw: Client;
  beforeAll(async () => {
    await db.store(); // created and migrated
    raw = createClient({ url: db.url });
  });
  afterAll(() => raw.close());

  const count = async (sql: string, args: string[] = []) => Number((await raw.execute({ sql, args })).rows[0][0]);

  it("migrated the file once, in WAL mode, and reopening it applies nothing twice", async () => {
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(await count("SELECT count(*) FROM __drizzle_migrations")).toBe(journal.entries.length);
    expect((await raw.execute("PRAGMA journal_mode")).rows[0][0]).toBe("wal");

    const second = await openSqliteStore({ url: db.url });
    expect(await second.ping()).toBe(true);
    await second.close();
    expect(await count("SELECT count(*) FROM __drizzle_migrations")).toBe(journal.entries.length);
  });

  it("creates the parent folders of a file: URL", async () => {
    const root = path.join(tmpdir(), `duely-nested-${newId()}`);
    const store = await openSqliteStore({ url: `file:${root}/data/deeper/duely.db` });
    try {
      expect(await store.ping()).toBe(true);
    } finally {
      await store.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it("reads a row whose status is neither pending nor done as pending", async () => {
    const store = await db.store();
    const task = await makeTask(store, await makeWorkspace(store));
    const reminder = await makeReminder(store, task);
    await raw.execute({ sql: "UPDATE reminders SET status = 'sent' WHERE id = ?", args: [reminder.id] });
    expect(await store.getReminder(reminder.id)).toEqual(reminder);
    expect((await store.listRemindersByTask(task.id, { limit: 5 })).items[0].status).toBe("pending");
  });

  it("cascades deletes down to the rows of comments and members", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store, { members: ["a@example.com", "b@example.com"] });
    const task = await makeTask(store, ws);
    await store.addComment(task.id, { id: newId(), text: "x", user: "Ada", userId: ws.userId, time: T0 });
    await makeReminder(store, task);
    await store.deleteTask(task.id);
    expect(await count("SELECT count(*) FROM comments WHERE task_id = ?", [task.id])).toBe(0);
    expect(await count("SELECT count(*) FROM reminders WHERE task_id = ?", [task.id])).toBe(0);
    await store.deleteWorkspace(ws.id);
    expect(await count("SELECT count(*) FROM workspace_members WHERE workspace_id = ?", [ws.id])).toBe(0);
  });

  it("gives two processes claiming 300 due reminders at once disjoint sets that cover them all", async () => {
    const store = await db.store();
    const ws = await makeWorkspace(store);
    const task = await makeTask(store, ws);
    const made: string[] = [];
    for (let i = 0; i < 300; i++) made.push((await makeReminder(store, task, { dueDate: at(-1 - (i % 11)) })).id);

    const worker = (token: string) =>
      promisify(execFile)(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "tests/store/support/claim-worker.ts", db.url, token, "7", T0, at(5)],
        { cwd: process.cwd() },
      ).then(({ stdout }) => JSON.parse(stdout) as string[]);
    const [a, b] = await Promise.all([worker("process-a"), worker("process-b")]);

    expect(a.length + b.length).toBe(300);
    expect(new Set([...a, ...b]).size).toBe(300);
    expect([...a, ...b].sort()).toEqual([...made].sort());
    expect(await count("SELECT count(*) FROM reminders WHERE claim_token = 'process-a'")).toBe(a.length);
    await store.deleteWorkspace(ws.id);
  }, 60_000);
});
