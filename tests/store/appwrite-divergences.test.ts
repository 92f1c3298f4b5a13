import { Client, Query, TablesDB } from "node-appwrite";
import { newId } from "@/server/ids";
import { openAppwriteStore, type AppwriteStoreOptions } from "@/server/store/appwrite";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { at, makeReminder, makeTask, makeWorkspace, T0 } from "@/tests/support/records";

/**
 * Where a real Appwrite (1.9.5, read from its source) answers differently from what the store adapter
 * first assumed, each modelled by the Appwrite protocol fake (a loopback stand-in, not Appwrite; the
 * files of tests/support/appwrite-fake/ say what it models and from which source file).
 */

jest.setTimeout(60_000);

const DB = "duely";

/** A fake with `options`, the setup run on it, and a store on it. */
async function fakeWith(options: Parameters<typeof startAppwriteProtocolFake>[0]) {
  const fake = await startAppwriteProtocolFake(options);
  const connection: AppwriteStoreOptions = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: DB };
  await setUpAppwrite(connection, { pollMs: 1 });
  return { fake, connection, api: new TablesDB(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey)) };
}

describe("a row cache that re-caches the row a commit is changing (staleRowCache)", () => {
  let fake: AppwriteProtocolFake;
  let connection: AppwriteStoreOptions;
  let api: TablesDB;
  beforeAll(async () => ({ fake, connection, api } = await fakeWith({ staleRowCache: true })));
  afterAll(() => fake.close());

  it("is modelled by the fake: after a commit getRow answers the row as it was, listRows as it is", async () => {
    const s = openAppwriteStore(connection);
    const task = await makeTask(s, await makeWorkspace(s));
    const transactionId = (await api.createTransaction({ ttl: 60 })).$id;
    await api.updateRow({ databaseId: DB, tableId: "tasks", rowId: task.id, data: { title: "New title" }, transactionId });
    await api.updateTransaction({ transactionId, commit: true });
    expect((await api.getRow({ databaseId: DB, tableId: "tasks", rowId: task.id })).title).toBe("Buy milk");
    const { rows } = await api.listRows({ databaseId: DB, tableId: "tasks", queries: [Query.equal("$id", [task.id]), Query.limit(1)] });
    expect(rows[0].title).toBe("New title");
  });

  it("does not keep a claimed reminder from being marked sent or released by its holder", async () => {
    const s = openAppwriteStore(connection);
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const sent = await makeReminder(s, task, { dueDate: at(-2) });
    const failed = await makeReminder(s, task, { dueDate: at(-1) });
    const claimed = await s.claimDueReminders({ now: T0, limit: 5, claimToken: "holder", leaseUntil: at(5) });
    expect(claimed.map((r) => r.id)).toEqual([sent.id, failed.id]);

    expect(await s.markReminderSent({ id: sent.id, claimToken: "holder", sentAt: T0 })).toBe(true);
    await s.releaseReminder({ id: failed.id, claimToken: "holder", error: "SMTP down", nextAttemptAt: at(10) });
    expect(fake.rawRow(DB, "reminders", sent.id)).toMatchObject({ status: "done", claimToken: null });
    expect(fake.rawRow(DB, "reminders", failed.id)).toMatchObject({ attempts: 1, lastError: "SMTP down", claimToken: null });
    // Neither is claimed again once the lease is over: one was sent, the other waits for its next attempt.
    expect(await s.claimDueReminders({ now: at(6), limit: 5, claimToken: "next", leaseUntil: at(9) })).toEqual([]);
    await s.deleteWorkspace(ws.id);
  });

  it("loses no comment when twenty are added to one task at once (no compare-and-set keeps reading an old version)", async () => {
    const s = openAppwriteStore(connection);
    const ws = await makeWorkspace(s);
    const task = await makeTask(s, ws);
    const texts = Array.from({ length: 20 }, (_, i) => `comment ${i}`);
    await Promise.all(texts.map((text, i) => s.addComment(task.id, { id: newId(), text, user: "Ada", userId: ws.userId, time: at(i) })));
    expect((await s.getTask(task.id))?.comments.map((c) => c.text)).toEqual(texts);
    await s.deleteWorkspace(ws.id);
  });
});

describe("bulk updates that list at most 100 rows", () => {
  it("are modelled by the fake: total is every row changed, rows at most 100 of them", async () => {
    const { fake, api } = await fakeWith({});
    try {
      for (let i = 0; i < 150; i++) fake.insertRawRow(DB, "tasks", `t${i}`, { title: "Old", createdAt: T0, workspaceId: "w", userId: "u" });
      const answer = await api.updateRows({ databaseId: DB, tableId: "tasks", data: { urgency: 2 }, queries: [Query.equal("workspaceId", "w"), Query.limit(1000)] });
      expect({ total: answer.total, listed: answer.rows.length }).toEqual({ total: 150, listed: 100 });
    } finally {
      await fake.close();
    }
  });

  it("still give every one of 2,500 legacy rows a version in the setup's backfill", async () => {
    const { fake, connection } = await fakeWith({});
    try {
      for (let i = 0; i < 2500; i++) {
        fake.insertRawRow(DB, "reminders", `r${i}`, { text: "Old", dueDate: at(-1), taskId: "t", workspaceId: "w", userId: "u", createdAt: T0, status: "pending" });
      }
      expect(await setUpAppwrite(connection, { pollMs: 1 })).toContain("reminders: version set to 0 on 2500 older rows");
      expect([0, 999, 1000, 1999, 2499].map((i) => fake.rawRow(DB, "reminders", `r${i}`)?.version)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      await fake.close();
    }
  });
});

describe("a commit touching a row deleted meanwhile", () => {
  it("is answered 404 document_not_found, and a reminder deleted while it was being sent is simply not marked", async () => {
    const { fake, connection, api } = await fakeWith({});
    try {
      const s = openAppwriteStore(connection);
      const task = await makeTask(s, await makeWorkspace(s));
      const gone = await makeReminder(s, task);
      const transactionId = (await api.createTransaction({ ttl: 60 })).$id;
      await api.updateRow({ databaseId: DB, tableId: "reminders", rowId: gone.id, data: { status: "done" }, transactionId });
      await s.deleteReminder(gone.id);
      await expect(api.updateTransaction({ transactionId, commit: true })).rejects.toMatchObject({ code: 404, type: "document_not_found" });

      const due = await makeReminder(s, task, { dueDate: at(-1) });
      const [claimed] = await s.claimDueReminders({ now: T0, limit: 1, claimToken: "holder", leaseUntil: at(5) });
      expect(claimed.id).toBe(due.id);
      fake.failNext({ method: "PATCH", path: /^\/tablesdb\/transactions\// }, { status: 404, type: "document_not_found", message: "Document with the requested ID could not be found." });
      expect(await s.markReminderSent({ id: due.id, claimToken: "holder", sentAt: T0 })).toBe(false);
    } finally {
      await fake.close();
    }
  });
});

describe("the Appwrite version", () => {
  it("is checked by the setup, which refuses 1.9.4 naming the found and required versions and changes nothing", async () => {
    const fake = await startAppwriteProtocolFake({ version: "1.9.4" });
    try {
      const connection = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: DB };
      await expect(setUpAppwrite(connection, { pollMs: 1 })).rejects.toThrow(/version 1\.9\.4; Duely requires Appwrite 1\.9\.5 or newer/);
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /health/version"]);
    } finally {
      await fake.close();
    }
  });

  it.each(["1.9.5", "1.9.6", "1.10.0"])("lets the setup run on %s", async (version) => {
    const fake = await startAppwriteProtocolFake({ version });
    try {
      const connection = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: DB };
      expect(await setUpAppwrite(connection, { pollMs: 1 })).toContain(`database ${DB}: created`);
    } finally {
      await fake.close();
    }
  });
});
